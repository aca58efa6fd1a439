// A homeworld card's free placement: forces from reserves, at no cost, into one of the places its decision offers, or
// none (HW.southern-hemisphere.high: Fedaykin just revived; HW.tleilax.high: forces revived free), as an arrival.
import { isSpotShape } from '../../action-shape.ts';
import { arrive } from '../../arrivals.ts';
import { addForces } from '../../board/forces.ts';
import type { Context } from '../../context.ts';
import type { Draft, EngineError, Faction, TerritoryId } from '../../types.ts';

export interface PlacementTerms {
  faction: Faction;
  /** Which of the faction's reserves the forces come from. */
  forces: 'regular' | 'elite';
  rule: string;
  /** The forces in words ("Fedaykin", "forces"), and where the decision offers to put them. */
  what: string;
  where: string;
}

type Spot = { territory: TerritoryId; sector: number };

/** Why a placement answer is refused, or null. */
export function placementProblem(
  state: Draft,
  terms: PlacementTerms,
  decision: { count: number; spots: readonly Spot[] },
  action: { to: Spot | null; count: number },
): string | EngineError | null {
  if (action.to === null) return action.count === 0 ? null : 'keeping them in reserves places none: count 0';
  const to = action.to;
  if (!isSpotShape(to)) return 'to is null or { territory, sector }';
  if (!decision.spots.some((s) => s.territory === to.territory && s.sector === to.sector)) return `${terms.rule}: ${terms.where} (one of the places offered)`;
  if (!Number.isInteger(action.count) || action.count < 1 || action.count > decision.count)
    return { code: 'OVER_LIMIT', message: `place 1 to ${decision.count} ${terms.what}` };
  return state.factions[terms.faction]!.reserves[terms.forces] < action.count ? { code: 'NOT_HELD', message: `not that many ${terms.what} in reserves` } : null;
}

/** Places the forces (none when `to` is null); `told` announces them once they have landed. */
export function applyPlacement(ctx: Context, terms: PlacementTerms, action: { to: Spot | null; count: number }, told: (to: Spot, count: number) => void): void {
  if (action.to === null) return;
  const to = { territory: action.to.territory, sector: action.to.sector };
  const count = action.count;
  arrive(
    ctx,
    { faction: terms.faction, to, way: 'reinforcement', from: null, count },
    () => {
      ctx.ownFaction(terms.faction).reserves[terms.forces] -= count;
      addForces(ctx.state, { faction: terms.faction, ...to }, { [terms.forces]: count });
    },
    () => told(to, count),
  );
}
