// Shape checks for what a client reads from the server (wire JSON fields, the lobby page). The server checks what
// arrives at it with zod; the SDK uses these few combinators instead, so that zod stays out of its browser bundle.

/** Checks `value`: null when it has the shape, otherwise what is wrong with it (and where). */
export type Shape = (value: unknown, path: string) => string | null;

const is =
  (what: string, test: (v: unknown) => boolean): Shape =>
  (v, path) =>
    test(v) ? null : `${path || 'value'}: expected ${what}`;

export const string: Shape = is('a string', (v) => typeof v === 'string');
export const boolean: Shape = is('a boolean', (v) => typeof v === 'boolean');
export const number: Shape = is('a number', (v) => typeof v === 'number' && Number.isFinite(v));
/** An integer in [min, max]. */
export const integer = (min = 0, max = Number.MAX_SAFE_INTEGER): Shape =>
  is(`an integer from ${min} to ${max}`, (v) => Number.isInteger(v) && (v as number) >= min && (v as number) <= max);
export const literal = (value: unknown): Shape => is(JSON.stringify(value), (v) => v === value);
export const oneOf = (values: readonly string[]): Shape => is(`one of ${values.join(', ')}`, (v) => typeof v === 'string' && values.includes(v));
export const nullable =
  (shape: Shape): Shape =>
  (v, path) =>
    v === null ? null : shape(v, path);

/** An array of at most `max` items, each of `item`'s shape. */
export function arrayOf(item: Shape, max = Number.MAX_SAFE_INTEGER): Shape {
  return (v, path) => {
    if (!Array.isArray(v)) return `${path || 'value'}: expected an array`;
    if (v.length > max) return `${path || 'value'}: more than ${max} items`;
    for (let i = 0; i < v.length; i++) {
      const problem = item(v[i], `${path}[${i}]`);
      if (problem) return problem;
    }
    return null;
  };
}

/** An object with these fields (others allowed unless `strict`). */
export function object(fields: Record<string, Shape>, strict = false): Shape {
  return (v, path) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return `${path || 'value'}: expected an object`;
    const record = v as Record<string, unknown>;
    for (const [key, shape] of Object.entries(fields)) {
      const problem = shape(record[key], path ? `${path}.${key}` : key);
      if (problem) return problem;
    }
    const extra = strict ? Object.keys(record).find((k) => !(k in fields)) : undefined;
    return extra === undefined ? null : `${path || 'value'}: unexpected field ${JSON.stringify(extra).slice(0, 40)}`;
  };
}

export const anything: Shape = () => null;

/** `value` as a T once it has `shape`; otherwise an Error naming `what` was malformed and why. */
export function checked<T>(shape: Shape, value: unknown, what: string): T {
  const problem = shape(value, '');
  if (problem) throw new Error(`the server sent a malformed ${what}: ${problem}`);
  return value as T;
}
