// Seat tokens are stored only as hashes (issue 6): the room keeps hashSeatToken(token) in GameRecord.seats and
// compares hashes when a seat reclaims.
import { createHash, timingSafeEqual } from 'node:crypto';

export function hashSeatToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function seatTokenMatches(token: string, storedHash: string): boolean {
  const given = Buffer.from(hashSeatToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
