// Richese (CHOAM & Richese), a faction seated like any other: its cache, a pile of its own, and the cache lot of each
// Bidding phase with its two auctions; the Black Market; its Karama purchase and gifts to its ally; its No-Field tokens
// (no-field/); its forces spoiling the Fremen's special victory. What is built: docs/rules/richese.tsv (RI.*); the
// readings: docs/RULES-DECISIONS.md.
import type { Plugin } from '../../extension-points.ts';
import { cacheBid, cacheSealedBid } from './auction.ts';
import { cacheKeptApart, heldCacheCards, setUpCache } from './cache.ts';
import { CACHE_LOTS, cacheLot, cachePosition, cacheReplacesRowCard } from './lot.ts';
import { cacheUnsold } from './sale.ts';
import { blackMarket, blackMarketCard, openBlackMarket } from './black-market.ts';
import { richesePrivateView, richeseView } from './view.ts';
import { RICHESE } from './state.ts';
import { richeseKaramaBuy } from './karama.ts';
import { richeseGift } from './gift.ts';
import { richeseViewRules } from './view-rules.ts';
import { noFieldShipped, noFieldShipTerms, richeseAllyNoField } from './no-field/ship.ts';
import { noFieldMoved, noFieldMoveTerms } from './no-field/move.ts';
import { noFieldExposed, richeseRevealNoField } from './no-field/reveal.ts';
import { noFieldAtBattleStage, noFieldDialLimit, noFieldPrescience } from './no-field/battle.ts';

export const richese = {
  ...richeseViewRules,
  // Richese, its homeworld card, is played by the Homeworlds plug-in; its occupied face reaches the cache lot.
  dependsOn: ['homeworlds'],
  setUp: setUpCache,
  cardsKeptApart: cacheKeptApart,
  heldTreachery: heldCacheCards,
  lots: CACHE_LOTS,
  lotsReplacingRow: cacheReplacesRowCard,
  // RI.black-market (Advanced): Richese's sale before the hands are declared.
  openBeforeDeclaration: openBlackMarket,
  committedCards: blackMarketCard,
  handlers: {
    'black-market': blackMarket,
    'cache-position': cachePosition,
    'cache-lot': cacheLot,
    'cache-bid': cacheBid,
    'cache-sealed-bid': cacheSealedBid,
    'cache-unsold': cacheUnsold,
  },
  // RI.tueks-sietch: Richese in Tuek's Sietch spoils the Fremen's special victory, as the Harkonnen there do.
  spoilsFremenVictory: (_state, faction) => faction === RICHESE,
  // RI.karama (Advanced), RI.ally.cards: free actions of Richese's own.
  freeActions: {
    'richese-karama-buy': richeseKaramaBuy,
    'richese-gift': richeseGift,
    'richese-reveal-no-field': richeseRevealNoField,
    'richese-ally-no-field': richeseAllyNoField,
  },
  // RI.no-field: the No-Field shipped in place of a force, moved as a force, revealed before forces are taken where it
  // stands, with the battle plans or at Richese's word; its battles' dial and Prescience.
  shipTerms: noFieldShipTerms,
  shipped: noFieldShipped,
  moveTerms: noFieldMoveTerms,
  moved: noFieldMoved,
  tokenExposed: noFieldExposed,
  dialLimit: noFieldDialLimit,
  prescienceBarred: noFieldPrescience,
  atBattleStage: noFieldAtBattleStage,
  view: richeseView,
  privateView: richesePrivateView,
} satisfies Plugin;
