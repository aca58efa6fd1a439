// Distrans (CHOAM & Richese cache): give another player a treachery card from your hand, if that hand is not full;
// at any time except during a bid (read as: not in the bidding phase); the Distrans is then discarded. The card
// given is named only to the two players; everyone sees that a card changed hands (hand sizes are public, 1.11.02).
import { discardFromHand, passCard } from '../../cards/deck.ts';
import { familyOf } from '../../cards/treachery.ts';
import { committedCards } from '../../cards/committed.ts';
import type { Context } from '../../context.ts';
import { handLimit } from '../../phases/bidding/eligibility.ts';
import type { EngineError, Faction, Draft } from '../../types.ts';
import type { DistransAction } from './types.ts';
import { isSeated } from '../../action-shape.ts';

const problem = (code: EngineError['code'], message: string): EngineError => ({ code, message });

export function checkDistrans(state: Draft, seat: Faction, action: DistransAction): EngineError | null {
  if (state.phase === 'setup' || state.phase === 'game-over') return problem('NOT_ELIGIBLE', 'not during set-up or after the game');
  if (state.phase === 'bidding') return problem('NOT_ELIGIBLE', 'not during a bid (the bidding phase)');
  const hand = state.factions[seat]!.hand;
  if (!hand.includes(action.card) || familyOf(action.card) !== 'distrans') return problem('NOT_HELD', `no Distrans card ${action.card} in your hand`);
  if (action.give === action.card || !hand.includes(action.give)) return problem('NOT_HELD', `${action.give} is not another card in your hand`);
  const committed = committedCards(state, seat);
  if (committed.includes(action.give) || committed.includes(action.card)) return problem('NOT_ELIGIBLE', 'that card is committed to a play not yet resolved');
  if (action.to === seat || !isSeated(state, action.to)) return problem('INVALID_CHOICE', `${action.to} is not another faction in this game`);
  if (state.factions[action.to]!.hand.length >= handLimit(state, action.to)) return problem('OVER_LIMIT', `${action.to}'s hand is full`);
  return null;
}

export function applyDistrans(ctx: Context, seat: Faction, action: DistransAction): void {
  discardFromHand(ctx.state, seat, action.card);
  passCard(ctx.state, seat, action.to, action.give);
  ctx.emit({ type: 'distrans-played', from: seat, to: action.to, card: action.card });
  for (const party of [seat, action.to]) ctx.emit({ type: 'card-given', from: seat, to: action.to, card: action.give }, party);
}
