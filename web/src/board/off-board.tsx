// What lies off Arrakis: each faction's reserves and its forces in the Tanks, as tokens with counts, and the
// public panels of the modules in play (modules/).
import type { PlayerView } from '@dune-rooms/sdk';
import { modulesInPlay } from '../modules/index.ts';
import { factionName } from '../names.ts';
import { ForceToken, describeForces } from './pieces.tsx';

type Pool = 'reserves' | 'tanks';

function Row({ view, pool, title }: { view: PlayerView; pool: Pool; title: string }) {
  const seats = view.seats.filter((s) => s[pool].regular + s[pool].elite > 0);
  return (
    <div class="pool" data-testid={pool}>
      <span class="pool-name">{title}</span>
      {seats.length === 0 && <span class="muted"> none</span>}
      {seats.map((s) => {
        const stack = { faction: s.faction, territory: pool, sector: 0, advisors: 0, ...s[pool] };
        return (
          <span key={s.faction} class="pool-entry" data-faction={s.faction}>
            <svg viewBox="0 0 48 36" class="pool-token">
              <title>{`${factionName(s.faction)}: ${describeForces(stack)}`}</title>
              <ForceToken stack={stack} x={24} y={12} />
            </svg>
          </span>
        );
      })}
    </div>
  );
}

export function OffBoard({ view }: { view: PlayerView }) {
  return (
    <div class="off-board small">
      <Row view={view} pool="reserves" title="Reserves" />
      <Row view={view} pool="tanks" title="Tleilaxu Tanks" />
      {modulesInPlay(view).map((m) => m.Public && <m.Public key={m.id} view={view} />)}
    </div>
  );
}
