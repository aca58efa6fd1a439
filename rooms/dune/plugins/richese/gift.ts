// RI.ally.cards: Richese may give its ally a card of the Richese cache's own (one it bought, kept or took back from its
// cache) from its hand, when the ally's hand has room; not in the Bidding phase, where a hand's size decides who may
// bid. Everyone sees that a card changed hands (hand sizes are public); which card, the two allies alone.
import { committedCards } from '../../cards/committed.ts';
import { passCard } from '../../cards/deck.ts';
import { allyOf } from '../../alliances.ts';
import type { Context } from '../../context.ts';
import type { FreeHandler } from '../../deals/free.ts';
import { handLimit } from '../../phases/bidding/eligibility.ts';
import type { Draft, EngineError, Faction, TreacheryCardId } from '../../types.ts';
import { RICHESE } from './state.ts';
import { isRicheseCard } from './catalog.ts';

const problem = (code: EngineError['code'], message: string): EngineError => ({ code, message });

function check(state: Draft, seat: Faction, action: { card: unknown; to: unknown }): EngineError | null {
  if (seat !== RICHESE) return problem('NOT_ELIGIBLE', 'RI.ally.cards: only Richese gives its cards');
  if (state.phase === 'setup' || state.phase === 'game-over' || state.phase === 'bidding')
    return problem('NOT_ELIGIBLE', 'RI.ally.cards: not during set-up, the Bidding phase or after the game');
  const ally = allyOf(state, seat);
  if (!ally || action.to !== ally) return problem('INVALID_CHOICE', 'RI.ally.cards: a card goes to your ally only');
  const hand = state.factions[seat]!.hand;
  if (typeof action.card !== 'string' || !hand.includes(action.card as TreacheryCardId) || !isRicheseCard(action.card as TreacheryCardId))
    return problem('NOT_HELD', `RI.ally.cards: ${String(action.card)} is no Richese card in your hand`);
  if (committedCards(state, seat).includes(action.card as TreacheryCardId)) return problem('NOT_ELIGIBLE', 'that card is committed to a play not yet resolved');
  if (state.factions[ally]!.hand.length >= handLimit(state, ally)) return problem('OVER_LIMIT', `${ally}'s hand is full`);
  return null;
}

export const richeseGift: FreeHandler<'richese-gift'> = {
  rule: 'RI.ally.cards',
  check: (state, seat, action) => check(state, seat, action),
  apply(ctx: Context, seat, action) {
    passCard(ctx.state, seat, action.to, action.card);
    ctx.emit({ type: 'richese-card-given', to: action.to });
    for (const party of [seat, action.to]) ctx.emit({ type: 'richese-card-given-card', to: action.to, card: action.card }, party);
  },
};
