// CHOAM's Worthless effects (CH.worthless.*) as a thinking bot plays them, from CHOAM's own view: the target each
// card would take on the board as it is now, or null when the effect is not worth more than the card's 2-spice sale.
// The market (plugins/choam/bots/index.ts) asks the same question to decide which Worthless cards to keep for their phase.
import { advance, distanceAhead } from '../../../board/sectors.ts';
import { STRONGHOLDS, territory } from '../../../board/territories.ts';
import type { WorthlessCard, WorthlessPlay } from '../types.ts';
import { FACTION_PROFILES } from '../../../factions/profiles.ts';
import { movementRange } from '../../../phases/shipment-movement/board-view.ts';
import { treacheryCard } from '../../../cards/treachery.ts';
import { PHASES, type Faction, type Phase, type PlayerView, type TerritoryId, type TreacheryCardId } from '../../../types.ts';
import { distance, exposed, fightersOf, presence, strongholdsHeld, strongholdsNeeded, unitOf } from '../../../bots/board.ts';

/** The phase each effect is played in (Kull Wahad: any; the bot uses it in a battle of its own, else in bidding). */
export const EFFECT_PHASE: Record<Exclude<WorthlessCard, 'kull-wahad'>, Phase> = {
  'jubba-cloak': 'storm',
  'la-la-la': 'revival',
  baliset: 'shipment-movement',
  kulon: 'shipment-movement',
  'trip-to-gamont': 'mentat-pause',
};

export const isWorthless = (c: TreacheryCardId): c is WorthlessCard => treacheryCard(c).category === 'worthless';

const CYCLE: readonly Phase[] = PHASES.filter((p) => p !== 'setup' && p !== 'game-over');
/** Phases from the end of `from` to the start of `to` (1: the next one; a whole turn when they are the same). */
export const ahead = (from: Phase, to: Phase): number => ((CYCLE.indexOf(to) - CYCLE.indexOf(from) + CYCLE.length - 1) % CYCLE.length) + 1;

const others = (view: PlayerView): Faction[] => {
  const unit = unitOf(view, 'choam');
  return view.seats.map((s) => s.faction).filter((f) => !unit.includes(f));
};

/** The best-scoring faction (seating order breaks ties), or null when none scores above `floor`. */
function best(factions: readonly Faction[], score: (f: Faction) => number, floor = 0): Faction | null {
  let out: Faction | null = null;
  let top = floor;
  for (const f of factions) {
    const n = score(f);
    if (n > top) [out, top] = [f, n];
  }
  return out;
}

/** Territories (not the Polar Sink) where CHOAM's unit meets fighters of another faction: the likely battles. */
export function contested(view: PlayerView, who: Faction): TerritoryId[] {
  const unit = unitOf(view, 'choam');
  const out = new Set<TerritoryId>();
  for (const s of view.forces) {
    if (territory(s.territory).kind === 'polar-sink' || fightersOf(view, who, s.territory) === 0) continue;
    if ([...presence(view, s.territory).keys()].some((f) => !unit.includes(f))) out.add(s.territory);
  }
  return [...out];
}

/** Storm reach (two dials of 1–3 after turn 1): the chance it passes a sector `k` sectors ahead of it. */
const PASS_CHANCE = [0, 1, 1, 8 / 9, 6 / 9, 3 / 9, 1 / 9];

/** CH.worthless.jubba-cloak: CHOAM's territory with the most forces the coming storm is expected to kill. */
function jubbaTarget(view: PlayerView): WorthlessPlay | null {
  const at = view.storm.sector;
  if (at === null) return null;
  const threat = new Set(Array.from({ length: 7 }, (_, i) => advance(at, i)));
  const loss = new Map<TerritoryId, number>();
  for (const s of view.forces) {
    if (s.faction !== 'choam' || !exposed(view, s.territory, s.sector, threat)) continue;
    const chance = PASS_CHANCE[distanceAhead(at, s.sector)] ?? 0;
    loss.set(s.territory, (loss.get(s.territory) ?? 0) + chance * (s.regular + s.elite));
  }
  const [territory, expected] = [...loss].sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
  return territory !== null && expected >= 1.5 ? { card: 'jubba-cloak', territory } : null;
}

/** CH.worthless.la-la-la: the faction whose free revival would bring back most forces. */
function laLaLaTarget(view: PlayerView): WorthlessPlay | null {
  const free = (f: Faction) => {
    const seat = view.seats.find((s) => s.faction === f)!;
    return Math.min(FACTION_PROFILES[f].freeRevival, seat.tanks.regular + seat.tanks.elite);
  };
  const faction = best(others(view), free);
  return faction ? { card: 'la-la-la', faction } : null;
}

/** CH.worthless.baliset: the largest group of another faction one move away from a territory CHOAM holds. */
function balisetTarget(view: PlayerView): WorthlessPlay | null {
  let out: WorthlessPlay | null = null;
  let top = 1; // at least two forces, or one next to a stronghold
  const held = [...new Set(view.forces.filter((s) => s.faction === 'choam' && s.regular + s.elite > 0).map((s) => s.territory))];
  for (const t of held) {
    if (territory(t).kind === 'polar-sink') continue;
    const weight = territory(t).kind === 'stronghold' ? 2 : 1;
    for (const f of others(view)) {
      const range = movementRange(view, f);
      const groups = new Map<TerritoryId, number>();
      for (const s of view.forces) if (s.faction === f && s.territory !== t) groups.set(s.territory, (groups.get(s.territory) ?? 0) + s.regular + s.elite);
      const near = Math.max(0, ...[...groups].filter(([from, n]) => n > 0 && distance(from, t) <= range).map(([, n]) => n));
      if (near * weight > top) [out, top] = [{ card: 'baliset', faction: f, territory: t }, near * weight];
    }
  }
  return out;
}

/** CH.worthless.trip-to-gamont: a lone force that alone holds a stronghold for another unit (a winner's first). */
function tripTarget(view: PlayerView): WorthlessPlay | null {
  const mine = unitOf(view, 'choam');
  let out: WorthlessPlay | null = null;
  let top = 0;
  for (const s of view.forces) {
    if (mine.includes(s.faction) || !STRONGHOLDS.includes(s.territory) || s.regular + s.elite !== 1) continue;
    const unit = unitOf(view, s.faction);
    if (unit.reduce((n, f) => n + fightersOf(view, f, s.territory), 0) !== 1) continue;
    const held = strongholdsHeld(view, unit).length;
    const score = (held >= strongholdsNeeded(unit) ? 100 : 0) + 10 * held + (mine.some((f) => fightersOf(view, f, s.territory) > 0) ? 5 : 0) + 1;
    if (score > top) {
      top = score;
      out = { card: 'trip-to-gamont', faction: s.faction, territory: s.territory, sector: s.sector, force: s.regular > 0 ? 'regular' : 'elite' };
    }
  }
  return out;
}

/** CH.worthless.kull-wahad: in a battle phase, the opponent with most cards where CHOAM's unit fights; in bidding, anyone's. */
function kullWahadTarget(view: PlayerView, phase: Phase): WorthlessPlay | null {
  const hand = (f: Faction) => view.seats.find((s) => s.faction === f)?.handSize ?? 0;
  if (phase === 'battle') {
    const foes = new Set(unitOf(view, 'choam').flatMap((u) => contested(view, u).flatMap((t) => [...presence(view, t).keys()])));
    const faction = best(
      others(view).filter((f) => foes.has(f)),
      hand,
    );
    return faction ? { card: 'kull-wahad', faction } : null;
  }
  if (phase !== 'bidding') return null;
  const faction = best(others(view), hand, 1);
  return faction ? { card: 'kull-wahad', faction } : null;
}

/** The play a thinking CHOAM makes of `card` as `phase` starts, or null to keep (or later sell) the card. */
export function worthlessPlay(view: PlayerView, card: WorthlessCard, phase: Phase): WorthlessPlay | null {
  switch (card) {
    case 'jubba-cloak':
      return jubbaTarget(view);
    case 'la-la-la':
      return laLaLaTarget(view);
    case 'baliset':
      return balisetTarget(view);
    case 'kulon':
      return view.forces.some((s) => s.faction === 'choam' && s.regular + s.elite > 0) ? { card } : null;
    case 'trip-to-gamont':
      return tripTarget(view);
    case 'kull-wahad':
      return kullWahadTarget(view, phase);
  }
}

/** When CHOAM means to play `card` next: its own phase, and for Kull Wahad a coming battle or else bidding. */
export function effectPhase(view: PlayerView, card: WorthlessCard): Phase {
  if (card !== 'kull-wahad') return EFFECT_PHASE[card];
  return unitOf(view, 'choam').some((u) => contested(view, u).length > 0) ? 'battle' : 'bidding';
}

/** A Worthless card whose effect comes before the next bidding and is worth playing now. */
export function keptForEffect(view: PlayerView, card: WorthlessCard): boolean {
  const phase = effectPhase(view, card);
  return ahead(view.phase, phase) < ahead(view.phase, 'bidding') && worthlessPlay(view, card, phase) !== null;
}
