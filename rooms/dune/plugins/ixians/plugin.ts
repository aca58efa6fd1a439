// The Ixians (Ixians & Tleilaxu), a faction seated like any other: Cyborgs and Suboids, and the Hidden Mobile
// Stronghold, the starting-card pool and the bidding selection. What is built and what is not: docs/rules/ixians-tleilaxu.tsv (IX.*); the readings: docs/RULES-DECISIONS.md.
import type { Plugin } from '../../extension-points.ts';
import { HMS } from '../../board/hms.ts';
import { cyborgCollection, cyborgMoveUses, cyborgRevivalTerms, cyborgsInBasic, suboidStrength } from './forces.ts';
import { hmsDeferred, hmsMove, hmsPlace, openHmsMovement, openHmsPlacement } from './hms-handlers.ts';
import { IXIANS } from './state.ts';
import { ixianSelect, ixianSelection } from './selection.ts';
import { cyborgReplacement, noteCyborgLosses, openCyborgReplacement } from './casualties.ts';
import { ixianAllySwap, noteAllyPurchase, openAllySwap } from './ally-swap.ts';
import { ixianTechnology, openTechnology } from './technology.ts';
import { ixianKaramaHms } from './karama.ts';
import { cyborgBonusStage, cyborgsNegated } from './cyborg-bonus.ts';
import { dealIxianPool, heldPool, ixianStartingCard } from './starting-card.ts';
import { ixiansViewRules } from './view-rules.ts';

export const ixians = {
  ...ixiansViewRules,
  // Ix, their homeworld card, is played by the Homeworlds plug-in; its low and occupied faces reach their rules.
  dependsOn: ['homeworlds'],
  setUp(state) {
    if (state.factions[IXIANS]) state.ixians = { hms: null };
  },
  handlers: {
    'hms-place': hmsPlace,
    'hms-move': hmsMove,
    'ixian-starting-card': ixianStartingCard,
    'ixian-selection': ixianSelect,
    'cyborg-replacement': cyborgReplacement,
    'ixian-ally-swap': ixianAllySwap,
    'ixian-technology': ixianTechnology,
  },
  // IX.karama (Advanced): their Karama power, a free action during their own turn of Shipment and Movement.
  freeActions: { 'ixian-karama-hms': ixianKaramaHms },
  // IX.technology (Advanced): a card of their hand for the one about to be put up for bid, once a phase.
  beforeAuction: openTechnology,
  // IX.casualties: Cyborgs lost in a battle, replaced by Suboids that survived it, asked before the next battle.
  winnerForcesLost: noteCyborgLosses,
  // IX.ally: a card the ally bought, which it may swap for the deck's top card, asked before the next auction.
  cardBought: noteAllyPurchase,
  interrupts: (ctx) => openCyborgReplacement(ctx) || openAllySwap(ctx) || hmsDeferred(ctx),
  // IX.starting-card: their starting card chosen from a pool, the others dealt the rest.
  dealsStartingCards: dealIxianPool,
  heldTreachery: heldPool,
  // IX.bidding: their selection before the row's first auction.
  lots: [ixianSelection],
  // IX.hms.placement: once the first storm is placed; IX.hms.movement: as each later Storm phase starts.
  openAtPhaseEnd: (ctx) => ctx.state.phase === 'storm' && openHmsPlacement(ctx),
  openAtPhaseStart: (ctx, phase) => phase === 'storm' && openHmsMovement(ctx),
  view: (state) => ({ ixians: state.ixians ? { hms: state.ixians.hms ? { ...state.ixians.hms } : null } : null }),
  // IX.hms.victory: the HMS counts as a stronghold once it is on the board.
  victoryStrongholds: (state) => (state.ixians?.hms ? [HMS] : []),
  starredInBasic: cyborgsInBasic,
  // IX.karama-abilities.cyborgs: a Karama played beforehand stops the Cyborgs' bonus in their next battle.
  atBattleStage: cyborgBonusStage,
  starredNegated: cyborgsNegated,
  sideStrength: (_state, side) => suboidStrength(side.faction),
  collectionRate: cyborgCollection,
  moveUses: cyborgMoveUses,
  revivalTerms: (fs, terms) => cyborgRevivalTerms(fs, terms),
} satisfies Plugin;

export { IXIANS };
