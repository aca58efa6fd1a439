// LS.posture: before the plans, a battling faction whose skilled leader is face up and could fight here chooses,
// secretly and at the same time as its opponent: leave the leader and card face up (the normal effect stays, and
// everyone sees that this leader is not in the plan) or take both behind the shield (the leader may be chosen for
// the plan, with both of the card's effects; if another leader is chosen, the card does nothing this battle).
import type { Context } from '../../context.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import type { CurrentBattle, BattleRound } from '../../phases/battle/types.ts';
import type { Faction, Draft, LeaderId } from '../../types.ts';
import { faceUpSkill, skillsOn } from './state.ts';
import type { SkillAssignment } from './types.ts';

/** The face-up skilled leader this faction could field in the current battle, if any. */
export function postureLeader(state: Draft, round: BattleRound, battle: CurrentBattle, faction: Faction): SkillAssignment | null {
  const own = faceUpSkill(state, faction);
  if (!own || state.factions[faction]!.leaders[own.leader] !== 'pool') return null;
  const elsewhere = (round.usedLeaders[faction] ?? []).some((u) => u.leader === own.leader && u.territory !== battle.territory);
  return elsewhere ? null : own;
}

export function openPostures(ctx: Context, round: BattleRound, battle: CurrentBattle): void {
  if (!skillsOn(ctx.state)) return;
  const seats = [battle.aggressor, battle.defender].filter((f) => postureLeader(ctx.state, round, battle, f) !== null);
  if (seats.length === 0) return;
  battle.postures = {};
  ctx.openSecret('skill-posture', seats, (seat) => {
    const a = postureLeader(ctx.state, round, battle, seat)!;
    return { kind: 'skill-posture', seat, leader: a.leader, card: a.card };
  });
}

/** A face-up skilled leader is not in the plan (LS.posture): the plan's leader options leave it out. */
export function faceUpLeader(state: Draft, faction: Faction): LeaderId | null {
  return faceUpSkill(state, faction)?.leader ?? null;
}

export const skillPosture: ActionHandler<'skill-posture'> = {
  type: 'skill-posture',
  rule: 'LS.posture',
  check(_state, _decision, action) {
    return typeof action.faceUp === 'boolean' ? null : 'say whether the skilled leader stays face up';
  },
  apply(ctx, decision, action) {
    const round = ctx.state.round;
    const battle = round?.phase === 'battle' ? round.current : null;
    if (!battle) throw new Error('no battle for a skill posture');
    battle.postures = { ...battle.postures, [decision.seat]: action.faceUp };
    if (!ctx.close(decision)) return;
    const postures: Partial<Record<Faction, { leader: LeaderId; faceUp: boolean }>> = {};
    for (const f of [battle.aggressor, battle.defender]) {
      const faceUp = battle.postures[f];
      if (faceUp === undefined) continue;
      const a = faceUpSkill(ctx.state, f)!;
      if (!faceUp) a.faceUp = false;
      postures[f] = { leader: a.leader, faceUp };
    }
    ctx.emit({ type: 'skill-postures', postures });
  },
};

/** After a battle, every skilled leader still alive shows its card face up again (LS.lifecycle). */
export function skillsFaceUp(state: Draft): void {
  for (const a of state.skills?.assigned ?? []) a.faceUp = true;
}
