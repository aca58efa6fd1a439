// The end of `npm run chaos`: every game as the admin API exports it (`GET /admin/games/ID`: { record, log,
// stateHash }), its log replayed to the exported stateHash, and what its clients saw acknowledged found in that log.
import { stateHash } from '../rooms/dune/index.ts';
import type { GameRecord, LogEntry } from '../rooms/records.ts';
import { replayLog } from '../server/replay.ts';
import { checkLog } from './chaos-ledger.ts';
import type { Played } from './chaos-games.ts';

interface Exported {
  record: GameRecord;
  log: LogEntry[];
  stateHash: string;
}

export interface ExportFigures {
  lost: number;
  doubled: number;
  /** Games whose exported log does not replay to the exported stateHash. */
  replayMismatches: number;
  /** Games the admin API did not export (their acknowledged actions count as lost: they cannot be found). */
  unexported: number;
  /** Games that reached their end, and how many games ended on each turn (stopped ones at the turn they were in). */
  finished: number;
  finalTurns: Record<string, number>;
}

async function exported(httpUrl: string, adminToken: string, gameId: string): Promise<Exported | null> {
  try {
    const response = await fetch(`${httpUrl}/admin/games/${gameId}`, {
      headers: { authorization: `Bearer ${adminToken}` },
      signal: AbortSignal.timeout(10_000),
    });
    return response.ok ? ((await response.json()) as Exported) : null;
  } catch {
    return null;
  }
}

function replays(game: Exported): boolean {
  try {
    return stateHash(replayLog(game.record.state.config, game.log)) === game.stateHash;
  } catch {
    return false;
  }
}

export async function checkExports(httpUrl: string, adminToken: string, games: readonly Played[]): Promise<ExportFigures> {
  const figures: ExportFigures = { lost: 0, doubled: 0, replayMismatches: 0, unexported: 0, finished: 0, finalTurns: {} };
  for (const game of games) {
    const found = await exported(httpUrl, adminToken, game.gameId);
    if (!found) {
      figures.unexported += 1;
      figures.lost += game.ledger.acks.length;
      continue;
    }
    if (!replays(found)) figures.replayMismatches += 1;
    const { lost, doubled } = checkLog(game.ledger.acks, found.log);
    figures.lost += lost;
    figures.doubled += doubled;
    const { turn, victory } = found.record.state;
    if (victory) figures.finished += 1;
    figures.finalTurns[turn] = (figures.finalTurns[turn] ?? 0) + 1;
  }
  return figures;
}
