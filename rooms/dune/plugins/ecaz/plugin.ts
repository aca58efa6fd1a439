// Ecaz (Ecaz & Moritani), a faction seated like any other, in part: its Ambassadors — the supply and its refill, their
// placement at the end of Revival, and their eleven effects when a non-ally enters their stronghold; Duke Vidal (vidal.ts).
// Its Karama power (karama.ts, Advanced). Occupy (occupy/): sharing territories with its ally, one side in battle,
// the shared collection and the co-occupation victory; its homeworld card with the Homeworlds variant (homeworld.ts). What is built:
// docs/rules/ecaz-moritani.tsv (EC.*, EM.*); the readings: docs/RULES-DECISIONS.md.
import type { Plugin } from '../../extension-points.ts';
import { ambassadorEffect } from './ambassadors/choice.ts';
import { ambassadorAlliance } from './ambassadors/alliance.ts';
import { ambassadorPlace, openPlacement } from './ambassadors/placement.ts';
import { ambassadorExploded, ambassadorsStormed } from './ambassadors/losses.ts';
import { setUpAmbassadors } from './ambassadors/supply.ts';
import { ambassadorArrival, ambassadorTrigger, openTrigger } from './ambassadors/trigger.ts';
import { ecazView } from './view.ts';
import { ecazViewRules } from './view-rules.ts';
import { endOccupation, occupyFighter, openFighterChoice } from './occupy/fighter.ts';
import { occupyArmy, occupyLosses, occupyPlanOptions, occupyStrength } from './occupy/battle.ts';
import { splitCollection } from './occupy/collection.ts';
import { coOccupationWin } from './occupy/victory.ts';
import { homeworldWin, poisonIncome } from './homeworld.ts';
import { loyalTraitor, setAsideLoyal } from './loyalty.ts';
import { clearDialBonus, ecazDialBonus, ecazKarama, openEcazKarama } from './karama.ts';
import {
  settleVidal,
  vidalCustodyProblems,
  vidalFought,
  vidalKilled,
  vidalLoanEnds,
  vidalOpensRevival,
  vidalRecorded,
  vidalRevivable,
  vidalRevivalCost,
} from './vidal.ts';

export const ecaz = {
  ...ecazViewRules,
  // The Harkonnen Ambassador looks at a Tleilaxu's Face Dancers, which are theirs.
  dependsOn: ['homeworlds', 'tleilaxu'],
  setUp(state) {
    setUpAmbassadors(state);
    setAsideLoyal(state);
  },
  heldTraitors: loyalTraitor,
  handlers: {
    'ambassador-place': ambassadorPlace,
    'ambassador-trigger': ambassadorTrigger,
    'ambassador-effect': ambassadorEffect,
    'ambassador-alliance': ambassadorAlliance,
    'ecaz-karama': ecazKarama,
    'occupy-fighter': occupyFighter,
  },
  openBeforePhaseEnds: (ctx, phase) => phase === 'revival' && openPlacement(ctx),
  arrivalReactions: [ambassadorArrival],
  stormStruck: ambassadorsStormed,
  afterExplosion: (ctx, site) => ambassadorExploded(ctx, site.territory),
  interrupts: openTrigger,
  view: ecazView,
  // EM.vidal, EC.vidal: Duke Vidal in a record while held or dead; set aside after his battle, his loan or his revival.
  recordedLeaders: vidalRecorded,
  custodyProblems: vidalCustodyProblems,
  leaderKilled: vidalKilled,
  revivableLeaders: vidalRevivable,
  leaderRevivalOpened: vidalOpensRevival,
  leaderRevivalCost: vidalRevivalCost,
  settle: settleVidal,
  battleResolved: (ctx, battle) => {
    vidalFought(ctx, battle.plans);
    clearDialBonus(ctx);
    endOccupation(ctx);
  },
  // EC.karama: asked as the plans are revealed; its bonus counts in that battle.
  atBattleStage: openEcazKarama,
  // EC.occupy: one side with its ally, the ally's army dialed with half of Ecaz's; EC.karama's bonus beside it.
  battleStarted: openFighterChoice,
  dialedArmy: occupyArmy,
  planOptions: occupyPlanOptions,
  sideStrength: (state, side) => {
    const occupy = occupyStrength(state, side);
    const karama = ecazDialBonus(state, side).dialBonus ?? 0;
    return karama === 0 ? occupy : { ...occupy, dialBonus: (occupy.dialBonus ?? 0) + karama };
  },
  armyLosses: (ctx, battle, _outcome, faction, loss, withdraw) => occupyLosses(ctx, battle, faction, loss, withdraw),
  // EC.collection, EC.victory.
  collectionDone: splitCollection,
  unitQualifies: (state, unit, controlled) => coOccupationWin(state, unit, controlled) || homeworldWin(state, unit, controlled),
  // HW.ecaz.high: poison weapons discarded pay Ecaz.
  cardsDiscarded: poisonIncome,
  phaseEnding: (ctx, phase) => {
    if (phase === 'mentat-pause') vidalLoanEnds(ctx);
  },
} satisfies Plugin;
