// Event and decision ids, numbered by audience (docs/ARCHITECTURE.md §10). Ids are seen by viewers and named by
// actions, so they must not count what a viewer cannot see. What everyone sees (public events and decisions, Karama
// windows) takes the public counter: `e<p>`. What one seat alone sees (an event addressed to it, its secret decision)
// takes `e<q>.<k>`: q is the last public number issued so far, k that seat's own counter. Each seat's sequence,
// ordered by (q, k) with `e<p>` as (p, 0), is then in creation order and has no gap made by another seat's secrets.
// Games stored by earlier builds (`config.ids` absent) keep their single counter, `e<n>` for everything.
import type { Decision, Draft, GameConfig, GameConfigInput, Seat } from './types.ts';

/** Who sees an item an id is minted for: everyone, or one seat alone. */
export type Audience = Seat | 'everyone';

/** A fresh id for an item `audience` sees. */
export function mintId(state: Draft, audience: Audience): string {
  if (audience === 'everyone' || state.config.ids !== 'audience') return `e${state.nextEvent++}`;
  state.privateIds ??= {};
  const k = state.privateIds[audience] ?? 1;
  state.privateIds[audience] = k + 1;
  return `e${state.nextEvent - 1}.${k}`;
}

/**
 * Two seats' own ids may be equal (each counts its own), so a decision is told apart by its seat and id together;
 * public ids, and every id of a legacy game, are unique by themselves.
 */
export function sameDecision(a: Pick<Decision, 'seat' | 'id'>, b: Pick<Decision, 'seat' | 'id'>): boolean {
  return a.id === b.id && a.seat === b.seat;
}

/** A key unique among a game's open decisions (room-side maps of them): the id, qualified by its seat if it is the seat's own. */
export function decisionKey(decision: Pick<Decision, 'seat' | 'id'>): string {
  return decision.id.includes('.') ? `${decision.seat}:${decision.id}` : decision.id;
}

/**
 * The config a stored game is replayed from: its own, where a missing key means the game was created by an earlier
 * build — a missing `ids` numbers every id from one counter, a missing `rules` plays rules edition 1 (rules-edition.ts)
 * — and normalizeConfig then leaves both keys out again, so its hash is unchanged.
 */
export function replayConfig(config: GameConfig): GameConfigInput {
  return { ...config, ids: config.ids ?? 'shared', rules: config.rules ?? 1 };
}

/** An id's place in its viewer's sequence: `e<p>` is [p, 0], `e<q>.<k>` is [q, k]; null for anything else. */
export function idOrder(id: string): [number, number] | null {
  const match = /^e(\d{1,9})(?:\.(\d{1,9}))?$/.exec(id);
  return match ? [Number(match[1]), match[2] === undefined ? 0 : Number(match[2])] : null;
}

/** Orders event and decision ids as they were created (as far as one viewer sees them); unknown forms go last. */
export function compareIds(a: string, b: string): number {
  const x = idOrder(a);
  const y = idOrder(b);
  if (!x || !y) return (x ? 0 : 1) - (y ? 0 : 1);
  return x[0] - y[0] || x[1] - y[1];
}
