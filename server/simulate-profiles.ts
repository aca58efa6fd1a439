// Who plays which seat in a simulation (issue 5): profile tables rotated over seats and factions, and
// head-to-head pairings over every faction pair with sides swapped. Plus the win statistics per profile.
import { BOT_PROFILES, type BotProfile } from '../rooms/dune/bots/index.ts';
import { CLASSIC_FACTIONS, FACTIONS, type Faction } from '../rooms/dune/index.ts';
import { randomInt, seedRng } from '../rooms/dune/rng.ts';
import { UsageError } from './cli.ts';

/** `legal` is the simple legal-move bot of bots/legal.ts; the others are the bot profiles. */
export type SeatProfile = BotProfile | 'legal';
export const SEAT_PROFILES: readonly SeatProfile[] = ['legal', ...BOT_PROFILES];

export function parseProfiles(text: string): SeatProfile[] {
  const list = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length === 0) throw new UsageError('--profiles needs at least one profile');
  for (const p of list) if (!SEAT_PROFILES.includes(p as SeatProfile)) throw new UsageError(`unknown profile ${p} (available: ${SEAT_PROFILES.join(', ')})`);
  return list as SeatProfile[];
}

/** Game `index` of a table run: faction j plays profiles[(index + j) mod n], so every profile plays every faction. */
export function rotatedSeats(factions: readonly Faction[], profiles: readonly SeatProfile[], index: number): Partial<Record<Faction, SeatProfile>> {
  const out: Partial<Record<Faction, SeatProfile>> = {};
  // Order by the fixed faction list so the rotation does not depend on how the factions were drawn.
  const ordered = FACTIONS.filter((f) => factions.includes(f));
  for (const [j, f] of ordered.entries()) out[f] = profiles[(index + j) % profiles.length]!;
  return out;
}

/** How a table run gives seats their profiles: `rotated` (rotatedSeats) or `drawn` (drawnSeats). */
export type Seating = 'rotated' | 'drawn';
export const SEATINGS: readonly Seating[] = ['rotated', 'drawn'];

/**
 * Game `seed` of a drawn table run: each seat's profile is drawn on its own, uniformly from `profiles`. A seat's
 * opponents are then the same mix whatever its own profile, which the rotation cannot give (there a seat's own
 * profile is the one its table holds least of), so per-faction win rates compare the profiles on equal terms.
 */
export function drawnSeats(factions: readonly Faction[], profiles: readonly SeatProfile[], seed: string): Partial<Record<Faction, SeatProfile>> {
  const rng = seedRng(`${seed}:profiles`);
  const out: Partial<Record<Faction, SeatProfile>> = {};
  for (const f of FACTIONS.filter((x) => factions.includes(x))) out[f] = profiles[randomInt(rng, profiles.length)]!;
  return out;
}

/** Every unordered pair of the six classic factions (15). */
export const FACTION_PAIRS: readonly [Faction, Faction][] = CLASSIC_FACTIONS.flatMap((a, i) =>
  CLASSIC_FACTIONS.slice(i + 1).map((b): [Faction, Faction] => [a, b]),
);

/** Game `index` of a head-to-head run: the pair cycles over all 15, sides swap on odd games. */
export function headToHead(a: SeatProfile, b: SeatProfile, index: number): { factions: [Faction, Faction]; seats: Partial<Record<Faction, SeatProfile>> } {
  const [f1, f2] = FACTION_PAIRS[Math.floor(index / 2) % FACTION_PAIRS.length]!;
  const swap = index % 2 === 1;
  return { factions: [f1, f2], seats: { [f1]: swap ? b : a, [f2]: swap ? a : b } };
}

export interface ProfileStats {
  /** Seat-games played by the profile. */
  seats: number;
  /** Seat-games won (a joint victory counts for each winning seat). */
  wins: number;
  winRate: number;
  /** Head-to-head only: games both sides won together (an alliance or a shared turn-limit win). */
  shared?: number;
}

export interface ProfiledReport {
  seats: Partial<Record<Faction, SeatProfile>>;
  victory: { winners: Faction[] } | null;
}

export function profileStats(reports: readonly ProfiledReport[]): Record<string, ProfileStats> {
  const out: Record<string, ProfileStats> = {};
  for (const r of reports) {
    const winners = r.victory?.winners ?? [];
    const winningProfiles = new Set(winners.map((f) => r.seats[f]));
    const shared = Object.keys(r.seats).length === 2 && winners.length === 2 && winningProfiles.size === 2;
    for (const [f, p] of Object.entries(r.seats) as [Faction, SeatProfile][]) {
      out[p] ??= { seats: 0, wins: 0, winRate: 0 };
      const s = out[p];
      s.seats += 1;
      if (winners.includes(f)) s.wins += 1;
      if (shared) s.shared = (s.shared ?? 0) + 1;
    }
  }
  for (const s of Object.values(out)) s.winRate = s.seats ? Math.round((s.wins / s.seats) * 1000) / 1000 : 0;
  return out;
}

/** Wins per faction and profile ("harkonnen/brutal": 12). */
export function factionProfileWins(reports: readonly ProfiledReport[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of reports) for (const f of r.victory?.winners ?? []) out[`${f}/${r.seats[f]}`] = (out[`${f}/${r.seats[f]}`] ?? 0) + 1;
  return out;
}

/** The 95% Wilson score interval of `wins` out of `n` (as fractions), [0, 0] when nothing was played. */
export function wilson95(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 0];
  const z = 1.96;
  const p = wins / n;
  const centre = p + (z * z) / (2 * n);
  const margin = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  const denominator = 1 + (z * z) / n;
  const round = (x: number) => Math.round(Math.min(1, Math.max(0, x)) * 1000) / 1000;
  return [round((centre - margin) / denominator), round((centre + margin) / denominator)];
}

export interface FactionProfileStats {
  seats: number;
  wins: number;
  winRate: number;
  /** The 95% Wilson interval of the win rate. */
  interval: [number, number];
}

/**
 * Per faction, each profile's seat-games, wins, win rate and its 95% interval, the profiles in order of strength
 * (legal, easy, medium, hard, brutal); `ordered` says whether the win rates rise with strength for that faction.
 */
export function factionProfileStats(
  reports: readonly ProfiledReport[],
): Record<string, { profiles: Partial<Record<SeatProfile, FactionProfileStats>>; ordered: boolean }> {
  const counts: Record<string, Partial<Record<SeatProfile, { seats: number; wins: number }>>> = {};
  for (const r of reports)
    for (const [f, p] of Object.entries(r.seats) as [Faction, SeatProfile][]) {
      const row = counts[f] ?? {};
      counts[f] = row;
      const c = row[p] ?? { seats: 0, wins: 0 };
      row[p] = c;
      c.seats += 1;
      if (r.victory?.winners.includes(f)) c.wins += 1;
    }
  const out: Record<string, { profiles: Partial<Record<SeatProfile, FactionProfileStats>>; ordered: boolean }> = {};
  for (const f of FACTIONS.filter((x) => counts[x])) {
    const profiles: Partial<Record<SeatProfile, FactionProfileStats>> = {};
    for (const p of SEAT_PROFILES) {
      const c = counts[f]![p];
      if (c) profiles[p] = { ...c, winRate: Math.round((c.wins / c.seats) * 1000) / 1000, interval: wilson95(c.wins, c.seats) };
    }
    const rates = SEAT_PROFILES.flatMap((p) => (profiles[p] ? [profiles[p]!.winRate] : []));
    out[f] = { profiles, ordered: rates.every((r, i) => i === 0 || r >= rates[i - 1]!) };
  }
  return out;
}
