// 2.05.10 CAPTURED LEADERS (Advanced game): after the Harkonnen win a battle, one of the loser's active leaders is
// drawn at random (the one that fought included if it lived, those used in another territory this turn excluded);
// the Harkonnen may kill it for 2 spice (2.05.10.02) or capture it (2.05.10.03). A captive fights for the Harkonnen
// and, if it lives, goes back to the faction that last had it. 2.05.11 PRISON BREAK, 2.05.12 TYING UP LOOSE ENDS and
// 2.05.13 NO LOYALTY are applied below and in aftermath.ts.
import { AUDITOR, gameLeaders, leadersOf } from '../../factions/leaders.ts';
import type { Context } from '../../context.ts';
import { plugins } from '../../extension-points.ts';
import { randomInt } from '../../rng.ts';
import type { Faction, FactionState, Draft, LeaderId } from '../../types.ts';
import type { ActionHandler } from '../handler.ts';
import type { BattleOutcome } from './resolve.ts';
import type { BattleRound, CurrentBattle } from './types.ts';

/** 2.05.10.02 KILL: spice the Harkonnen take from the bank for a killed captive. */
export const KILL_REWARD = 2;

/** A leader the Harkonnen hold, and the faction that last had it. */
export interface Captive {
  leader: LeaderId;
  from: Faction;
}

/** 2.05.10.01: whether this battle ends with a capture: the Harkonnen won it in the Advanced game. */
export function captureAfter(state: Draft, outcome: BattleOutcome): Faction | null {
  if (!state.config.advanced || outcome.winner !== 'harkonnen' || outcome.losers.length !== 1) return null;
  return outcome.losers[0]!;
}

/** 2.05.10.01: the loser's active leaders the draw is made from (not those used in another territory this turn). */
function drawable(state: Draft, round: BattleRound, battle: CurrentBattle, loser: Faction): LeaderId[] {
  const fs = state.factions[loser]!;
  const elsewhere = (round.usedLeaders[loser] ?? []).filter((u) => u.territory !== battle.territory).map((u) => u.leader);
  // A leader another faction's rules gave the loser (TL.gholas) is one of its active leaders too; the Auditor is never
  // captured (CH.auditor.immune).
  return gameLeaders(fs)
    .map((l) => l.id)
    .filter((id) => id !== AUDITOR.id)
    .filter((id) => fs.leaders[id] === 'pool' && !elsewhere.includes(id));
}

/** Draws the leader at random and asks the Harkonnen what to do with it. */
export function openCapture(ctx: Context, round: BattleRound, battle: CurrentBattle, loser: Faction): void {
  const pool = drawable(ctx.state, round, battle, loser);
  if (pool.length === 0) return;
  const leader = pool[randomInt(ctx.state.rng, pool.length)]!;
  ctx.open({ kind: 'capture-leader', seat: 'harkonnen', leader, from: loser });
}

export const captureLeader: ActionHandler<'capture-leader'> = {
  type: 'capture-leader',
  rule: '2.05.10',
  check(_state, _decision, action) {
    return ['kill', 'capture', 'pass'].includes(action.choice) ? null : 'choose kill, capture or pass';
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    const owner = ctx.ownFaction(decision.from);
    const harkonnen = ctx.ownFaction('harkonnen');
    ctx.emit({ type: 'leader-captured', leader: decision.leader, from: decision.from, choice: action.choice });
    if (action.choice === 'kill') {
      // 2.05.10.02 KILL: face down into the Tanks, 2 spice from the bank.
      owner.leaders[decision.leader] = 'tanks-face-down';
      if (!owner.leadersDied.includes(decision.leader)) owner.leadersDied.push(decision.leader);
      harkonnen.spice += KILL_REWARD;
      for (const p of plugins()) p.leaderKilled?.(ctx, decision.leader);
    } else if (action.choice === 'capture') {
      // 2.05.10.03 CAPTURE: into the Harkonnen's active leader pool.
      owner.leaders[decision.leader] = 'captured';
      harkonnen.captives = [...(harkonnen.captives ?? []), { leader: decision.leader, from: decision.from }];
      // 1.07.04.04: a leader that fought here this turn may fight for its new holder only here.
      moveUsed(ctx, decision.leader, decision.from, 'harkonnen');
      // 2.05.11: captured while no Harkonnen leader of their own lives: it goes straight back.
      prisonBreak(ctx);
    }
  },
};

/** 2.05.10.03: a captive that fought and lived goes back to the faction that last had it. */
export function returnCaptive(ctx: Context, leader: LeaderId): void {
  const harkonnen = ctx.ownFaction('harkonnen');
  const captive = harkonnen.captives?.find((c) => c.leader === leader);
  if (!captive) return;
  harkonnen.captives = harkonnen.captives!.filter((c) => c.leader !== leader);
  ctx.ownFaction(captive.from).leaders[leader] = 'pool';
  moveUsed(ctx, leader, 'harkonnen', captive.from);
  ctx.emit({ type: 'captive-returned', leader, to: captive.from });
}

/**
 * 2.05.12 TYING UP LOOSE ENDS: a killed captive goes to its own faction's Tanks (which may revive it). Returns the
 * faction whose leader died (the captive's, or `faction` itself).
 */
export function ownerOfKilled(ctx: Context, faction: Faction, leader: LeaderId): FactionState {
  const fs = ctx.ownFaction(faction);
  const captive = fs.captives?.find((c) => c.leader === leader);
  if (!captive) return fs;
  fs.captives = fs.captives!.filter((c) => c.leader !== leader);
  return ctx.ownFaction(captive.from);
}

/** 2.05.11 PRISON BREAK: once every Harkonnen leader of their own is dead, every captive goes home at once. */
export function prisonBreak(ctx: Context): void {
  const harkonnen = ctx.state.factions.harkonnen;
  if (!harkonnen?.captives?.length) return;
  const ownAlive = leadersOf('harkonnen').some((l) => harkonnen.leaders[l.id] === 'pool');
  if (ownAlive) return;
  for (const c of [...harkonnen.captives]) returnCaptive(ctx, c.leader);
}

/** 1.07.04.04: where a leader fought this turn follows it to the faction that now holds it. */
function moveUsed(ctx: Context, leader: LeaderId, from: Faction, to: Faction): void {
  const round = ctx.state.round;
  if (round?.phase !== 'battle') return;
  const used = round.usedLeaders[from]?.find((u) => u.leader === leader);
  if (!used) return;
  round.usedLeaders[to] = [...(round.usedLeaders[to] ?? []), { ...used }];
}
