// Structural sharing after the fact. The engine copies the whole state on every action and views are built afresh,
// so a room holding its latest state and views would keep a whole new copy of each per action. Where a part of the
// new value is deep-equal to the same part of the previous one, the previous object is kept instead: a room then
// holds only what changed, and the fresh copies die young (cheap for the collector). Both values are plain JSON
// that nobody changes once published (the engine's states and views are immutable by contract).

/**
 * `next`, with each part deep-equal to the same part of `prev` replaced by prev's (prev itself when the whole is
 * equal). `next` is changed in place: it must be fresh, not yet seen by anyone but the caller.
 */
export function shareUnchanged<T>(prev: T, next: T): T {
  return share(prev, next) ? prev : next;
}

/** Whether `next` is deep-equal to `prev`; either way, its parts equal to prev's are replaced by them. */
function share(prev: unknown, next: unknown): boolean {
  if (prev === next) return true;
  if (typeof prev !== 'object' || typeof next !== 'object' || prev === null || next === null) return false;
  if (Array.isArray(next)) {
    if (!Array.isArray(prev)) return false;
    let same = prev.length === next.length;
    const common = Math.min(prev.length, next.length);
    for (let i = 0; i < common; i++) {
      if (share(prev[i], next[i])) next[i] = prev[i];
      else same = false;
    }
    return same;
  }
  if (Array.isArray(prev)) return false;
  const before = prev as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  let same = true;
  // Keys counted with for…in (no Object.keys arrays): equal counts and every key of next equal means equal objects.
  let keys = 0;
  for (const key in after) {
    keys++;
    if (share(before[key], after[key])) {
      if (after[key] !== before[key]) after[key] = before[key];
    } else same = false;
  }
  if (!same) return false;
  for (const _ in before) keys--;
  return keys === 0;
}
