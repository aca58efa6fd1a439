// Engine-level helpers for tests: play decisions through applyAction and fail loudly on a rejection.
import { applyAction, pendingDecisions, type Action, type GameEvent, type GameState, type Seat } from '../../rooms/dune/index.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';

export function act(state: GameState, seat: Seat, action: Action): { state: GameState; events: GameEvent[] } {
  const r = applyAction(state, seat, action);
  if (!r.ok) throw new Error(`rejected ${seat} ${JSON.stringify(action)}: ${r.error.code} ${r.error.message}`);
  return { state: r.state, events: r.events };
}

/** Answers every open decision (first pending first) until none is left; returns the final state and all events. */
export function playSetup(state: GameState, pick: (d: ReturnType<typeof pendingDecisions>[number]) => number = () => 0) {
  const events: GameEvent[] = [];
  const actions: { seat: Seat; action: Action }[] = [];
  for (let guard = 0; guard < 100; guard++) {
    const [next] = pendingDecisions(state);
    if (!next) return { state, events, actions };
    const action = legalAnswer(next, pick(next));
    actions.push({ seat: next.seat, action });
    const r = act(state, next.seat, action);
    state = r.state;
    events.push(...r.events);
  }
  throw new Error('set-up did not finish in 100 actions');
}
