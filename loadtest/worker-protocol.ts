// The messages between run.ts's process and its client workers (loadtest/workers.ts ↔ loadtest/worker.ts), over the
// fork IPC channel with structured-clone serialization. Times travel in the parent's performance.now(): each worker
// shifts them by the difference of the two processes' time origins.
import type { FloorTotals } from './floor-clients.ts';
import type { GameRunOptions } from './clients.ts';
import type { GeneratorStalls } from './stalls.ts';

export type ToWorker =
  /** Run the game load on these rooms (the options' deadline in the parent's time). */
  | { type: 'game'; options: GameRunOptions; indices: number[]; origin: number }
  /** Send what was recorded since the last report. */
  | { type: 'report' }
  /** Run the minimal room's clients on these rooms until the deadline (the parent's time), thinking thinkMs. */
  | { type: 'floor'; url: string; indices: number[]; deadline: number; thinkMs: number; origin: number };

/** What a worker's clients recorded: arrays since its last report, counters as they stand. */
export interface GameReport {
  latencies: number[];
  ends: number[];
  bytesPerClientGame: number[];
  games: number;
  bytesReceived: number;
  sampled: { clients: number; received: number; fullJson: number };
  clientsConnected: number;
  allFilledAt: number | null;
}

export type FromWorker =
  | { type: 'ready' }
  | { type: 'error'; message: string }
  | { type: 'report'; report: GameReport }
  /** The game load is over; cpuMicros: the worker's CPU over it, stalls: how long it stood still meanwhile. */
  | { type: 'game-done'; report: GameReport; cpuMicros: number; stalls: GeneratorStalls }
  | { type: 'floor-done'; totals: FloorTotals; cpuMicros: number };
