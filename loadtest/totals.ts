// The game load's totals before anything happened: a worker's own, or the merge of all workers' (workers.ts). Kept
// apart from games.ts so that the parent process, which merges, does not load the SDK the clients use.
import type { GameLoadTotals } from './games.ts';

export function emptyTotals(): GameLoadTotals {
  return {
    latencies: [],
    ends: [],
    games: 0,
    bytesPerClientGame: [],
    bytesReceived: 0,
    sampled: { clients: 0, received: 0, fullJson: 0 },
    clientsConnected: 0,
    allFilledAt: null,
  };
}
