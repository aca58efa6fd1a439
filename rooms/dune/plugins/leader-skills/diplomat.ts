// LS.diplomat. Normal effect: a side that played a Worthless card and no defense counts the Worthless card as the
// defense its opponent used (effective.ts applies it; the card is discarded like any Worthless card). Battle effect:
// a Diplomat leader that loses and lives may retreat up to its printed strength of its side's undialed forces to one
// empty adjacent territory that is no stronghold. The undialed forces wait on the board until its faction has
// chosen, after the battle's other losses (docs/RULES-DECISIONS.md, open question 5).
import { arrive } from '../../arrivals.ts';
import { neighbours } from '../../board/adjacency.ts';
import { moveForces } from '../../board/forces.ts';
import { loseForces, stacksIn } from '../../phases/battle/losses.ts';
import { sectorsOutOfStorm } from '../../board/storm.ts';
import { territory } from '../../board/territories.ts';
import { leader as leaderData } from '../../factions/leaders.ts';
import { treacheryCard } from '../../cards/treachery.ts';
import type { Context } from '../../context.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import type { BattleOutcome } from '../../phases/battle/resolve.ts';
import type { BattlePlan, CurrentBattle } from '../../phases/battle/types.ts';
import type { Spot } from '../../phases/shipment-movement/types.ts';
import type { Faction, Draft, TerritoryId, TreacheryCardId } from '../../types.ts';
import { faceUpSkill, holderOf, ownerOf, skillOf, skillUsed } from './state.ts';
import { countBattleLosses } from '../../phases/battle/kwisatz-haderach.ts';
import { isSpotShape } from '../../action-shape.ts';

/** Whether a side's Diplomat lets its Worthless card stand in for the opponent's defense in this plan. */
export function diplomatDefense(state: Draft, faction: Faction, plan: BattlePlan, lateDefense: TreacheryCardId | null): boolean {
  if (!state.skills) return false;
  // Its own Diplomat leader in the plan, or its own Diplomat face up; a captive's captor has only the battle effect.
  const own = plan.leader !== null && skillOf(state, plan.leader) === 'diplomat' && holderOf(state, plan.leader) === ownerOf(plan.leader);
  const diplomat = own || faceUpSkill(state, faction)?.card === 'diplomat';
  if (!diplomat || lateDefense !== null) return false;
  const worthless = (id: TreacheryCardId | null) => id !== null && treacheryCard(id).category === 'worthless';
  const noDefense = plan.defense === null || worthless(plan.defense);
  return noDefense && (worthless(plan.weapon) || worthless(plan.defense));
}

/** Where a retreat may go: adjacent, not a stronghold, no forces of anyone, a sector out of the storm. */
export function retreatSpots(state: Draft, from: TerritoryId): Spot[] {
  return neighbours(from)
    .filter((id) => territory(id).kind !== 'stronghold' && !state.forces.some((s) => s.territory === id))
    .flatMap((id) => sectorsOutOfStorm(state, id).map((sector) => ({ territory: id, sector })));
}

/** At resolution: the loser's living Diplomat leader may retreat; returns how many forces it may take (0: none). */
export function diplomatRetreat(state: Draft, battle: CurrentBattle, outcome: BattleOutcome, loser: Faction): number {
  if (outcome.kind !== 'normal' || !state.skills) return 0;
  const leader = battle.plans[loser]?.leader ?? null;
  if (leader === null || skillOf(state, leader) !== 'diplomat' || outcome.killed.some((k) => k.leader === leader)) return 0;
  if (retreatSpots(state, battle.territory).length === 0) return 0;
  return leaderData(leader).strength;
}

/** Opens the retreat once the battle's other effects are done; the waiting forces are the loser's left on the site. */
export function openRetreat(ctx: Context, battle: CurrentBattle): void {
  const retreat = battle.diplomat;
  if (!retreat) return;
  const waiting = waitingForces(ctx, battle, retreat.faction);
  const max = Math.min(retreat.max, waiting);
  const spots = retreatSpots(ctx.state, battle.territory);
  if (max === 0 || spots.length === 0) return finishRetreat(ctx, battle, null, 0);
  ctx.open({ kind: 'diplomat-retreat', seat: retreat.faction, territory: battle.territory, max, spots });
}

function waitingForces(ctx: Context, battle: CurrentBattle, faction: Faction): number {
  return stacksIn(ctx, battle, faction).reduce((n, s) => n + s.regular + s.elite, 0);
}

/** Moves the retreating forces and sends the rest of the loser's forces there to the Tanks. */
function finishRetreat(ctx: Context, battle: CurrentBattle, to: Spot | null, count: number): void {
  const faction = battle.diplomat!.faction;
  delete battle.diplomat;
  const land = (to: Spot) => {
    let left = count;
    for (const stack of stacksIn(ctx, battle, faction)) {
      if (left === 0) break;
      const elite = Math.min(stack.elite, left);
      const regular = Math.min(stack.regular, left - elite);
      moveForces(ctx.state, faction, { territory: battle.territory, sector: stack.sector }, to, { regular, elite });
      left -= regular + elite;
    }
  };
  const tell = (to: Spot) => {
    ctx.emit({ type: 'diplomat-retreated', faction, from: battle.territory, to, count });
    skillUsed(ctx, faction, 'diplomat', 'battle');
  };
  if (to !== null && count > 0)
    arrive(
      ctx,
      { faction, to, way: 'retreat', from: battle.territory, count },
      () => land(to),
      () => tell(to),
    );
  // 1.07.06.05: the forces that did not retreat go to the Tanks, as they would have at once; lost in this battle,
  // they count toward the Kwisatz Haderach like its other losses (2.01.10).
  const first = ctx.events.length;
  loseForces(ctx, battle, faction, null);
  countBattleLosses(ctx, ctx.events.slice(first));
}

export const diplomatRetreatHandler: ActionHandler<'diplomat-retreat'> = {
  type: 'diplomat-retreat',
  rule: 'LS.diplomat.battle',
  check(_state, decision, action) {
    if (action.to === null) return action.count === 0 ? null : 'name where the forces retreat to';
    if (!isSpotShape(action.to)) return 'to is null or { territory, sector }';
    if (!Number.isInteger(action.count) || action.count < 0 || action.count > decision.max)
      return { code: 'OVER_LIMIT', message: `retreat 0–${decision.max} forces` };
    const ok = decision.spots.some((s) => s.territory === action.to!.territory && s.sector === action.to!.sector);
    return ok ? null : `${action.to.territory} sector ${action.to.sector} is not an empty adjacent territory out of the storm`;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    const round = ctx.state.round;
    const battle = round?.phase === 'battle' ? round.current : null;
    if (!battle) throw new Error('no battle for the retreat');
    finishRetreat(ctx, battle, action.to, action.to === null ? 0 : action.count);
  },
};
