// What the opponents can still do this turn (brutal): strongholds their movement reaches, and whether they could
// complete a stronghold victory before the Mentat Pause if left alone.
import { reachable, strongholdsOn } from '../board/movement.ts';
import { seatLeaders } from '../factions/leaders.ts';
import { FACTION_PROFILES } from '../factions/profiles.ts';
import { movementRange, strongholdFull } from '../phases/shipment-movement/board-view.ts';
import type { Faction, PlayerView, TerritoryId } from '../types.ts';
import { fightersOf, reservesOf, strongholdsHeld, strongholdsNeeded, unitOf } from './board.ts';

export interface Threat {
  /** The opponent unit could reach its stronghold count this turn. */
  canWin: boolean;
  /** Empty strongholds an opponent's move reaches this turn, with the forces it could bring. */
  reach: Map<TerritoryId, number>;
  /** Most forces an opponent still to ship could land in one stronghold (its spice is hidden: estimated). */
  landing: number;
}

/** Strength of the faction's best leader not in the tanks. */
export function bestLeader(view: PlayerView, f: Faction): number {
  const seat = view.seats.find((s) => s.faction === f);
  if (!seat) return 0;
  return Math.max(
    0,
    ...seatLeaders(seat, view.advanced)
      .filter((l) => l.at === 'pool')
      .map((l) => l.leader.strength),
  );
}

/** Spice an opponent may have: its starting spice on turn 1 (0.12), a typical amount later (hidden, 1.11.01). */
function spiceEstimate(view: PlayerView, f: Faction): number {
  return view.turn <= 1 ? FACTION_PROFILES[f].startingSpice : 8;
}

/** Whether a faction still has its shipment and movement to come this turn. */
function stillToAct(view: PlayerView, f: Faction): boolean {
  const round = view.round;
  if (view.phase !== 'shipment-movement' || !round || !('done' in round))
    return ['storm', 'spice-blow', 'choam-charity', 'bidding', 'revival', 'setup'].includes(view.phase);
  return !round.done.includes(f);
}

/** Forces a faction's move could bring into each stronghold (its largest stack within range). */
function strongholdReach(view: PlayerView, f: Faction): Map<TerritoryId, number> {
  const out = new Map<TerritoryId, number>();
  const range = movementRange(view, f);
  const open = (p: { territory: TerritoryId }) => !strongholdFull(view, p.territory, f);
  // One search per territory: its stacks may move together (1.06.05), so their sum is the group.
  const groups = new Map<TerritoryId, { places: { territory: TerritoryId; sector: number }[]; n: number }>();
  for (const s of view.forces) {
    const n = s.regular + s.elite;
    if (s.faction !== f || n === 0) continue;
    const g = groups.get(s.territory) ?? { places: [], n: 0 };
    g.places.push({ territory: s.territory, sector: s.sector });
    g.n += n;
    groups.set(s.territory, g);
  }
  const strongholds = strongholdsOn(view);
  for (const [from, g] of groups) {
    for (const { place, hops } of reachable(view, g.places, range, open).values()) {
      if (hops === 0 || place.territory === from || !strongholds.includes(place.territory)) continue;
      out.set(place.territory, Math.max(out.get(place.territory) ?? 0, g.n));
    }
  }
  return out;
}

export function threats(view: PlayerView, me: Faction): Threat {
  const mine = unitOf(view, me);
  const reach = new Map<TerritoryId, number>();
  let canWin = false;
  let landing = 0;
  const seen = new Set<Faction>();
  for (const seat of view.seats) {
    const f = seat.faction;
    if (mine.includes(f) || seen.has(f)) continue;
    const unit = unitOf(view, f);
    for (const u of unit) seen.add(u);
    const held = strongholdsHeld(view, unit).length;
    let gain = 0;
    for (const u of unit) {
      if (!stillToAct(view, u)) continue;
      const empty = strongholdsOn(view).filter((t) => fightersOf(view, u, t) === 0 && !strongholdFull(view, t, u));
      if (reservesOf(view, u) > 0 && empty.length > 0) gain += 1;
      if (u !== 'fremen') landing = Math.max(landing, Math.min(reservesOf(view, u), spiceEstimate(view, u) * (u === 'guild' ? 2 : 1)));
      const r = strongholdReach(view, u);
      if ([...r.keys()].some((t) => !unit.some((x) => fightersOf(view, x, t) > 0))) gain += 1;
      for (const [t, n] of r) reach.set(t, Math.max(reach.get(t) ?? 0, n));
    }
    if (held + gain >= strongholdsNeeded(unit)) canWin = true;
  }
  return { canWin, reach, landing };
}

/** Opponents whose unit holds at least its stronghold count plus `offset` right now (1.09.02). */
export function opponentsHolding(view: PlayerView, me: Faction, offset: number): Faction[] {
  const mine = unitOf(view, me);
  return view.seats
    .map((s) => s.faction)
    .filter((f) => {
      if (mine.includes(f)) return false;
      const unit = unitOf(view, f);
      return strongholdsHeld(view, unit).length >= strongholdsNeeded(unit) + offset;
    });
}
