// FileStore's lines: the journal (one line per commit since the snapshot) and the action log (one line per entry),
// each `<sum> <json>\n` with sum the first 16 hex digits of the SHA-256 of the JSON. Reading checks every line: its
// checksum, its shape, its game and its place. What a crash leaves is told apart from damage here (file.ts header).
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { GAME_ID } from './ids.ts';
import {
  checkEntryOrder,
  checkRecordOwner,
  checkStored,
  checkStoredEntry,
  CorruptRecordError,
  GameRecordSchema,
  LogEntrySchema,
  storedEntryJson,
} from './records.ts';
import { applyTail, MetaSchema, type Meta } from './tail.ts';
import type { GameRecord, LogEntry } from './types.ts';

const JournalLineSchema = z
  .object({
    game: z.string().regex(GAME_ID).optional(),
    seq: z.number().int().min(1).optional(),
    log: z.string().min(1),
    after: z.number().int().min(0).optional(),
    record: GameRecordSchema.optional(),
    version: z.number().int().min(0).optional(),
    updatedAt: z.number().optional(),
    actions: z.number().int().min(0).optional(),
    meta: MetaSchema.optional(),
    entries: z.array(LogEntrySchema).optional(),
    entry: LogEntrySchema.nullable().optional(),
    fence: z.number().int().min(1).optional(),
  })
  .strict()
  .refine((line) => line.record !== undefined || (line.version !== undefined && line.updatedAt !== undefined && line.after !== undefined), {
    message: 'a journal line has its record, or its version, updatedAt and the version it continues',
  });

export interface JournalLine {
  /** The game this line belongs to (absent in lines written before games were named in them). */
  game?: string;
  /** Its place: 1 for the first line after the snapshot, and so on (absent in lines written before places). */
  seq?: number;
  /** The snapshot log this line continues (a line of an earlier log, after an import, is ignored). */
  log: string;
  /** The version this commit was made on (absent in lines written before batches: record.version - 1). */
  after?: number;
  /** The whole record (lines written before tails, and every line with `snapshotEvery: 1`). */
  record?: GameRecord;
  /** Without a record: the version, time and engine action count the commit reached. */
  version?: number;
  updatedAt?: number;
  actions?: number;
  /** Seats and control, in a commit without entries. */
  meta?: Meta;
  /** The commit's log entries, in order (lines written before batches carry `entry` instead). */
  entries?: LogEntry[];
  entry?: LogEntry | null;
  /** The fence token of the lock its writer held (absent in lines written before fencing, or without a writer). */
  fence?: number;
}

export const sumOf = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** A line as written: the checksum of its JSON, a space, the JSON, a newline. */
const lineOf = (json: string): string => `${sumOf(json)} ${json}\n`;

export const journalText = (line: JournalLine): string => lineOf(JSON.stringify(line));

/** Log lines as written: each entry with its game's id, its version being its place. */
export const logText = (gameId: string, entries: readonly LogEntry[]): string => entries.map((e) => lineOf(storedEntryJson(gameId, e))).join('');

/** The JSON of one whole journal or log line, its checksum verified (lines written before checksums have none). */
function checkedLineJson(text: string, where: string): unknown {
  const checked = /^([0-9a-f]{16}) ([\s\S]*)$/.exec(text);
  if (checked && sumOf(checked[2]!) !== checked[1]) throw new CorruptRecordError(where, 'the line does not match its checksum');
  try {
    return JSON.parse(checked ? checked[2]! : text);
  } catch (error) {
    throw new CorruptRecordError(where, `not JSON (${(error as Error).message})`);
  }
}

/** The entries of the log's first `logBytes` (read by the caller), each `gameId`'s, in order, none past `upTo`. */
export function readLogText(text: string, gameId: string, file: string, upTo: number): LogEntry[] {
  const entries = text
    .split('\n')
    .filter((line) => line !== '')
    .map((line, i) => checkStoredEntry(checkedLineJson(line, `${file} line ${i + 1}`), gameId, `${file} line ${i + 1}`));
  checkEntryOrder(entries, file, 0, upTo);
  return entries;
}

/** What the journal holds past the snapshot. */
export interface JournalRead {
  /** The newest record (the snapshot's, or the last line's). */
  record: GameRecord;
  /** Entries of the journal lines after the snapshot, and how many such lines there are. */
  entries: LogEntry[];
  lines: number;
  /** Journal bytes holding those lines (and skipped leftovers); anything after is a torn tail. */
  journalBytes: number;
}

/** The snapshot a journal continues. */
export interface JournalBase {
  gameId: string;
  log: string;
  record: GameRecord;
}

const NEWLINE = 0x0a;

/**
 * The journal lines that continue `base`, applied in order. What a crash leaves is skipped: a torn last line, and
 * before every other line, lines already folded into the snapshot (same log, versions up to the snapshot's) or lines
 * of the log an import replaced (then every whole line is one: the next commit empties the journal). Anything else
 * is damage: a line of another game anywhere, a line of another log among this log's lines, a line twice, out of
 * its place, or not continuing the version before it.
 */
export function readJournal(journal: Buffer, base: JournalBase, where: string): JournalRead {
  const read: JournalRead = { record: base.record, entries: [], lines: 0, journalBytes: 0 };
  let replacedLog = false;
  let ownLines = false;
  for (let at = 0; at < journal.length; ) {
    const end = journal.indexOf(NEWLINE, at);
    if (end < 0) break; // a torn tail: that commit was never acknowledged
    const place = `${where} journal.jsonl byte ${at}`;
    const line = checkStored(JournalLineSchema, checkedLineJson(journal.toString('utf8', at, end), place), place) as unknown as JournalLine;
    if (line.game !== undefined && line.game !== base.gameId) throw new CorruptRecordError(place, `a line of game ${line.game}, not of ${base.gameId}`);
    if (line.record) checkRecordOwner(line.record, base.gameId, place);
    at = end + 1;
    if (line.log !== base.log) {
      if (ownLines) throw new CorruptRecordError(place, `a line of log ${line.log} among the lines of ${base.log}`);
      replacedLog = true;
      continue;
    }
    if (replacedLog) throw new CorruptRecordError(place, `a line of ${base.log} after lines of the log an import replaced`);
    const version = line.record?.version ?? line.version!;
    ownLines = true;
    if (read.lines === 0 && version <= base.record.version) {
      read.journalBytes = at; // folded already: a crash after the fold, before the journal was emptied
      continue;
    }
    applyLine(read, line, version, place);
    read.journalBytes = at;
  }
  return read;
}

/** Applies one line after the snapshot to `read`, or throws if it is not the next one. */
function applyLine(read: JournalRead, line: JournalLine, version: number, place: string): void {
  const current = read.record.version;
  if (version <= current) throw new CorruptRecordError(place, `version ${version} again: the journal is at version ${current} (a line twice?)`);
  const after = line.after ?? version - 1;
  if (after !== current) throw new CorruptRecordError(place, `the line continues version ${after}, but the journal is at version ${current}`);
  if (line.seq !== undefined && line.seq !== read.lines + 1)
    throw new CorruptRecordError(place, `line ${line.seq} after the snapshot stands in place ${read.lines + 1}`);
  const entries = line.entries ?? (line.entry ? [line.entry] : []);
  // A commit's entries take the versions after the one it was made on, one each; an entry-less commit takes one.
  if (version !== after + Math.max(1, entries.length) || entries.some((e, i) => e.version !== after + 1 + i))
    throw new CorruptRecordError(place, `the line's entries do not take versions ${after + 1} to ${version} one by one`);
  read.record =
    line.record ?? applyTail(read.record, { version, updatedAt: line.updatedAt!, actions: line.actions ?? null, entries, meta: line.meta ?? null }, place);
  read.entries.push(...entries);
  read.lines += 1;
}
