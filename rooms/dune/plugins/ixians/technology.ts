// IX.technology (Advanced game): once each Bidding phase, before a card of the row is put up for bid (so before the
// Atreides see it), the Ixians may put a card of their hand in its place and take it. They are asked before each card
// until they use it, whenever they hold a card (a public count); which cards changed places is theirs alone to know.
import type { Context } from '../../context.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import { roundOf } from '../../phases/bidding/round.ts';
import { isCancelled, useOf } from '../../karama/abilities.ts';
import { IXIANS, ixiansOf } from './state.ts';

/** Before the row's next card: the question, unless it was asked about this card or used this phase. */
export function openTechnology(ctx: Context): boolean {
  const part = ctx.state.ixians;
  if (!part || !ctx.state.config.advanced || ctx.faction(IXIANS).hand.length === 0) return false;
  const round = roundOf(ctx);
  const number = round.card + 1;
  const tech = part.technology?.turn === ctx.state.turn ? part.technology : { turn: ctx.state.turn, used: false, asked: 0 };
  if (tech.used || tech.asked >= number) return false;
  ctx.state.ixians = { ...part, technology: { ...tech, asked: number } };
  ctx.open({ kind: 'ixian-technology', seat: IXIANS, card: round.row[0]!, number });
  return true;
}

export const ixianTechnology: ActionHandler<'ixian-technology'> = {
  type: 'ixian-technology',
  rule: 'IX.technology',
  // IX.karama-abilities: a swap is a ✷ use; cancelled, the card goes up for bid as it is.
  karama: {
    uses: (_state, decision, action) => (action.give !== null && !isCancelled(decision, 'ixians-technology') ? [useOf('ixians-technology')] : []),
    // The card they give is theirs alone until it is bought: the window shows only the ability.
    secret: true,
  },
  check(state, decision, action) {
    if (action.give === null) return null;
    if (isCancelled(decision, 'ixians-technology')) return { code: 'NOT_ELIGIBLE', message: 'a Karama cancelled Technology on this card' };
    if (typeof action.give !== 'string' || !state.factions[IXIANS]!.hand.includes(action.give))
      return { code: 'NOT_HELD', message: `IX.technology: ${String(action.give)} is not in your hand` };
    return null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    if (action.give === null) return;
    const round = roundOf(ctx);
    const fs = ctx.ownFaction(IXIANS);
    const took = round.row[0]!;
    fs.hand = [...fs.hand.filter((c) => c !== action.give), took];
    round.row = [action.give, ...round.row.slice(1)];
    const part = ixiansOf(ctx.state);
    ctx.state.ixians = { ...part, technology: { turn: ctx.state.turn, used: true, asked: decision.number } };
    ctx.emit({ type: 'technology-used', number: decision.number });
    ctx.emit({ type: 'technology-swapped', gave: action.give, took }, IXIANS);
  },
};
