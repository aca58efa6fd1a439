// 1.06.03: a shipment, or none. From reserves to one of the decision's destinations (the Fremen send theirs, 2.04.05);
// for the Guild (and an ally it lets) a cross-ship from a stack to another territory (2.06.05.02) or a stack shipped
// back to reserves (2.06.05.03). The seat chooses how many forces and, in the Advanced game, how many of them
// starred; a held Karama may pay at Guild rates to the bank (3.01.11.03); the ally's offered spice pays first. Richese
// may ship a No-Field face down instead (RI.no-field), alone unless its homeworld lets forces go along.
import { useState } from 'preact/hooks';
import type { ShipOption, ShipSource, TerritoryId } from '@dune-rooms/sdk';
import { territoryName } from '../../names.ts';
import { PlacePicker } from './places.tsx';
import { StarredInput } from './starred.tsx';
import type { FormProps } from './types.ts';

type Mode = 'reserves' | 'no-field' | 'cross' | 'off-planet';
const MODE_LABELS: Record<Mode, string> = {
  reserves: 'from reserves',
  'no-field': 'a No-Field, face down',
  cross: 'cross-ship a stack',
  'off-planet': 'ship a stack back to reserves',
};

const seatOf = (view: FormProps<'ship'>['view']) => view.seats.find((s) => s.faction === view.viewer);

const spotName = (s: ShipSource) => `${territoryName(s.territory)}${s.sector > 0 ? ` (sector ${s.sector})` : ''}: ${s.max}`;

export function Ship({ decision, view, send, busy, picked }: FormProps<'ship'>) {
  const [karama, setKarama] = useState(false);
  const paid = karama ? decision.withKarama : undefined;
  const lists = {
    reserves: decision.blocked ? [] : ((paid ?? decision).destinations ?? []),
    cross: (paid ?? decision).crossShips,
    back: decision.shipBack ?? [],
    // RI.no-field: a token in place of a force (paid in spice here).
    noField: karama ? [] : (decision.noFieldTo ?? []),
  };
  const tokens = decision.noFields ?? [];
  const [tokenChosen, setToken] = useState(tokens[tokens.length - 1]);
  const token = tokenChosen !== undefined && tokens.includes(tokenChosen) ? tokenChosen : tokens[0];
  const modes: Mode[] = [
    ...(lists.reserves.length > 0 ? (['reserves'] as const) : []),
    ...(lists.noField.length > 0 && token !== undefined ? (['no-field'] as const) : []),
    ...(lists.cross && lists.cross.from.length > 0 ? (['cross'] as const) : []),
    ...(!karama && lists.back.length > 0 ? (['off-planet'] as const) : []),
  ];
  const [modeChosen, setMode] = useState<Mode>('reserves');
  const mode = modes.includes(modeChosen) ? modeChosen : modes[0];
  const sources = mode === 'cross' ? lists.cross!.from : mode === 'off-planet' ? lists.back : [];
  const [fromIndex, setFrom] = useState(0);
  const from = sources[fromIndex] ?? sources[0];
  const places: ShipOption[] =
    mode === 'reserves'
      ? lists.reserves
      : mode === 'no-field'
        ? lists.noField
        : mode === 'cross'
          ? lists.cross!.to.filter((p) => p.territory !== from?.territory)
          : [];
  const [to, setTo] = useState<{ territory: TerritoryId | null; sector: number }>({ territory: null, sector: 0 });
  const place = places.find((o) => o.territory === to.territory) ?? places[0];
  const sector = place && place.territory === to.territory ? to.sector : (place?.sectors[0] ?? 0);
  const max = mode === 'off-planet' ? (from?.max ?? 0) : mode === 'cross' ? Math.min(from?.max ?? 0, place?.max ?? 0) : (place?.max ?? 0);
  const [countChosen, setCount] = useState(1);
  // RI.ally.no-field: an ally's No-Field brings its value in forces, as far as the reserves go.
  const reserveCount = (seatOf(view)?.reserves.regular ?? 0) + (seatOf(view)?.reserves.elite ?? 0);
  const opened = mode === 'no-field' && decision.noFieldOpen === true && token !== undefined ? Math.min(token, reserveCount) : null;
  // NX.richese.cunning: a second No-Field revealed at once brings its forces with the face-down one, for one price.
  const [pairChosen, setPair] = useState<number | null>(null);
  const pair =
    mode === 'no-field' && decision.noFieldPair && !decision.noFieldOpen && pairChosen !== null && pairChosen !== token && tokens.includes(pairChosen as never)
      ? pairChosen
      : null;
  const pairForces = pair === null ? 0 : Math.min(pair, seatOf(view)?.reserves.regular ?? 0);
  const count = pair !== null ? 1 + pairForces : (opened ?? Math.max(1, Math.min(countChosen, max)));
  // The forces shipped come from reserves, or from the stack named: ordinary ones first, unless more starred are asked.
  const seat = view.seats.find((s) => s.faction === view.viewer);
  const stack = from && view.forces.find((s) => s.faction === view.viewer && s.territory === from.territory && s.sector === from.sector);
  const pool =
    mode === 'reserves' || opened !== null
      ? (seat?.reserves ?? { regular: 0, elite: 0 })
      : mode === 'no-field'
        ? { regular: max, elite: 0 }
        : { regular: stack?.regular ?? 0, elite: stack?.elite ?? 0 };
  const [eliteChosen, setElite] = useState(0);
  const fewest = Math.max(0, count - pool.regular);
  const elite = Math.min(pool.elite, count, Math.max(fewest, eliteChosen));
  const round = view.private?.round;
  const allySupport = round && 'allySupport' in round ? round.allySupport : 0;
  const cost = mode === 'off-planet' ? 0 : Math.ceil((pair === null ? count : 1) * (place?.cost ?? 0));
  const allySpice = Math.min(allySupport, cost);
  const ready =
    mode !== undefined &&
    max > 0 &&
    (mode === 'off-planet' ? from !== undefined : place !== undefined && (mode === 'reserves' || mode === 'no-field' || from !== undefined));
  const submit = () => {
    if (!ready || !mode) return;
    send({
      type: 'ship',
      event: decision.id,
      mode: mode === 'no-field' ? 'reserves' : mode,
      count,
      ...(mode === 'no-field' && token !== undefined ? { noField: token } : {}),
      ...(pair !== null ? { noFieldRevealed: pair as typeof token } : {}),
      ...(elite > 0 ? { elite } : {}),
      ...(mode !== 'reserves' && from ? { from: { territory: from.territory, sector: from.sector } } : {}),
      ...(mode !== 'off-planet' && place ? { to: { territory: place.territory, sector } } : {}),
      ...(paid ? { karama: paid.cards[0] } : {}),
      ...(allySpice > 0 ? { allySpice } : {}),
    });
  };
  const verb = decision.fremenSend && mode === 'reserves' ? 'Send' : 'Ship';
  return (
    <form
      class="row wrap"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {modes.length > 1 && (
        <select aria-label="Kind of shipment" name="mode" value={mode} onChange={(e) => setMode(e.currentTarget.value as Mode)}>
          {modes.map((m) => (
            <option key={m} value={m}>
              {MODE_LABELS[m]}
            </option>
          ))}
        </select>
      )}
      {sources.length > 0 && (
        <select aria-label="Ship from" name="from" value={String(fromIndex)} onChange={(e) => setFrom(Number(e.currentTarget.value))}>
          {sources.map((s, i) => (
            <option key={`${s.territory}:${s.sector}`} value={i}>
              {spotName(s)}
            </option>
          ))}
        </select>
      )}
      {mode && mode !== 'off-planet' && place && (
        <>
          <span>{verb} to</span>
          <PlacePicker
            options={places}
            territory={place.territory}
            sector={sector}
            picked={picked}
            label="destination"
            onChange={(territory, s) => setTo({ territory, sector: s })}
          />
        </>
      )}
      {mode === 'no-field' && (
        <select aria-label="No-Field" name="noField" value={String(token)} onChange={(e) => setToken(Number(e.currentTarget.value) as typeof token)}>
          {tokens.map((t) => (
            <option key={t} value={t}>
              the {t}
            </option>
          ))}
        </select>
      )}
      {mode === 'no-field' && decision.noFieldPair && !decision.noFieldOpen && (
        <select
          aria-label="Second No-Field"
          name="noFieldRevealed"
          value={pair === null ? '' : String(pair)}
          onChange={(e) => setPair(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
        >
          <option value="">no second No-Field</option>
          {tokens
            .filter((t) => t !== token)
            .map((t) => (
              <option key={t} value={t}>
                and the {t}, revealed at once
              </option>
            ))}
        </select>
      )}
      {mode && (mode !== 'no-field' || (opened === null && pair === null && max > 1)) && (
        <>
          <input type="number" aria-label="Forces" name="count" min={1} max={max} value={count} onInput={(e) => setCount(Number(e.currentTarget.value))} />
          {pool.elite > 0 && <StarredInput min={fewest} max={Math.min(pool.elite, count)} value={elite} onInput={setElite} />}
          <span class="muted small">
            up to {max}
            {mode === 'off-planet' ? '' : `, ${place?.cost ?? 0} spice each`}
            {allySpice > 0 ? ` (your ally pays ${allySpice})` : ''}
          </span>
        </>
      )}
      {decision.withKarama && (
        <label>
          <input type="checkbox" name="karama" checked={karama} onChange={(e) => setKarama(e.currentTarget.checked)} /> pay with a Karama card (Guild rates, to
          the bank)
        </label>
      )}
      {mode && (
        <button type="submit" disabled={busy || !ready} data-testid="submit">
          {verb}
        </button>
      )}
      <button type="button" disabled={busy} onClick={() => send({ type: 'ship', event: decision.id, mode: 'pass' })} data-testid="pass">
        Do not ship
      </button>
    </form>
  );
}
