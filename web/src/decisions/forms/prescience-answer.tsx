// 2.01.08: the Atreides asked about one element of this seat's coming battle plan; the answer must be true, and the
// plan is then bound to it. Only the values the plan could hold are offered: the leaders and Cheap Heroes that may
// fight here, the weapons or defenses this hand may play (legalPairs), or a dial up to the forces present.
import { useState } from 'preact/hooks';
import type { TreacheryCardId } from '@dune-rooms/sdk';
import { legalPairs } from '@dune-rooms/sdk/answers';
import { factionName, leaderName, territoryName, titled } from '../../names.ts';
import type { FormProps } from './types.ts';

type Value = string | number | null;

/** The values this element of the plan may take, each with its words. */
function valuesFor({ decision, view }: Pick<FormProps<'prescience-answer'>, 'decision' | 'view'>): { value: Value; label: string }[] {
  const hand = view.private?.hand ?? [];
  if (decision.element === 'dial') return Array.from({ length: decision.maxDial + 1 }, (_, n) => ({ value: n, label: String(n) }));
  if (decision.element === 'leader') {
    const all = [...decision.leaders.map((l) => ({ value: l, label: leaderName(l) })), ...decision.cheapHeroes.map((c) => ({ value: c, label: titled(c) }))];
    return all.length > 0 ? all : [{ value: null, label: 'no leader' }];
  }
  const slot = decision.element;
  const held = new Set<TreacheryCardId | null>(legalPairs({ ...decision, voice: null, prescience: null }, hand, null).map((p) => p[slot]));
  return [...held].map((c) => ({ value: c, label: c === null ? `no ${slot}` : titled(c) }));
}

export function PrescienceAnswer({ decision, view, send, busy }: FormProps<'prescience-answer'>) {
  const values = valuesFor({ decision, view });
  const [at, setAt] = useState(0);
  return (
    <form
      class="row wrap"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'prescience-answer', event: decision.id, value: (values[at]?.value ?? null) as never, karama: null });
      }}
    >
      <label>
        Prescience: tell the {factionName('atreides')} your {decision.element} in the battle in {territoryName(decision.territory)}:{' '}
        <select name="prescience value" value={String(at)} onChange={(e) => setAt(Number(e.currentTarget.value))}>
          {values.map((v, i) => (
            <option key={String(v.value)} value={i}>
              {v.label}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" disabled={busy} data-testid="submit">
        Answer truly
      </button>
    </form>
  );
}
