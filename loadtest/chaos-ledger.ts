// What `npm run chaos` checks its games against: every action a client saw acknowledged, kept client-side per game,
// and, at the end, the game's action log as the admin API exports it. An acknowledged action must be in that log,
// once, within the version its acknowledgement carried; a game restored after a fault must hold every action acknowledged
// before it; and no client's view may go back to an older version (only committed versions are ever shown).
import { canonicalJson } from '../rooms/dune/hash.ts';
import type { Action, Faction } from '../rooms/dune/types.ts';
import type { LogEntry } from '../rooms/records.ts';

export interface Acknowledged {
  seat: Faction;
  /** The action as it was sent. */
  action: Action;
  /** The version its acknowledgement carried: the action is among the log's first `version` entries. */
  version: number;
}

/** One game's acknowledged actions, and those a restored game came back without. */
export class GameLedger {
  readonly acks: Acknowledged[] = [];
  private readonly rolled = new Set<Acknowledged>();

  acknowledged(ack: Acknowledged): void {
    this.acks.push(ack);
  }

  /**
   * A client of this game is back in it after a fault and sees `version`: each of the first `before` acknowledged
   * actions (those acknowledged before the fault) whose acknowledgement carried a higher version than that was
   * rolled back (each counted once). Later acknowledgements are left out: another client may have acted between
   * this one's rejoin and this call. Returns how many this newly found.
   */
  cameBackAt(version: number, before: number): number {
    let found = 0;
    for (const ack of this.acks.slice(0, before))
      if (ack.version > version && !this.rolled.has(ack)) {
        this.rolled.add(ack);
        found += 1;
      }
    return found;
  }

  get rolledBack(): number {
    return this.rolled.size;
  }
}

export interface LogCheck {
  /** Acknowledged actions not among the log's first `version` entries (their acknowledgement's version). */
  lost: number;
  /** Entries beyond the first of an acknowledged answer to a decision (or beyond the acknowledged count of a free action). */
  doubled: number;
}

/**
 * Finds each acknowledged action in `log`, the game's exported log: one entry per accepted action, in order, so entry
 * i is the action that made the game's version i + 1. An answer to a decision carries the decision's id, and the
 * engine takes one answer per seat and decision (the decision closes, or a secret one keeps its answer and takes the
 * very same answer again as a no-op acknowledged without a new entry: a retry after a lost acknowledgement). So an
 * answer acknowledged twice is one entry, and a second entry of it is the action applied twice. Free actions (no
 * decision) may be repeated: each acknowledgement is one entry.
 */
export function checkLog(acks: readonly Acknowledged[], log: readonly LogEntry[]): LogCheck {
  const key = (seat: Faction, action: Action) => `${seat} ${canonicalJson(action)}`;
  const where = new Map<string, number[]>();
  log.forEach((entry, i) => {
    const k = key(entry.seat, entry.action);
    const at = where.get(k);
    if (at) at.push(i);
    else where.set(k, [i]);
  });
  const expected = new Map<string, number>();
  const taken = new Set<number>();
  let lost = 0;
  for (const ack of acks) {
    const k = key(ack.seat, ack.action);
    const answer = 'event' in ack.action;
    expected.set(k, answer ? 1 : (expected.get(k) ?? 0) + 1);
    // A free action takes an entry of its own; an answer may share its entry with the same answer acknowledged again.
    const i = where.get(k)?.find((i) => i < ack.version && (answer || !taken.has(i)));
    if (i === undefined) lost += 1;
    else taken.add(i);
  }
  let doubled = 0;
  for (const [k, times] of expected) doubled += Math.max(0, (where.get(k)?.length ?? 0) - times);
  return { lost, doubled };
}

/** One client's view: the highest version it has shown, and how often it went below that. */
export class ViewWatch {
  private highest = 0;
  wentBack = 0;

  saw(version: number): void {
    // Counted once per drop: the game goes on from the older version, and so does the watch.
    if (version < this.highest) this.wentBack += 1;
    this.highest = version;
  }
}
