// Reading the board from a seat's view: who holds which strongholds, forces per territory, storm threats.
import { allyOf } from '../alliances.ts';
import { strongholdsOn, territoryDistance } from '../board/movement.ts';
import { advance } from '../board/sectors.ts';
import { territory } from '../board/territories.ts';
import type { Faction, PlayerView, TerritoryId, TreacheryCardId } from '../types.ts';

/** The seat and its ally: one victory unit (1.10.02.01). */
export function unitOf(view: PlayerView, me: Faction): Faction[] {
  const ally = allyOf(view, me);
  return ally ? [me, ally] : [me];
}

/** 1.09.02.02–03: strongholds a unit needs to win. */
export function strongholdsNeeded(unit: readonly Faction[]): number {
  return unit.length > 1 ? 4 : 3;
}

/** Fighters (regular + starred) of one faction in a territory (advisors do not count, 2.02.12). */
export function fightersOf(view: PlayerView, faction: Faction, id: TerritoryId): number {
  let n = 0;
  for (const s of view.forces) if (s.faction === faction && s.territory === id) n += s.regular + s.elite;
  return n;
}

/** Fighters per faction in a territory. */
export function presence(view: PlayerView, id: TerritoryId): Map<Faction, number> {
  const out = new Map<Faction, number>();
  for (const s of view.forces) {
    if (s.territory !== id) continue;
    const n = s.regular + s.elite;
    if (n > 0) out.set(s.faction, (out.get(s.faction) ?? 0) + n);
  }
  return out;
}

/** Fighters of factions outside the unit in a territory (the largest enemy stack, and all of them). */
export function enemiesIn(view: PlayerView, unit: readonly Faction[], id: TerritoryId): { strongest: number; total: number; factions: Faction[] } {
  let strongest = 0;
  let total = 0;
  const factions: Faction[] = [];
  for (const [f, n] of presence(view, id)) {
    if (unit.includes(f)) continue;
    strongest = Math.max(strongest, n);
    total += n;
    factions.push(f);
  }
  return { strongest, total, factions };
}

/** Strongholds where the unit has at least one fighter. */
export function strongholdsHeld(view: PlayerView, unit: readonly Faction[]): TerritoryId[] {
  return strongholdsOn(view).filter((t) => unit.some((f) => fightersOf(view, f, t) > 0));
}

/** Sectors the storm may reach next turn (it moves 1–6 sectors after turn 1; the near ones are likeliest). */
export function stormThreat(view: PlayerView, sectors = 3): Set<number> {
  const out = new Set<number>();
  const at = view.storm.sector;
  if (at === null) return out;
  for (let i = 0; i <= sectors; i++) out.add(advance(at, i));
  return out;
}

/** Whether forces in this sector of a territory are exposed to the storm (sand not protected, 1.01.03). */
export function exposed(view: PlayerView, id: TerritoryId, sector: number, threat: Set<number>): boolean {
  const t = territory(id);
  if (t.kind === 'polar-sink') return false;
  const sheltered = t.protectedFromStorm && !(view.storm.shieldWallDestroyed && ['imperial-basin', 'arrakeen', 'carthag'].includes(id));
  return !sheltered && threat.has(sector);
}

/** Spice lying in a territory (all sectors). */
export function spiceOn(view: PlayerView, id: TerritoryId): number {
  let n = 0;
  for (const s of view.spice) if (s.territory === id) n += s.amount;
  return n;
}

/** Own spice and the seat's private numbers. */
/** Every unit of the seat's own (`mine`) or of everyone else's in a territory (null: none), advisors included. */
export function forcesIn(view: PlayerView, territory: TerritoryId | null, mine: boolean, me: Faction): number {
  return view.forces.filter((s) => s.territory === territory && (s.faction === me) === mine).reduce((n, s) => n + s.regular + s.elite + s.advisors, 0);
}

export function mySpice(view: PlayerView): number {
  return view.private?.spice ?? 0;
}

export function myHand(view: PlayerView): readonly TreacheryCardId[] {
  return view.private?.hand ?? [];
}

export function seatOf(view: PlayerView, f: Faction) {
  return view.seats.find((s) => s.faction === f);
}

export function reservesOf(view: PlayerView, f: Faction): number {
  const s = seatOf(view, f);
  return s ? s.reserves.regular + s.reserves.elite : 0;
}

const DISTANCES = new Map<string, number>();
/** Territory distance ignoring storm (board/movement.ts), memoised: the board never changes. */
export function distance(from: TerritoryId, to: TerritoryId): number {
  const key = `${from}>${to}`;
  let d = DISTANCES.get(key);
  if (d === undefined) {
    d = territoryDistance(from, to);
    DISTANCES.set(key, d);
  }
  return d;
}
