// Phase 1.07, Battle. `proceed` walks each battle through its stages: Prescience (2.01.08), Voice (2.02.06), secret
// plans (1.07.04), reveal (1.07.05), traitor calls (1.07.06.07), resolution (1.07.06) and aftermath; then the next
// battle, until none is left (1.07.01) and leaders return (1.07.07).
import { allyOf } from '../../alliances.ts';
import { cloneJson } from '../../clone.ts';
import type { Context } from '../../context.ts';
import { plugins } from '../../extension-points.ts';
import type { Faction, Draft } from '../../types.ts';
import type { PhaseModule } from '../handler.ts';
import { applyOutcome, battleCards, openCardChoice, recordUsedLeaders } from './aftermath.ts';
import { turnOrder } from '../../storm-order.ts';
import { chooseBattle, nextBattle } from './choose-battle.ts';
import { battleRound, opponentOf } from './options.ts';
import { battlePlan, openPlans, revealPlans } from './plans.ts';
import { openPrescience, prescience, prescienceAnswer } from './prescience.ts';
import { resolveBattle } from './resolve.ts';
import { callTraitor, openTraitorCalls, traitorFor } from './traitors.ts';
import { announceWeapons, battleChoice, openNextChoice } from './after-reveal.ts';
import { fightersIn } from './battles.ts';
import { needsSpice } from './spice-dialing.ts';
import { captureAfter, captureLeader, openCapture, returnCaptive } from './captives.ts';
import { starredWorth } from './starred-forces.ts';
import { openCardWindow } from '../../card-windows/window.ts';
import type { BattlePrivateRoundView, BattleRound, BattleRoundView, BattleStage, CurrentBattle } from './types.ts';
import type { Side } from './resolve.ts';
import { dialedArmy, joined, type SideModifiers } from './hooks.ts';
import { openVoice, voice } from './voice.ts';
import { universalStewards } from '../../factions/advisors.ts';

/** The plug-ins' part of a stage of the current battle (Plugin.atBattleStage). */
function atStage(ctx: Context, battle: CurrentBattle, stage: BattleStage): void {
  for (const p of plugins()) p.atBattleStage?.(ctx, battle, stage);
}

/** What the plug-ins add to one side's strength (Plugin.sideStrength), in the root's order. */
function sideModifiers(ctx: Context, battle: CurrentBattle, f: Faction): SideModifiers {
  const query = {
    faction: f,
    opponent: opponentOf(battle, f),
    territory: battle.territory,
    played: { plan: battle.plans[f]!, lateDefense: battle.lateDefenses[f] ?? null, toothUsed: battle.choices[f] === 'use' },
  };
  return joined(plugins().map((p) => p.sideStrength?.(ctx.state, query)));
}

function resolveCurrent(ctx: Context, battle: CurrentBattle): void {
  // LS.smuggler: a record of the reveal must agree with it before anything of the battle is settled.
  for (const p of plugins()) p.beforeBattleResolved?.(ctx.state);
  // EC.occupy: the dialed forces' worth is that of the army dialed, which may be another's.
  const army = (f: Faction): Faction => dialedArmy(ctx.state, battle, f);
  const side = (f: Faction): Side => ({
    faction: f,
    plan: battle.plans[f]!,
    traitorCalled: battle.traitorCalls[f] === true,
    fighters: fightersIn(ctx.state, army(f), battle),
    fullStrength: !needsSpice(ctx.state, army(f)),
    starredWorth: starredWorth(ctx.state, army(f), f === battle.aggressor ? battle.defender : battle.aggressor),
    lateDefense: battle.lateDefenses[f] ?? null,
    choice: battle.choices[f],
    // HW.battle, HW.salusa-secundus.high, LS: home bonus, Sardaukar without spice, skills.
    ...sideModifiers(ctx, battle, f),
  });
  const sides = { aggressor: side(battle.aggressor), defender: side(battle.defender) };
  const outcome = resolveBattle(sides);
  for (const f of [battle.aggressor, battle.defender])
    if (battle.traitorCalls[f]) {
      const betrayed = f === battle.aggressor ? battle.defender : battle.aggressor;
      ctx.emit({ type: 'traitor-revealed', faction: betrayed, leader: traitorFor(ctx.state, battle.plans[betrayed]!)!, by: f });
    }
  // LS: the skills that changed the totals of a battle fought to the end (not decided by a traitor or an explosion).
  if (outcome.kind === 'normal')
    for (const p of plugins())
      p.strengthAnnounced?.(
        ctx,
        [sides.aggressor, sides.defender],
        outcome.killed.map((k) => k.leader),
      );
  applyOutcome(ctx, battle, outcome);
  ctx.emit({
    type: 'battle-resolved',
    territory: battle.territory,
    outcome: outcome.kind,
    winner: outcome.winner,
    losers: outcome.losers,
    totals: outcome.totals,
    killed: outcome.killed.map((k) => k.leader),
    spice: outcome.spice,
    comparison: outcome.comparison,
  });
  recordUsedLeaders(battleRound(ctx.state), battle, outcome);
  // LS.smuggler before LS.sandmaster (the 'skills' stage), both before a captive goes home or is drawn.
  for (const p of plugins()) p.battleResolved?.(ctx, battle, outcome);
  openCardChoice(ctx, outcome);
  // HW.caladan.high: after the winner's choice of cards.
  for (const p of plugins()) p.openAfterBattle?.(ctx, battle, outcome);
  // 2.05.10.01: after everything else, the Harkonnen winner draws one of the loser's leaders.
  const loser = captureAfter(ctx.state, outcome);
  if (loser) battle.captureFrom = loser;
}

/** Runs the current battle's next stage; each stage may open decisions, answered before the next one runs. */
function runStage(ctx: Context, battle: CurrentBattle): void {
  switch (battle.stage) {
    case 'poison':
      battle.stage = 'mentat';
      atStage(ctx, battle, 'poison');
      // The cards played by the battling seats before leaders are chosen (Residual Poison, Juice of Sapho).
      openCardWindow(ctx, 'battle-start', [battle.aggressor, battle.defender]);
      return;
    // Skills before faction abilities (LS): the Mentat's question, then the postures, which fix the leaders a
    // Prescience answer may name.
    case 'mentat':
      battle.stage = 'posture';
      return atStage(ctx, battle, 'mentat');
    case 'posture':
      battle.stage = 'prescience';
      return atStage(ctx, battle, 'posture');
    case 'prescience':
      battle.stage = 'voice';
      atStage(ctx, battle, 'prescience');
      return openPrescience(ctx);
    case 'voice':
      battle.stage = 'plans';
      atStage(ctx, battle, 'voice');
      return openVoice(ctx);
    case 'plans':
      battle.stage = 'reveal';
      atStage(ctx, battle, 'plans');
      return openPlans(ctx);
    case 'reveal':
      battle.stage = 'snooper';
      revealPlans(ctx);
      // LS.smuggler: a collection is recorded at the reveal.
      atStage(ctx, battle, 'reveal');
      return openTraitorCalls(ctx);
    case 'snooper':
      battle.stage = 'choices';
      // A plug-in's late defense is asked here (the Portable Snooper).
      return atStage(ctx, battle, 'snooper');
    case 'choices':
      if (!battle.weaponsAnnounced && !Object.values(battle.traitorCalls).some(Boolean)) {
        battle.weaponsAnnounced = true;
        announceWeapons(ctx, battle);
      }
      if (openNextChoice(ctx, battle)) return;
      battle.stage = 'resolve';
      return;
    case 'resolve':
      battle.stage = 'skills';
      return resolveCurrent(ctx, battle);
    case 'skills': {
      battle.stage = 'audit';
      // 2.05.10.03: a captive that fought and lived goes back to the faction that last had it (after a Smuggler's
      // settlement, which pays its captor; a killed captive is no longer one).
      const harkonnenLeader = battle.plans.harkonnen?.leader;
      if (harkonnenLeader) returnCaptive(ctx, harkonnenLeader);
      // LS.sandmaster, LS.rihani-decipherer, LS.diplomat.battle, in that order.
      return atStage(ctx, battle, 'skills');
    }
    case 'audit':
      battle.stage = battle.captureFrom === undefined ? 'end' : 'capture';
      // CH.audit.
      return atStage(ctx, battle, 'audit');
    case 'capture':
      battle.stage = 'end';
      atStage(ctx, battle, 'capture');
      return openCapture(ctx, battleRound(ctx.state), battle, battle.captureFrom!);
    case 'end':
      battleRound(ctx.state).current = null;
      // LS.lifecycle: skilled leaders that lived show their cards face up again.
      return atStage(ctx, battle, 'end');
  }
}

export const battlePhase: PhaseModule = {
  phase: 'battle',
  rule: '1.07',
  enter(ctx) {
    const round: BattleRound = { phase: 'battle', order: turnOrder(ctx.state), aggressorIndex: 0, usedLeaders: {}, current: null };
    ctx.state.round = round;
    ctx.state.step = 'battles';
    // 2.02.21: advisors left alone take up arms before any battle is found.
    universalStewards(ctx);
    // CH.ally.battle-funding: CHOAM's offer for the whole phase.
    for (const p of plugins()) p.battlePhaseEntered?.(ctx);
  },
  proceed(ctx) {
    const round = battleRound(ctx.state);
    if (round.current) {
      runStage(ctx, round.current);
      return 'continue';
    }
    if (nextBattle(ctx)) return 'continue';
    // 1.07.07 LEADER RETURN: surviving leaders were never taken out of the pool; forget where they fought.
    round.usedLeaders = {};
    ctx.emit({ type: 'leaders-returned' });
    return 'done';
  },
  roundView(state: Draft): BattleRoundView | null {
    const round = state.round;
    if (round?.phase !== 'battle') return null;
    const b = round.current;
    return {
      phase: 'battle',
      aggressor: round.order[round.aggressorIndex] ?? null,
      usedLeaders: Object.fromEntries(Object.entries(round.usedLeaders).map(([f, used]) => [f, used!.map((u) => u.leader)])),
      battle: b
        ? {
            territory: b.territory,
            sectors: [...b.sectors],
            aggressor: b.aggressor,
            defender: b.defender,
            stage: b.stage,
            prescienceElement: b.prescience?.reveal.element ?? null,
            voice: b.voice ? cloneJson(b.voice) : null,
            plans: b.revealed ? cloneJson(b.plans) : null,
            // Late defenses stay hidden while the plug-in that asks for them says so (until both sides answered).
            lateDefenses: plugins().some((p) => p.lateDefensesSecret?.(state) ?? false) ? {} : { ...b.lateDefenses },
            choices: { ...b.choices },
            ...(b.atreidesLook === undefined ? {} : { atreidesLook: b.atreidesLook }),
            // LS.smuggler: a collection recorded at the reveal.
            ...joined(plugins().map((p) => p.battleView?.(state))),
          }
        : null,
    };
  },
  privateRoundView(state: Draft, faction: Faction): BattlePrivateRoundView | null {
    const round = state.round;
    if (round?.phase !== 'battle' || !round.current) return null;
    const b = round.current;
    const plan = b.plans[faction];
    // The Prescience answer is known to the two battling sides and to Atreides (2.01.08, 2.01.09).
    const seesPrescience = faction === 'atreides' || faction === b.aggressor || faction === b.defender;
    // 1.14.01: the plan the Atreides looked at stays in their view for the rest of the battle.
    const look = faction === 'atreides' ? b.atreidesLook : undefined;
    const seen = look === undefined ? undefined : b.plans[look];
    return {
      phase: 'battle',
      plan: plan ? { ...plan } : null,
      prescience: seesPrescience && b.prescience ? { ...b.prescience.reveal } : null,
      ...(look === undefined ? {} : { seenPlan: { target: look, plan: seen ? { ...seen } : null } }),
      ...(b.mentat && (b.mentat.asker === faction || b.mentat.target === faction) ? { mentat: { ...b.mentat } } : {}),
      ...(round.choamSupport !== undefined && (faction === 'choam' || allyOf(state, 'choam') === faction) ? { choamSupport: round.choamSupport } : {}),
      // LS.posture: the side's own answer, which stays secret from the other until both have answered.
      ...(b.postures?.[faction] === undefined ? {} : { posture: b.postures[faction] }),
    };
  },
};

export const battleHandlers = {
  'choose-battle': chooseBattle,
  prescience,
  'prescience-answer': prescienceAnswer,
  voice,
  'battle-plan': battlePlan,
  'call-traitor': callTraitor,
  'battle-choice': battleChoice,
  'battle-cards': battleCards,
  'capture-leader': captureLeader,
};
