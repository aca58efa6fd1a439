// The engine trusts nothing that arrives: the wire's schema checks every action, but a direct caller (a test, a
// replayed log, a tool) may pass anything. applyAction refuses what is not plain JSON data, and a handler's check
// asks these of the fields it reads before reading them, so a malformed action is refused, never a throw.
import type { Faction } from './types.ts';

/** A list (of anything). */
export function isList(value: unknown): value is readonly unknown[] {
  return Array.isArray(value);
}

/** An object that is not a list. */
export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A list of strings (card, territory or faction ids; which ids are known is the check's own question). */
export function isStringList(value: unknown): value is readonly string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

/** A list of objects (placements, groups, plays); what each holds is the check's own question. */
export function isRecordList(value: unknown): value is readonly Readonly<Record<string, unknown>>[] {
  return Array.isArray(value) && value.every(isRecord);
}

/** A place on the board as an action names it: a territory id and a sector number (which are real, the check asks). */
export function isSpotShape(value: unknown): value is { territory: string; sector: number } {
  return isRecord(value) && typeof value.territory === 'string' && typeof value.sector === 'number';
}

const MAX_DEPTH = 8;

/**
 * JSON data as the wire carries it: strings, finite numbers, booleans, null, lists and plain objects, not nested
 * deeper than an action ever is. A missing field (undefined) is allowed: each check says which fields it needs.
 */
export function isPlainData(value: unknown, depth = 0): boolean {
  if (value === null || value === undefined || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (depth >= MAX_DEPTH || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.every((v) => isPlainData(v, depth + 1));
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  return Object.values(value).every((v) => isPlainData(v, depth + 1));
}

/** Whether `value` names a faction seated in this game: looked up in the seating, never as a key of an object. */
export function isSeated(state: { readonly seating: readonly Faction[] }, value: unknown): value is Faction {
  return state.seating.includes(value as Faction);
}
