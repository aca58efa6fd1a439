// The controls the Ambassadors that move forces share: how many regular and starred forces, and where to. Where they
// may land is worked out from the view as the engine checks it (EC.ambassador.fremen, EC.ambassador.guild), so that
// the list offers every place the engine takes and few it refuses.
import { useState } from 'preact/hooks';
import { TERRITORIES, type Faction, type PlayerView } from '@dune-rooms/sdk';
import type { Place } from '../../board/offered.ts';
import { PlacePicker, type PlaceChoice } from '../../decisions/forms/places.tsx';

export type Pool = { regular: number; elite: number };
export const fighters = (s: Pool) => s.regular + s.elite;

/** Where the seat's forces may land: a territory of Arrakis, its sectors out of the storm, no ally there, room in a stronghold. */
export function landings(view: PlayerView, seat: Faction): PlaceChoice[] {
  const ally = view.alliances.find((pair) => pair.includes(seat))?.find((f) => f !== seat);
  return TERRITORIES.map((t) => ({ t, sectors: t.sectors.length === 0 ? [0] : t.sectors.filter((s) => s !== view.storm.sector) }))
    .filter(({ t, sectors }) => {
      const there = new Set(view.forces.filter((s) => s.territory === t.id && fighters(s) > 0 && s.faction !== seat).map((s) => s.faction));
      return sectors.length > 0 && !(ally && there.has(ally)) && !(t.kind === 'stronghold' && there.size >= 2);
    })
    .map(({ t, sectors }) => ({ territory: t.id, sectors }));
}

/** How many regular and starred forces to take from `pool`, at most `most` (starred asked only where there are some). */
export function useCounts(pool: Pool, most: number) {
  const [n, setN] = useState<Pool>({ regular: Math.min(pool.regular, most), elite: 0 });
  const take = { regular: Math.min(n.regular, pool.regular), elite: Math.min(n.elite, pool.elite) };
  const field = (k: keyof Pool, label: string) => (
    <label>
      {label}{' '}
      <input
        type="number"
        name={k}
        min={0}
        max={Math.min(pool[k], most)}
        value={take[k]}
        onInput={(e) => setN({ ...n, [k]: Math.max(0, Number(e.currentTarget.value)) })}
      />
    </label>
  );
  const inputs = (
    <>
      {field('regular', 'Forces')}
      {pool.elite > 0 && field('elite', 'starred')}
    </>
  );
  return { take, inputs, ok: fighters(take) >= 1 && fighters(take) <= most };
}

/** A destination among `options`, a tap on the map taking its place (its list named `label`). */
export function useDestination(options: PlaceChoice[], picked: Place | null, label = 'destination') {
  const [to, setTo] = useState<Place | null>(null);
  const choice = options.find((o) => o.territory === to?.territory) ?? options[0];
  const dest = choice && { territory: choice.territory, sector: choice.territory === to?.territory ? to.sector : choice.sectors[0]! };
  const picker = (
    <PlacePicker
      options={options}
      territory={dest?.territory ?? null}
      sector={dest?.sector ?? 0}
      picked={picked}
      label={label}
      onChange={(territory, sector) => setTo({ territory, sector })}
    />
  );
  return { dest, picker };
}
