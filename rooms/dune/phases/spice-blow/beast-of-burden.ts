// 2.04.08 BEAST OF BURDEN: upon conclusion of the Nexus, Fremen may ride the sandworm: move some or all of their
// forces in the sandworm's territory (those not in storm) to any territory without allied forces, subject to storm
// and occupancy limits. A later Shai-Hulud in the same phase offers another ride (one offer per sandworm card).
import { allyOf } from '../../alliances.ts';
import { arrive } from '../../arrivals.ts';
import { isValidSector, moveForces } from '../../board/forces.ts';
import { inStorm } from '../../board/storm.ts';
import { isTerritoryId } from '../../board/territories.ts';
import type { Context } from '../../context.ts';
import { plugins } from '../../extension-points.ts';
import type { EngineError, Draft, TerritoryId } from '../../types.ts';
import type { ActionHandler } from '../handler.ts';
import { strongholdFull } from '../shipment-movement/board-view.ts';
import { round } from './round.ts';
import type { RideGroup, RideWormDecision } from './types.ts';
import { isRecordList, isSpotShape } from '../../action-shape.ts';

/** Fremen forces in `territory` that may ride: every stack outside the storm. */
export function rideableGroups(state: Draft, territory: TerritoryId): RideGroup[] {
  return state.forces
    .filter((s) => s.faction === 'fremen' && s.territory === territory && !inStorm(state, territory, s.sector) && s.regular + s.elite > 0)
    .map((s) => (s.elite > 0 ? { sector: s.sector, count: s.regular + s.elite, elite: s.elite } : { sector: s.sector, count: s.regular }));
}

/**
 * A ride a plug-in adds (NX.fremen.cunning): the Fremen ride from `territory` too, offered with the sandworms' rides as
 * the Nexus concludes. False, and nothing added, once the rides have been offered.
 */
export function addRide(ctx: Context, territory: TerritoryId): boolean {
  if (!ridesAhead(ctx.state)) return false;
  round(ctx).wormTerritories.push(territory);
  return true;
}

/** Whether this Spice Blow phase's rides are still to be offered (a state or a view). */
export const ridesAhead = (state: { readonly phase: string; readonly step: string }): boolean =>
  state.phase === 'spice-blow' && ['blow', 'protect', 'place-worm', 'harvest', 'karama-call', 'karama-worm', 'vote', 'nexus'].includes(state.step);

/** Offers the next pending ride, if the Fremen have forces to ride with. Returns whether a decision opened. */
export function offerNextRide(ctx: Context): boolean {
  const r = round(ctx);
  // NX.fremen.betrayal: a Betrayal played this turn stops every ride.
  if (!ctx.state.factions.fremen || plugins().some((p) => p.ridesBarred?.(ctx.state) ?? false)) return false;
  while (r.ridesOffered < r.wormTerritories.length) {
    const territory = r.wormTerritories[r.ridesOffered++]!;
    const groups = rideableGroups(ctx.state, territory);
    if (groups.length > 0) {
      ctx.open({ kind: 'ride-worm', seat: 'fremen', territory, groups });
      return true;
    }
  }
  return false;
}

function checkGroups(state: Draft, decision: RideWormDecision, groups: RideGroup[]): string | EngineError | null {
  const seen = new Set<number>();
  for (const g of groups) {
    if (seen.has(g.sector)) return `sector ${g.sector} is listed twice`;
    seen.add(g.sector);
    const elite = g.elite ?? 0;
    if (!Number.isInteger(g.count) || g.count < 1 || !Number.isInteger(elite) || elite < 0 || elite > g.count)
      return `sector ${g.sector}: count must be a whole number of at least 1, elite from 0 to count`;
    const available = decision.groups.find((a) => a.sector === g.sector);
    if (!available) {
      if (isValidSector(decision.territory, g.sector) && inStorm(state, decision.territory, g.sector))
        return { code: 'IN_STORM', message: `forces in sector ${g.sector} are in storm and cannot ride` };
      return { code: 'NOT_HELD', message: `you have no forces in ${decision.territory} sector ${g.sector}` };
    }
    const availableElite = available.elite ?? 0;
    if (g.count > available.count || elite > availableElite || g.count - elite > available.count - availableElite)
      return { code: 'NOT_HELD', message: `only ${available.count} forces (${available.elite ?? 0} starred) in sector ${g.sector}` };
  }
  return null;
}

export const rideWorm: ActionHandler<'ride-worm'> = {
  type: 'ride-worm',
  rule: '2.04.08',
  check(state, decision, action) {
    if (!isRecordList(action.groups) || (action.to !== null && !isSpotShape(action.to)))
      return 'groups is a list of { sector, count }, and to null or { territory, sector }';
    if (action.to === null) return action.groups.length === 0 ? null : 'to stay, name no destination and no forces';
    if (action.groups.length === 0) return 'name the forces that ride';
    const { territory, sector } = action.to;
    if (!isTerritoryId(territory) || !isValidSector(territory, sector)) return `${territory} sector ${sector} is not on the board`;
    if (territory === decision.territory) return 'ride to another territory';
    const groups = checkGroups(state, decision, action.groups);
    if (groups) return groups;
    if (inStorm(state, territory, sector)) return { code: 'IN_STORM', message: `${territory} sector ${sector} is in storm` };
    // 2.02.12: Bene Gesserit advisors coexist with anyone, allies included; only the ally's fighters close a territory.
    const ally = allyOf(state, 'fremen');
    const allyFighters = state.forces.some((s) => s.faction === ally && s.territory === territory && s.regular + s.elite > 0);
    if (allyFighters) return `your ally ${ally} has forces in ${territory}`;
    if (strongholdFull(state, territory, 'fremen')) return { code: 'OCCUPIED', message: `${territory} is already occupied by two other factions` };
    return null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    if (action.to === null) {
      ctx.emit({ type: 'worm-not-ridden', from: decision.territory });
      return;
    }
    const to = action.to;
    const land = () => {
      for (const g of action.groups) {
        const elite = g.elite ?? 0;
        moveForces(ctx.state, 'fremen', { territory: decision.territory, sector: g.sector }, to, { regular: g.count - elite, elite });
      }
    };
    const tell = () => ctx.emit({ type: 'worm-ridden', from: decision.territory, groups: action.groups.map((g) => ({ ...g })), to: { ...to } });
    arrive(ctx, { faction: 'fremen', to, way: 'worm-ride', from: decision.territory, count: action.groups.reduce((n, g) => n + g.count, 0) }, land, tell);
  },
};
