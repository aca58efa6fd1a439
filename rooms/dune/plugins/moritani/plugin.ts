// Moritani (Ecaz & Moritani), a faction seated like any other, in part: its set-up (last, in a territory nobody
// holds) and its Terror tokens — placed or moved each Mentat Pause, face down; triggered when a non-ally enters their
// stronghold, revealed (six effects, the Atomics' Aftermath) or turned into an alliance offer (Enemy of My Enemy).
// Duke Vidal taken when battles are due in two strongholds (vidal.ts); the card its losing ally keeps (ally-keep.ts);
// Assassinate Leaders and its Karama power (assassinate.ts, karama.ts: Advanced); its homeworld card, Grumman
// (grumman.ts, with the Homeworlds variant). What is built:
// docs/rules/ecaz-moritani.tsv (MO.*); the readings: docs/RULES-DECISIONS.md.
import type { Plugin } from '../../extension-points.ts';
import { settleAftermath } from './aftermath.ts';
import { moritaniPlacement, moritaniPlacementStep, setUpMoritani } from './setup.ts';
import { terrorAlliance } from './terror/alliance.ts';
import { terrorDiscard, terrorEffect } from './terror/choice.ts';
import { extortionPay, extortionStep } from './terror/extortion.ts';
import { terrorPlace, terrorPlacementStep } from './terror/placement.ts';
import { openTerrorTrigger, terrorArrival, terrorTrigger } from './terror/trigger.ts';
import { moritaniPrivateView, moritaniView } from './view.ts';
import { moritaniViewRules } from './view-rules.ts';
import { gainVidal } from './vidal.ts';
import { allyHoldsCards, moritaniAllyKeep, openAllyKeep } from './ally-keep.ts';
import { moritaniKarama, openMoritaniKarama } from './karama.ts';
import { assassinCards, moritaniAssassinate, openAssassination, replaceAssassins } from './assassinate.ts';
import { grummanRemove, openGrummanRemoval } from './grumman.ts';

export const moritani = {
  // Duke Vidal's rules are Ecaz's (plugins/ecaz/vidal.ts); Moritani takes him too.
  dependsOn: ['ecaz', 'homeworlds'],
  ...moritaniViewRules,
  setUp: setUpMoritani,
  steps: [
    // MO.setup: last of all set-up placements.
    { phase: 'setup', after: 'bg-placement', step: moritaniPlacementStep },
    // MO.terror.extortion, then MO.terror.placement: after the victory check (a returned Extortion may go again).
    { phase: 'mentat-pause', after: 'victory', step: extortionStep },
    { phase: 'mentat-pause', after: 'extortion', step: terrorPlacementStep },
  ],
  handlers: {
    'moritani-placement': moritaniPlacement,
    'terror-place': terrorPlace,
    'terror-trigger': terrorTrigger,
    'terror-effect': terrorEffect,
    'terror-discard': terrorDiscard,
    'terror-alliance': terrorAlliance,
    'extortion-pay': extortionPay,
    'moritani-ally-keep': moritaniAllyKeep,
    'moritani-assassinate': moritaniAssassinate,
    'moritani-karama': moritaniKarama,
    'grumman-remove': grummanRemove,
  },
  // HW.grumman.high: a token taken off the board for spice, asked as Spice Collection ends.
  collectionDone: (ctx) => openGrummanRemoval(ctx),
  arrivalReactions: [terrorArrival],
  interrupts: openTerrorTrigger,
  settle: settleAftermath,
  // MO.ally: the losing ally's cards wait for its choice of one to keep.
  loserHoldsCards: allyHoldsCards,
  openAfterBattle: (ctx, battle, outcome) => {
    openAllyKeep(ctx, battle, outcome);
    openAssassination(ctx, battle, outcome);
    openMoritaniKarama(ctx, battle, outcome);
  },
  heldTraitors: assassinCards,
  // MO.vidal: the battles due are known once every faction has shipped and moved.
  phaseEnding: (ctx, phase) => {
    if (phase === 'shipment-movement') gainVidal(ctx);
    if (phase === 'mentat-pause') replaceAssassins(ctx);
  },
  view: moritaniView,
  privateView: moritaniPrivateView,
} satisfies Plugin;
