// The generated protocol schemas (docs/protocol), loaded into a validator: what the example clients and the docs'
// examples are checked against.
import { Ajv, type ValidateFunction } from 'ajv';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const DIR = join(import.meta.dirname, '..', '..', 'docs', 'protocol');

export class ProtocolSchemas {
  // Not strict: the schemas carry their own annotations (`x-answer`, `x-decline` …), which a validator ignores.
  private readonly ajv = new Ajv({ strict: false, allErrors: false });
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor() {
    for (const side of ['client', 'server']) this.ajv.addSchema(JSON.parse(readFileSync(join(DIR, `${side}.schema.json`), 'utf8')) as object, side);
  }

  /** Why `value` is not a `definition` of `side`'s schema (the first problem, with its path), or null. */
  problem(side: 'client' | 'server', definition: string, value: unknown): string | null {
    const ref = `${side}#/definitions/${definition}`;
    let validate = this.compiled.get(ref);
    if (!validate) {
      validate = this.ajv.compile({ $ref: ref });
      this.compiled.set(ref, validate);
    }
    if (validate(value)) return null;
    const error = validate.errors?.[0];
    return `${definition}: ${error?.instancePath || '(root)'} ${error?.message ?? 'invalid'} ${JSON.stringify(error?.params ?? {})}`;
  }

  /** The definitions of `side`'s schema. */
  definitions(side: 'client' | 'server'): string[] {
    return Object.keys((JSON.parse(readFileSync(join(DIR, `${side}.schema.json`), 'utf8')) as { definitions: object }).definitions);
  }
}
