// The generic answer picker, for every decision kind: the legal answers `legalAnswer` gives for several picks
// (de-duplicated, in words) as buttons, and an editable JSON answer for anything else.
import { useMemo, useState } from 'preact/hooks';
import type { Action, Decision, PlayerView } from '@dune-rooms/sdk';
import { legalAnswer } from '@dune-rooms/sdk/answers';
import { describeAction } from './describe.ts';

const PICKS = 16;
/**
 * Suggestions are the few a player would weigh, not every variation the picks make (the forms compose any other):
 * at most this many, one per gist, and a way to decline kept among them when the picks found one.
 */
const MOST = 4;

/** A shipment's or move's place, as a player tells them apart: the territory. */
const where = (p: { territory: string } | undefined) => p?.territory ?? '';

/**
 * What a player tells two suggestions of a kind apart by: a battle plan by its leader (or Cheap Hero), a shipment by
 * its kind and places, a move by where from and where to, a bid by passing or raising; '' is a way to decline.
 * Other kinds: the whole answer.
 */
function gist(a: Action): string {
  switch (a.type) {
    case 'battle-plan':
      return `${a.leader ?? ''}|${a.cheapHero ?? ''}`;
    case 'ship':
      return a.mode === 'pass' ? '' : `${a.mode} ${where(a.from)} ${where(a.to)}`;
    case 'move':
      return a.from === undefined ? '' : `${a.from} ${where(a.to)}`;
    case 'bid':
      return a.amount === 0 ? '' : 'raise';
    default:
      return JSON.stringify(a);
  }
}

export function candidates(decision: Decision, view: PlayerView): Action[] {
  const byGist = new Map<string, Action>();
  for (const a of picks(decision, view)) if (!byGist.has(gist(a))) byGist.set(gist(a), a);
  const all = [...byGist.values()];
  if (all.length <= MOST) return all;
  const decline = byGist.get('');
  const kept = all.filter((a) => a !== decline).slice(0, decline ? MOST - 1 : MOST);
  return decline ? [...kept, decline] : kept;
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
