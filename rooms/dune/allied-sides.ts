// Allies whose rules let them share territories (EC.occupy: Ecaz and its ally) and count as one side where they do. In
// the base game no alliance does: the constraint of 1.06.07 keeps allies apart. A view-level rule: it reads the
// alliances alone, alike in the game and in a seat's view.
import { allyOf } from './alliances.ts';
import { viewRules } from './view-rules.ts';
import type { Faction } from './types.ts';

/** What the rule reads: the public alliances. */
export interface AlliancesBoard {
  readonly alliances: readonly (readonly [Faction, Faction])[];
}

/** Whether `faction` and its ally (if any) may share territories. */
export function sharesWithAlly(board: AlliancesBoard, faction: Faction): boolean {
  const ally = allyOf(board, faction);
  return ally !== null && viewRules().some((r) => r.sharesTerritories?.(board, faction, ally) ?? false);
}

/** Whether two factions are one side on the board: the same faction, or allies that share territories. */
export function sameSide(board: AlliancesBoard, a: Faction, b: Faction): boolean {
  return a === b || (allyOf(board, a) === b && sharesWithAlly(board, a));
}

/** The sides among `factions`: each faction, allies that share counted once (the first of them named). */
export function sidesAmong(board: AlliancesBoard, factions: readonly Faction[]): Faction[] {
  return factions.filter((f, i) => !factions.slice(0, i).some((g) => sameSide(board, f, g)));
}
