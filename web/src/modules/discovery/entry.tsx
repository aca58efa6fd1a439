// DS.entry: forces around a place revealed last turn may move in, free: how many from each sector offered.
// DS.card-stash: over the hand limit with the card drawn, one card of the hand discarded.
// DS.testing-station: the storm moved one sector more, one fewer or as dialed.
import { useState } from 'preact/hooks';
import { Choice } from '../../decisions/forms/choice.tsx';
import type { FormProps } from '../../decisions/forms/types.ts';
import { territoryName, titled } from '../../names.ts';
import { discoveryName } from './words.ts';

export function DiscoveryEntry({ decision, send, busy }: FormProps<'discovery-entry'>) {
  const [counts, setCounts] = useState<Record<number, number>>(() => Object.fromEntries(decision.stacks.map((s) => [s.sector, s.count])));
  const groups = decision.stacks
    .map((s) => ({ sector: s.sector, count: Math.min(Math.max(0, Math.floor(counts[s.sector] ?? 0)), s.count) }))
    .filter((g) => g.count > 0);
  return (
    <div class="stack">
      <span>
        {discoveryName(decision.place)} was revealed inside {territoryName(decision.on)} last turn: move your forces there in, free?
      </span>
      {decision.stacks.map((s) => (
        <label key={s.sector} class="row">
          From sector {s.sector} (of {s.count}):{' '}
          <input
            name={`count-${s.sector}`}
            type="number"
            min={0}
            max={s.count}
            value={counts[s.sector] ?? 0}
            onInput={(e) => setCounts({ ...counts, [s.sector]: Number((e.target as HTMLInputElement).value) })}
          />
        </label>
      ))}
      <div class="row wrap">
        <Choice
          label="Move them in"
          onClick={() => send({ type: 'discovery-entry', event: decision.id, groups })}
          busy={busy || groups.length === 0}
          testid="submit"
        />
        <Choice label="Stay where they are" onClick={() => send({ type: 'discovery-entry', event: decision.id, groups: [] })} busy={busy} testid="pass" />
      </div>
    </div>
  );
}

export function DiscoveryDiscard({ decision, view, send, busy }: FormProps<'discovery-discard'>) {
  const hand = view.private?.hand ?? [];
  return (
    <div class="row wrap">
      <span class="grow">The Treachery Card Stash put your hand over its limit: discard a card.</span>
      {hand.map((card) => (
        <Choice key={card} label={`Discard ${titled(card)}`} onClick={() => send({ type: 'discovery-discard', event: decision.id, card })} busy={busy} />
      ))}
    </div>
  );
}

export function TestingStation({ decision, send, busy }: FormProps<'testing-station'>) {
  const change = (by: -1 | 0 | 1) => send({ type: 'testing-station', event: decision.id, change: by });
  return (
    <div class="row wrap">
      <span class="grow">The Ecological Testing Station: the storm will move {decision.movement} sectors.</span>
      <Choice label={`Move it ${decision.movement + 1}`} onClick={() => change(1)} busy={busy} />
      {decision.movement > 0 && <Choice label={`Move it ${decision.movement - 1}`} onClick={() => change(-1)} busy={busy} />}
      <Choice label="Leave it" onClick={() => change(0)} busy={busy} testid="pass" />
    </div>
  );
}
