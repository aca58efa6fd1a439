// Who has won (1.09 Mentat Pause, 1.10.02.01–02, 2.02.03, 2.04.09, 2.04.12, 2.06.08, 2.06.11). Pure functions of the
// state: the Mentat Pause phase calls `decideVictory` and stores the result in `state.victory`.
//
// Decisions where the rules leave room (recorded in docs/RULES-DECISIONS.md):
// - "Occupy" a territory = have at least one fighter there (regular or starred). Bene Gesserit advisors coexist
//   without effect on other factions (2.02.12), so they neither occupy, control nor block control.
// - "Control" a stronghold (1.09.02.02: "Control three or more Strongholds with at least one of their Forces") = have
//   at least one fighter in it. The Battle Phase leaves no stronghold shared by enemies (a stronghold lies in one
//   sector, so its battles are always fought, 1.07.01.02), so this equals sole occupancy in play; when a shared one
//   does occur, it counts for each occupant, and 1.09.03 (first in storm order) settles several qualifiers.
// - An alliance is one victory unit: allied forces are the same for victory (1.10.02.01) and need 4 strongholds
//   (1.10.02.02). A unit's place in storm order (1.09.03) is that of its member first in storm order.
// - 2.02.03: the Bene Gesserit win alone when the predicted faction *meets* the stronghold requirements on the
//   predicted turn, even when another qualifying unit is earlier in storm order (2.02.03 overrides 1.09.03, as the
//   rule's cross-reference says).
// - HW.victory (the Homeworlds variant): a homeworld is not a stronghold; occupying one counts for no victory.
// - 1.09.05 when the Guild is absent: the Fremen win with their ally (as in 2.04.12). When both are absent, the
//   units occupying the most strongholds all win (ties included, also a tie at zero).
import { stormOrder } from './storm-order.ts';
import { allyOf } from './alliances.ts';
import { STRONGHOLDS } from './board/territories.ts';
import { plugins } from './extension-points.ts';
import type { Faction, Draft, TerritoryId, Victory } from './types.ts';

const UNALLIED_STRONGHOLDS = 3; // 1.09.02.02
const ALLIED_STRONGHOLDS = 4; // 1.09.02.03, 1.10.02.02

/** Fighters (not advisors) of a faction in a territory, all sectors. */
export function fightersIn(state: Draft, faction: Faction, territory: TerritoryId): number {
  return state.forces.filter((s) => s.faction === faction && s.territory === territory).reduce((n, s) => n + s.regular + s.elite, 0);
}

/** Factions occupying a territory with at least one fighter, in seating order. */
export function occupantsOf(state: Draft, territory: TerritoryId): Faction[] {
  return state.seating.filter((f) => fightersIn(state, f, territory) > 0);
}

/**
 * Storm Order (1.01.01): the First Player, then each next player marker the storm approaches (counterclockwise).
 * Before the first storm there is no First Player: seating order. (Shared helper: belongs in board/sectors.ts.)
 */
// 1.10.02.01: allied forces are the same for victory, so an alliance is one unit.
/** Victory units in storm order: each faction alone, or an alliance as one unit (members in storm order). */
export function victoryUnits(state: Draft): Faction[][] {
  const order = stormOrder(state);
  const units: Faction[][] = [];
  for (const f of order) {
    if (units.some((u) => u.includes(f))) continue;
    const ally = allyOf(state, f);
    units.push(ally && state.factions[ally] ? [f, ally] : [f]);
  }
  return units;
}

/** The places that count as strongholds for victory: the printed five and those the plug-ins add now. */
function victoryStrongholds(state: Draft): readonly TerritoryId[] {
  const more = plugins().flatMap((p) => p.victoryStrongholds?.(state) ?? []);
  return more.length === 0 ? STRONGHOLDS : [...STRONGHOLDS, ...more];
}

/** Strongholds a unit controls: those where one of its members has at least one fighter (1.09.02.02, 1.10.02.01). */
export function strongholdsControlled(state: Draft, unit: readonly Faction[]): TerritoryId[] {
  return victoryStrongholds(state).filter((t) => unit.some((f) => fightersIn(state, f, t) > 0));
}

/** 1.09.02.02–03: enough strongholds for the unit, or a win a plug-in's rules give it. */
function qualifies(state: Draft, unit: readonly Faction[]): boolean {
  const controlled = strongholdsControlled(state, unit);
  const extra = plugins().reduce((n, p) => n + (p.extraStrongholds?.(state, unit) ?? 0), 0);
  if (controlled.length + extra >= (unit.length > 1 ? ALLIED_STRONGHOLDS : UNALLIED_STRONGHOLDS)) return true;
  return plugins().some((p) => p.unitQualifies?.(state, unit, controlled) === true);
}

// 1.09.02.01: the requirements are checked for every faction and alliance at once; 1.09.03 then picks among them.
/** Units that meet the stronghold requirement (1.09.02.02–03), in storm order. */
export function strongholdQualifiers(state: Draft): Faction[][] {
  return victoryUnits(state).filter((u) => qualifies(state, u));
}

function inSeatingOrder(state: Draft, factions: readonly Faction[]): Faction[] {
  return state.seating.filter((f) => factions.includes(f));
}

function withAlly(state: Draft, faction: Faction): Faction[] {
  const ally = allyOf(state, faction);
  return inSeatingOrder(state, ally ? [faction, ally] : [faction]);
}

/** 2.02.03: did the Bene Gesserit predict a faction of a qualifying unit, for this turn? */
function predictionFulfilled(state: Draft, qualifiers: readonly Faction[][]): boolean {
  const prediction = state.factions['bene-gesserit']?.prediction;
  if (!prediction || prediction.turn !== state.turn) return false;
  return qualifiers.some((u) => u.includes(prediction.faction));
}

/** Stronghold victory (1.09.02–1.09.03), overridden by the Bene Gesserit prediction (2.02.03). */
export function strongholdVictory(state: Draft): Victory | null {
  const qualifiers = strongholdQualifiers(state);
  if (qualifiers.length === 0) return null;
  if (predictionFulfilled(state, qualifiers)) return { winners: ['bene-gesserit'], kind: 'bg-prediction', turn: state.turn };
  // 1.09.03 MULTIPLE WINNERS: of several qualifying units, the first in storm order wins.
  return { winners: inSeatingOrder(state, qualifiers[0]!), kind: 'strongholds', turn: state.turn };
}

// 2.04.09 FREMEN SPECIAL VICTORY CONDITION: the sietches and Tuek's Sietch as 2.04.09.02–03 require.
/** 2.04.09.02–03: only Fremen (or nobody) in Sietch Tabr and Habbanya Sietch; no Harkonnen, Atreides or Emperor in Tuek's Sietch. */
export function fremenSpecialMet(state: Draft): boolean {
  const sietchesFremenOnly = (['sietch-tabr', 'habbanya-sietch'] as const).every((t) => occupantsOf(state, t).every((f) => f === 'fremen'));
  // 2.04.09.03: no Harkonnen, Atreides or Emperor in Tuek's Sietch (the Guild or the Bene Gesserit there do not spoil it).
  const spoils = (f: Faction) => f === 'harkonnen' || f === 'atreides' || f === 'emperor' || plugins().some((p) => p.spoilsFremenVictory?.(state, f) === true);
  const tueksFree = occupantsOf(state, 'tueks-sietch').every((f) => !spoils(f));
  return sietchesFremenOnly && tueksFree;
}

/** The end of the last turn with no stronghold winner (1.09.05, 2.04.09, 2.04.12, 2.06.08, 2.06.11). */
export function endOfGameVictory(state: Draft): Victory {
  const turn = state.turn;
  const guild = state.factions.guild !== undefined;
  const fremen = state.factions.fremen !== undefined;
  // 2.04.09.01 / 2.04.12: with the Guild in the game and no winner at the end of the last turn, the Fremen condition
  // comes first, and the Fremen's ally wins with them.
  if (guild && fremen && fremenSpecialMet(state)) return { winners: withAlly(state, 'fremen'), kind: 'fremen-special', turn };
  // 2.06.08 / 2.06.11: otherwise, with the Guild in the game, the Guild wins, and its ally with it.
  if (guild) return { winners: withAlly(state, 'guild'), kind: 'guild-special', turn };
  if (fremen) return { winners: withAlly(state, 'fremen'), kind: 'fremen-default', turn };
  const units = victoryUnits(state).map((u) => ({ u, n: strongholdsControlled(state, u).length }));
  const most = Math.max(...units.map((x) => x.n));
  return {
    winners: inSeatingOrder(
      state,
      units.filter((x) => x.n === most).flatMap((x) => x.u),
    ),
    kind: 'turn-limit',
    turn,
  };
}

/** The Mentat Pause verdict: a stronghold (or prediction) victory, else at the end of the last turn a default one, else null (1.09.04). */
export function decideVictory(state: Draft): Victory | null {
  return strongholdVictory(state) ?? (state.turn >= state.config.maxTurns ? endOfGameVictory(state) : null);
}
