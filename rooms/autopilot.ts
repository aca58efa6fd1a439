// Who answers each seat's decisions: its human, a bot (a seat created for a bot), or autopilot (a human seat
// handed to a bot: by choice, after a disconnect longer than the grace period, or for one decision when its turn
// clock runs out). Bots act through the same path as clients, from the seat's own view only.
import { decisionKey, sameDecision, viewFor, type Action, type Decision, type DecisionAction, type Faction, type GameState } from './dune/index.ts';
import { botAnswer, type BotProfile } from './dune/bots/index.ts';
import { botFreeAction } from './dune/bots/free.ts';
import type { Timer } from './ports.ts';

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
  /**
   * `chosen`: the seat's human switched autopilot on itself (absent otherwise). Autopilot a disconnect started ends
   * when the human comes back; a chosen one stays on, through a drop or a server restart, until the human turns it off.
   */
  seats: Partial<Record<Faction, { mode: SeatMode; profile: BotProfile; disconnected: boolean; chosen?: true }>>;
  /** Decision id → epoch ms after which autopilot answers it. */
  deadlines: Record<string, number>;
}

export interface AutopilotHost {
  game(): GameState;
  /**
   * Applies a bot's answer like a client's action. `decide` runs when the room is ready to process it, on the game
   * as it is then (null: the decision is no longer open). Resolves false if the engine rejected the answer.
   */
  act(seat: Faction, decide: (game: GameState) => Action | null): Promise<boolean>;
  /** Reports a seat's new mode (for the public seat view). */
  modeChanged(seat: Faction, mode: SeatMode): void;
  /** The control state changed (modes, deadlines): the room persists it with the game. */
  controlChanged(): void;
  /**
   * Schedules a callback outside the room's own clock: a bot's answer broadcasts a patch, and the room clock ticks
   * (runs its timers) inside broadcastPatch, so clock timers would re-enter it.
   */
  setTimeout(fn: () => void, ms: number): Timer;
  now(): number;
}

export class Autopilot {
  readonly state: ControlState;
  /** Bot answers the engine refused: always a bug, counted and reported. */
  rejected = 0;
  /** Set by dispose: no timer is planned any more. */
  private disposed = false;
  /** Planned answers and clocks, by decision key (decisionKey: two seats' own ids may be equal). */
  private readonly timers = new Map<string, Timer>();
  private readonly graceTimers = new Map<Faction, Timer>();

  /** `state` is the control of a new game (initialControl) or of a restored one (from the store). */
  constructor(
    private readonly host: AutopilotHost,
    readonly options: AutopilotOptions,
    state: ControlState,
  ) {
    this.state = state;
  }

  /** Control of a new game: bot seats as given, every other seat human. */
  static initialControl(seating: readonly Faction[], bots: Partial<Record<Faction, BotProfile>>, autopilotProfile: BotProfile): ControlState {
    const seats: ControlState['seats'] = {};
    for (const f of seating) {
      const profile = bots[f];
      seats[f] = profile ? { mode: 'bot', profile, disconnected: false } : { mode: 'human', profile: autopilotProfile, disconnected: false };
    }
    return { seats, deadlines: {} };
  }

  modeOf(seat: Faction): SeatMode {
    return this.state.seats[seat]!.mode;
  }

  /** A human hands its seat to autopilot, or takes it back. Bot seats stay bots. */
  setAutopilot(seat: Faction, on: boolean): void {
    const s = this.state.seats[seat]!;
    if (s.mode === 'bot') return;
    if (on) s.chosen = true;
    // Already on after a disconnect: the choice alone changed, and it is stored with the game.
    if (on && s.mode === 'autopilot') this.host.controlChanged();
    this.setMode(seat, on ? 'autopilot' : 'human');
  }

  /** The seat's holder dropped: autopilot takes over once the grace period has passed. */
  dropped(seat: Faction): void {
    const s = this.state.seats[seat]!;
    if (s.mode === 'bot') return;
    s.disconnected = true;
    if (this.disposed) return; // clients leaving a closing room
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
    if (s.disconnected && s.mode === 'autopilot' && !s.chosen) this.setMode(seat, 'human');
    s.disconnected = false;
  }

  /** The turn clocks running: decision key (decisionKey: the id, seat-qualified if the seat's own) → when it runs out (ms since the epoch). */
  get deadlines(): Readonly<Record<string, number>> {
    return this.state.deadlines;
  }

  /** Re-plans after any change: bots answer their open decisions; turn clocks run for humans. */
  sync(): void {
    // A disposed autopilot plans nothing more: its room is closing.
    if (this.disposed) return;
    const pending = this.host.game().pending;
    const open = new Set(pending.map(decisionKey));
    let changed = false;
    for (const [key, timer] of this.timers) {
      if (open.has(key)) continue;
      timer.clear();
      this.timers.delete(key);
    }
    for (const key of Object.keys(this.state.deadlines))
      if (!open.has(key)) {
        delete this.state.deadlines[key];
        changed = true;
      }
    for (const d of pending) {
      const key = decisionKey(d);
      if (this.timers.has(key)) continue;
      const mode = this.modeOf(d.seat);
      if (mode !== 'human') this.schedule(d, this.options.botDelayMs, false);
      else if (this.options.turnSeconds !== null) {
        // Deadlines are wall-clock times kept in the control state, so they survive a restart and clients can show
        // them; the time left is counted from now by the timer, which a step of the wall clock does not move.
        if (this.state.deadlines[key] === undefined) {
          this.state.deadlines[key] = this.host.now() + this.options.turnSeconds * 1000;
          changed = true;
        }
        this.schedule(d, Math.max(0, this.state.deadlines[key]! - this.host.now()), true);
      }
    }
    if (changed) this.host.controlChanged();
  }

  dispose(): void {
    this.disposed = true;
    for (const t of [...this.timers.values(), ...this.graceTimers.values()]) t.clear();
    this.timers.clear();
    this.graceTimers.clear();
  }

  private setMode(seat: Faction, mode: SeatMode): void {
    const s = this.state.seats[seat]!;
    if (s.mode === mode) return;
    s.mode = mode;
    if (mode === 'human') delete s.chosen;
    // Timers were planned for the old mode (a bot delay, or a human's clock): plan again.
    for (const d of this.host.game().pending.filter((x) => x.seat === seat)) {
      this.timers.get(decisionKey(d))?.clear();
      this.timers.delete(decisionKey(d));
    }
    this.host.modeChanged(seat, mode);
    this.host.controlChanged();
    this.sync();
  }

  /**
   * Still ours to answer when it is processed: a bot or autopilot seat, or a human whose clock ran out (`clockRanOut`:
   * its timer fired). Not the wall clock against the deadline: stepped back 40 s, it left a run-out clock unanswered.
   */
  private mayAnswer(decision: Decision, clockRanOut: boolean): boolean {
    return this.modeOf(decision.seat) !== 'human' || clockRanOut;
  }

  /** Answers `decision` after `ms`: a bot's delay, or (`clock`) the time left on a human's turn clock. */
  private schedule(decision: Decision, ms: number, clock: boolean): void {
    const key = decisionKey(decision);
    this.timers.set(
      key,
      this.host.setTimeout(() => {
        this.timers.delete(key);
        const profile = this.state.seats[decision.seat]!.profile;
        const open = (game: GameState) => game.pending.some((d) => sameDecision(d, decision)) && this.mayAnswer(decision, clock);
        const decide = (game: GameState): DecisionAction | null => (open(game) ? botAnswer(profile, viewFor(game, decision.seat), decision) : null);
        // A bot seat may first take a free action of its own (a Distrans); autopilot never does so for a human.
        const initiative = (game: GameState): Action | null =>
          open(game) && this.modeOf(decision.seat) === 'bot' ? botFreeAction(profile, viewFor(game, decision.seat)) : null;
        void (async () => {
          if (!(await this.host.act(decision.seat, initiative))) this.rejected += 1;
          if (!(await this.host.act(decision.seat, decide))) this.rejected += 1;
        })();
      }, ms),
    );
  }
}
