// Mirrors engine views into the schema tree, mutating in place so Colyseus sends small patches:
// a field is written only when its value changed, lists are edited item by item, nothing is replaced.
import type { ArraySchema, MapSchema, Schema } from '@colyseus/schema';
import { canonicalJson } from '../rooms/dune/hash.ts';
import type { ForceCount, PlayerView, PrivateView } from '../rooms/dune/types.ts';
import { AwaitingSchema, ForceStackSchema, type DuneState, type ForceCountSchema, type PrivateSchema, SeatSchema, SpiceStackSchema } from './state.ts';

type Primitive = string | number | boolean;

function set<T extends Schema, K extends keyof T>(target: T, key: K, value: T[K] & Primitive): void {
  if (target[key] !== value) target[key] = value;
}

/**
 * The value each synced part was last given, per schema target (and field, for a string field holding JSON). Most
 * actions change a few parts of a view; a part equal to what it was is skipped, which is cheaper than reading the
 * schema (its lists are proxies) to find that nothing changed. Only this module writes the targets it syncs, so
 * the memo cannot go stale. The values are kept by reference: they come from views of immutable engine states and
 * must not be changed after being mirrored.
 */
const lastValue = new WeakMap<object, Map<string, unknown>>();

/** Whether `value` differs from what `target` (its field `key`, or the target as a whole) was last given; remembers it. */
function changed(target: object, value: unknown, key = ''): boolean {
  let memo = lastValue.get(target);
  if (!memo) {
    memo = new Map();
    lastValue.set(target, memo);
  }
  if (memo.has(key) && sameJson(memo.get(key), value)) return false;
  memo.set(key, value);
  return true;
}

/** Deep equality of plain JSON values (no string is built: cheaper than comparing JSON.stringify results). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) if (!sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  return true;
}

/** Sets a string field to the canonical JSON of `value` ('' for none), canonicalizing only when the value changed. */
function setJson<T extends Schema, K extends keyof T>(target: T, key: K & string, value: unknown): void {
  if (changed(target, value, key)) set(target, key, (value ? canonicalJson(value) : '') as T[K] & Primitive);
}

function syncStrings(list: ArraySchema<string>, values: readonly string[]): void {
  if (!changed(list, values)) return;
  // Keep the common prefix, then truncate and append. Assigning `list[i]` in a primitive array was observed to
  // decode wrongly on the client (a replaced value came back after a later truncation): never replace in place.
  let same = 0;
  while (same < list.length && same < values.length && list[same] === values[same]) same++;
  if (list.length > same) list.splice(same);
  for (let i = same; i < values.length; i++) list.push(values[i]!);
}

function syncList<S extends Schema, V>(list: ArraySchema<S>, values: readonly V[], create: () => S, assign: (item: S, value: V) => void): void {
  if (!changed(list, values)) return;
  for (let i = 0; i < values.length; i++) {
    if (i >= list.length) {
      const item = create();
      assign(item, values[i]!);
      list.push(item);
    } else assign(list[i]!, values[i]!);
  }
  if (list.length > values.length) list.splice(values.length);
}

function syncNumberMap(map: MapSchema<number>, values: Partial<Record<string, number>>): void {
  if (!changed(map, values)) return;
  for (const key of [...map.keys()]) if (values[key] === undefined) map.delete(key);
  for (const [key, value] of Object.entries(values)) if (value !== undefined && map.get(key) !== value) map.set(key, value);
}

/** A JSON object as a map of its fields, each as canonical JSON (canonicalized only when that field changed). */
function syncJsonFields(map: MapSchema<string>, value: object | null): void {
  if (!changed(map, value)) return;
  const fields = (value ?? {}) as Record<string, unknown>;
  for (const key of [...map.keys()])
    if (fields[key] === undefined) {
      map.delete(key);
      // Forgotten with it: the same value coming back later must be written again.
      lastValue.get(map)?.delete(key);
    }
  for (const [key, field] of Object.entries(fields)) {
    if (field === undefined || !changed(map, field, key)) continue;
    const text = canonicalJson(field);
    if (map.get(key) !== text) map.set(key, text);
  }
}

function syncCount(target: ForceCountSchema, value: ForceCount): void {
  set(target, 'regular', value.regular);
  set(target, 'elite', value.elite);
}

/** Writes the public part (identical for every viewer) into the root. */
export function mirrorPublic(root: DuneState, view: PlayerView): void {
  set(root, 'turn', view.turn);
  set(root, 'maxTurns', view.maxTurns);
  set(root, 'advanced', view.advanced);
  syncStrings(root.cards, view.cards);
  syncStrings(root.modules, view.modules);
  set(root, 'phase', view.phase);
  set(root, 'step', view.step);
  set(root, 'firstPlayer', view.firstPlayer ?? '');
  set(root.storm, 'sector', view.storm.sector ?? -1);
  syncStrings(root.storm.dialers, view.storm.dialers);
  syncNumberMap(root.storm.lastDials, view.storm.lastDials);
  set(root.storm, 'shieldWallDestroyed', view.storm.shieldWallDestroyed);
  syncList(
    root.seats,
    view.seats,
    () => new SeatSchema(),
    (item, seat) => {
      set(item, 'faction', seat.faction);
      set(item, 'seat', seat.seat);
      set(item, 'marker', seat.marker);
      syncCount(item.reserves, seat.reserves);
      syncCount(item.tanks, seat.tanks);
      syncStrings(item.leaders, seat.leaders);
      set(item, 'bribes', seat.bribes);
      set(item, 'handSize', seat.handSize);
    },
  );
  syncList(
    root.forces,
    view.forces,
    () => new ForceStackSchema(),
    (item, stack) => {
      set(item, 'faction', stack.faction);
      set(item, 'territory', stack.territory);
      set(item, 'sector', stack.sector);
      set(item, 'regular', stack.regular);
      set(item, 'elite', stack.elite);
      set(item, 'advisors', stack.advisors);
    },
  );
  syncList(
    root.spice,
    view.spice,
    () => new SpiceStackSchema(),
    (item, stack) => {
      set(item, 'territory', stack.territory);
      set(item, 'sector', stack.sector);
      set(item, 'amount', stack.amount);
    },
  );
  syncStrings(
    root.alliances,
    view.alliances.map(([a, b]) => `${a}+${b}`),
  );
  setJson(root, 'skills', view.skills.length > 0 ? view.skills : null);
  syncNumberMap(root.skillEscrow, view.skillEscrow);
  setJson(root, 'choam', view.choam);
  setJson(root, 'tupile', view.tupile);
  setJson(root, 'homeworlds', view.homeworlds.length > 0 ? view.homeworlds : null);
  syncJsonFields(root.round, view.round);
  setJson(root, 'victory', view.victory);
  setJson(root, 'karama', view.karama.window || view.karama.prevented.length > 0 || view.karama.powersUsed.length > 0 ? view.karama : null);
  setJson(root, 'cardWindow', view.cardWindow);
  set(root, 'interrupted', view.interrupted);
  set(root.decks, 'spice', view.decks.spice);
  syncStrings(root.decks.spiceDiscard, view.decks.spiceDiscard);
  syncStrings(root.decks.spiceDiscardB, view.decks.spiceDiscardB);
  set(root.decks, 'treachery', view.decks.treachery);
  set(root.decks, 'treacheryDiscard', view.decks.treacheryDiscard);
  set(root.decks, 'traitor', view.decks.traitor);
  syncStrings(root.decks.setAside, view.decks.setAside);
  syncList(
    root.awaiting,
    view.awaiting,
    () => new AwaitingSchema(),
    (item, a) => {
      set(item, 'seat', a.seat);
      set(item, 'kind', a.kind);
      set(item, 'id', a.id ?? '');
    },
  );
}

/** Writes one seat's private part into its @view child. */
export function mirrorPrivate(target: PrivateSchema, view: PrivateView): void {
  set(target, 'spice', view.spice);
  syncStrings(target.hand, view.hand);
  syncStrings(target.traitors, view.traitors);
  syncStrings(target.traitorOptions, view.traitorOptions);
  syncStrings(target.discardedTraitors, view.discardedTraitors);
  set(target, 'predictionFaction', view.prediction?.faction ?? '');
  set(target, 'predictionTurn', view.prediction?.turn ?? 0);
  // Decisions are canonicalized only when they changed (the same JSON gives the same canonical strings).
  if (changed(target, view.decisions, 'decisions')) syncStrings(target.decisions, view.decisions.map(canonicalJson));
  set(target, 'stormDial', view.stormDial ?? -1);
  set(target, 'stormCard', view.stormCard ?? -1);
  setJson(target, 'round', view.round);
  syncStrings(target.skillOffer, view.skillOffer);
  setJson(target, 'intelligence', view.intelligence.length > 0 ? view.intelligence : null);
}
