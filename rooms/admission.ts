// Seat admission: which seat a joining client may take (a free seat, one reclaimed with its seat token, or none
// as a spectator), and which connection holds each seat now, so that a seat has exactly one holder.
import type { Faction, GameState } from './dune/index.ts';
import type { SeatMode } from './autopilot.ts';
import { SeatRegistry } from './seats.ts';
import { refuse } from './refuse.ts';
import { TransferDesk } from './transfers.ts';

/** What a client asks for when joining (from its options, checked in onAuth). */
export interface JoinRequest {
  faction?: Faction;
  spectator?: boolean;
  seatToken?: string;
  /** A code that moves a seat from another device (rooms/transfers.ts). */
  transferCode?: string;
  /** The state version the client last saw (a seat's word against a game that went back in time: DuneRoom). */
  seenVersion?: number;
}

/** Who a client is in this room, decided when it joins. */
export type Membership =
  /** `transfer`: the seat moves here by this code; its token is replaced (then `newToken` too). */
  { role: 'seat'; faction: Faction; newToken: boolean; transfer?: string } | { role: 'spectator' };

/** An open reconnection window of a dropped seat. */
export interface Reservation {
  reject(reason: Error): void;
}

export class SeatAdmission<C> {
  /** Claimed seats, by token hash (durable with the game). */
  readonly tokens = new SeatRegistry();
  private readonly holders = new Map<Faction, C>();
  private readonly reservations = new Map<Faction, Reservation>();
  /** Codes that move a seat to another device. */
  readonly transfers: TransferDesk;

  constructor(claimed: Iterable<[Faction, string]> = [], now: () => number = Date.now) {
    for (const [f, hash] of claimed) this.tokens.restore(f, hash);
    this.transfers = new TransferDesk(now);
  }

  /**
   * Which seat `request` may take in `game`; throws the Refusal the client receives otherwise. Changes nothing but
   * the count of wrong transfer codes (their rate limit).
   */
  admit(request: JoinRequest, game: GameState, modeOf: (seat: Faction) => SeatMode): Membership {
    if (request.spectator) return { role: 'spectator' };
    if (request.transferCode !== undefined) {
      const checked = this.transfers.check(request.transferCode);
      if (!checked.ok) refuse(checked.code, checked.reason);
      return { role: 'seat', faction: checked.faction, newToken: true, transfer: request.transferCode };
    }
    if (request.seatToken !== undefined) {
      const faction = this.tokens.seatFor(request.seatToken);
      if (!faction) refuse('BAD_TOKEN', 'seat token not recognised');
      return { role: 'seat', faction, newToken: false };
    }
    const free = (f: Faction) => !this.tokens.isClaimed(f) && modeOf(f) !== 'bot';
    const faction = request.faction ?? game.seating.find(free);
    if (!faction) refuse('GAME_FULL', 'all seats are taken (you may still spectate)');
    if (!game.factions[faction]) refuse('NOT_IN_GAME', `${faction} is not in this game`);
    if (modeOf(faction) === 'bot') refuse('SEAT_IS_BOT', `seat ${faction} is played by a bot`);
    if (this.tokens.isClaimed(faction)) refuse('SEAT_TAKEN', `seat ${faction} is taken (reclaim it with its seat token)`);
    return { role: 'seat', faction, newToken: true };
  }

  /**
   * Makes `client` the seat's holder. A reclaim replaces a stale connection or cancels the seat's reconnection
   * window; returns the connection it replaced (for the room to close), if any.
   */
  hold(faction: Faction, client: C): C | null {
    this.reservations.get(faction)?.reject(new Error('seat reclaimed with its token'));
    const previous = this.holders.get(faction);
    this.holders.set(faction, client);
    return previous !== undefined && previous !== client ? previous : null;
  }

  holds(faction: Faction, client: C): boolean {
    return this.holders.get(faction) === client;
  }

  /** The holder left for good. */
  release(faction: Faction, client: C): void {
    if (this.holds(faction, client)) this.holders.delete(faction);
  }

  /** A dropped holder's reconnection window is open until it settles (see SeatPresence.dropped). */
  reserve(faction: Faction, reservation: Reservation): void {
    this.reservations.set(faction, reservation);
  }

  /** The window settled: it expired, was superseded, or the holder came back. */
  settled(faction: Faction, reservation: Reservation): void {
    if (this.reservations.get(faction) === reservation) this.reservations.delete(faction);
  }
}
