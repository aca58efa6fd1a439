// Snapshot plus tail: a commit stores the actions it logs, and the whole record only now and then. A game is then
// its last snapshot (a full record), the seats and control committed since (room-level commits, "meta"), and the
// log after the snapshot, which the engine replays on load. The replayed action count must equal the one stored
// with the commit: a tail that does not lead to the committed game is damage, reported, never used.
// The contract this relies on (LiveGame keeps it): a commit with log entries changes only the state, and its state
// is what those entries make of the previous one; a commit without entries leaves the state as it was.
import { z } from 'zod';
import { ReplayError, replayFrom } from '../../rooms/replay-log.ts';
import { plainJson } from '../../schema/plain-json.ts';
import { checkEntryOrder, CorruptRecordError, GameRecordSchema, readStored } from './records.ts';
import type { GameRecord, LogEntry } from './types.ts';

/**
 * Versions between snapshots. Restoring replays at most this many actions (about 2 ms for 64 on this machine);
 * between snapshots a commit writes only its log entries and a few counters.
 */
export const DEFAULT_SNAPSHOT_EVERY = 64;

export interface TailOptions {
  /** A snapshot every this many versions; 1 stores the whole record on every commit (no replay on load). */
  snapshotEvery?: number;
}

/** Whether the commit from `expected` to `next` writes a full snapshot: on crossing a multiple of `every`, or at the game's end. */
export function writesSnapshot(expected: number, next: GameRecord, entries: number, every: number): boolean {
  if (every <= 1 || Math.floor(expected / every) !== Math.floor(next.version / every)) return true;
  // A finished game is read far more often than written: keep it whole.
  return entries > 0 && next.state.victory !== null;
}

export const MetaSchema = z.object({ seats: GameRecordSchema.shape.seats, control: plainJson }).strict();
/** The seats and control of a commit without log entries, stored beside the snapshot. */
export type Meta = Pick<GameRecord, 'seats' | 'control'>;

/** The seats and control of a record, as a commit without log entries stores them. */
export const metaOf = (record: GameRecord): Meta => ({ seats: record.seats, control: record.control });

/** The meta of a record as JSON text. */
export function metaText(record: GameRecord): string {
  return JSON.stringify(metaOf(record));
}

/** What commits after a snapshot stored instead of the record: counters, log entries, and seats and control. */
export interface TailStep {
  /** The version reached. */
  version: number;
  updatedAt: number;
  /** The engine's action count at `version`; null where a store did not keep it. */
  actions: number | null;
  /** The log entries after the record's version, up to `version`, in order. */
  entries: readonly LogEntry[];
  /** Seats and control, when a commit without entries changed them. */
  meta: Meta | null;
}

/**
 * The record `step` leads to from `record`: its entries replayed, its counters and meta taken. Throws
 * CorruptRecordError (naming `where`) when the entries do not replay or replay to another action count.
 */
export function applyTail(record: GameRecord, step: TailStep, where: string): GameRecord {
  let state = record.state;
  try {
    if (step.entries.length > 0) state = replayFrom(record.state, step.entries);
  } catch (error) {
    if (!(error instanceof ReplayError)) throw error;
    throw new CorruptRecordError(where, `the log after version ${record.version} does not replay: ${error.message}`);
  }
  if (step.actions !== null && state.actions !== step.actions)
    throw new CorruptRecordError(
      where,
      `the log after version ${record.version} replays to ${state.actions} actions, version ${step.version} has ${step.actions}`,
    );
  return {
    ...record,
    version: step.version,
    state,
    seats: step.meta?.seats ?? record.seats,
    control: step.meta ? step.meta.control : record.control,
    updatedAt: step.updatedAt,
  };
}

/** What a store read back of one game, already checked item by item. */
export interface StoredTail {
  /** The last snapshot. */
  record: GameRecord;
  /** The game's version (compare-and-set), ≥ the snapshot's. */
  version: number;
  updatedAt: number | null;
  /** The engine's action count at `version`; null in games stored before snapshots. */
  actions: number | null;
  /** Seats and control committed since the snapshot (JSON), or null. */
  meta: string | null;
  /** The snapshot's version as stored beside it; null in games stored before snapshots (the record is the latest). */
  snapshot: number | null;
  /** The log after the snapshot, up to `version`, in order. */
  tail: LogEntry[];
  /** Where the game is stored (named in a damage report). */
  where: string;
}

/** The committed record: the snapshot with its tail replayed. Throws CorruptRecordError when the parts disagree. */
export function restoreTail(stored: StoredTail): GameRecord {
  const { record, version, where } = stored;
  for (const [name, value] of [
    ['version', version],
    ['snapshot', stored.snapshot],
    ['actions', stored.actions],
    ['updatedAt', stored.updatedAt],
  ] as const)
    if (value !== null && !Number.isSafeInteger(value)) throw new CorruptRecordError(where, `${name} is not a whole number`);
  const at = stored.snapshot ?? record.version;
  if (record.version !== at) throw new CorruptRecordError(`${where} record`, `the snapshot is version ${record.version}, stored as ${at}`);
  if (version < at) throw new CorruptRecordError(where, `version ${version} is older than its snapshot ${at}`);
  if (version === at) return record;
  // One entry per version, in order, between the snapshot and the version: another is out of its place.
  checkEntryOrder(stored.tail, `${where} log`, at, version);
  const meta = stored.meta === null ? null : readStored(MetaSchema, stored.meta, `${where} meta`);
  const step = { version, updatedAt: stored.updatedAt ?? record.updatedAt, actions: stored.actions, entries: stored.tail, meta };
  return applyTail(record, step, `${where} log`);
}
