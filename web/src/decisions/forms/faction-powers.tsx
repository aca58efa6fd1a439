// Forms for the factions' own decisions in the base game: the Fremen's starting placement (2.04.02), where a further
// sandworm goes (2.04.15) and their Karama sandworm (1.14.03), the Fremen's gift of free revival to their ally
// (2.04.11, a yes/no in simple.tsx), and the Harkonnen's captured leader (2.05.10).
import { useState } from 'preact/hooks';
import type { Action, TerritoryId } from '@dune-rooms/sdk';
import { factionName, leaderName, territoryName, titled } from '../../names.ts';
import type { FormProps } from './types.ts';
import { holding } from './windows.tsx';

type Placements = Extract<Action, { type: 'place-fremen' }>['placements'];

/** The Fremen's ten forces, spread over the sectors offered; Fedaykin told apart under Advanced rules. */
export function PlaceFremen({ decision, view, send, busy }: FormProps<'place-fremen'>) {
  const spots = decision.territories.flatMap((territory) => (decision.sectors[territory] ?? []).map((sector) => ({ territory, sector })));
  const key = (s: { territory: TerritoryId; sector: number }) => `${s.territory}#${s.sector}`;
  const [counts, setCounts] = useState<Record<string, { count: number; elite: number }>>({});
  const at = (k: string) => counts[k] ?? { count: 0, elite: 0 };
  const set = (k: string, field: 'count' | 'elite', value: number) => setCounts((now) => ({ ...now, [k]: { ...at(k), [field]: Math.max(0, value) } }));
  const placements: Placements = spots
    .map((s) => ({ ...s, ...at(key(s)) }))
    .filter((p) => p.count > 0)
    .map((p) => ({ territory: p.territory, sector: p.sector, count: p.count, ...(view.advanced ? { elite: Math.min(p.elite, p.count) } : {}) }));
  const total = placements.reduce((sum, p) => sum + p.count, 0);
  return (
    <form
      class="stack"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'place-fremen', event: decision.id, placements });
      }}
    >
      <span>
        Place {decision.forces} forces ({total} placed):
      </span>
      {spots.map((s) => (
        <div class="row wrap" key={key(s)}>
          <label>
            {territoryName(s.territory)}, sector {s.sector}{' '}
            <input
              type="number"
              name={`forces-${key(s)}`}
              min={0}
              max={decision.forces}
              value={at(key(s)).count}
              onInput={(e) => set(key(s), 'count', Number(e.currentTarget.value))}
            />
          </label>
          {view.advanced && (
            <label>
              of which Fedaykin{' '}
              <input
                type="number"
                name={`fedaykin-${key(s)}`}
                min={0}
                max={3}
                value={at(key(s)).elite}
                onInput={(e) => set(key(s), 'elite', Number(e.currentTarget.value))}
              />
            </label>
          )}
        </div>
      ))}
      <button type="submit" disabled={busy || total !== decision.forces} data-testid="submit">
        Place
      </button>
    </form>
  );
}

/** A further sandworm of this blow: where the Fremen put it, or nowhere. */
export function PlaceWorm({ decision, send, busy, picked }: FormProps<'place-worm'>) {
  return (
    <div class="row wrap">
      <span class="grow">Place the sandworm ({titled(decision.card)}):</span>
      {decision.options.map((territory) => (
        <button
          type="button"
          key={territory}
          disabled={busy}
          aria-pressed={picked?.territory === territory}
          onClick={() => send({ type: 'place-worm', event: decision.id, territory })}
          data-testid="choice"
        >
          {territoryName(territory)}
        </button>
      ))}
      <button type="button" disabled={busy} onClick={() => send({ type: 'place-worm', event: decision.id, territory: null })} data-testid="pass">
        Leave it
      </button>
    </div>
  );
}

/** The Fremen's Karama sandworm: a Karama card from the hand and a sand territory, or let the phase end. */
export function KaramaSandworm({ decision, view, send, busy }: FormProps<'karama-sandworm'>) {
  const card = holding(view.private?.hand ?? [], ['karama'])[0] ?? null;
  const pass = () => send({ type: 'karama-sandworm', event: decision.id, territory: null, card: null });
  return (
    <div class="row wrap">
      <span class="grow">{card ? `Spend ${titled(card)} to call a sandworm to:` : 'You hold no Karama card to call a sandworm with.'}</span>
      {card &&
        (decision.territories ?? []).map((territory) => (
          <button
            type="button"
            key={territory}
            disabled={busy}
            onClick={() => send({ type: 'karama-sandworm', event: decision.id, territory, card })}
            data-testid="choice"
          >
            {territoryName(territory)}
          </button>
        ))}
      <button type="button" disabled={busy} onClick={pass} data-testid="pass">
        No sandworm
      </button>
    </div>
  );
}

/** The Harkonnen won: the leader drawn from the loser's is captured, killed (the Harkonnen take 2 spice), or left. */
export function CaptureLeader({ decision, send, busy }: FormProps<'capture-leader'>) {
  const answer = (choice: 'kill' | 'capture' | 'pass') => send({ type: 'capture-leader', event: decision.id, choice });
  return (
    <div class="row wrap">
      <span class="grow">
        You drew {leaderName(decision.leader)} of {factionName(decision.from)}:
      </span>
      <button type="button" disabled={busy} onClick={() => answer('capture')} data-testid="choice">
        Capture
      </button>
      <button type="button" disabled={busy} onClick={() => answer('kill')} data-testid="choice">
        Kill it (take 2 spice)
      </button>
      <button type="button" disabled={busy} onClick={() => answer('pass')} data-testid="pass">
        Leave it
      </button>
    </div>
  );
}
