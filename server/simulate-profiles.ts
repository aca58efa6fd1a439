// Who plays which seat in a simulation (issue 5): profile tables rotated over seats and factions, and
// head-to-head pairings over every faction pair with sides swapped. Plus the win statistics per profile.
import { BOT_PROFILES, type BotProfile } from '../rooms/dune/bots/index.ts';
import { CLASSIC_FACTIONS, FACTIONS, type Faction } from '../rooms/dune/index.ts';
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
