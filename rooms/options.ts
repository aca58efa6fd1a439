// Create and join options, checked at the edge: a refusal names every field that failed (HTTP 400 to the client).
import { ServerError } from '@colyseus/core';
import type { z } from 'zod';
import { CreateOptionsSchema, JoinOptionsSchema, type CreateOptions, type JoinOptions } from '../schema/messages.ts';

/** A client's options as an object to look into (anything else counts as no options). */
export function optionsObject(options: unknown): Record<string, unknown> {
  return typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : {};
}

/** The creator sends create options (they list the factions); everyone else sends join options. */
export function isCreate(options: Record<string, unknown>): boolean {
  return 'factions' in options;
}

export function parseCreateOptions(options: Record<string, unknown>): CreateOptions {
  return parsed(CreateOptionsSchema.safeParse(options), 'create');
}

export function parseJoinOptions(options: Record<string, unknown>): JoinOptions {
  return parsed(JoinOptionsSchema.safeParse(options), 'join');
}

function parsed<T>(result: z.ZodSafeParseResult<T>, kind: 'create' | 'join'): T {
  if (result.success) return result.data;
  throw new ServerError(400, `invalid ${kind} options: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
}
