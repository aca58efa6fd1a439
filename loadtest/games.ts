// The game load: R rooms, each with one SDK client per seat answering its own decisions (after --think-ms), a new game
// started in the room as soon as one ends, until the deadline. Records action round trips (send → ack with the
// view updated), bytes received, and for a sample of rooms the full-JSON baseline (b). A process runs the rooms it is
// given (all of them, or a worker's share: loadtest/worker.ts); room numbers stay those of the whole run, so seeds,
// the sample and the stagger do not depend on how the rooms are shared out.
import { emptyTotals } from './totals.ts';
import { DuneClient, type GameConnection } from '../client-sdk/node.ts';
import { CLASSIC_FACTIONS, type Decision, type DecisionAction, type PlayerView } from '../rooms/dune/types.ts';
// The bots' thinking parts (the SDK installs the legal answers only).
import '../rooms/dune/plugins/thinking.ts';
import { botAnswer, type BotProfile } from '../rooms/dune/bots/index.ts';
import { legalAnswer } from '../rooms/dune/bots/legal.ts';
import { bytesReceived } from './wire-bytes.ts';

export interface GameLoadOptions {
  url: string;
  /** Rooms in the whole run (the stagger spreads over them). */
  rooms: number;
  /** The numbers (0..rooms-1) of the rooms this process runs; default all. */
  indices?: readonly number[];
  /** performance.now() when the load stops. */
  deadline: number;
  bot: BotProfile | 'legal';
  maxTurns: number | null;
  /** Rooms numbered below this also count the full-JSON baseline. */
  sampleRooms: number;
  /** Mean think time before each answer (ms); 0 answers at once. */
  thinkMs: number;
  /** Room i starts after i/rooms of this many ms, so that rooms are not all in the same phase at once. */
  staggerMs: number;
  /** Called with each failure (a refused action, a failed join, a stalled game). */
  onError(message: string): void;
  /** Called once every room of this process has its first game going (the end of the ramp). */
  onFilled?: () => void;
}

export interface GameLoadTotals {
  /** Round-trip ms of every accepted action, in order (the progress line reads the tail). */
  latencies: number[];
  /** performance.now() when each of them completed (same order): which came after the ramp-up. */
  ends: number[];
  games: number;
  /** Bytes one client received over one whole game, for each client of each completed game. */
  bytesPerClientGame: number[];
  /** All bytes received by all clients (completed or not). */
  bytesReceived: number;
  /** Full-JSON baseline over the sampled rooms' clients: what they received, and what full views would have been. */
  sampled: { clients: number; received: number; fullJson: number };
  clientsConnected: number;
  /** performance.now() when every room had its first game filled (the end of the ramp-up), or null. */
  allFilledAt: number | null;
}

/** A game with no change for this long is stuck: counted as an error and abandoned. */
const STALL_MS = 15_000;

export function startGameLoad(o: GameLoadOptions): { totals: GameLoadTotals; done: Promise<void> } {
  const totals = emptyTotals();
  const indices = o.indices ?? Array.from({ length: o.rooms }, (_, i) => i);
  let created = 0;
  let roomsFilled = 0;

  const answer = (decision: Decision, view: PlayerView): DecisionAction =>
    o.bot === 'legal' ? legalAnswer(decision, Math.floor(Math.random() * 1000), view) : botAnswer(o.bot, view, decision);

  /** Waits for the next view change, the deadline, or STALL_MS without a change, whichever comes first. */
  const nextChange = (conn: GameConnection): Promise<'change' | 'deadline' | 'stall'> =>
    new Promise((resolve) => {
      const left = o.deadline - performance.now();
      const finish = (why: 'change' | 'deadline' | 'stall') => {
        stop();
        clearTimeout(timer);
        resolve(why);
      };
      // onUpdate, not onChange: a waiting seat needs no view built on every change (load generator CPU).
      const stop = conn.onUpdate(() => finish('change'));
      const timer = setTimeout(() => finish(left <= STALL_MS ? 'deadline' : 'stall'), Math.max(0, Math.min(STALL_MS, left)));
    });

  /** Answers this seat's decisions until nobody has any left (the game is over) or the deadline. */
  async function playSeat(conn: GameConnection): Promise<void> {
    let thought: string | null = null;
    while (performance.now() < o.deadline) {
      const decision = conn.decisions[0];
      if (decision && o.thinkMs > 0 && thought !== decision.id) {
        // A player thinks before answering; the decision is read again afterwards (it may have closed meanwhile).
        thought = decision.id;
        await new Promise((r) => setTimeout(r, o.thinkMs * (0.5 + Math.random())));
        continue;
      }
      if (decision) {
        const t0 = performance.now();
        try {
          await conn.act(answer(decision, conn.view));
          const t1 = performance.now();
          totals.latencies.push(t1 - t0);
          totals.ends.push(t1);
        } catch (e) {
          o.onError(`${conn.faction} ${decision.kind}: ${(e as Error).message}`);
          // The view tells what to do next; wait for it to move rather than resend the same answer in a loop.
          if ((await nextChange(conn)) !== 'change') return;
        }
        continue;
      }
      if (conn.room.state.awaiting.length === 0) return;
      const why = await nextChange(conn);
      if (why === 'stall') o.onError(`${conn.gameId} ${conn.faction}: no change for ${STALL_MS / 1000} s`);
      if (why !== 'change') return;
    }
  }

  /** The full-JSON baseline (b): the bytes of this client's whole decoded view on every change. */
  function measureFullJson(conn: GameConnection): () => void {
    totals.sampled.clients++;
    totals.sampled.fullJson += Buffer.byteLength(JSON.stringify(conn.view));
    const before = bytesReceived(conn.room);
    const stop = conn.onChange((view) => {
      totals.sampled.fullJson += Buffer.byteLength(JSON.stringify(view));
    });
    return () => {
      stop();
      totals.sampled.received += bytesReceived(conn.room) - before;
    };
  }

  async function roomLoop(index: number): Promise<void> {
    let filled = false;
    if (o.staggerMs > 0) await new Promise((r) => setTimeout(r, (index / o.rooms) * o.staggerMs));
    while (performance.now() < o.deadline) {
      const seats: GameConnection[] = [];
      let counted = 0;
      try {
        const options = { factions: [...CLASSIC_FACTIONS], seed: `load-${index}-${created++}`, ...(o.maxTurns !== null ? { maxTurns: o.maxTurns } : {}) };
        seats.push(await new DuneClient(o.url, { karamaAutoPass: false, recoverForMs: 0 }).create(options));
        for (let i = 1; i < CLASSIC_FACTIONS.length; i++)
          seats.push(await new DuneClient(o.url, { karamaAutoPass: false, recoverForMs: 0 }).join(seats[0]!.gameId));
        counted = seats.length;
        totals.clientsConnected += counted;
        if (!filled) {
          filled = true;
          if (++roomsFilled === indices.length) {
            totals.allFilledAt = performance.now();
            o.onFilled?.();
          }
        }
        // The sample counts from the first full state on, like a client that would get full views.
        const sampled = index < o.sampleRooms ? seats.map(measureFullJson) : [];
        await Promise.all(seats.map(playSeat));
        for (const end of sampled) end();
        const bytes = seats.map((c) => bytesReceived(c.room));
        totals.bytesReceived += bytes.reduce((a, b) => a + b, 0);
        if (seats.every((c) => c.view.awaiting.length === 0)) {
          totals.games++;
          totals.bytesPerClientGame.push(...bytes);
        }
      } catch (e) {
        o.onError(`room ${index}: ${(e as Error).message}`);
        await new Promise((r) => setTimeout(r, 100));
      } finally {
        totals.clientsConnected -= counted;
        await Promise.all(seats.map((c) => c.leave().catch(() => undefined)));
      }
    }
  }

  return { totals, done: Promise.all(indices.map(roomLoop)).then(() => undefined) };
}
