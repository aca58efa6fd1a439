// 1.06.03: a shipment from reserves to one of the decision's destinations (cost per force shown), or no shipment.
// The Guild's cross-ship and ship-back go through the suggested answers or the JSON editor.
import { useState } from 'preact/hooks';
import type { TerritoryId } from '@dune-rooms/sdk';
import { PlacePicker } from './places.tsx';
import type { FormProps } from './types.ts';

export function Ship({ decision, send, busy, picked }: FormProps<'ship'>) {
  const options = decision.blocked ? [] : (decision.destinations ?? []);
  const first = options[0];
  const [to, setTo] = useState<{ territory: TerritoryId | null; sector: number }>({ territory: first?.territory ?? null, sector: first?.sectors[0] ?? 0 });
  const [count, setCount] = useState(1);
  const chosen = options.find((o) => o.territory === to.territory) ?? first;
  return (
    <form
      class="row wrap"
      onSubmit={(e) => {
        e.preventDefault();
        if (chosen) send({ type: 'ship', event: decision.id, mode: 'reserves', to: { territory: chosen.territory, sector: to.sector }, count });
      }}
    >
      {chosen && (
        <>
          <span>Ship to</span>
          <PlacePicker
            options={options}
            territory={to.territory}
            sector={to.sector}
            picked={picked}
            label="destination"
            onChange={(territory, sector) => setTo({ territory, sector })}
          />
          <input
            type="number"
            aria-label="Forces"
            name="count"
            min={1}
            max={chosen.max}
            value={count}
            onInput={(e) => setCount(Number(e.currentTarget.value))}
          />
          <span class="muted small">
            up to {chosen.max}, {chosen.cost} spice each
          </span>
          <button type="submit" disabled={busy || chosen.max < 1} data-testid="submit">
            Ship
          </button>
        </>
      )}
      <button type="button" disabled={busy} onClick={() => send({ type: 'ship', event: decision.id, mode: 'pass' })} data-testid="pass">
        Do not ship
      </button>
    </form>
  );
}
