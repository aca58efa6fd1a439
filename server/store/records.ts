// What a store reads back is checked before anyone uses it: a record, a log entry, a snapshot or a journal line that
// does not have the shape the store wrote is a corrupt store, reported with where it was found, never cast and used.
// The engine state and the room's control data inside a record are held to plain, bounded JSON here (no prototype
// keys); their full schemas and the engine's invariants are checked where a game is installed (rooms/opening.ts,
// the admin import), so that listing or exporting a game does not pay for them.
import { z } from 'zod';
import { ActionSchema } from '../../schema/messages.ts';
import { faction } from '../../schema/actions/common.ts';
import { DamagedRecordError, type GameRecord, type LogEntry } from '../../rooms/records.ts';
import { GAME_ID } from './ids.ts';
import { plainJson } from '../../schema/plain-json.ts';

const count = z.number().int().min(0);

export const GameRecordSchema = z
  .object({
    gameId: z.string().regex(GAME_ID),
    version: count,
    // Plain JSON is checked on the value as read (before any copy), then the format.
    state: plainJson.pipe(z.object({ format: z.union([z.literal(1), z.literal(2), z.literal(3)]) }).loose()),
    seats: z.array(z.tuple([faction, z.string().regex(/^[0-9a-f]{64}$/)])).max(6),
    control: plainJson,
    createdAt: z.number(),
    updatedAt: z.number(),
  })
  .strict();

export const LogEntrySchema = z.object({ version: z.number().int().min(1), seat: faction, action: ActionSchema, at: z.number() }).strict();

/** A stored item that failed its schema (or is not JSON): the store is damaged at `where`. */
export class CorruptRecordError extends DamagedRecordError {
  override name = 'CorruptRecordError';
}

/** Parses and checks one stored item; throws CorruptRecordError naming `where` otherwise. */
export function readStored<T>(schema: z.ZodType<T>, text: string, where: string): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new CorruptRecordError(where, `not JSON (${(error as Error).message})`);
  }
  return checkStored(schema, value, where);
}

/** Checks an already parsed stored item. */
export function checkStored<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  throw new CorruptRecordError(where, first ? `${first.path.join('.') || '(root)'}: ${first.message}` : 'invalid');
}

export const readRecord = (text: string, where: string): GameRecord => readStored(GameRecordSchema, text, where) as unknown as GameRecord;
export const readLogEntry = (text: string, where: string): LogEntry => readStored(LogEntrySchema, text, where) as LogEntry;
