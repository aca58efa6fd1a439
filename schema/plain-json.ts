// Plain, bounded JSON: what the engine's own documents are made of. Anything from outside that is meant to be such
// a document is checked with this before it is trusted: no prototype keys (`__proto__`, `constructor`,
// `prototype`), only plain objects and arrays, finite numbers, and limits on depth, length and size.
import { z } from 'zod';

export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export interface JsonLimits {
  depth: number;
  /** Longest string, array and object (in keys). */
  length: number;
}

const DEFAULT_LIMITS: JsonLimits = { depth: 24, length: 10_000 };

/** Why `value` is not plain bounded JSON (with the path), or null. */
export function plainJsonProblem(value: unknown, limits: JsonLimits = DEFAULT_LIMITS, path = '', depth = 0): string | null {
  if (value === null || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : `${path || '(root)'}: not a finite number`;
  if (typeof value === 'string') return value.length <= limits.length ? null : `${path || '(root)'}: string longer than ${limits.length}`;
  if (typeof value !== 'object') return `${path || '(root)'}: ${typeof value} is not JSON`;
  if (depth >= limits.depth) return `${path || '(root)'}: nested deeper than ${limits.depth}`;
  if (Array.isArray(value)) {
    if (value.length > limits.length) return `${path || '(root)'}: more than ${limits.length} items`;
    for (let i = 0; i < value.length; i++) {
      const problem = plainJsonProblem(value[i], limits, `${path}[${i}]`, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return `${path || '(root)'}: not a plain object`;
  const keys = Object.keys(value);
  if (keys.length > limits.length) return `${path || '(root)'}: more than ${limits.length} keys`;
  for (const key of keys) {
    if (FORBIDDEN_KEYS.has(key)) return `${path ? `${path}.` : ''}${key}: forbidden key`;
    const problem = plainJsonProblem((value as Record<string, unknown>)[key], limits, path ? `${path}.${key}` : key, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/** A zod schema accepting plain bounded JSON as it is. */
export const plainJson = z.custom<unknown>().superRefine((value, ctx) => {
  const problem = plainJsonProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/**
 * JSON.parse that refuses prototype keys anywhere (JSON.parse itself makes `__proto__` an own key, which code that
 * later copies or indexes with it may turn into a prototype change).
 */
export function parsePlainJson(text: string, limits?: JsonLimits): { ok: true; value: unknown } | { ok: false; problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: `not JSON (${(error as Error).message})` };
  }
  const problem = plainJsonProblem(value, limits);
  return problem ? { ok: false, problem } : { ok: true, value };
}
