// The game log in order of play: oldest first, the newest at the bottom, following the game while the reader is at
// the bottom (scrolled up to read, it stays put). Turns and phases head their events; each battle is one block
// under the line that says how it ended (chapters.ts). Events addressed to this seat alone are marked.
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { GameEvent } from '@dune-rooms/sdk';
import { phaseName } from '../names.ts';
import { sentence } from './sentences.ts';
import { chapters, type Chapter, type Entry } from './chapters.ts';
import { WithCardHints } from './card-hints.tsx';

/** A long game has thousands of events: the latest phases are drawn, the earlier ones only counted. */
const SHOWN_PHASES = 40;

function Line({ event }: { event: GameEvent }) {
  return (
    <li class={event.visibleTo ? 'private' : ''}>
      <WithCardHints text={sentence(event)} event={event} />
      {event.visibleTo && <span class="muted small"> (only you)</span>}
    </li>
  );
}

function Battle({ entry }: { entry: Extract<Entry, { kind: 'battle' }> }) {
  return (
    <li class="battle-block" data-testid="log-battle">
      <strong>{sentence(entry.opened)}</strong>
      {entry.resolved ? (
        <div>
          <WithCardHints text={sentence(entry.resolved)} event={entry.resolved} />
        </div>
      ) : (
        <div class="muted">Being fought…</div>
      )}
      <ul>
        {entry.events
          .filter((e) => e !== entry.resolved)
          .map((e) => (
            <Line key={e.id} event={e} />
          ))}
      </ul>
    </li>
  );
}

const title = (c: Chapter) => (c.phase === null ? 'Before the game' : `Turn ${c.turn} · ${phaseName(c.phase)}`);

export function Log({ events }: { events: readonly GameEvent[] }) {
  const all = chapters(events);
  const shown = all.slice(-SHOWN_PHASES);
  const box = useRef<HTMLElement>(null);
  const atBottom = useRef(true);
  useLayoutEffect(() => {
    const el = box.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [events.length]);
  return (
    <section
      class="panel log"
      data-testid="log"
      ref={box}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must take the keyboard's focus to be scrolled without a mouse
      tabIndex={0}
      aria-label="Game log"
      onScroll={(e) => {
        const el = e.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
      }}
    >
      <h3>Log</h3>
      {all.length > shown.length && <p class="muted small">{all.length - shown.length} earlier phases not shown.</p>}
      {shown.map((c, i) => (
        <div key={`${all.length - shown.length + i}`} class="log-group" data-testid="log-phase">
          <h4>{title(c)}</h4>
          <ul>
            {c.entries.map((entry) =>
              entry.kind === 'event' ? <Line key={entry.event.id} event={entry.event} /> : <Battle key={entry.opened.id} entry={entry} />,
            )}
          </ul>
        </div>
      ))}
    </section>
  );
}
