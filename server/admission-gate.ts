// Who may come in: creates and joins per client address, and the penalties a flooder earns, counted in presence —
// Redis when several processes share it, so an address or a seat token has one budget across the cluster, and
// process memory otherwise. A flooder closed by its room (rooms/flood-guard.ts) cannot come straight back: its seat
// token is barred for a while (longer each time), and an address that keeps producing flooders is barred whole once
// it passes its cap. Many honest players may share an address, so the address is the last resort, not the first.
import type { Presence } from '@colyseus/core';
import type { AdmissionGate, AdmissionKind } from '../rooms/ports.ts';
import { hashSeatToken } from '../rooms/seats.ts';

export interface GateLimits {
  /** New games one address may create per minute. */
  createsPerMinute: number;
  /** Joins (seats, reclaims, spectators, restores) one address may ask for per minute. */
  joinsPerMinute: number;
  /** First bar of a seat token after a flood close, in seconds; it doubles with each close within FLOOD_MEMORY_S. */
  floodPenaltySeconds: number;
  /** Flood closes from one address within FLOOD_MEMORY_S after which the whole address is barred. */
  floodAddressCap: number;
  /**
   * A refusal is answered this late: a client that asks straight back (a flooder's loop) then asks once a second
   * instead of thousands of times, for the price of a timer; an honest client retrying later loses nothing.
   */
  refusalDelayMs: number;
}

export const DEFAULT_GATE_LIMITS: GateLimits = { createsPerMinute: 30, joinsPerMinute: 300, floodPenaltySeconds: 30, floodAddressCap: 5, refusalDelayMs: 1000 };

/** How long flood closes are remembered (and an address over its cap is barred), in seconds. */
const FLOOD_MEMORY_S = 600;
/** Longest bar of one seat token. */
const MAX_PENALTY_S = FLOOD_MEMORY_S;
/** Presence may be slow or away (a Redis outage): a limit it cannot answer in time lets the request through. */
const PRESENCE_WAIT_MS = 500;

export interface GateReport {
  /** A create or join turned away, by why. */
  refused(reason: 'creates' | 'joins' | 'seat-penalty' | 'address-penalty'): void;
  /** A flood close penalised a seat token or an address (over its cap). */
  penalised(by: 'seat' | 'address'): void;
  /** Presence could not answer: the limit was not applied this time. */
  unavailable(error: unknown): void;
}

export class PresenceGate implements AdmissionGate {
  constructor(
    private readonly presence: Presence,
    private readonly limits: GateLimits,
    private readonly now: () => number,
    private readonly report: GateReport,
  ) {}

  async admit(kind: AdmissionKind, address: string, seatToken: string | null): Promise<string | null> {
    const answer = this.decide(kind, address, seatToken);
    const late = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), PRESENCE_WAIT_MS).unref());
    try {
      const decided = await Promise.race([answer, late]);
      if (decided !== 'late') {
        if (decided !== null) await new Promise((resolve) => setTimeout(resolve, this.limits.refusalDelayMs).unref());
        return decided;
      }
      this.report.unavailable(new Error(`presence did not answer within ${PRESENCE_WAIT_MS} ms`));
    } catch (error) {
      this.report.unavailable(error);
    }
    answer.catch(() => undefined);
    return null;
  }

  flooded(address: string, tokenHash: string | null): void {
    void this.penalise(address, tokenHash).catch((error: unknown) => this.report.unavailable(error));
  }

  private async decide(kind: AdmissionKind, address: string, seatToken: string | null): Promise<string | null> {
    const barred = await this.presence.get(addressBarKey(address));
    if (barred) {
      this.report.refused('address-penalty');
      return `this address was closed for flooding too often; try again in up to ${FLOOD_MEMORY_S / 60} minutes`;
    }
    if (seatToken !== null) {
      const until = Number((await this.presence.get(seatBarKey(hashSeatToken(seatToken)))) ?? 0);
      const wait = Math.ceil((until - this.now()) / 1000);
      if (wait > 0) {
        this.report.refused('seat-penalty');
        return `this seat was closed for flooding; it may come back in ${wait} s`;
      }
    }
    const perMinute = kind === 'create' ? this.limits.createsPerMinute : this.limits.joinsPerMinute;
    if ((await this.count(kind, address)) <= perMinute) return null;
    this.report.refused(kind === 'create' ? 'creates' : 'joins');
    return kind === 'create' ? `at most ${perMinute} new games a minute from one address` : `at most ${perMinute} joins a minute from one address`;
  }

  /**
   * Requests from `address` in the last minute, this one included: the current minute's count plus the previous
   * minute's weighted by how much of it is still within the last 60 s (two counters instead of a list of times).
   */
  private async count(kind: AdmissionKind, address: string): Promise<number> {
    const now = this.now();
    const minute = Math.floor(now / 60_000);
    const [current, previous] = await Promise.all([
      this.presence.hincrbyex(windowKey(kind, minute), address, 1, 120),
      this.presence.hget(windowKey(kind, minute - 1), address),
    ]);
    const stillCounted = 1 - (now - minute * 60_000) / 60_000;
    return current + Math.floor(Number(previous ?? 0) * stillCounted);
  }

  private async penalise(address: string, tokenHash: string | null): Promise<void> {
    if (tokenHash !== null) {
      const closes = await this.presence.hincrbyex(floodKey('seat', tokenHash), 'closes', 1, FLOOD_MEMORY_S);
      const seconds = Math.min(MAX_PENALTY_S, this.limits.floodPenaltySeconds * 2 ** Math.min(closes - 1, 10));
      await this.presence.setex(seatBarKey(tokenHash), String(this.now() + seconds * 1000), seconds);
      this.report.penalised('seat');
    }
    const fromAddress = await this.presence.hincrbyex(floodKey('address', address), 'closes', 1, FLOOD_MEMORY_S);
    if (fromAddress >= this.limits.floodAddressCap) {
      await this.presence.setex(addressBarKey(address), '1', FLOOD_MEMORY_S);
      if (fromAddress === this.limits.floodAddressCap) this.report.penalised('address');
    }
  }
}

const windowKey = (kind: AdmissionKind, minute: number) => `dune:limit:${kind}:${minute}`;
const floodKey = (by: 'seat' | 'address', who: string) => `dune:flood:${by}:${who}`;
const seatBarKey = (tokenHash: string) => `dune:bar:seat:${tokenHash}`;
const addressBarKey = (address: string) => `dune:bar:address:${address}`;
