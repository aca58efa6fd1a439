// Seat tokens: a random secret per claimed seat, handed to its client once; the room keeps only its SHA-256.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Faction } from './dune/types.ts';

export function newSeatToken(): string {
  return randomBytes(24).toString('base64url');
}

export function hashSeatToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Which seats are claimed, by token hash. */
export class SeatRegistry {
  private readonly hashes = new Map<Faction, string>();

  constructor(entries: Iterable<[Faction, string]> = []) {
    for (const [f, h] of entries) this.hashes.set(f, h);
  }

  /** Re-registers a seat claimed before (from the store). */
  restore(faction: Faction, hash: string): void {
    this.hashes.set(faction, hash);
  }

  isClaimed(faction: Faction): boolean {
    return this.hashes.has(faction);
  }

  /** Claims a free seat; returns the token to give its client. */
  claim(faction: Faction): string {
    if (this.hashes.has(faction)) throw new Error(`seat ${faction} is already claimed`);
    const token = newSeatToken();
    this.hashes.set(faction, hashSeatToken(token));
    return token;
  }

  /** A claimed seat moved to another device: a new token replaces its old one, which reclaims nothing any more. */
  replace(faction: Faction): string {
    if (!this.hashes.has(faction)) throw new Error(`seat ${faction} is not claimed`);
    const token = newSeatToken();
    this.hashes.set(faction, hashSeatToken(token));
    return token;
  }

  /** The seat a token reclaims, or null. Compares hashes in constant time. */
  seatFor(token: string): Faction | null {
    const probe = Buffer.from(hashSeatToken(token), 'hex');
    for (const [faction, hash] of this.hashes) if (timingSafeEqual(probe, Buffer.from(hash, 'hex'))) return faction;
    return null;
  }

  /** The token hash of a claimed seat (to bar it after a flood), or null. */
  hashOf(faction: Faction): string | null {
    return this.hashes.get(faction) ?? null;
  }

  entries(): [Faction, string][] {
    return [...this.hashes];
  }
}
