// The Homeworlds in a seat's panel: the seat's worlds, their face and occupier, each with its card's text.
import type { Faction, PlayerView } from '@dune-rooms/sdk';
import { factionName, titled } from '../../names.ts';
import { Hint } from '../../rules-text/hint.tsx';

export function SeatWorlds({ view, faction }: { view: PlayerView; faction: Faction }) {
  const worlds = view.homeworlds.filter((w) => w.native === faction);
  if (worlds.length === 0) return null;
  return (
    <div class="muted small" data-testid="seat-homeworlds">
      {worlds.map((w, i) => (
        <span key={w.world}>
          {i > 0 && ' · '}
          <Hint topic="homeworld" id={w.world}>
            {titled(w.world)}
          </Hint>{' '}
          ({w.face} face{w.occupier ? `, occupied by ${factionName(w.occupier)}` : ''})
        </span>
      ))}
    </div>
  );
}
