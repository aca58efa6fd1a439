// CH.karama (Advanced game): once a game CHOAM may spend a Karama card to discard any of its other treachery cards,
// face up, for 3 spice each from the bank (the Karama spent earns nothing). Cards committed to a play not yet
// resolved (a sealed battle plan) cannot be chosen. Any phase but set-up, like the other free card plays.
import { discardFromHand } from '../../cards/deck.ts';
import { committedCards } from '../../cards/committed.ts';
import type { EngineError } from '../../types.ts';
import type { PowerHandler } from './index.ts';

export const CHOAM_KARAMA_PRICE = 3;

export const choamDiscard: PowerHandler<'choam-discard'> = {
  faction: 'choam',
  check(state, seat, action) {
    if (state.phase === 'setup') return { code: 'NOT_ELIGIBLE', message: 'CH.karama: not during set-up' };
    const fs = state.factions[seat]!;
    const committed = committedCards(state, seat);
    if (new Set(action.cards).size !== action.cards.length) return { code: 'INVALID_CHOICE', message: 'CH.karama: a card is named twice' };
    for (const card of action.cards) {
      if (card === action.card || !fs.hand.includes(card)) return { code: 'NOT_HELD', message: `CH.karama: ${card} is not another card of your hand` };
      if (committed.includes(card))
        return { code: 'NOT_ELIGIBLE', message: `CH.karama: ${card} is committed to a play not yet resolved` } satisfies EngineError;
    }
    if (committed.includes(action.card)) return { code: 'NOT_ELIGIBLE', message: 'CH.karama: that Karama is committed to a play not yet resolved' };
    return null;
  },
  apply(ctx, seat, action) {
    for (const card of action.cards) discardFromHand(ctx.state, seat, card);
    const spice = CHOAM_KARAMA_PRICE * action.cards.length;
    ctx.ownFaction(seat).spice += spice; // from the bank
    ctx.emit({ type: 'choam-karama-discard', cards: [...action.cards], spice });
  },
};
