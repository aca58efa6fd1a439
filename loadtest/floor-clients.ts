// The framework floor's clients: for each room, 6 @colyseus/sdk clients (the SDK the game clients use) taking turns,
// one action in flight per room — the game load's concurrency, where the seats answer one decision after another —
// after the game load's think time (--think-ms), so that at a human pace the minimal room runs at the game's pace.
// A round trip is send → `ack`; the patch was sent before the ack on the same socket, so the state is up to date.
import { Client, type Room } from '@colyseus/sdk';
import { FLOOR_ROOM, FloorState } from './floor-state.ts';

interface FloorClientsOptions {
  /** ws:// address of the minimal server. */
  url: string;
  /** The numbers of the rooms this process runs. */
  indices: readonly number[];
  /** performance.now() when the clients stop acting. */
  deadline: number;
  /** Mean think time before each action (ms; each drawn 0.5–1.5× of it, as the game clients do); 0 acts at once. */
  thinkMs: number;
  onError(message: string): void;
}

export interface FloorTotals {
  /** Round-trip ms of every action. */
  latencies: number[];
  /** performance.now() when each completed (same order). */
  ends: number[];
  /** performance.now() when the last of these rooms had all its seats joined (null: none did). */
  joinedAt: number | null;
}

const SEATS = 6;
/** An action unanswered for this long ends its room's run, as an error. */
const ACK_TIMEOUT_MS = 5_000;

export async function runFloorClients(o: FloorClientsOptions): Promise<FloorTotals> {
  const totals: FloorTotals = { latencies: [], ends: [], joinedAt: null };
  const http = o.url.replace(/^ws(s?):\/\//, 'http$1://');

  /** Sends action `n` from `seat` and waits for its ack. */
  const act = (seat: Room<unknown, FloorState>, n: number): Promise<void> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        stop();
        reject(new Error(`no ack within ${ACK_TIMEOUT_MS / 1000} s`));
      }, ACK_TIMEOUT_MS);
      const stop = seat.onMessage('ack', (m: number) => {
        if (m !== n) return;
        stop();
        clearTimeout(timer);
        if (seat.state.counter < n) reject(new Error(`ack ${n} came before its patch (counter ${seat.state.counter})`));
        else resolve();
      });
      seat.send('act', n);
    });

  async function roomLoop(index: number): Promise<void> {
    const seats: Room<unknown, FloorState>[] = [];
    try {
      seats.push(await new Client(http).create(FLOOR_ROOM, {}, FloorState));
      for (let i = 1; i < SEATS; i++) seats.push(await new Client(http).joinById(seats[0]!.roomId, {}, FloorState));
      totals.joinedAt = Math.max(totals.joinedAt ?? 0, performance.now());
      for (let n = 1; performance.now() < o.deadline; n++) {
        if (o.thinkMs > 0) await new Promise((r) => setTimeout(r, o.thinkMs * (0.5 + Math.random())));
        if (performance.now() >= o.deadline) break;
        const t0 = performance.now();
        await act(seats[n % SEATS]!, n);
        const t1 = performance.now();
        totals.latencies.push(t1 - t0);
        totals.ends.push(t1);
      }
    } catch (e) {
      o.onError(`floor room ${index}: ${(e as Error).message}`);
    } finally {
      // A leave on a connection the server already closed would wait for a close frame that never comes.
      const bounded = (s: Room<unknown, FloorState>) => Promise.race([s.leave(true).catch(() => undefined), new Promise((r) => setTimeout(r, 2000).unref())]);
      await Promise.all(seats.map(bounded));
    }
  }

  await Promise.all(o.indices.map(roomLoop));
  return totals;
}
