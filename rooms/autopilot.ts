// Who answers each seat's decisions: its human, a bot (a seat created for a bot), or autopilot (a human seat
// handed to a bot: by choice, after a disconnect longer than the grace period, or for one decision when its turn
// clock runs out). Bots act through the same path as clients, from the seat's own view only.
import { viewFor, type Decision, type DecisionAction, type Faction, type GameState } from './dune/index.ts';
import { botAnswer, type BotProfile } from './dune/bots/index.ts';

export type SeatMode = 'human' | 'bot' | 'autopilot';

export interface AutopilotOptions {
  /** Delay before a bot answers, in ms (0 in tests, human-like in play). */
  botDelayMs: number;
  /** A disconnected human seat is played by autopilot after this many seconds. */
  graceSeconds: number;
  /** Per-decision time limit for human seats, after which autopilot answers; null for none. */
  turnSeconds: number | null;
  /** Profile autopilot plays human seats with. */
  autopilotProfile: BotProfile;
}

/** The plain-JSON part (for snapshots): modes, profiles, and the wall-clock deadlines of open turn clocks. */
export interface ControlState {
  seats: Partial<Record<Faction, { mode: SeatMode; profile: BotProfile; disconnected: boolean }>>;
  /** Decision id → epoch ms after which autopilot answers it. */
  deadlines: Record<string, number>;
}

export interface AutopilotHost {
  game(): GameState;
  /** Applies a bot's action like a client's; returns false if the engine rejected it. */
  act(seat: Faction, action: DecisionAction): boolean;
  /** Reports a seat's new mode (for the public seat view). */
  modeChanged(seat: Faction, mode: SeatMode): void;
  /**
   * Schedules a callback outside the room's own clock: a bot's answer broadcasts a patch, and the room clock ticks
   * (runs its timers) inside broadcastPatch, so clock timers would re-enter it.
   */
  setTimeout(fn: () => void, ms: number): Timer;
  now(): number;
}

/** A cancellable timer. */
export interface Timer {
  clear(): void;
}

export class Autopilot {
  readonly state: ControlState;
  /** Bot answers the engine refused: always a bug, counted and reported. */
  rejected = 0;
  private readonly timers = new Map<string, Timer>();
  private readonly graceTimers = new Map<Faction, Timer>();

  constructor(
    private readonly host: AutopilotHost,
    private readonly options: AutopilotOptions,
    seats: Partial<Record<Faction, BotProfile>>,
  ) {
    const all: ControlState['seats'] = {};
    for (const f of host.game().seating) {
      const profile = seats[f];
      all[f] = profile ? { mode: 'bot', profile, disconnected: false } : { mode: 'human', profile: options.autopilotProfile, disconnected: false };
    }
    this.state = { seats: all, deadlines: {} };
  }

  modeOf(seat: Faction): SeatMode {
    return this.state.seats[seat]!.mode;
  }

  /** A human hands its seat to autopilot, or takes it back. Bot seats stay bots. */
  setAutopilot(seat: Faction, on: boolean): void {
    const s = this.state.seats[seat]!;
    if (s.mode === 'bot') return;
    this.setMode(seat, on ? 'autopilot' : 'human');
  }

  /** The seat's holder dropped: autopilot takes over once the grace period has passed. */
  dropped(seat: Faction): void {
    const s = this.state.seats[seat]!;
    if (s.mode === 'bot') return;
    s.disconnected = true;
    this.graceTimers.get(seat)?.clear();
    this.graceTimers.set(
      seat,
      this.host.setTimeout(() => {
        this.graceTimers.delete(seat);
        if (s.disconnected && s.mode === 'human') this.setMode(seat, 'autopilot');
      }, this.options.graceSeconds * 1000),
    );
  }

  /** The seat's human is back: autopilot started by a disconnect ends. */
  returned(seat: Faction): void {
    const s = this.state.seats[seat]!;
    if (s.mode === 'bot') return;
    this.graceTimers.get(seat)?.clear();
    this.graceTimers.delete(seat);
    if (s.disconnected && s.mode === 'autopilot') this.setMode(seat, 'human');
    s.disconnected = false;
  }

  /** Re-plans after any change: bots answer their open decisions; turn clocks run for humans. */
  sync(): void {
    const pending = this.host.game().pending;
    const open = new Set(pending.map((d) => d.id));
    for (const [id, timer] of this.timers) if (!open.has(id)) (timer.clear(), this.timers.delete(id));
    for (const id of Object.keys(this.state.deadlines)) if (!open.has(id)) delete this.state.deadlines[id];
    for (const d of pending) {
      if (this.timers.has(d.id)) continue;
      const mode = this.modeOf(d.seat);
      if (mode !== 'human') this.schedule(d, this.options.botDelayMs);
      else if (this.options.turnSeconds !== null) {
        const deadline = (this.state.deadlines[d.id] ??= this.host.now() + this.options.turnSeconds * 1000);
        this.schedule(d, Math.max(0, deadline - this.host.now()));
      }
    }
  }

  dispose(): void {
    for (const t of [...this.timers.values(), ...this.graceTimers.values()]) t.clear();
    this.timers.clear();
    this.graceTimers.clear();
  }

  private setMode(seat: Faction, mode: SeatMode): void {
    const s = this.state.seats[seat]!;
    if (s.mode === mode) return;
    s.mode = mode;
    // Timers were planned for the old mode (a bot delay, or a human's clock): plan again.
    for (const d of this.host.game().pending.filter((x) => x.seat === seat)) {
      this.timers.get(d.id)?.clear();
      this.timers.delete(d.id);
    }
    this.host.modeChanged(seat, mode);
    this.sync();
  }

  private schedule(decision: Decision, ms: number): void {
    this.timers.set(
      decision.id,
      this.host.setTimeout(() => {
        this.timers.delete(decision.id);
        const game = this.host.game();
        if (!game.pending.some((d) => d.id === decision.id)) return;
        const profile = this.state.seats[decision.seat]!.profile;
        const action = botAnswer(profile, viewFor(game, decision.seat), decision);
        if (!this.host.act(decision.seat, action)) this.rejected += 1;
      }, ms),
    );
  }
}
