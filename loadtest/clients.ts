// Where the simulated clients run: in this process (--workers 0, below) or in child processes (loadtest/workers.ts).
// Either way run.ts reads one set of totals, with every time in this process's performance.now().
import { runFloorClients, type FloorTotals } from './floor-clients.ts';
import { startGameLoad, type GameLoadOptions, type GameLoadTotals } from './games.ts';
import { watchStalls, type GeneratorStalls } from './stalls.ts';
import { countReceivedBytes } from './wire-bytes.ts';

/** The game load's options for the whole run: the driver shares the rooms out. */
export type GameRunOptions = Omit<GameLoadOptions, 'indices' | 'onError' | 'onFilled'>;

interface GameDone {
  /** CPU the clients used over the load (µs, all workers), or null when they ran in this process. */
  clientCpuMicros: number | null;
  /** Time this process spent merging the workers' reports (ms), or null without workers. */
  coordinatorMs: number | null;
  /** How long each clients' process stood still over the load (one entry per worker, or this process's). */
  stalls: GeneratorStalls[];
}

/** Where the minimal server is, until when its clients act (performance.now()), and how long they think first. */
export interface FloorRunOptions {
  url: string;
  deadline: number;
  thinkMs: number;
}

/** The minimal room's clients' figures, and their CPU (µs, all workers; null when they ran in this process). */
export interface FloorRun extends FloorTotals {
  clientCpuMicros: number | null;
}

export interface GameRun {
  /** What the clients recorded so far (with workers: as of their last report). */
  totals: GameLoadTotals;
  /** Brings totals up to date (the workers report what they recorded since their last report). */
  refresh(): Promise<void>;
  done: Promise<GameDone>;
}

export interface ClientDriver {
  /** Child processes running the clients; 0: this process. */
  workers: number;
  startGame(o: GameRunOptions, onError: (message: string) => void): GameRun;
  /** Runs the minimal room's clients (loadtest/floor-clients.ts) on the server at `url` until `deadline`. */
  floor(o: FloorRunOptions, onError: (message: string) => void): Promise<FloorRun>;
  close(): Promise<void>;
}

/** Room numbers 0..rooms-1 that worker `worker` of `workers` runs: every workers-th, so each gets its share of the sample and stagger. */
export function shareOf(rooms: number, worker: number, workers: number): number[] {
  return Array.from({ length: rooms }, (_, i) => i).filter((i) => i % workers === worker);
}

export function localClients(rooms: number): ClientDriver {
  countReceivedBytes();
  const indices = shareOf(rooms, 0, 1);
  return {
    workers: 0,
    startGame(o, onError) {
      const stalls = watchStalls();
      const load = startGameLoad({ ...o, indices, onError, onFilled: () => stalls.restart() });
      const done = load.done.then(() => ({ clientCpuMicros: null, coordinatorMs: null, stalls: [stalls.stop()] }));
      return { totals: load.totals, refresh: async () => undefined, done };
    },
    floor: async (o, onError) => ({ ...(await runFloorClients({ ...o, indices, onError })), clientCpuMicros: null }),
    close: async () => undefined,
  };
}
