// Mirrors engine views into the schema tree, mutating in place so Colyseus sends small patches:
// a field is written only when its value changed, lists are edited item by item, nothing is replaced.
import type { ArraySchema, MapSchema, Schema } from '@colyseus/schema';
import { canonicalJson } from '../rooms/dune/hash.ts';
import type { ForceCount, PlayerView, PrivateView } from '../rooms/dune/types.ts';
import {
  AwaitingSchema,
  ForceStackSchema,
  JsonListSchema,
  type DuneState,
  type ForceCountSchema,
  type PrivateSchema,
  SeatSchema,
  SpiceStackSchema,
} from './state.ts';

type Primitive = string | number | boolean;

/** A private view as last shown, with its decisions' canonical JSON (what the tree holds). */
interface ShownPrivate {
  view: PrivateView;
  decisions: string[];
}

/**
 * Keeps one schema tree equal to the views it is given. It remembers the views it last mirrored and compares the
 * next ones with them, part by part, rather than with the tree: most actions change a few parts of a view, and the
 * tree's lists are proxies, slow to read. Only the projection writes the parts it syncs, so what it remembers is
 * what the tree holds. The views are kept by reference: they come from immutable engine states and must not be
 * changed after being shown. Before a tree's first view nothing is remembered and the tree itself is compared.
 */
export class Projection {
  private shownPublic: PlayerView | undefined;
  private readonly shownPrivate = new Map<PrivateSchema, ShownPrivate>();

  /** Writes the public part (identical for every viewer) into the root. */
  showPublic(root: DuneState, view: PlayerView): void {
    mirrorPublic(root, this.shownPublic, view);
    this.shownPublic = view;
  }

  /** Writes one seat's private part into its @view child. */
  showPrivate(target: PrivateSchema, view: PrivateView): void {
    const shown = this.shownPrivate.get(target);
    const decisions = shown && sameJson(shown.view.decisions, view.decisions) ? shown.decisions : view.decisions.map(canonicalJson);
    mirrorPrivate(target, shown, view, decisions);
    this.shownPrivate.set(target, { view, decisions });
  }
}

function set<T extends Schema, K extends keyof T>(target: T, key: K, value: T[K] & Primitive): void {
  if (target[key] !== value) target[key] = value;
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
  // Counted with for…in rather than compared as Object.keys arrays: no array is built (a quarter faster on views).
  let keys = 0;
  for (const key in a) {
    keys++;
    if (!sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  for (const _ in b) keys--;
  return keys === 0;
}

/** Sets a string field to the canonical JSON of `value` ('' for none), canonicalizing only when the value changed. */
function setJson<T extends Schema, K extends keyof T>(target: T, key: K & string, shown: unknown, value: unknown): void {
  if (shown === undefined || !sameJson(shown, value)) set(target, key, (value ? canonicalJson(value) : '') as T[K] & Primitive);
}

function syncStrings(list: ArraySchema<string>, shown: readonly string[] | undefined, values: readonly string[]): void {
  if (shown === values) return;
  const held = shown ?? list.toArray();
  // Keep the common prefix, then truncate and append. Assigning `list[i]` in a primitive array was observed to
  // decode wrongly on the client (a replaced value came back after a later truncation): never replace in place.
  let same = 0;
  while (same < held.length && same < values.length && held[same] === values[same]) same++;
  if (same === held.length && same === values.length) return;
  if (held.length > same) list.splice(same);
  for (let i = same; i < values.length; i++) list.push(values[i]!);
}

function syncList<S extends Schema, V>(
  list: ArraySchema<S>,
  shown: readonly V[] | undefined,
  values: readonly V[],
  create: () => S,
  assign: (item: S, shown: V | undefined, value: V) => void,
): void {
  if (shown === values) return;
  const held = shown?.length ?? list.length;
  for (let i = 0; i < values.length; i++) {
    if (i >= held) {
      const item = create();
      assign(item, undefined, values[i]!);
      list.push(item);
    } else if (shown === undefined || !sameJson(shown[i], values[i])) assign(list[i]!, shown?.[i], values[i]!);
  }
  if (held > values.length) list.splice(values.length);
}

function syncNumberMap(map: MapSchema<number>, shown: Partial<Record<string, number>> | undefined, values: Partial<Record<string, number>>): void {
  if (shown !== undefined && sameJson(shown, values)) return;
  for (const key of [...map.keys()]) if (values[key] === undefined) map.delete(key);
  for (const [key, value] of Object.entries(values)) if (value !== undefined && map.get(key) !== value) map.set(key, value);
}

/**
 * The public round as fields (canonical JSON, canonicalized only when that field changed): its lists item by item in
 * `roundLists`, everything else in `round`.
 */
function syncRound(root: DuneState, shown: object | null | undefined, value: object | null): void {
  if (shown !== undefined && sameJson(shown, value)) return;
  const before = (shown ?? undefined) as Record<string, unknown> | undefined;
  const fields = (value ?? {}) as Record<string, unknown>;
  for (const key of [...root.round.keys()]) if (fields[key] === undefined || Array.isArray(fields[key])) root.round.delete(key);
  for (const key of [...root.roundLists.keys()]) if (!Array.isArray(fields[key])) root.roundLists.delete(key);
  for (const [key, field] of Object.entries(fields)) {
    if (field === undefined || (before?.[key] !== undefined && sameJson(before[key], field))) continue;
    if (Array.isArray(field)) {
      let list = root.roundLists.get(key);
      if (!list) {
        list = new JsonListSchema();
        root.roundLists.set(key, list);
      }
      // Before a tree's first view the tree's items are compared; after it, the list as last shown (none if it was not one).
      const held = shown === undefined ? undefined : Array.isArray(before?.[key]) ? (before[key] as unknown[]) : [];
      syncJsonItems(list.items, held, field);
      continue;
    }
    const text = canonicalJson(field);
    if (root.round.get(key) !== text) root.round.set(key, text);
  }
}

/** A list of JSON values as their canonical JSON: the common prefix kept, the rest truncated and appended. */
function syncJsonItems(list: ArraySchema<string>, shown: readonly unknown[] | undefined, values: readonly unknown[]): void {
  const tree = shown === undefined ? list.toArray() : undefined;
  const held = shown?.length ?? tree!.length;
  let same = 0;
  while (same < held && same < values.length && (tree ? tree[same] === canonicalJson(values[same]) : sameJson(shown![same], values[same]))) same++;
  // As in syncStrings: never replace an item in place.
  if (held > same) list.splice(same);
  for (let i = same; i < values.length; i++) list.push(canonicalJson(values[i]));
}

function syncCount(target: ForceCountSchema, value: ForceCount): void {
  set(target, 'regular', value.regular);
  set(target, 'elite', value.elite);
}

function mirrorPublic(root: DuneState, shown: PlayerView | undefined, view: PlayerView): void {
  set(root, 'turn', view.turn);
  set(root, 'maxTurns', view.maxTurns);
  set(root, 'advanced', view.advanced);
  set(root, 'rules', view.rules);
  syncStrings(root.cards, shown?.cards, view.cards);
  syncStrings(root.modules, shown?.modules, view.modules);
  set(root, 'phase', view.phase);
  set(root, 'step', view.step);
  set(root, 'firstPlayer', view.firstPlayer ?? '');
  set(root.storm, 'sector', view.storm.sector ?? -1);
  syncStrings(root.storm.dialers, shown?.storm.dialers, view.storm.dialers);
  syncNumberMap(root.storm.lastDials, shown?.storm.lastDials, view.storm.lastDials);
  set(root.storm, 'shieldWallDestroyed', view.storm.shieldWallDestroyed);
  syncList(
    root.seats,
    shown?.seats,
    view.seats,
    () => new SeatSchema(),
    (item, before, seat) => {
      set(item, 'faction', seat.faction);
      set(item, 'seat', seat.seat);
      set(item, 'marker', seat.marker);
      syncCount(item.reserves, seat.reserves);
      syncCount(item.tanks, seat.tanks);
      syncStrings(item.leaders, before?.leaders, seat.leaders);
      set(item, 'bribes', seat.bribes);
      set(item, 'handSize', seat.handSize);
      syncStrings(item.leaderIds, before?.leaderIds, seat.leaderIds);
    },
  );
  syncList(
    root.forces,
    shown?.forces,
    view.forces,
    () => new ForceStackSchema(),
    (item, _before, stack) => {
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
    shown?.spice,
    view.spice,
    () => new SpiceStackSchema(),
    (item, _before, stack) => {
      set(item, 'territory', stack.territory);
      set(item, 'sector', stack.sector);
      set(item, 'amount', stack.amount);
    },
  );
  if (shown === undefined || !sameJson(shown.alliances, view.alliances))
    syncStrings(
      root.alliances,
      shown?.alliances.map(([a, b]) => `${a}+${b}`),
      view.alliances.map(([a, b]) => `${a}+${b}`),
    );
  setJson(root, 'skills', shown && (shown.skills.length > 0 ? shown.skills : null), view.skills.length > 0 ? view.skills : null);
  syncNumberMap(root.skillEscrow, shown?.skillEscrow, view.skillEscrow);
  setJson(root, 'choam', shown?.choam, view.choam);
  setJson(root, 'tupile', shown?.tupile, view.tupile);
  setJson(root, 'sandtrout', shown?.sandtrout, view.sandtrout);
  setJson(root, 'techTokens', shown?.techTokens, view.techTokens);
  setJson(root, 'tleilaxu', shown?.tleilaxu, view.tleilaxu);
  setJson(root, 'ixians', shown?.ixians, view.ixians);
  setJson(root, 'strongholdCards', shown?.strongholdCards, view.strongholdCards);
  setJson(root, 'richese', shown?.richese, view.richese);
  setJson(root, 'ecaz', shown?.ecaz, view.ecaz);
  setJson(root, 'moritani', shown?.moritani, view.moritani);
  setJson(root, 'nexusCards', shown?.nexusCards, view.nexusCards);
  setJson(root, 'discovery', shown?.discovery, view.discovery);
  setJson(root, 'homeworlds', shown && (shown.homeworlds.length > 0 ? shown.homeworlds : null), view.homeworlds.length > 0 ? view.homeworlds : null);
  syncRound(root, shown?.round, view.round);
  setJson(root, 'victory', shown?.victory, view.victory);
  setJson(root, 'karama', shown && shownKarama(shown), shownKarama(view));
  setJson(root, 'cardWindow', shown?.cardWindow, view.cardWindow);
  set(root, 'interrupted', view.interrupted);
  set(root.decks, 'spice', view.decks.spice);
  syncStrings(root.decks.spiceDiscard, shown?.decks.spiceDiscard, view.decks.spiceDiscard);
  syncStrings(root.decks.spiceDiscardB, shown?.decks.spiceDiscardB, view.decks.spiceDiscardB);
  set(root.decks, 'treachery', view.decks.treachery);
  set(root.decks, 'treacheryDiscard', view.decks.treacheryDiscard);
  set(root.decks, 'traitor', view.decks.traitor);
  syncStrings(root.decks.setAside, shown?.decks.setAside, view.decks.setAside);
  syncList(
    root.awaiting,
    shown?.awaiting,
    view.awaiting,
    () => new AwaitingSchema(),
    (item, _before, a) => {
      set(item, 'seat', a.seat);
      set(item, 'kind', a.kind);
      set(item, 'id', a.id ?? '');
    },
  );
}

/** The Karama part as the tree holds it: null while there is neither a window nor a standing prevention. */
function shownKarama(view: PlayerView): PlayerView['karama'] | null {
  const k = view.karama;
  return k.window || k.prevented.length > 0 || k.powersUsed.length > 0 ? k : null;
}

function mirrorPrivate(target: PrivateSchema, shown: ShownPrivate | undefined, view: PrivateView, decisions: string[]): void {
  const before = shown?.view;
  set(target, 'spice', view.spice);
  syncStrings(target.hand, before?.hand, view.hand);
  syncStrings(target.traitors, before?.traitors, view.traitors);
  syncStrings(target.traitorOptions, before?.traitorOptions, view.traitorOptions);
  syncStrings(target.discardedTraitors, before?.discardedTraitors, view.discardedTraitors);
  set(target, 'predictionFaction', view.prediction?.faction ?? '');
  set(target, 'predictionTurn', view.prediction?.turn ?? 0);
  syncStrings(target.decisions, shown?.decisions, decisions);
  set(target, 'stormDial', view.stormDial ?? -1);
  set(target, 'stormCard', view.stormCard ?? -1);
  setJson(target, 'round', before?.round, view.round);
  syncStrings(target.skillOffer, before?.skillOffer, view.skillOffer);
  setJson(
    target,
    'intelligence',
    before && (before.intelligence.length > 0 ? before.intelligence : null),
    view.intelligence.length > 0 ? view.intelligence : null,
  );
  setJson(target, 'tradeOffer', before?.tradeOffer, view.tradeOffer);
  syncStrings(target.faceDancers, before?.faceDancers, view.faceDancers);
  syncStrings(target.richeseCache, before?.richeseCache, view.richeseCache);
  set(target, 'richeseNoField', view.richeseNoField ?? -1);
  setJson(target, 'terror', before?.terror, view.terror);
  set(target, 'nexusCard', view.nexusCard ?? '');
  set(target, 'nexusBought', view.nexusBought ?? '');
  setJson(target, 'discoveries', before && (before.discoveries.length > 0 ? before.discoveries : null), view.discoveries.length > 0 ? view.discoveries : null);
}
