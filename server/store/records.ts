// What a store reads back is checked before anyone uses it: a record, a log entry, a snapshot or a journal line that
// does not have the shape the store wrote is a corrupt store, reported with where it was found, never cast and used.
// Every stored part also names its game and its place (a record its gameId and version, a log entry its game and
// version): a part of another game, or out of its place, is damage too, never read as part of this game.
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
  return checkStored(schema, parseStored(text, where), where);
}

function parseStored(text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CorruptRecordError(where, `not JSON (${(error as Error).message})`);
  }
}

/** Checks an already parsed stored item. */
export function checkStored<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  throw new CorruptRecordError(where, first ? `${first.path.join('.') || '(root)'}: ${first.message}` : 'invalid');
}

/** A stored record, which must be `gameId`'s: a record copied under another game's id is damage, not that game. */
export function readGameRecord(text: string, gameId: string, where: string): GameRecord {
  const record = readStored(GameRecordSchema, text, where) as unknown as GameRecord;
  checkRecordOwner(record, gameId, where);
  return record;
}

export function checkRecordOwner(record: Pick<GameRecord, 'gameId'>, gameId: string, where: string): void {
  if (record.gameId !== gameId) throw new CorruptRecordError(where, `the record is game ${record.gameId}'s, not ${gameId}'s (copied from it?)`);
}

/** A log entry as the stores keep it: with its game's id (entries stored before it carry none). */
const StoredLogEntrySchema = LogEntrySchema.extend({ game: z.string().regex(GAME_ID).optional() }).strict();

/** The JSON of a log entry as stored: its game's id first, then the entry. */
export const storedEntryJson = (gameId: string, entry: LogEntry): string => JSON.stringify({ game: gameId, ...entry });

/** A stored log entry (parsed JSON), checked to be `gameId`'s, without its game's id. */
export function checkStoredEntry(value: unknown, gameId: string, where: string): LogEntry {
  const { game, ...entry } = checkStored(StoredLogEntrySchema, value, where);
  if (game !== undefined && game !== gameId) throw new CorruptRecordError(where, `an entry of game ${game}, not of ${gameId}`);
  return entry as LogEntry;
}

export const readStoredEntry = (text: string, gameId: string, where: string): LogEntry => checkStoredEntry(parseStored(text, where), gameId, where);

/**
 * A log's versions are its entries' places: each one above the one before (entry-less commits leave gaps between
 * them, so no more can be asked), above `after` and at most `upTo`. Anything else is an entry twice, or out of place.
 */
export function checkEntryOrder(entries: readonly LogEntry[], where: string, after = 0, upTo = Number.POSITIVE_INFINITY): void {
  let previous = after;
  for (const entry of entries) {
    if (entry.version <= previous)
      throw new CorruptRecordError(where, `an entry for version ${entry.version} follows version ${previous} (an entry twice, or out of place)`);
    if (entry.version > upTo) throw new CorruptRecordError(where, `an entry for version ${entry.version}, past the game's version ${upTo}`);
    previous = entry.version;
  }
}
