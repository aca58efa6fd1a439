// The Homeworlds variant on the table: each world in play with its native faction, the face its population shows
// (high or low), the natives on it, its occupier, and every faction's forces standing there.
import { HOMEWORLDS, type PlayerView } from '@dune-rooms/sdk';
import { factionName } from '../../names.ts';
import { ForceToken, describeForces } from '../../board/pieces.tsx';
import { factionStyle } from '../../board/faction-style.ts';

export function Homeworlds({ view }: { view: PlayerView }) {
  if (view.homeworlds.length === 0) return null;
  return (
    <section data-testid="homeworlds">
      <h4>Homeworlds</h4>
      <ul class="worlds">
        {view.homeworlds.map((w) => {
          const forces = view.forces.filter((f) => f.territory === w.world);
          return (
            <li
              key={w.world}
              class={`world ${w.face}`}
              data-world={w.world}
              data-face={w.face}
              data-occupier={w.occupier ?? ''}
              style={{ borderColor: factionStyle(w.native).colour }}
            >
              <strong>{HOMEWORLDS[w.world].name}</strong> <span class="muted">({factionName(w.native)})</span>
              <div>
                {w.face === 'high' ? 'High population' : 'Low population'} · {w.natives} native {w.natives === 1 ? 'force' : 'forces'}
              </div>
              <div>{w.occupier ? <strong>Occupied by {factionName(w.occupier)}</strong> : 'Not occupied'}</div>
              {forces.length > 0 && (
                <svg viewBox={`0 0 ${forces.length * 48} 36`} class="world-forces">
                  <title>{forces.map((f) => `${factionName(f.faction)}: ${describeForces(f)}`).join('; ')}</title>
                  {forces.map((f, i) => (
                    <ForceToken key={f.faction} stack={f} x={24 + i * 48} y={12} />
                  ))}
                </svg>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
