// The Tleilaxu's decisions: revealing a Face Dancer after a battle (TL.face-dancers) and swapping one at the Mentat
// Pause (TL.face-dancers.renewal). Both are asked whatever the Face Dancers are; the forms offer what the seat's own
// Face Dancers allow.
import { useState } from 'preact/hooks';
import type { Faction } from '@dune-rooms/sdk';
import { karamaCardsIn, unrevealedFaceDancers } from '@dune-rooms/sdk/answers';
import type { FormProps } from '../../decisions/forms/types.ts';
import { factionName, leaderName, territoryName } from '../../names.ts';

export function FaceDancer({ decision, view, send, busy }: FormProps<'face-dancer'>) {
  const reserves = view.seats.find((s) => s.faction === decision.seat)?.reserves.regular ?? 0;
  const most = decision.sectors.length === 0 ? 0 : Math.min(decision.max, reserves);
  const [count, setCount] = useState(most);
  const [sector, setSector] = useState(decision.sectors[0] ?? 0);
  const mine = unrevealedFaceDancers(view).includes(decision.leader);
  const decline = (
    <button type="button" disabled={busy} onClick={() => send({ type: 'face-dancer', event: decision.id, reveal: false })} data-testid="pass">
      Do not reveal
    </button>
  );
  if (!mine)
    return (
      <div class="row wrap">
        <span class="grow">
          {factionName(decision.winner)} won with {leaderName(decision.leader)}, who is not one of your Face Dancers.
        </span>
        {decline}
      </div>
    );
  return (
    <form
      class="row wrap"
      onSubmit={(e) => {
        e.preventDefault();
        send(
          count > 0
            ? { type: 'face-dancer', event: decision.id, reveal: true, reserves: count, sector }
            : { type: 'face-dancer', event: decision.id, reveal: true },
        );
      }}
    >
      <span class="grow">
        Reveal {leaderName(decision.leader)} as your Face Dancer: {factionName(decision.winner)}’s {decision.max} forces in {territoryName(decision.territory)}{' '}
        go home, and yours take their place.
      </span>
      <label>
        Forces from reserves{' '}
        <input name="count" type="number" min={0} max={most} value={count} onInput={(e) => setCount(Number((e.target as HTMLInputElement).value))} />
      </label>
      {decision.sectors.length > 1 && (
        <select name="sector" value={String(sector)} onChange={(e) => setSector(Number((e.target as HTMLSelectElement).value))}>
          {decision.sectors.map((s) => (
            <option key={s} value={String(s)}>
              Sector {s}
            </option>
          ))}
        </select>
      )}
      <button type="submit" disabled={busy} data-testid="submit">
        Reveal
      </button>
      {decline}
    </form>
  );
}

export function FaceDancerSwap({ decision, view, send, busy }: FormProps<'face-dancer-swap'>) {
  return (
    <div class="row wrap">
      <span class="grow">Give one Face Dancer back to the traitor deck for a new one?</span>
      {unrevealedFaceDancers(view).map((card) => (
        <button type="button" key={card} disabled={busy} onClick={() => send({ type: 'face-dancer-swap', event: decision.id, card })} data-testid="choice">
          {leaderName(card)}
        </button>
      ))}
      <button type="button" disabled={busy} onClick={() => send({ type: 'face-dancer-swap', event: decision.id, card: null })} data-testid="pass">
        Keep them
      </button>
    </div>
  );
}

export function RevivalFavours({ decision, view, send, busy }: FormProps<'revival-favours'>) {
  const [raise, setRaise] = useState<Faction[]>([]);
  const [early, setEarly] = useState<Faction[]>([]);
  const [stop, setStop] = useState<Faction | ''>('');
  const karama = decision.karamaPower ? karamaCardsIn(view, decision.seat)[0] : undefined;
  const toggle = (list: Faction[], set: (l: Faction[]) => void, f: Faction) => set(list.includes(f) ? list.filter((x) => x !== f) : [...list, f]);
  return (
    <form
      class="col"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'revival-favours', event: decision.id, raise, early, ...(stop && karama ? { stop: { card: karama, target: stop } } : {}) });
      }}
    >
      <span>Your favours this Revival (settle any price in talk and bribes):</span>
      <div class="row wrap">
        <span>Revival limit raised to 5:</span>
        {decision.factions.map((f) => (
          <label key={f}>
            <input type="checkbox" name="raise" value={f} checked={raise.includes(f)} onChange={() => toggle(raise, setRaise, f)} /> {factionName(f)}
          </label>
        ))}
      </div>
      <div class="row wrap">
        <span>Early leader revival allowed:</span>
        {decision.factions.map((f) => (
          <label key={f}>
            <input type="checkbox" name="early" value={f} checked={early.includes(f)} onChange={() => toggle(early, setEarly, f)} /> {factionName(f)}
          </label>
        ))}
      </div>
      {karama && (
        <label>
          Karama power: stop the revival of{' '}
          <select name="stop" value={stop} onChange={(e) => setStop((e.target as HTMLSelectElement).value as Faction | '')}>
            <option value="">nobody</option>
            {decision.factions.map((f) => (
              <option key={f} value={f}>
                {factionName(f)}
              </option>
            ))}
          </select>
        </label>
      )}
      <button type="submit" disabled={busy} data-testid="submit">
        {raise.length + early.length === 0 && !stop ? 'No favours' : 'Grant'}
      </button>
    </form>
  );
}
