// Seeded, portable randomness. The generator state lives in GameState.rng so that a restored game
// continues exactly (docs/ARCHITECTURE.md §2). xoshiro128** on 32-bit words: identical results on any JS engine.
import type { RngState } from './types.ts';

/** Derives a generator state from a text seed (splitmix32 over an FNV-1a hash of the UTF-16 code units). */
export function seedRng(seed: string): RngState {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  const words: number[] = [];
  for (let i = 0; i < 4; i++) {
    h = (h + 0x9e3779b9) >>> 0;
    let z = h;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    words.push((z ^ (z >>> 16)) >>> 0);
  }
  // xoshiro must not start from the all-zero state.
  if (!words.some((w) => w !== 0)) words[0] = 1;
  return words as RngState;
}

const rotl = (x: number, k: number): number => ((x << k) | (x >>> (32 - k))) >>> 0;

/** Advances `rng` in place and returns the next unsigned 32-bit value. */
export function nextU32(rng: RngState): number {
  // Read by index: destructuring goes through the array iterator, and this runs for every draw.
  const s0 = rng[0],
    s1 = rng[1],
    s2 = rng[2],
    s3 = rng[3];
  const result = Math.imul(rotl(Math.imul(s1, 5) >>> 0, 7), 9) >>> 0;
  const t = (s1 << 9) >>> 0;
  const n2 = (s2 ^ s0) >>> 0;
  const n3 = (s3 ^ s1) >>> 0;
  rng[1] = (s1 ^ n2) >>> 0;
  rng[0] = (s0 ^ n3) >>> 0;
  rng[2] = (n2 ^ t) >>> 0;
  rng[3] = rotl(n3, 11);
  return result;
}

/** Uniform integer in [0, n), without modulo bias. */
export function randomInt(rng: RngState, n: number): number {
  if (!Number.isInteger(n) || n <= 0 || n > 0x100000000) throw new RangeError(`randomInt: bad bound ${n}`);
  const limit = 0x100000000 - (0x100000000 % n);
  for (;;) {
    const x = nextU32(rng);
    if (x < limit) return x % n;
  }
}

/** Fisher–Yates shuffle returning a new array; advances `rng`. */
export function shuffled<T>(rng: RngState, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}
