// 1.05.01 Force Revival: up to 3 forces per turn from the Tleilaxu Tanks; the free ones (1.05.01.02, the faction's
// sheet) cost nothing, each further one 2 spice to the bank (1.05.01.03, 1.05.01.04); revived forces go to
// reserves (1.05.02). Starred forces count as one force each (2.03.10, 2.04.19); under Advanced rules at most one
// Sardaukar / Fedaykin is revived per turn (2.03.11, 2.04.20).
import { allyOf } from '../../alliances.ts';
import { FACTION_PROFILES } from '../../factions/profiles.ts';
import type { Faction, FactionState, ForceCount, Draft } from '../../types.ts';
import type { RevivalRound } from './types.ts';
import { plugins } from '../../extension-points.ts';

/** 1.05.01: forces revivable per turn by the normal revival. */
export const FORCE_REVIVAL_LIMIT = 3;
/** 1.05.01.03: spice per force beyond the free ones. */
export const COST_PER_FORCE = 2;
/** 2.04.11: free revival the Fremen may grant their ally. */
export const FREMEN_ALLY_FREE_REVIVAL = 3;
/** 2.03.07: forces of their ally the Emperor may pay for beyond the ally's limit. */
export const EMPEROR_ALLY_EXTRA = 3;
/** 2.03.11, 2.04.20 (Advanced): starred forces revivable per turn. */
const ELITE_PER_TURN = 1;

/** Counts arrive validated by the wire schema; the engine checks them again for direct callers. */
export function isCount(n: number): boolean {
  return Number.isInteger(n) && n >= 0;
}

export function isForceCount(forces: ForceCount): boolean {
  return isCount(forces.regular) && isCount(forces.elite);
}

// 2.03.10 SARDAUKAR REVIVAL: a Sardaukar counts as one force in revival.
// 2.04.19 FEDAYKIN REVIVAL: so does a Fedaykin.
export function totalOf(forces: ForceCount): number {
  return forces.regular + forces.elite;
}

export function revivalRound(state: Draft): RevivalRound {
  const round = state.round;
  if (round?.phase !== 'revival') throw new Error('no revival round in progress');
  return round;
}

/** 1.05.01.02, 2.04.11: this turn's free revival of a faction. */
export function freeRevivalOf(state: Draft, faction: Faction): number {
  // A plug-in may deny it (CH.worthless.la-la-la: CHOAM denied this faction its free revival this turn) or add to it
  // (HW.low-revival: a low homeworld gives one more).
  if (plugins().some((p) => p.freeRevivalDenied?.(state, faction) ?? false)) return 0;
  const base = plugins().reduce((n, p) => n + (p.freeRevivalBonus?.(state, faction) ?? 0), FACTION_PROFILES[faction].freeRevival);
  const round = state.round?.phase === 'revival' ? state.round : null;
  const current = round ? round.order[round.current] : undefined;
  const free = current === faction && round?.boosted ? Math.max(base, FREMEN_ALLY_FREE_REVIVAL) : base;
  // A card played as the phase started (Recruits) multiplies every faction's current free revival.
  const raised = round?.recruits ? raisedTerms() : null;
  return raised ? free * raised.freeTimes : free;
}

/** The terms of the plug-in that raises revival (Recruits), whose card its round recorded. */
function raisedTerms(): { freeTimes: number; limit: number } | null {
  return plugins().find((p) => p.raisedRevival !== undefined)?.raisedRevival ?? null;
}

/** As the Revival phase starts: the raised terms of a card played at its start (Recruits), or null. */
export function raisedRevival(state: Draft): { freeTimes: number; limit: number } | null {
  return plugins().find((p) => p.raisedRevival?.playedAtStart(state))?.raisedRevival ?? null;
}

/** 1.05.01: forces a faction may revive this turn by the normal revival (raised by a card played at its start). */
export function forceRevivalLimit(state: Draft): number {
  const raised = state.round?.phase === 'revival' && state.round.recruits ? raisedTerms() : null;
  return raised ? raised.limit : FORCE_REVIVAL_LIMIT;
}

// 2.04.20 FEDAYKIN TRAINING (like 2.03.11 for the Sardaukar): one starred force revived per turn.
/** Starred forces the faction may still revive this turn; null when there is no limit (Basic game). */
export function eliteAllowance(state: Draft, faction: Faction): number | null {
  if (!state.config.advanced || (faction !== 'emperor' && faction !== 'fremen')) return null;
  const round = revivalRound(state);
  return Math.max(0, ELITE_PER_TURN - round.eliteRevived);
}

/** 1.05.01.03: cost of reviving `count` forces by the normal revival, with `free` of them free (CH.revival: 1 each). */
export function forceRevivalCost(count: number, free: number, perForce = COST_PER_FORCE): number {
  return Math.max(0, count - free) * perForce;
}

/**
 * What reviving `forces` costs, `free` of them free, when a starred force has a price of its own (IX.cyborgs): the free
 * revival covers the starred forces first (they cost more), the rest are paid at their prices.
 */
export function revivalPrice(forces: ForceCount, free: number, terms: { costPerForce: number; starredCost?: number }): number {
  if (terms.starredCost === undefined) return forceRevivalCost(totalOf(forces), free, terms.costPerForce);
  const paidStarred = Math.max(0, forces.elite - free);
  const paidRegular = Math.max(0, forces.regular - Math.max(0, free - forces.elite));
  return paidStarred * terms.starredCost + paidRegular * terms.costPerForce;
}

/** `forces` cut down (starred ones first, then ordinary ones) until their revival costs no more than `spice`. */
export function affordable(forces: ForceCount, free: number, terms: { costPerForce: number; starredCost?: number }, spice: number): ForceCount {
  const out = { ...forces };
  while (out.elite > 0 && revivalPrice(out, free, terms) > spice) out.elite -= 1;
  while (out.regular > 0 && revivalPrice(out, free, terms) > spice) out.regular -= 1;
  return out;
}

/** The first `count` forces in the tanks, regular ones first, starred ones within `eliteCap`. */
export function pickFromTanks(tanks: ForceCount, count: number, eliteCap: number | null): ForceCount {
  const regular = Math.min(tanks.regular, count);
  const elite = Math.min(tanks.elite, count - regular, eliteCap ?? Infinity);
  return { regular, elite };
}

/** 1.05.02: moves forces from the Tleilaxu Tanks to reserves. Callers validate the counts first. */
export function moveToReserves(fs: FactionState, forces: ForceCount): void {
  if (fs.tanks.regular < forces.regular || fs.tanks.elite < forces.elite) throw new Error(`${fs.faction} lacks those forces in the tanks`);
  fs.tanks.regular -= forces.regular;
  fs.tanks.elite -= forces.elite;
  fs.reserves.regular += forces.regular;
  fs.reserves.elite += forces.elite;
}

/** Whether the Emperor is this faction's ally (2.03.07) / the Fremen are (2.04.11). */
export function allyIs(state: Draft, faction: Faction, ally: Faction): boolean {
  return faction !== ally && allyOf(state, faction) === ally && state.factions[ally] !== undefined;
}
