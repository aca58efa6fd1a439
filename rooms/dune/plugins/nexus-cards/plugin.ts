// The Nexus cards variant (Ecaz & Moritani, `modules: ['nexus-cards']`): twelve cards, one per faction, drawn by the
// unallied once a Spice Blow phase with a Nexus ends while an alliance stands, one held at a time and secret, discarded
// by both partners as they ally; each played as its faction's Cunning, as a Betrayal against it, or as a Secret Ally
// when its faction is not seated. What is built: docs/rules/nexus-cards.tsv (NX.*); the readings: docs/RULES-DECISIONS.md.
import type { Plugin } from '../../extension-points.ts';
import { asksInWindows, betrayalSpent, betrays } from './betrayal.ts';
import { nexusCustodyProblems } from './custody.ts';
import { nexusDraw, openDraws } from './draw.ts';
import { nexusCard } from './effects.ts';
import {
  battleOver,
  cunningSuboids,
  freeRevivalRaise,
  keepsOneCard,
  openKeep,
  endBattleEffects,
  recordPurchase,
  ridesBetrayed,
  revivalRaise,
  leaderRevivalFreed,
  freeLeaderRevival,
  sardaukarBetrayed,
  sardaukarStandIns,
  coveredPurchase,
  freePurchase,
  spendLasting,
  worthlessFuel,
  worthlessFuelSpent,
  nexusShipTerms,
  guildShipsAgain,
  turnOver,
  wormSpared,
} from './lasting.ts';
import { forgetPayment, recordSale, recordShipment } from './payments.ts';
import { discardHeld, setUpNexusCards } from './state.ts';
import { nexusTraitors } from './traitors.ts';
import { drawOwedTraitors, settleTraitorCall, traitorCallWindow } from './traitor-call.ts';
import { openSecretAllyVoice } from './voice.ts';
import { showLook } from './effects/looks.ts';
import { noteEmptyStrike } from './effects/ride.ts';
import { nexusPrivateView, nexusView } from './view.ts';

export const nexusCards = {
  name: 'nexus-cards',
  // Its Ecaz, Moritani and Tleilaxu cards act on their plug-ins' state (Duke Vidal, the Terror tokens, Face Dancers).
  dependsOn: ['ecaz', 'moritani', 'tleilaxu'],
  setUp: setUpNexusCards,
  handlers: { 'nexus-draw': nexusDraw, 'nexus-traitors': nexusTraitors },
  freeActions: { 'nexus-card': nexusCard },
  view: nexusView,
  privateView: nexusPrivateView,
  custodyProblems: nexusCustodyProblems,
  openAtPhaseEnd: openDraws,
  // NX.alliance: both partners discard the card they hold.
  allianceFormed(ctx, pair) {
    for (const f of pair) discardHeld(ctx, f, 'alliance');
  },
  asksInWindows,
  betrays,
  betrayalSpent,
  sideStrength: cunningSuboids,
  starredNegated: sardaukarBetrayed,
  starredStandIns: sardaukarStandIns,
  shipTerms: nexusShipTerms,
  shipsAgain: guildShipsAgain,
  atBattleStage: (ctx, battle, stage) => {
    openSecretAllyVoice(ctx, battle, stage);
    traitorCallWindow(ctx, battle, stage);
  },
  settleEffect: settleTraitorCall,
  planSealed: (ctx, _battle, faction, plan) => showLook(ctx, faction, plan),
  openAtPhaseStart: drawOwedTraitors,
  wormSpares: (state, faction) => wormSpared(state, faction),
  wormDevoured: noteEmptyStrike,
  ridesBarred: ridesBetrayed,
  freeRevivalBonus: freeRevivalRaise,
  revivalTerms: (fs, terms, _decision, state) => revivalRaise(fs, terms, state),
  leaderRevivalOpened: leaderRevivalFreed,
  leaderRevivalCost: freeLeaderRevival,
  battleResolved: battleOver,
  loserHoldsCards: keepsOneCard,
  openAfterBattle: openKeep,
  cardBought: recordPurchase,
  cardSold: recordSale,
  purchaseWaived: freePurchase,
  purchaseCoveredBy: coveredPurchase,
  worthlessFuel,
  worthlessFuelSpent,
  shipped: (ctx, decision, action, paid) => {
    recordShipment(ctx, decision.seat, paid);
    // NX.richese.cunning: spent on the shipment that carried the pair.
    if (action.noFieldRevealed !== undefined) spendLasting(ctx.state, 'richese-cunning');
  },
  battleStarted: (ctx) => endBattleEffects(ctx.state),
  phaseStarting: (state, phase) => {
    endBattleEffects(state);
    forgetPayment(state);
    if (phase === 'storm') turnOver(state);
  },
} satisfies Plugin;
