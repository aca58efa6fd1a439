// Moving a seat to another device: the seat's holder asks for a transfer code (`transfer`), types it on the other
// device, which joins with `transferCode`; the seat then gets a new seat token and the old one stops working, so the
// first device can no longer reclaim it. A code is short-lived (TRANSFER_TTL_MS), good once, kept only as its
// SHA-256 (like seat tokens), one per seat at a time, and never part of a URL. Both sides are rate-limited: a seat
// mints a few codes per window, and a room refuses redemptions for a while after too many wrong codes (the join
// gate also limits joins per address). Codes live in the room's memory: a server restart forgets them, and the
// player asks for a new one.
import { createHash, randomInt } from 'node:crypto';
import type { Faction } from './dune/index.ts';

/** How long a code may be redeemed, in ms. */
export const TRANSFER_TTL_MS = 5 * 60_000;
/** Codes one seat may mint per window. */
const MINTS_PER_WINDOW = 5;
/** Wrong codes a room takes per window before it refuses every redemption until the window passes. */
const MISSES_PER_WINDOW = 10;
const WINDOW_MS = 10 * 60_000;

/** Letters and digits a player reads and types without confusing them (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 12 characters of 31: about 59 bits, far beyond what the limits let anyone guess in a code's life. */
const LENGTH = 12;

export interface TransferCode {
  /** Typed on the other device; groups of four for reading it out (`ABCD-EFGH-JKMN`). */
  code: string;
  /** When it stops working, ms since the epoch. */
  expiresAt: number;
}

/** A code as the player may type it: case, spaces and dashes do not matter. */
export const normalCode = (typed: string): string => typed.toUpperCase().replace(/[\s-]/g, '');
const hashOf = (typed: string): string => createHash('sha256').update(normalCode(typed), 'utf8').digest('hex');

export type Redemption = { ok: true; faction: Faction } | { ok: false; code: 'BAD_TRANSFER_CODE' | 'RATE_LIMITED'; reason: string };

export class TransferDesk {
  /** Live codes by hash. */
  private readonly codes = new Map<string, { faction: Faction; expiresAt: number }>();
  private readonly mints = new Map<Faction, number[]>();
  private misses: number[] = [];

  constructor(private readonly now: () => number) {}

  /** A new code for `faction`'s seat, replacing any it had; null when the seat minted too many lately. */
  mint(faction: Faction): TransferCode | null {
    const now = this.now();
    const recent = (this.mints.get(faction) ?? []).filter((t) => now - t < WINDOW_MS);
    if (recent.length >= MINTS_PER_WINDOW) return null;
    this.mints.set(faction, [...recent, now]);
    this.revoke(faction);
    let code = '';
    for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
    const expiresAt = now + TRANSFER_TTL_MS;
    this.codes.set(hashOf(code), { faction, expiresAt });
    return { code: code.match(/.{4}/g)!.join('-'), expiresAt };
  }

  /** Which seat `typed` would move, without using it up (admission asks before the join, then again in it). */
  check(typed: string): Redemption {
    const now = this.now();
    this.misses = this.misses.filter((t) => now - t < WINDOW_MS);
    if (this.misses.length >= MISSES_PER_WINDOW)
      return { ok: false, code: 'RATE_LIMITED', reason: 'too many wrong transfer codes for this game: try again in a few minutes' };
    const entry = this.codes.get(hashOf(typed));
    if (entry && entry.expiresAt > now) return { ok: true, faction: entry.faction };
    if (entry) this.codes.delete(hashOf(typed));
    this.misses.push(now);
    return { ok: false, code: 'BAD_TRANSFER_CODE', reason: 'this transfer code is unknown, used or expired: ask the seat for a new one' };
  }

  /** Uses the code up (once: a second redemption of the same code is refused). */
  take(typed: string): Redemption {
    const checked = this.check(typed);
    if (checked.ok) this.codes.delete(hashOf(typed));
    return checked;
  }

  /** Forgets `faction`'s live code (a new one replaces it, or the seat moved). */
  revoke(faction: Faction): void {
    for (const [hash, entry] of this.codes) if (entry.faction === faction) this.codes.delete(hash);
  }
}
