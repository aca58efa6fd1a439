// Create and join options, checked at the edge: a refusal (BAD_OPTIONS, or BAD_GAME_ID) names every field that failed.
import { refuse } from './refuse.ts';
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
  const issues = result.error.issues;
  const text = issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  refuse(issues.every((i) => i.path[0] === 'gameId') ? 'BAD_GAME_ID' : 'BAD_OPTIONS', `invalid ${kind} options: ${text}`);
}
