// A place picker over the places a decision offers (territory, then one of its sectors); a place tapped on the map
// is taken when its territory is among them, with the sector tapped when that one is offered.
import { useEffect } from 'preact/hooks';
import type { TerritoryId } from '@dune-rooms/sdk';
import type { Place } from '../../board/offered.ts';
import { territoryName } from '../../names.ts';

export interface PlaceChoice {
  territory: TerritoryId;
  sectors: number[];
}

export function PlacePicker({
  options,
  territory,
  sector,
  onChange,
  picked,
  label,
}: {
  options: readonly PlaceChoice[];
  territory: TerritoryId | null;
  sector: number;
  onChange: (territory: TerritoryId, sector: number) => void;
  picked: Place | null;
  label: string;
}) {
  const current = options.find((o) => o.territory === territory) ?? options[0];
  useEffect(() => {
    const tapped = options.find((o) => o.territory === picked?.territory);
    if (tapped) onChange(tapped.territory, tapped.sectors.includes(picked!.sector) ? picked!.sector : (tapped.sectors[0] ?? 0));
  }, [picked]);
  if (!current) return <span class="muted">no place offered</span>;
  return (
    <>
      <select
        aria-label={label}
        name={label}
        value={current.territory}
        onChange={(e) => {
          const o = options.find((x) => x.territory === e.currentTarget.value)!;
          onChange(o.territory, o.sectors[0] ?? 0);
        }}
      >
        {options.map((o) => (
          <option key={o.territory} value={o.territory}>
            {territoryName(o.territory)}
          </option>
        ))}
      </select>
      {current.sectors.length > 1 && (
        <select aria-label={`${label} sector`} value={String(sector)} onChange={(e) => onChange(current.territory, Number(e.currentTarget.value))}>
          {current.sectors.map((s) => (
            <option key={s} value={s}>
              sector {s}
            </option>
          ))}
        </select>
      )}
    </>
  );
}
