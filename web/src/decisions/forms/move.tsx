// 1.06.05: move one of the listed stacks to one of the places it may reach, or do not move. A tap on the map
// chooses the stack (where it stands) and then where it goes.
import { useEffect, useState } from 'preact/hooks';
import type { TerritoryId } from '@dune-rooms/sdk';
import { territoryName } from '../../names.ts';
import { PlacePicker } from './places.tsx';
import type { FormProps } from './types.ts';

export function Move({ decision, send, busy, picked }: FormProps<'move'>) {
  const stacks = decision.moves ?? [];
  const [index, setIndex] = useState(0);
  const stack = stacks[index] ?? stacks[0];
  const [to, setTo] = useState<{ territory: TerritoryId | null; sector: number }>({ territory: null, sector: 0 });
  const [count, setCount] = useState(1);
  const target = stack?.to.find((o) => o.territory === to.territory) ?? stack?.to[0];
  const sector = target && target.territory === to.territory ? to.sector : (target?.sectors[0] ?? 0);
  // A tap where a movable stack stands (and not where the chosen stack may go) chooses that stack.
  useEffect(() => {
    if (!picked || stack?.to.some((o) => o.territory === picked.territory)) return;
    const here = stacks.flatMap((s, i) => (s.territory === picked.territory ? [{ s, i }] : []));
    const chosen = here.find(({ s }) => s.sector === picked.sector) ?? here[0];
    if (!chosen) return;
    setIndex(chosen.i);
    setTo({ territory: null, sector: 0 });
  }, [picked]);
  return (
    <form
      class="row wrap"
      onSubmit={(e) => {
        e.preventDefault();
        if (stack && target)
          send({
            type: 'move',
            event: decision.id,
            from: stack.territory,
            groups: [{ sector: stack.sector, count: Math.min(count, stack.count) }],
            to: { territory: target.territory, sector },
          });
      }}
    >
      {stack && target && (
        <>
          <span>Move</span>
          <input
            type="number"
            aria-label="Forces"
            name="count"
            min={1}
            max={stack.count}
            value={count}
            onInput={(e) => setCount(Number(e.currentTarget.value))}
          />
          <span>from</span>
          <select
            aria-label="Stack"
            value={String(index)}
            onChange={(e) => {
              setIndex(Number(e.currentTarget.value));
              setTo({ territory: null, sector: 0 });
            }}
          >
            {stacks.map((s, i) => (
              <option key={s.territory + s.sector} value={i}>
                {territoryName(s.territory)}
                {s.sector > 0 ? ` (sector ${s.sector})` : ''}: {s.count}
              </option>
            ))}
          </select>
          <span>to</span>
          <PlacePicker
            options={stack.to}
            territory={target.territory}
            sector={sector}
            picked={picked}
            label="move to"
            onChange={(territory, s) => setTo({ territory, sector: s })}
          />
          <button type="submit" disabled={busy} data-testid="submit">
            Move
          </button>
        </>
      )}
      <span class="muted small">range {decision.range}</span>
      <button type="button" disabled={busy} onClick={() => send({ type: 'move', event: decision.id })} data-testid="pass">
        Do not move
      </button>
    </form>
  );
}
