// The Tleilaxu (Ixians & Tleilaxu), a faction seated like any other: no traitor card but three secret Face Dancers,
// Zoal, and the Tanks economy. What is built and what is not: docs/rules/ixians-tleilaxu.tsv (TL.*); the readings:
// docs/RULES-DECISIONS.md.
import type { Plugin } from '../../extension-points.ts';
import { faceDancersStep, heldFaceDancers } from './face-dancers.ts';
import { earlyLeaderRevival, endFavours, favoursDeferred, openFavours, revivalFavours, revivalStopped } from './favours.ts';
import { faceDancer, noteFaceDancerBattle, openFaceDancer } from './reveal.ts';
import { faceDancerSwap, faceDancerSwapStep } from './swap.ts';
import { freeRevivalIncome, paidToTleilaxu, tleilaxuRevivalTerms, tleilaxuRevivalUses } from './revival.ts';
import { gholaCustodyProblems, gholaLeaders, gholaUses } from './gholas.ts';
import { TLEILAXU } from './state.ts';
import { tleilaxuViewRules } from './view-rules.ts';

export const tleilaxu = {
  ...tleilaxuViewRules,
  // Tleilax, their homeworld card, is played by the Homeworlds plug-in; its low and occupied faces reach their rules.
  dependsOn: ['homeworlds'],
  setUp(state) {
    if (state.factions[TLEILAXU]) state.tleilaxu = { faceDancers: [], revealed: [] };
  },
  // TL.setup: dealt no traitor card at all.
  traitorTerms: (_state, faction, terms) => (faction === TLEILAXU ? { ...terms, dealt: 0 } : null),
  steps: [
    { phase: 'setup', after: 'traitors', step: faceDancersStep },
    { phase: 'mentat-pause', after: 'victory', step: faceDancerSwapStep },
  ],
  handlers: { 'face-dancer': faceDancer, 'face-dancer-swap': faceDancerSwap, 'revival-favours': revivalFavours },
  phaseStarting: endFavours,
  openAtPhaseStart: openFavours,
  interrupts: (ctx) => openFaceDancer(ctx) || favoursDeferred(ctx),
  leaderRevivalOpened: earlyLeaderRevival,
  revivalStopped,
  freeRevivalDenied: revivalStopped,
  openAfterBattle: noteFaceDancerBattle,
  heldTraitors: heldFaceDancers,
  view: (state) => ({ tleilaxu: state.tleilaxu ? { faceDancers: state.tleilaxu.faceDancers.length, revealed: [...state.tleilaxu.revealed] } : null }),
  privateView: (state, faction) => ({ faceDancers: faction === TLEILAXU ? [...(state.tleilaxu?.faceDancers ?? [])] : [] }),
  revivalTerms: (fs, terms, decision, state) => tleilaxuRevivalTerms(fs, terms, state, decision),
  revivalUses: (faction, forces, decision, revival) => [
    ...tleilaxuRevivalUses(faction, forces, decision, revival),
    ...(faction === TLEILAXU ? gholaUses(decision, revival.adopted) : []),
  ],
  adoptableLeaders: gholaLeaders,
  custodyProblems: gholaCustodyProblems,
  revivalPaid: paidToTleilaxu,
  revivedForces: (ctx, faction, _elite, free, cancelled) => freeRevivalIncome(ctx, faction, free, cancelled),
} satisfies Plugin;
