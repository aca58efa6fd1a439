// HW.occupation-income, HW.alliance: the Homeworlds rules let an occupier share its occupation income with its ally
// at once (Tupile's occupier, and every other). From rules edition 2 the occupier is asked, as it takes the income in
// Spice Collection, how much of it goes to its ally: any part, or none. The amount is the two allies' secret, as
// spice passed between allies is (their spice totals are hidden). A game of edition 1 keeps its income as before.
import { allyOf } from '../../alliances.ts';
import type { Context } from '../../context.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import { playsEdition } from '../../rules-edition.ts';
import type { Faction } from '../../types.ts';
import type { World } from './catalog.ts';

/** The income each occupier just took, offered to be passed on (edition 2, an occupier with an ally). */
export function offerIncomeShares(ctx: Context, paid: readonly { world: World; occupier: Faction; amount: number }[]): void {
  if (!playsEdition(ctx.state, 2)) return;
  for (const { world, occupier, amount } of paid) {
    const ally = allyOf(ctx.state, occupier);
    // What it holds caps it: a phase effect after the income (Southern Hemisphere's share) may have taken some.
    const max = Math.min(amount, ctx.faction(occupier).spice);
    if (ally && max > 0) ctx.open({ kind: 'occupation-share', seat: occupier, world, ally, max });
  }
}

export const occupationShare: ActionHandler<'occupation-share'> = {
  type: 'occupation-share',
  rule: 'HW.occupation-income',
  check(state, decision, action) {
    if (!Number.isInteger(action.amount) || action.amount < 0) return 'pass a whole number of spice, 0 or more';
    if (action.amount > decision.max) return { code: 'OVER_LIMIT', message: `at most the ${decision.max} spice of the income` };
    if (action.amount > state.factions[decision.seat]!.spice) return { code: 'INSUFFICIENT_SPICE', message: 'you hold less spice than that' };
    if (allyOf(state, decision.seat) !== decision.ally) return { code: 'NOT_ELIGIBLE', message: `${decision.ally} is no longer your ally` };
    return null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    if (action.amount === 0) return;
    ctx.ownFaction(decision.seat).spice -= action.amount;
    ctx.ownFaction(decision.ally).spice += action.amount;
    const passed = { type: 'occupation-income-passed', world: decision.world, from: decision.seat, to: decision.ally, amount: action.amount } as const;
    ctx.emit(passed, decision.seat);
    ctx.emit(passed, decision.ally);
  },
};
