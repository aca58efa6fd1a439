// Each seat's public panel: faction, hand size, its leaders by name and strength with where each is (alive, in the
// Tanks, captured), forces in reserve and in the Tanks, alliance, bribes, who plays it (human, bot, autopilot),
// and the parts the modules in play add (modules/). Spice is private: only the viewer's own shows.
import { seatLeaders, type Faction, type PlayerView } from '@dune-rooms/sdk';
import { FACTION_COLOURS, factionName } from '../names.ts';
import { Clock } from './clock.tsx';
import { Hint } from '../rules-text/hint.tsx';
import { seatPartsInPlay } from '../modules/index.ts';

type Status = PlayerView['seats'][number]['leaders'][number];

const STATUS: Record<Status, string> = {
  pool: 'alive',
  'tanks-face-up': 'in the Tanks',
  'tanks-face-down': 'in the Tanks, face down',
  captured: 'captured',
};

/**
 * The view lists a seat's leader statuses and ids without names; the SDK's catalog names them. Another faction's
 * leader the seat holds (a Tleilaxu Ghola) is marked as such.
 */
function Leaders({ seat, advanced }: { seat: PlayerView['seats'][number]; advanced: boolean }) {
  return (
    <ul class="leaders small" data-testid="leaders">
      {seatLeaders(seat, advanced).map(({ leader: l, at: status }) => (
        <li key={l.id} class={`leader ${status}`} data-status={status} data-leader={l.id}>
          <span class="name">{l.name}</span>
          <span class="strength"> {l.strength}</span>
          {l.faction !== null && l.faction !== seat.faction && <span class="where"> · Ghola ({factionName(l.faction)})</span>}
          {status !== 'pool' && <span class="where"> · {STATUS[status]}</span>}
        </li>
      ))}
    </ul>
  );
}

export function Seats({
  view,
  control,
  clocks,
}: {
  view: PlayerView;
  control: Partial<Record<Faction, string>>;
  /** Turn clocks of the seats' public decisions (`turnSeconds`). */
  clocks: Partial<Record<Faction, number>>;
}) {
  const awaited = new Set(view.awaiting.map((a) => a.seat));
  return (
    <section class="panel seats" data-testid="seats">
      <h3>Seats</h3>
      {view.seats.map((s) => {
        const ally = view.alliances.find((pair) => pair.includes(s.faction))?.find((f) => f !== s.faction);
        const alive = s.leaders.filter((l) => l === 'pool').length;
        const tanks = s.leaders.filter((l) => l.startsWith('tanks')).length;
        const captured = s.leaders.filter((l) => l === 'captured').length;
        const mine = view.viewer === s.faction;
        return (
          <div key={s.faction} class={`seat${mine ? ' mine' : ''}`} style={{ borderColor: FACTION_COLOURS[s.faction] }} data-faction={s.faction}>
            <div class="row">
              <span class="dot" style={{ background: FACTION_COLOURS[s.faction] }} />
              <strong class="grow">
                {s.seat}.{' '}
                <Hint topic="faction" id={s.faction}>
                  {factionName(s.faction)}
                </Hint>
              </strong>
              <span class={`control ${control[s.faction] ?? ''}`}>{control[s.faction] ?? '?'}</span>
              {awaited.has(s.faction) && <span class="control waiting">to act</span>}
              <Clock until={clocks[s.faction]} />
            </div>
            <div class="muted small">
              cards {s.handSize} · leaders {alive} alive, {tanks} in Tanks{captured > 0 ? `, ${captured} captured` : ''} · reserves {s.reserves.regular}
              {s.reserves.elite > 0 ? `+${s.reserves.elite}★` : ''} · Tanks {s.tanks.regular + s.tanks.elite}
              {s.bribes > 0 ? ` · bribes ${s.bribes}` : ''}
              {ally ? ` · allied with ${factionName(ally)}` : ''}
              {mine && view.private ? ` · spice ${view.private.spice}` : ''}
            </div>
            <Leaders seat={s} advanced={view.advanced} />
            {seatPartsInPlay(view).map((m) => m.SeatPart && <m.SeatPart key={m.id} view={view} faction={s.faction} />)}
          </div>
        );
      })}
    </section>
  );
}
