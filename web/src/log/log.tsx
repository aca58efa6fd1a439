// The game log: newest first, grouped under the phase headers (each `phase-started` opens a group). Private
// events (addressed to this seat) are marked.
import type { GameEvent } from '@dune-rooms/sdk';
import { phaseName } from '../names.ts';
import { sentence } from './sentences.ts';

interface Group {
  title: string;
  events: GameEvent[];
}

function groups(events: readonly GameEvent[]): Group[] {
  const out: Group[] = [{ title: 'Set-up', events: [] }];
  for (const e of events) {
    if (e.type === 'phase-started') out.push({ title: `Turn ${e.turn} · ${phaseName(e.phase)}`, events: [] });
    else out[out.length - 1]!.events.push(e);
  }
  return out.filter((g) => g.events.length > 0 || g !== out[0]).reverse();
}

export function Log({ events }: { events: readonly GameEvent[] }) {
  const all = groups(events);
  // A long game has thousands of events: the newest 40 phases are drawn, the older ones only counted.
  const shown = all.slice(0, 40);
  return (
    <section class="panel log" data-testid="log">
      <h3>Log</h3>
      {shown.map((g, i) => (
        <div key={`${all.length - i}`} class="log-group">
          <h4>{g.title}</h4>
          <ul>
            {[...g.events].reverse().map((e) => (
              <li key={e.id} class={e.visibleTo ? 'private' : ''}>
                {sentence(e)}
                {e.visibleTo && <span class="muted small"> (only you)</span>}
              </li>
            ))}
          </ul>
        </div>
      ))}
      {all.length > shown.length && <p class="muted small">{all.length - shown.length} earlier phases not shown.</p>}
    </section>
  );
}
