// 1.14.02 EMPEROR: during the Revival phase the Emperor may use a Karama card (once a game, Advanced, 1.13.06) to
// revive up to three forces or one leader for free. Played as a field of the Emperor's own revive action: an extra
// revival on top of the normal one (1.05.01–1.05.03) and of a Tleilaxu Ghola (3.01.20), like the Ghola's own.
import type { Context } from '../../context.ts';
import type { EngineError, Faction, ForceCount, Draft, LeaderId } from '../../types.ts';
import { eliteAllowance, isForceCount, moveToReserves, pickFromTanks, revivalRound, totalOf } from '../../phases/revival/force-revival.ts';
import { isInTanks, leadersInTanks, returnToPool } from '../../phases/revival/leader-revival.ts';
import type { KaramaRevival, ReviveDecision } from '../../phases/revival/types.ts';
import { powerAvailable, powerProblem, spendPower } from './power.ts';

/** 1.14.02: forces the Karama revival brings back at most (a Sardaukar counts as one, 2.03.10). */
export const KARAMA_REVIVAL_FORCES = 3;

/**
 * What the Emperor's revive decision offers (ReviveDecision.karamaPower), or null. Public facts only: the game is
 * Advanced, the power is unused and the tanks hold something it could revive. Whether a Karama is in the hand is
 * not asked, so the decision never depends on the hand (and cannot go stale if a card arrives meanwhile).
 */
export function karamaRevivalOffer(state: Draft, faction: Faction): ReviveDecision['karamaPower'] | null {
  if (faction !== 'emperor' || !powerAvailable(state, faction)) return null;
  const fs = state.factions[faction]!;
  const forces = totalOf(pickFromTanks(fs.tanks, KARAMA_REVIVAL_FORCES, eliteAllowance(state, faction)));
  const leaders = leadersInTanks(fs);
  return forces > 0 || leaders.length > 0 ? { forces, leaders } : null;
}

/**
 * Checks a Karama revival. `others` is what the same action already revives (the normal revival and a Ghola): the
 * forces, to hold the tanks and the Sardaukar limit across all of them, and the leaders, so none is revived twice.
 */
export function checkKaramaRevival(
  state: Draft,
  faction: Faction,
  use: KaramaRevival,
  others: { forces: ForceCount; leaders: LeaderId[] },
): EngineError | string | null {
  if (faction !== 'emperor') return { code: 'NOT_ELIGIBLE', message: "1.14.02: the Karama revival is the Emperor's power" };
  const problem = powerProblem(state, faction, use.card);
  if (problem) return problem;
  const fs = state.factions[faction]!;
  // 1.14.02: "one of your leaders": any of them in the Tleilaxu Tanks, face up or down, as with a Ghola (3.01.20);
  // the normal revival's conditions (1.05.03, 1.05.04) are not asked: the power is no normal revival.
  if ('leader' in use) {
    if (!isInTanks(fs.leaders[use.leader])) return { code: 'NOT_HELD', message: `${use.leader} is not one of your leaders in the Tleilaxu Tanks` };
    if (others.leaders.includes(use.leader)) return 'the same leader cannot be revived twice';
    return null;
  }
  if (!isForceCount(use.forces)) return 'force counts are whole numbers from 0';
  const n = totalOf(use.forces);
  if (n === 0) return '1.14.02: a Karama revival of forces revives at least one';
  if (n > KARAMA_REVIVAL_FORCES) return { code: 'OVER_LIMIT', message: `1.14.02: the Karama revival revives at most ${KARAMA_REVIVAL_FORCES} forces` };
  // 2.03.11 SARDAUKAR TRAINING: one Sardaukar per turn, whichever revival brings it back.
  const eliteCap = eliteAllowance(state, faction);
  if (eliteCap !== null && others.forces.elite + use.forces.elite > eliteCap)
    return { code: 'OVER_LIMIT', message: `2.03.11: at most ${eliteCap} more Sardaukar may be revived this turn` };
  if (others.forces.regular + use.forces.regular > fs.tanks.regular || others.forces.elite + use.forces.elite > fs.tanks.elite)
    return { code: 'NOT_HELD', message: 'you do not have that many forces in the Tleilaxu Tanks' };
  return null;
}

/** Applies a checked Karama revival, after the normal revival and the Ghola of the same action. */
export function applyKaramaRevival(ctx: Context, faction: Faction, use: KaramaRevival): void {
  // 1.14.02: the Karama card is discarded (1.14.00) and the power spent; what it revives costs nothing.
  spendPower(ctx, faction, use.card);
  const fs = ctx.ownFaction(faction);
  if ('leader' in use) {
    returnToPool(fs, use.leader);
    ctx.emit({ type: 'leader-revived', faction, leader: use.leader, cost: 0, by: 'karama' });
    return;
  }
  moveToReserves(fs, use.forces);
  revivalRound(ctx.state).eliteRevived += use.forces.elite;
  ctx.emit({ type: 'forces-revived', faction, forces: { ...use.forces }, free: totalOf(use.forces), cost: 0, paidBy: faction, by: 'karama' });
}
