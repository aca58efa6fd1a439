// Deep copy of plain JSON data (the engine's state, decisions and views are plain JSON by contract).
// Much cheaper than structuredClone, whose per-call overhead dominated applyAction.
export function cloneJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = cloneJson(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) if (Object.hasOwn(value, key)) out[key] = cloneJson((value as Record<string, unknown>)[key]);
  return out as T;
}
