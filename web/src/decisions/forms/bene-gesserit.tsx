// The Bene Gesserit's decisions on the map and in battle: where a spiritual advisor goes (2.02.08), and the Voice
// (2.02.06), commanding the opponent to play or not to play a kind of card, or no Voice; and Wartime's flips (2.02.17).
import { useState } from 'preact/hooks';
import type { TerritoryId } from '@dune-rooms/sdk';
import { factionName, territoryName, titled } from '../../names.ts';
import { PlacePicker } from './places.tsx';
import type { FormProps } from './types.ts';

export function PlaceAdvisor({ decision, send, busy, picked }: FormProps<'place-advisor'>) {
  const options = decision.destinations ?? [];
  const [territory, setTerritory] = useState<TerritoryId | null>(options[0]?.territory ?? null);
  const [sector, setSector] = useState(options[0]?.sectors[0] ?? 0);
  return (
    <form
      class="row wrap"
      onSubmit={(e) => {
        e.preventDefault();
        if (territory) send({ type: 'place-advisor', event: decision.id, territory, sector });
      }}
    >
      <span>Advisor to</span>
      <PlacePicker
        options={options}
        territory={territory}
        sector={sector}
        onChange={(t, s) => {
          setTerritory(t);
          setSector(s);
        }}
        picked={picked}
        label="advisor to"
      />
      <button type="submit" disabled={busy || territory === null} data-testid="submit">
        Send
      </button>
    </form>
  );
}

export function Voice({ decision, send, busy }: FormProps<'voice'>) {
  const [subject, setSubject] = useState(decision.subjects[0]!);
  const [play, setPlay] = useState(false);
  return (
    <form
      class="row wrap"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'voice', event: decision.id, command: { play, subject } });
      }}
    >
      <span>{factionName(decision.target)}</span>
      <select name="voice play" aria-label="Command" value={String(play)} onChange={(e) => setPlay(e.currentTarget.value === 'true')}>
        <option value="false">must not play</option>
        <option value="true">must play</option>
      </select>
      <select name="voice subject" aria-label="Card" value={subject} onChange={(e) => setSubject(e.currentTarget.value as typeof subject)}>
        {decision.subjects.map((s) => (
          <option key={s} value={s}>
            {titled(s)}
          </option>
        ))}
      </select>
      <button type="submit" disabled={busy} data-testid="submit">
        Use the Voice
      </button>
      <button type="button" disabled={busy} onClick={() => send({ type: 'voice', event: decision.id, command: null })} data-testid="pass">
        No Voice
      </button>
    </form>
  );
}

/** 2.02.17: before shipping starts, the territories whose advisors all flip to fighters, in public; none is a pass. */
export function Wartime({ decision, send, busy }: FormProps<'wartime'>) {
  const [chosen, setChosen] = useState<ReadonlySet<TerritoryId>>(new Set());
  const toggle = (t: TerritoryId) => setChosen((now) => (now.has(t) ? new Set([...now].filter((x) => x !== t)) : new Set([...now, t])));
  return (
    <form
      class="row wrap"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'wartime', event: decision.id, territories: [...chosen] });
      }}
    >
      <span>Flip your advisors to fighters in</span>
      {decision.territories.map((t) => (
        <label key={t}>
          <input type="checkbox" name="wartime" value={t} checked={chosen.has(t)} onChange={() => toggle(t)} /> {territoryName(t)}
        </label>
      ))}
      <button type="submit" disabled={busy || chosen.size === 0} data-testid="submit">
        Flip
      </button>
      <button type="button" disabled={busy} onClick={() => send({ type: 'wartime', event: decision.id, territories: [] })} data-testid="pass">
        Keep them advisors
      </button>
    </form>
  );
}
