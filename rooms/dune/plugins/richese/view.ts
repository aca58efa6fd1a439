// What each viewer sees of Richese: every viewer the cache's size (never which cards: a private purchase must not be
// found by elimination), the cards removed from the game, this turn's lot's place and the lot under way without its
// sealed bids; Richese alone the cache's cards.
import type { Faction, GameState } from '../../types.ts';
import { topBid } from './auction.ts';
import { RICHESE } from './state.ts';
import type { RichesePrivateViewPart, RicheseViewPart } from './types.ts';

export function richeseView(state: GameState): RicheseViewPart {
  const part = state.richese;
  if (!part) return { richese: null };
  const lot = part.lot;
  const top = lot ? topBid(lot) : null;
  return {
    richese: {
      cache: part.cache.length,
      removed: [...part.removed],
      position: part.position?.turn === state.turn ? part.position.at : null,
      lot: lot
        ? {
            card: lot.origin === 'black-market' ? null : lot.card,
            origin: lot.origin ?? 'cache',
            claim: lot.claim ?? null,
            method: lot.method,
            direction: lot.direction ?? null,
            order: [...lot.order],
            bids: lot.bids.map((b) => ({ ...b })),
            highBid: top?.amount ?? 0,
            highBidder: top?.faction ?? null,
          }
        : null,
      noField: part.noField ? { territory: part.noField.territory, sector: part.noField.sector } : null,
      faceUpNoField: part.noField ? null : (part.lastNoField ?? null),
      allyNoField: part.allyNoField !== false,
    },
  };
}

export const richesePrivateView = (state: GameState, faction: Faction): RichesePrivateViewPart => ({
  richeseCache: faction === RICHESE && state.richese ? [...state.richese.cache] : [],
  richeseNoField: faction === RICHESE ? (state.richese?.noField?.token ?? null) : null,
});
