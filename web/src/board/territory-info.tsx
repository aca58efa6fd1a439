// What is in the territory hovered or tapped, in words: spice and each faction's forces, sector by sector.
import type { PlayerView, TerritoryId } from '@dune-rooms/sdk';
import { factionName, territoryName } from '../names.ts';
import { describeForces } from './pieces.tsx';

export function TerritoryInfo({ view, territory }: { view: PlayerView; territory: TerritoryId | null }) {
  if (!territory) return <p class="small muted info">Hover or tap a territory to see what is there.</p>;
  const forces = view.forces.filter((f) => f.territory === territory);
  const spice = view.spice.filter((s) => s.territory === territory);
  const where = (sector: number) => (sector > 0 ? ` in sector ${sector}` : '');
  return (
    <div class="small info" data-testid="territory-info">
      <strong>{territoryName(territory)}</strong>
      {spice.length === 0 && forces.length === 0 && <span class="muted"> — empty</span>}
      <ul>
        {spice.map((s) => (
          <li key={`spice${s.sector}`}>
            {s.amount} spice{where(s.sector)}
          </li>
        ))}
        {forces.map((f) => (
          <li key={f.faction + f.sector}>
            {factionName(f.faction)}: {describeForces(f)}
            {where(f.sector)}
          </li>
        ))}
      </ul>
    </div>
  );
}
