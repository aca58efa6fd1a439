// Room-level data that changes outside an action (seat presence, control, turn clocks, the lobby entry): shown to
// clients in one coalesced patch, and to the lobby only when the entry changed. Actions publish their own patch
// (rooms/session.ts); this is for everything else.
import type { LobbyEntry } from '../schema/lobby.ts';
import type { Faction } from './dune/index.ts';
import type { Autopilot, SeatMode } from './autopilot.ts';
import { clocksOf } from './clocks.ts';
import { lobbyEntry } from './lobby.ts';
import type { Logger } from './ports.ts';
import type { GameSession } from './session.ts';

/** What room-level data needs from its room. */
export interface RoomDataHost {
  readonly session: Pick<GameSession, 'game' | 'seat'>;
  readonly autopilot: Pick<Autopilot, 'deadlines' | 'modeOf'>;
  readonly log: Logger;
  /** The room's id, for the log and the lobby. */
  gameId(): string;
  /** Whether a seat's token has been handed out. */
  claimed(seat: Faction): boolean;
  /** Spectators connected now. */
  spectators(): number;
  /** Sends the pending changes of the schema tree to every client now. */
  broadcastPatch(): void;
  /** Writes the room's entry to the matchmaker's listing. */
  list(entry: LobbyEntry): Promise<unknown>;
}

/** A game shown in the public lobby (created with `visibility: 'public'`), and when it was created. */
interface Listing {
  listed: boolean;
  created: number;
}

export class RoomData {
  /** A patch for room-level data is scheduled (show). */
  private pending = false;
  private closed = false;
  /** The lobby entry last published (JSON), so that only changes are written to the listing. */
  private published = '';

  constructor(
    private readonly host: RoomDataHost,
    readonly lobby: Listing,
  ) {}

  /** Publishes the turn clocks: each seat's public one, and its own (secret decisions included) in its private part. */
  showClocks(): void {
    const { game } = this.host.session;
    for (const f of game.seating) {
      const clocks = clocksOf(game.pending, this.host.autopilot.deadlines, f);
      const seat = this.host.session.seat(f);
      seat.clock = clocks.shown;
      seat.private.clock = clocks.own;
    }
    this.show();
  }

  /** Publishes who controls a seat. */
  showControl(seat: Faction, mode: SeatMode): void {
    this.host.session.seat(seat).control = mode;
    this.show();
  }

  /**
   * Patches room-level data (seat presence, control, clocks) changed outside an action's publish: once, after this
   * turn of the event loop, so that changes made together leave in one patch.
   */
  show(): void {
    if (this.pending) return;
    this.pending = true;
    setImmediate(() => {
      this.pending = false;
      if (this.closed) return;
      try {
        this.host.broadcastPatch();
      } catch (error) {
        this.host.log('error', 'room data patch failed', { gameId: this.host.gameId(), error: String(error), stack: (error as Error).stack });
      }
    });
  }

  /** A listed game's lobby entry, written to the matchmaker's listing when it changed (turn, phase, seats, watchers). */
  refreshListing(): void {
    if (!this.lobby.listed) return;
    const spectators = this.host.spectators();
    const entry = lobbyEntry(
      this.host.gameId(),
      this.host.session.game,
      { claimed: (f) => this.host.claimed(f), isBot: (f) => this.host.autopilot.modeOf(f) === 'bot' },
      spectators,
      this.lobby.created,
    );
    const json = JSON.stringify(entry);
    if (json === this.published) return;
    this.published = json;
    void this.host.list(entry).catch(() => undefined);
  }

  /** The room is disposed: a patch scheduled before is not sent. */
  close(): void {
    this.closed = true;
  }
}
