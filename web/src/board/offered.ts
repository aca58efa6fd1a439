// The places this seat's open decisions name, for the map to light up and a tap to choose: where a shipment may
// land, where each movable stack stands and may go, and where a battle is to be chosen or fought.
import type { Decision, TerritoryId } from '@dune-rooms/sdk';

/** A place on the board as a tap names it: a territory and one of its sectors (0 where it has none). */
export interface Place {
  territory: TerritoryId;
  sector: number;
}

export interface Offered {
  /** Destinations, each with the sectors that may be named. */
  to: ReadonlyMap<TerritoryId, ReadonlySet<number>>;
  /** Where the stacks that may move stand, and where the stacks of each such territory may go. */
  from: ReadonlyMap<TerritoryId, ReadonlySet<TerritoryId>>;
  /** Where this seat may fight or is fighting (a battle to choose, a plan to write). */
  battles: ReadonlySet<TerritoryId>;
}

export function placesOffered(decisions: readonly Decision[]): Offered {
  const to = new Map<TerritoryId, Set<number>>();
  const from = new Map<TerritoryId, Set<TerritoryId>>();
  const battles = new Set<TerritoryId>();
  const add = (territory: TerritoryId, sectors: readonly number[]) => {
    const seen = to.get(territory) ?? new Set<number>();
    for (const s of sectors) seen.add(s);
    to.set(territory, seen);
  };
  for (const d of decisions) {
    if (d.kind === 'ship' && !d.blocked)
      for (const o of [...(d.destinations ?? []), ...(d.crossShips?.to ?? []), ...(d.withKarama?.destinations ?? [])]) add(o.territory, o.sectors);
    if (d.kind === 'place-advisor') for (const o of d.destinations ?? []) add(o.territory, o.sectors);
    if (d.kind === 'move')
      for (const stack of d.moves ?? []) {
        const reach = from.get(stack.territory) ?? new Set<TerritoryId>();
        const kinds = [stack.to, stack.ornithopterTo ?? [], stack.alsoTo ?? [], ...(stack.routes ?? []).map((r) => r.to)];
        for (const o of kinds.flat()) {
          add(o.territory, o.sectors);
          reach.add(o.territory);
        }
        from.set(stack.territory, reach);
      }
    if (d.kind === 'choose-battle') for (const o of d.options) battles.add(o.territory);
    if (d.kind === 'battle-plan') battles.add(d.territory);
  }
  return { to, from, battles };
}
