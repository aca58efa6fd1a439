// Giedi Prime (Harkonnen).
// HW.giedi-prime.high: in Spice Collection the Harkonnen take 2 from the bank if they collected spice there from a
// territory of the desert or a homeworld (occupation income), at most once a phase.
// HW.giedi-prime.low: no penalty.
// HW.giedi-prime.occupied: the Harkonnen's free card (2.05.08) goes instead to the occupier or its ally, the occupier
// choosing when both have room in hand; neither has room: nobody draws it.
import { allyOf } from '../../alliances.ts';
import { drawTreachery } from '../../cards/deck.ts';
import type { Context } from '../../context.ts';
import { handLimit } from '../../phases/bidding/eligibility.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import type { Faction, GameEvent, Draft } from '../../types.ts';
import { occupierOf, shown } from './state.ts';

export const GIEDI_BONUS = 2;

/** HW.giedi-prime.high: the bonus, from the phase's collection events. */
export function giediBonus(ctx: Context, events: readonly GameEvent[]): void {
  if (shown(ctx.state, 'giedi-prime') !== 'high') return;
  const collected = events.some((e) => (e.type === 'spice-collected' || e.type === 'occupation-income') && e.faction === 'harkonnen' && e.amount > 0);
  if (!collected) return;
  ctx.ownFaction('harkonnen').spice += GIEDI_BONUS;
  ctx.emit({ type: 'giedi-bonus', faction: 'harkonnen', amount: GIEDI_BONUS });
}

export const giediTakesCard = (state: Draft): boolean => occupierOf(state, 'giedi-prime') !== null;

const hasRoom = (state: Draft, f: Faction): boolean => state.factions[f]!.hand.length < handLimit(state, f);

function drawFor(ctx: Context, faction: Faction): void {
  const { card, reshuffled } = drawTreachery(ctx.state);
  if (reshuffled > 0) ctx.emit({ type: 'treachery-reshuffled', count: reshuffled });
  if (card === null) return;
  ctx.ownFaction(faction).hand.push(card);
  ctx.emit({ type: 'top-card-drawn', faction });
  ctx.emit({ type: 'card-received', card, from: 'top-card' }, faction);
}

/** HW.giedi-prime.occupied: the Harkonnen bought a card; the free one goes to the occupier's side. */
export function giediTopCard(ctx: Context): void {
  const occupier = occupierOf(ctx.state, 'giedi-prime')!;
  const ally = allyOf(ctx.state, occupier);
  const options = (ally ? [occupier, ally] : [occupier]).filter((f) => hasRoom(ctx.state, f));
  if (options.length === 1) drawFor(ctx, options[0]!);
  else if (options.length > 1) ctx.open({ kind: 'giedi-card', seat: occupier, options });
}

export const giediCard: ActionHandler<'giedi-card'> = {
  type: 'giedi-card',
  rule: 'HW.giedi-prime.occupied',
  check(state, decision, action) {
    if (!decision.options.includes(action.to)) return `HW.giedi-prime.occupied: the card goes to ${decision.options.join(' or ')}`;
    return hasRoom(state, action.to) ? null : { code: 'OVER_LIMIT', message: `${action.to}'s hand is full` };
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    drawFor(ctx, action.to);
  },
};
