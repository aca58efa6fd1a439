// Positions for Richese's tests (engine and fuzz): the Bidding phase entered with Richese seated, and its decisions
// answered one kind at a time.
import {
  createGame,
  pendingDecisions,
  type Decision,
  type DecisionAction,
  type Faction,
  type GameConfigInput,
  type GameEvent,
  type GameState,
} from '../../rooms/dune/index.ts';
import { act, playSetup } from './engine.ts';
import { enterPhase } from './bidding.ts';

export const RICHESE_TABLE: Faction[] = ['richese', 'atreides', 'harkonnen', 'emperor'];

/** Set-up played plainly, then the Bidding phase entered after `edit`: the cache lot's place is asked. */
export function richeseBidding(edit: (s: GameState) => void = () => {}, config: Partial<GameConfigInput> = {}): GameState {
  const base = playSetup(createGame({ factions: RICHESE_TABLE, seed: 'richese', seating: 'listed', ...config })).state;
  return enterPhase(base, 'bidding', (s) => {
    for (const f of s.seating) s.factions[f]!.spice = 10;
    edit(s);
  });
}

/** The open decision of `kind` (of `seat` when named). */
export function decisionOf<K extends Decision['kind']>(state: GameState, kind: K, seat?: Faction): Extract<Decision, { kind: K }> {
  const d = pendingDecisions(state).find((x) => x.kind === kind && (seat === undefined || x.seat === seat));
  if (!d) throw new Error(`no ${kind} decision is open${seat ? ` for ${seat}` : ''}`);
  return d as Extract<Decision, { kind: K }>;
}

/** Answers the open decision of `kind` (of `seat`) with `fields`. */
export function answer<K extends Decision['kind']>(
  state: GameState,
  kind: K,
  fields: Record<string, unknown>,
  seat?: Faction,
): { state: GameState; events: GameEvent[] } {
  const d = decisionOf(state, kind, seat);
  return act(state, d.seat, { type: kind, event: d.id, ...fields } as unknown as DecisionAction);
}

/** The lot declared `at`, its card and auction chosen: the state with the auction's first decisions open. */
export function cacheLot(state: GameState, at: 'first' | 'last', lot: Record<string, unknown>): { state: GameState; events: GameEvent[] } {
  const first = answer(state, 'cache-position', { at });
  let s = first.state;
  const events = [...first.events];
  for (let guard = 0; guard < 30 && !pendingDecisions(s).some((d) => d.kind === 'cache-lot'); guard++) {
    const d = pendingDecisions(s)[0];
    if (!d) throw new Error('the cache lot was never offered');
    if (d.kind !== 'bid') throw new Error(`unexpected ${d.kind}`);
    const passed = act(s, d.seat, { type: 'bid', event: d.id, amount: 0 });
    s = passed.state;
    events.push(...passed.events);
  }
  const offered = answer(s, 'cache-lot', lot);
  return { state: offered.state, events: [...events, ...offered.events] };
}
