// DS.great-maker: the Fremen's ride from reserves — where (a tap on the map picks it) and how many, starred among them.
import { useState } from 'preact/hooks';
import type { TerritoryId } from '@dune-rooms/sdk';
import { Choice } from '../../decisions/forms/choice.tsx';
import { PlacePicker } from '../../decisions/forms/places.tsx';
import type { FormProps } from '../../decisions/forms/types.ts';

export function GreatMakerRide({ decision, view, send, busy, picked }: FormProps<'great-maker-ride'>) {
  const reserves = view.seats.find((s) => s.faction === 'fremen')?.reserves ?? { regular: 0, elite: 0 };
  const [to, setTo] = useState<{ territory: TerritoryId; sector: number } | null>(null);
  const [count, setCount] = useState(decision.max);
  const [elite, setElite] = useState(0);
  const choice = decision.places.find((p) => p.territory === to?.territory) ?? decision.places[0];
  const dest = choice && { territory: choice.territory, sector: choice.territory === to?.territory ? to.sector : choice.sectors[0]! };
  const n = Math.min(Math.max(1, Math.floor(count)), decision.max);
  const starred = Math.min(Math.max(0, Math.floor(elite)), reserves.elite, n);
  return (
    <div class="stack">
      <span>The Great Maker: ride it from your reserves, free, to one place out of the storm?</span>
      <PlacePicker
        options={decision.places}
        territory={dest?.territory ?? null}
        sector={dest?.sector ?? 0}
        picked={picked}
        label="destination"
        onChange={(territory, sector) => setTo({ territory, sector })}
      />
      <div class="row wrap">
        <label>
          Forces <input type="number" name="count" min={1} max={decision.max} value={n} onInput={(e) => setCount(Number(e.currentTarget.value))} />
        </label>
        {reserves.elite > 0 && (
          <label>
            Fedaykin among them{' '}
            <input
              type="number"
              name="elite"
              min={0}
              max={Math.min(reserves.elite, n)}
              value={starred}
              onInput={(e) => setElite(Number(e.currentTarget.value))}
            />
          </label>
        )}
        <Choice
          label="Ride"
          onClick={() => dest && send({ type: 'great-maker-ride', event: decision.id, to: dest, count: n, ...(starred > 0 ? { elite: starred } : {}) })}
          busy={busy || !dest}
          testid="submit"
        />
        <Choice label="Stay in reserves" onClick={() => send({ type: 'great-maker-ride', event: decision.id, to: null, count: 0 })} busy={busy} testid="pass" />
      </div>
    </div>
  );
}
