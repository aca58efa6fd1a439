// 1.06.05: move one of the listed stacks to one of the places it may reach, or do not move. A tap on the map
// chooses the stack (where it stands) and then where it goes. Beside a plain move the form offers what the
// decision lists: an Ornithopter played for range or for an extra move, a Sandmaster's route, a Planetologist's
// second group; a Hajr for one more move; the starred forces moved; and Bene Gesserit advisors taking up arms.
import { useEffect, useState } from 'preact/hooks';
import type { MoveOption, TerritoryId } from '@dune-rooms/sdk';
import { territoryName } from '../../names.ts';
import { held } from '../../table/free-actions/held.ts';
import { fewestStarred, group, kindsFor, mayTakeUpArms, starredIn, type MoveKind } from './move-choices.ts';
import { PlacePicker } from './places.tsx';
import { StarredInput } from './starred.tsx';
import type { FormProps } from './types.ts';

/** A second group's forces: its whole stack but our No-Field, which only the first group carries (RI.no-field). */
const secondCount = (stack: MoveOption): number => stack.count - (stack.noField ? 1 : 0);

export function Move({ decision, view, send, busy, picked }: FormProps<'move'>) {
  const stacks = decision.moves ?? [];
  const [index, setIndex] = useState(0);
  const stack = stacks[index] ?? stacks[0];
  const [kindChosen, setKind] = useState<MoveKind>('plain');
  const kinds = stack ? kindsFor(decision, stacks, stack, territoryName) : [];
  const kind = kinds.find((k) => k.kind === kindChosen) ?? kinds[0];
  const [to, setTo] = useState<{ territory: TerritoryId | null; sector: number }>({ territory: null, sector: 0 });
  const [count, setCount] = useState(1);
  const [elite, setElite] = useState<number | null>(null);
  const [hajr, setHajr] = useState(false);
  const [fighters, setFighters] = useState(false);
  const [tokenChosen, setTokenChosen] = useState(false);
  const target = kind?.to.find((o) => o.territory === to.territory) ?? kind?.to[0];
  const sector = target && target.territory === to.territory ? to.sector : (target?.sectors[0] ?? 0);
  const hajrCard = held(view, 'hajr');
  const moving = stack ? Math.max(1, Math.min(count, stack.count)) : 1;
  const starredMax = stack ? Math.min(starredIn(view, stack), moving) : 0;
  const starred = stack ? Math.min(starredMax, Math.max(elite ?? 0, fewestStarred(view, stack, moving))) : 0;
  const takeUpArms = stack ? mayTakeUpArms(view, stack, target?.territory) : false;
  // RI.no-field: our No-Field in the stack goes along when asked, and with the whole stack.
  const withToken = stack?.noField === true && (tokenChosen || moving === stack.count);
  const choose = (i: number) => {
    setIndex(i);
    setKind('plain');
    setTo({ territory: null, sector: 0 });
    setElite(null);
  };
  // A tap where a movable stack stands (and not where the chosen stack may go) chooses that stack.
  useEffect(() => {
    if (!picked || kind?.to.some((o) => o.territory === picked.territory)) return;
    const here = stacks.flatMap((s, i) => (s.territory === picked.territory ? [{ s, i }] : []));
    const chosen = here.find(({ s }) => s.sector === picked.sector) ?? here[0];
    if (chosen) choose(chosen.i);
  }, [picked]);
  const submit = () => {
    if (!stack || !target || !kind) return;
    const partner = kind.kind.startsWith('also:') ? stacks[Number(kind.kind.slice(5))] : undefined;
    const card = decision.ornithopter;
    send({
      type: 'move',
      event: decision.id,
      from: stack.territory,
      groups: [group(view, stack, moving, starred)],
      to: { territory: target.territory, sector },
      ...(kind.kind === 'ornithopter-range' && card ? { ornithopter: { card, mode: 'range' as const } } : {}),
      ...(kind.kind === 'ornithopter-extra' && card ? { ornithopter: { card, mode: 'extra' as const } } : {}),
      ...(kind.kind === 'flight' ? { flight: true as const } : {}),
      ...(kind.kind.startsWith('route:') ? { via: stack.routes![Number(kind.kind.slice(6))]!.via } : {}),
      ...(partner ? { also: { from: partner.territory, groups: [group(view, partner, secondCount(partner), secondCount(partner))] } } : {}),
      ...(withToken ? { noField: true as const } : {}),
      ...(hajr && hajrCard ? { hajr: hajrCard } : {}),
      ...(fighters && takeUpArms ? { fighters: true } : {}),
    });
  };
  return (
    <form
      class="row wrap"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {stack && target && kind && (
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
          {stack.noField && (
            <label>
              <input
                type="checkbox"
                name="noField"
                checked={withToken}
                disabled={moving === stack.count}
                onChange={(e) => setTokenChosen(e.currentTarget.checked)}
              />{' '}
              the No-Field one of them
            </label>
          )}
          {starredIn(view, stack) > 0 && <StarredInput min={fewestStarred(view, stack, moving)} max={starredMax} value={starred} onInput={setElite} />}
          <span>from</span>
          <select aria-label="Stack" value={String(index)} onChange={(e) => choose(Number(e.currentTarget.value))}>
            {stacks.map((s, i) => (
              <option key={s.territory + s.sector} value={i}>
                {territoryName(s.territory)}
                {s.sector > 0 ? ` (sector ${s.sector})` : ''}: {s.count}
              </option>
            ))}
          </select>
          {kinds.length > 1 && (
            <select aria-label="Kind of move" name="kind" value={kind.kind} onChange={(e) => setKind(e.currentTarget.value as MoveKind)}>
              {kinds.map((k) => (
                <option key={k.kind} value={k.kind}>
                  {k.label}
                </option>
              ))}
            </select>
          )}
          <span>to</span>
          <PlacePicker
            options={kind.to}
            territory={target.territory}
            sector={sector}
            picked={picked}
            label="move to"
            onChange={(territory, s) => setTo({ territory, sector: s })}
          />
          {hajrCard && (
            <label>
              <input type="checkbox" name="hajr" checked={hajr} onChange={(e) => setHajr(e.currentTarget.checked)} /> play Hajr: one more move
            </label>
          )}
          {takeUpArms && (
            <label>
              <input type="checkbox" name="fighters" checked={fighters} onChange={(e) => setFighters(e.currentTarget.checked)} /> arrive as fighters (take up
              arms)
            </label>
          )}
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
