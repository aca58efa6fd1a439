// Deep copy of plain JSON data (the engine's state, decisions and views are plain JSON by contract).
// Much cheaper than structuredClone, whose per-call overhead dominated applyAction. A spread copies an object's
// fields at once (in their order) and a slice an array's, so only nested objects are visited one by one.
export function cloneJson<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out = value.slice();
    for (let i = 0; i < out.length; i++) {
      const item: unknown = out[i];
      if (typeof item === 'object' && item !== null) out[i] = cloneJson(item);
    }
    return out as T;
  }
  const out = { ...value } as Record<string, unknown>;
  for (const key in out) {
    const item = out[key];
    if (typeof item === 'object' && item !== null) out[key] = cloneJson(item);
  }
  return out as T;
}

/** Keys of T whose values are objects or arrays: they must be copied, not shared. */
type Nested<T> = { [K in keyof T]-?: Exclude<T[K], undefined | null> extends string | number | boolean ? never : K }[keyof T];

/**
 * `copy` itself; it compiles only when `K` names every nested key of T, so that a nested field added to a type
 * cannot build until its copier handles it (the missing keys are the expected second argument).
 */
export function copying<T, K extends Nested<T>>(
  copy: (value: T) => T,
  ..._missing: [Exclude<Nested<T>, K>] extends [never] ? [] : [Exclude<Nested<T>, K>]
): (value: T) => T {
  return copy;
}
