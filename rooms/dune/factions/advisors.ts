// 2.02.10–2.02.21: Bene Gesserit advisors and fighters (Advanced game). In any one territory the Bene Gesserit
// forces are all of one side: every way of arriving (2.02.11, 2.02.13, 2.02.20) and every flip (2.02.14–2.02.17,
// 2.02.21) keeps it so, and a flip turns over every Bene Gesserit force of the territory. What advisors cannot do
// (2.02.12) is read where each rule counts forces: `fighters` in board-view.ts, battles, collection, victory.
import { allyOf } from '../alliances.ts';
import { addForces, dropIfEmpty, ownStack } from '../board/forces.ts';
import { inStorm } from '../board/storm.ts';
import { territory } from '../board/territories.ts';
import type { Context } from '../context.ts';
import type { Faction, ForceStack, Draft, TerritoryId } from '../types.ts';

export const BG: Faction = 'bene-gesserit';
export type Side = 'advisors' | 'fighters';

/** Public: Bene Gesserit forces in a territory turned over, and the rule that turned them. */
export type AdvisorEvent = { type: 'forces-flipped'; faction: Faction; territory: TerritoryId; to: Side; count: number; rule: string };

interface Board {
  readonly storm: { readonly sector: number | null };
  readonly forces: readonly Readonly<ForceStack>[];
  readonly alliances: readonly (readonly [Faction, Faction])[];
}

const bgStacks = (board: Board, id: TerritoryId) => board.forces.filter((s) => s.faction === BG && s.territory === id);

/** Whether the advisor rules apply: the Advanced game with the Bene Gesserit seated. */
export function advisorsInPlay(state: Pick<Draft, 'config' | 'factions'>): boolean {
  return state.config.advanced && state.factions[BG] !== undefined;
}

/** The side the Bene Gesserit forces in a territory show, or null when they have none there. */
export function sideIn(board: Board, id: TerritoryId): Side | null {
  const stacks = bgStacks(board, id);
  if (stacks.some((s) => s.advisors > 0)) return 'advisors';
  return stacks.some((s) => s.regular + s.elite > 0) ? 'fighters' : null;
}

/** Factions other than the Bene Gesserit with forces in a territory (2.02.14: "occupied"). */
export function othersIn(board: Board, id: TerritoryId): Faction[] {
  return [...new Set(board.forces.filter((s) => s.territory === id && s.faction !== BG && s.regular + s.elite > 0).map((s) => s.faction))];
}

/**
 * Why the Bene Gesserit advisors that are, or would be, in `id` cannot flip to fighters, or null: an ally there
 * (2.02.18 PEACETIME), advisors under the storm (2.02.19 STORMED IN), or a stronghold already held by two other
 * factions (the occupancy limit, 1.06.03.05, that 2.02.16 names).
 */
export function fighterProblem(board: Board, id: TerritoryId, arriving?: { sector: number }): string | null {
  const peace = peacetimeProblem(board, id);
  if (peace !== null) return peace;
  const sectors = [
    ...bgStacks(board, id)
      .filter((s) => s.advisors > 0)
      .map((s) => s.sector),
    ...(arriving ? [arriving.sector] : []),
  ];
  if (sectors.some((sector) => inStorm(board, id, sector))) return `2.02.19 STORMED IN: advisors in ${id} are under the storm`;
  if (territory(id).kind === 'stronghold' && othersIn(board, id).length >= 2) return `1.06.03.05: ${id} already holds two other factions`;
  return null;
}

/** 2.02.18 PEACETIME: advisors cannot flip to fighters where the Bene Gesserit ally has forces. */
export function peacetimeProblem(board: Board, id: TerritoryId): string | null {
  const ally = allyOf(board, BG);
  return ally !== null && othersIn(board, id).includes(ally) ? `2.02.18 PEACETIME: your ally ${ally} is in ${id}` : null;
}

/**
 * The side Bene Gesserit forces moving from `from` (showing `moving`) take on arrival in `to`, and the rule that
 * turned them (null: unchanged), or why the move cannot be made. `takeUpArms`: the player asks for 2.02.16.
 */
export function arrivalSide(
  board: Board,
  from: TerritoryId,
  to: { territory: TerritoryId; sector: number },
  moving: Side,
  takeUpArms: boolean,
): { side: Side; rule: string | null } | string {
  const there = to.territory === from ? moving : sideIn(board, to.territory);
  const occupied = othersIn(board, to.territory).length > 0;
  if (takeUpArms && !(moving === 'advisors' && there === null && occupied))
    return '2.02.16 TAKE UP ARMS: only advisors moving into a territory occupied by others, where you have no forces yet, may flip';
  if (there === moving) return { side: moving, rule: null };
  if (there !== null) {
    // 2.02.20 ADAPTIVE FORCE: they take the side already there, but never become fighters beside an ally (2.02.18).
    const peace = there === 'fighters' ? peacetimeProblem(board, to.territory) : null;
    return peace ?? { side: there, rule: '2.02.20' };
  }
  if (moving === 'fighters') return { side: 'fighters', rule: null };
  // 2.02.14 ENLISTMENT: advisors moving to an unoccupied territory become fighters (it is never under the storm:
  // nothing moves into one).
  if (!occupied) return { side: 'fighters', rule: '2.02.14' };
  if (!takeUpArms) return { side: 'advisors', rule: null };
  // 2.02.16 TAKE UP ARMS, within the occupancy limit and not beside an ally (2.02.18).
  return fighterProblem(board, to.territory, to) ?? { side: 'fighters', rule: '2.02.16' };
}

/** Moves `count` Bene Gesserit forces showing `from` side to `to`, where they show `arrive`. */
export function moveSides(
  state: Draft,
  from: { territory: TerritoryId; sector: number },
  to: { territory: TerritoryId; sector: number },
  count: number,
  side: Side,
  arrive: Side,
): void {
  const take = side === 'advisors' ? { advisors: count } : { regular: count };
  const stack = ownStack(state, BG, from.territory, from.sector);
  if (!stack || (side === 'advisors' ? stack.advisors : stack.regular) < count)
    throw new Error(`moveSides: too few forces in ${from.territory}#${from.sector}`);
  stack.advisors -= take.advisors ?? 0;
  stack.regular -= take.regular ?? 0;
  dropIfEmpty(state, stack);
  addForces(state, { faction: BG, ...to }, arrive === 'advisors' ? { advisors: count } : { regular: count });
}

/** Turns every Bene Gesserit force in `id` to `to`, announcing it publicly. Returns how many turned. */
export function flipTerritory(ctx: Context, id: TerritoryId, to: Side, rule: string): number {
  let count = 0;
  for (const s of ctx.own('forces').filter((s) => s.faction === BG && s.territory === id)) {
    if (to === 'fighters') {
      count += s.advisors;
      s.regular += s.advisors;
      s.advisors = 0;
    } else {
      // The Bene Gesserit have no starred forces; an elite count would still turn over as ordinary forces.
      count += s.regular + s.elite;
      s.advisors += s.regular + s.elite;
      s.regular = 0;
      s.elite = 0;
    }
  }
  if (count > 0) ctx.emit({ type: 'forces-flipped', faction: BG, territory: id, to, count, rule });
  return count;
}

/**
 * 2.02.21 UNIVERSAL STEWARDS: before the battle phase, advisors alone in a territory flip to fighters (not under
 * the storm, 2.02.19).
 */
export function universalStewards(ctx: Context): void {
  if (!advisorsInPlay(ctx.state)) return;
  const territories = [...new Set(ctx.state.forces.filter((s) => s.faction === BG && s.advisors > 0).map((s) => s.territory))];
  for (const id of territories) {
    if (othersIn(ctx.state, id).length > 0 || fighterProblem(ctx.state, id) !== null) continue;
    flipTerritory(ctx, id, 'fighters', '2.02.21');
  }
}
