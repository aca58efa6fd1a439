// The generic answer picker, for every decision kind: the legal answers `legalAnswer` gives for several picks
// (de-duplicated, in words) as buttons, and an editable JSON answer for anything else.
import { useMemo, useState } from 'preact/hooks';
import type { Action, Decision, PlayerView } from '@dune-rooms/sdk';
import { legalAnswer } from '@dune-rooms/sdk/answers';
import { describeAction } from './describe.ts';

const PICKS = 16;
/**
 * A battle plan's suggestions are the few a player would weigh — one per leader, at most this many — not every
 * variation of dial and cards the picks make (the plan form composes any other).
 */
const PLAN_SUGGESTIONS = 4;

/** The plan's leader (or Cheap Hero) as a key: one suggestion each. */
const planLeader = (a: Action): string => (a.type === 'battle-plan' ? `${a.leader ?? ''}|${a.cheapHero ?? ''}` : JSON.stringify(a));

export function candidates(decision: Decision, view: PlayerView): Action[] {
  const all = picks(decision, view);
  if (decision.kind !== 'battle-plan') return all;
  const byLeader = new Map<string, Action>();
  for (const a of all) if (!byLeader.has(planLeader(a))) byLeader.set(planLeader(a), a);
  return [...byLeader.values()].slice(0, PLAN_SUGGESTIONS);
}

function picks(decision: Decision, view: PlayerView): Action[] {
  const seen = new Map<string, Action>();
  for (let pick = 0; pick < PICKS; pick++) {
    try {
      const answer = legalAnswer(decision, pick, view) as Action;
      const key = JSON.stringify(answer);
      if (!seen.has(key)) seen.set(key, answer);
    } catch {
      // A pick the answerer cannot make for this decision: the others stand.
    }
  }
  return [...seen.values()];
}

export function Candidates({ decision, view, send, busy }: { decision: Decision; view: PlayerView; send: (a: Action) => void; busy: boolean }) {
  const list = useMemo(() => candidates(decision, view), [decision, view]);
  return (
    <div class="candidates">
      <h4>Suggested answers</h4>
      <div class="row wrap">
        {list.map((a) => (
          <button type="button" key={JSON.stringify(a)} class="candidate" disabled={busy} onClick={() => send(a)} data-testid="candidate">
            {describeAction(a)}
          </button>
        ))}
      </div>
      <JsonAnswer decision={decision} initial={list[0] ?? null} send={send} busy={busy} />
    </div>
  );
}

function JsonAnswer({ decision, initial, send, busy }: { decision: Decision; initial: Action | null; send: (a: Action) => void; busy: boolean }) {
  const [text, setText] = useState(() => JSON.stringify(initial ?? { type: decision.kind, event: decision.id }, null, 1));
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    try {
      const parsed = JSON.parse(text) as Action;
      setProblem(null);
      send(parsed);
    } catch (e) {
      setProblem((e as Error).message);
    }
  };
  return (
    <details class="advanced">
      <summary>Advanced: write the answer as JSON</summary>
      <p class="small muted">
        Decision <code>{decision.kind}</code> ({decision.id}): <code>{JSON.stringify(decision)}</code>
      </p>
      <textarea rows={6} value={text} onInput={(e) => setText(e.currentTarget.value)} aria-label="Answer as JSON" spellcheck={false} />
      {problem && <div class="error">{problem}</div>}
      <button type="button" disabled={busy} onClick={submit}>
        Send JSON answer
      </button>
    </details>
  );
}
