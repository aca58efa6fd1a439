// A JSON Schema as a short line of text, for the human-readable reference (REFERENCE.md): `{ territory: TerritoryId,
// sector: 0–18 } | null`. Named definitions stay names (each is listed under its own heading or is an id list).

type Schema = Record<string, unknown>;

const refName = (ref: string): string => ref.slice(ref.lastIndexOf('/') + 1);

function range(s: Schema, unit: string): string {
  const min = s.minimum as number | undefined;
  const max = s.maximum as number | undefined;
  if (min !== undefined && max !== undefined) return `${unit} ${min}–${max}`;
  if (min !== undefined) return `${unit} ≥ ${min}`;
  return max !== undefined ? `${unit} ≤ ${max}` : unit;
}

function lengths(s: Schema, what: string): string {
  const min = (s.minLength ?? s.minItems) as number | undefined;
  const max = (s.maxLength ?? s.maxItems) as number | undefined;
  if (min === undefined && max === undefined) return what;
  return `${what} (${min ?? 0}–${max ?? '∞'})`;
}

/** The type of `s` in a line; `depth` keeps nested objects from growing without end. */
export function typeText(s: Schema | boolean | undefined, depth = 0): string {
  if (s === undefined || s === true) return 'any';
  if (s === false) return 'never';
  if (typeof s.$ref === 'string') return refName(s.$ref);
  if ('const' in s) return JSON.stringify(s.const);
  if (Array.isArray(s.enum)) return s.enum.length > 12 ? `one of ${s.enum.length} strings` : s.enum.map((v) => JSON.stringify(v)).join(' | ');
  for (const key of ['anyOf', 'oneOf'] as const) if (Array.isArray(s[key])) return (s[key] as Schema[]).map((x) => typeText(x, depth)).join(' | ');
  if (Array.isArray(s.allOf)) return (s.allOf as Schema[]).map((x) => typeText(x, depth)).join(' & ');
  const type = s.type;
  if (Array.isArray(type)) return type.map((t) => typeText({ ...s, type: t }, depth)).join(' | ');
  switch (type) {
    case 'string':
      return typeof s.pattern === 'string' ? `string /${s.pattern}/` : lengths(s, 'string');
    case 'integer':
      return range(s, 'integer');
    case 'number':
      return range(s, 'number');
    case 'boolean':
    case 'null':
      return type;
    case 'array': {
      if (Array.isArray(s.items)) return `[${(s.items as Schema[]).map((x) => typeText(x, depth)).join(', ')}]`;
      const item = typeText(s.items as Schema, depth);
      return lengths(s, `${/[ |&]/.test(item) ? `(${item})` : item}[]`);
    }
    case 'object':
      return objectText(s, depth);
    default:
      return 'any';
  }
}

function objectText(s: Schema, depth: number): string {
  const properties = (s.properties ?? {}) as Record<string, Schema>;
  const keys = Object.keys(properties);
  if (keys.length === 0) {
    const values = s.additionalProperties;
    if (values && typeof values === 'object') {
      const key = s.propertyNames ? typeText(s.propertyNames as Schema, depth) : 'string';
      return `{ [${key}]: ${typeText(values as Schema, depth)} }`;
    }
    return '{}';
  }
  if (depth >= 2) return '{ … }';
  const required = new Set((s.required ?? []) as string[]);
  return `{ ${keys.map((k) => `${k}${required.has(k) ? '' : '?'}: ${typeText(properties[k], depth + 1)}`).join(', ')} }`;
}

/** The fields of an object schema, one line each: name, type, and the first sentence of its description. */
export function fieldLines(s: Schema): string[] {
  const properties = (s.properties ?? {}) as Record<string, Schema>;
  const required = new Set((s.required ?? []) as string[]);
  return Object.entries(properties).map(([key, value]) => {
    const about = typeof value.description === 'string' ? ` — ${value.description.replace(/\s+/g, ' ')}` : '';
    return `- \`${key}\`${required.has(key) ? '' : ' (optional)'}: \`${typeText(value, 1)}\`${about}`;
  });
}
