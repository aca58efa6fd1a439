// NX.fremen.cunning: a sandworm struck a territory with no forces in it this phase: the Fremen may ride, as the Nexus
// concludes, from one sand territory of theirs elsewhere (their forces there outside the storm), with the sandworms'
// rides.
import type { Context } from '../../../context.ts';
import { territory as territoryOf } from '../../../board/territories.ts';
import { addRide, rideableGroups, ridesAhead } from '../../../phases/spice-blow/beast-of-burden.ts';
import type { TerritoryId } from '../../../types.ts';
import { nexusOf } from '../state.ts';
import type { Effect } from './effect.ts';

/** A sandworm's strike: the territory noted when it held no forces at all. */
export function noteEmptyStrike(ctx: Context, territory: TerritoryId, empty: boolean): void {
  const part = nexusOf(ctx.state);
  if (part && empty) part.emptyWorm = territory;
}

export const RIDES = {
  'fremen-cunning': {
    rule: 'NX.fremen.cunning',
    card: 'fremen',
    use: 'cunning',
    check(state, _seat, a) {
      if (!nexusOf(state)?.emptyWorm || !ridesAhead(state)) return 'only after a sandworm struck a territory empty of forces, before the rides';
      if (a.territory === undefined || territoryOf(a.territory).kind !== 'sand') return 'name a sand territory to ride from';
      return rideableGroups(state, a.territory).length > 0 ? null : `you have no forces outside the storm in ${a.territory}`;
    },
    apply(ctx, _seat, a) {
      delete nexusOf(ctx.state)!.emptyWorm;
      addRide(ctx, a.territory!);
      ctx.emit({ type: 'nexus-ride-added', territory: a.territory! });
    },
  },
} satisfies Record<string, Effect>;
