// A seat's connection as its holder comes, drops, comes back and leaves: the seat shown connected or not, autopilot
// told (a dropped human's grace period), and a dropped holder's place kept for the SDK's automatic reconnection.
import { SEAT_MOVED_CLOSE_CODE } from '../schema/close-codes.ts';
import type { Deferred } from '@colyseus/core';
import { OWNER } from '../schema/state.ts';
import type { Faction } from './dune/index.ts';
import type { SeatAdmission } from './admission.ts';
import type { Autopilot } from './autopilot.ts';
import type { Clock } from './ports.ts';
import type { DuneClient } from './room-client.ts';
import type { GameSession } from './session.ts';

/** What seat presence needs from its room. */
export interface SeatPresenceHost {
  readonly admission: SeatAdmission<DuneClient>;
  readonly session: Pick<GameSession, 'seat'>;
  readonly autopilot: Pick<Autopilot, 'dropped' | 'returned'>;
  /** The room's own timers, reporting a throw instead of raising it. */
  readonly timers: Clock;
  /** Seconds a dropped seat waits for its holder's reconnection. */
  readonly reconnectSeconds: number;
  /** Patches the changed presence with the room's other data (rooms/room-data.ts). */
  showRoomData(): void;
  /** Keeps a dropped client's place until it comes back or the window is rejected ("manual" in Colyseus). */
  allowReconnection(client: DuneClient): Deferred<unknown>;
}

export class SeatPresence {
  constructor(private readonly host: SeatPresenceHost) {}

  /** `client` holds `faction`'s seat now (a previous holder is closed) and sees the seat's private part. */
  /** `moved`: the seat came here by a transfer code, and the device it left is told so. */
  seated(client: DuneClient, faction: Faction, moved = false): void {
    const previous = this.host.admission.hold(faction, client);
    if (moved) previous?.leave(SEAT_MOVED_CLOSE_CODE, 'seat moved to another device');
    else previous?.leave(4000, 'seat reclaimed by another connection');
    client.view?.add(this.host.session.seat(faction), OWNER);
    this.show(faction, true);
  }

  /** The holder dropped: its seat waits `reconnectSeconds` for it (the seat token reclaims it later). */
  async dropped(client: DuneClient): Promise<void> {
    const faction = this.heldSeat(client);
    if (!faction) return; // spectators, replaced holders, and clients whose join failed
    this.show(faction, false);
    // "manual": the room keeps the seat for its token (reserve) and ends the window itself.
    const reservation = this.host.allowReconnection(client);
    const window = { reject: (reason: Error) => reservation.reject(reason) };
    this.host.admission.reserve(faction, window);
    const expiry = this.host.timers.setTimeout(() => window.reject(new Error('reconnection window expired')), this.host.reconnectSeconds * 1000);
    try {
      await reservation;
    } catch {
      // Expired or superseded: the seat stays claimed; its token reclaims it.
    } finally {
      expiry.clear();
      this.host.admission.settled(faction, window);
    }
  }

  /** The framework reconnected a dropped holder within its window. */
  reconnected(client: DuneClient): void {
    const member = client.userData;
    if (member?.role !== 'seat') return;
    this.host.admission.hold(member.faction, client);
    this.show(member.faction, true);
  }

  /** The client left for good: a seat it still held has no holder until its token reclaims it. */
  left(client: DuneClient): void {
    const faction = this.heldSeat(client);
    if (!faction) return;
    this.host.admission.release(faction, client);
    this.show(faction, false);
  }

  private show(faction: Faction, connected: boolean): void {
    this.host.session.seat(faction).connected = connected;
    this.host.showRoomData();
    if (connected) this.host.autopilot.returned(faction);
    else this.host.autopilot.dropped(faction);
  }

  /** The seat `client` holds now, or null (a spectator, a replaced holder, a client whose join failed). */
  private heldSeat(client: DuneClient): Faction | null {
    const member = client.userData;
    return member?.role === 'seat' && this.host.admission.holds(member.faction, client) ? member.faction : null;
  }
}
