// Each seat's public panel: faction, hand size, leaders alive and in the Tanks, forces in reserve and in the
// Tanks, alliance, bribes, and who plays it (human, bot, autopilot). Spice is private: only the viewer's own shows.
import type { Faction, PlayerView } from '@dune-rooms/sdk';
import { FACTION_COLOURS, factionName } from '../names.ts';

export function Seats({ view, control }: { view: PlayerView; control: Partial<Record<Faction, string>> }) {
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
                {s.seat}. {factionName(s.faction)}
              </strong>
              <span class={`control ${control[s.faction] ?? ''}`}>{control[s.faction] ?? '?'}</span>
              {awaited.has(s.faction) && <span class="control waiting">to act</span>}
            </div>
            <div class="muted small">
              cards {s.handSize} · leaders {alive} alive, {tanks} in Tanks{captured > 0 ? `, ${captured} captured` : ''} · reserves {s.reserves.regular}
              {s.reserves.elite > 0 ? `+${s.reserves.elite}★` : ''} · Tanks {s.tanks.regular + s.tanks.elite}
              {s.bribes > 0 ? ` · bribes ${s.bribes}` : ''}
              {ally ? ` · allied with ${factionName(ally)}` : ''}
              {mine && view.private ? ` · spice ${view.private.spice}` : ''}
            </div>
          </div>
        );
      })}
    </section>
  );
}
