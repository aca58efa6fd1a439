// The Ixians' two kinds of force (IX.forces): Cyborgs are their starred forces, Suboids their ordinary ones.
// - IX.cyborgs: a Cyborg is worth two forces in battle, in the Basic game too (in the Advanced game one spice supports
//   it, or it is worth one); it collects 3 spice; a paid Cyborg revival costs 3.
// - IX.suboids: a Suboid is worth half a force in battle and never needs spice (the spice supports Cyborgs alone).
// - IX.cyborg-move: a group with a Cyborg in it moves two territories (ornithopters still give three).
import type { RevivalTerms } from '../../extension-points.ts';
import type { MoveDecision } from '../../phases/shipment-movement/types.ts';
import { moveProblem, type MoveAction } from '../../phases/shipment-movement/move.ts';
import { isCancelled, useOf } from '../../karama/abilities.ts';
import type { AbilityUse } from '../../karama/types.ts';
import type { Draft, Faction, ReadonlyFaction } from '../../types.ts';
import { IXIANS } from './state.ts';

const CYBORG_COLLECTION = 3;
const CYBORG_REVIVAL_COST = 3;
const SUBOID_WORTH = 0.5;
const CYBORG_RANGE = 2;

/** IX.cyborgs: the Ixians' starred forces are Cyborgs in every game. */
export const cyborgsInBasic = (faction: Faction): boolean => faction === IXIANS;

/** IX.suboids: the worth of the Ixians' ordinary forces in the battle being resolved. */
export const suboidStrength = (faction: Faction) => (faction === IXIANS ? { regularWorth: SUBOID_WORTH, regularFull: true } : {});

/** IX.cyborgs: a Cyborg collects 3 spice wherever it is. */
export const cyborgCollection = (_state: Draft, faction: Faction, starred: boolean, rate: number): number =>
  faction === IXIANS && starred ? CYBORG_COLLECTION : rate;

/** IX.cyborgs: a paid Cyborg revival costs 3 (set before any discount that halves prices). */
export const cyborgRevivalTerms = (fs: ReadonlyFaction, terms: RevivalTerms): RevivalTerms =>
  fs.faction === IXIANS ? { ...terms, starredCost: CYBORG_REVIVAL_COST } : terms;

/** IX.cyborg-move: a group holding a Cyborg crosses two territories (not once a Karama cancelled it for this move). */
export const cyborgRange = (range: number, decision: MoveDecision, _twoGroups: boolean, starred: number): number =>
  decision.seat === IXIANS && starred > 0 && !isCancelled(decision, 'ixians-cyborg-move') ? Math.max(range, CYBORG_RANGE) : range;

/** IX.karama-abilities: a move that needs the Cyborgs' second territory uses the ✷ ability. */
export function cyborgMoveUses(state: Draft, decision: MoveDecision, action: MoveAction): AbilityUse[] {
  if (decision.seat !== IXIANS || action.from === undefined || isCancelled(decision, 'ixians-cyborg-move')) return [];
  if (!(action.groups ?? []).some((g) => (g.elite ?? 0) > 0)) return [];
  const without = { ...decision, karamaCancelled: [...(decision.karamaCancelled ?? []), 'ixians-cyborg-move' as const] };
  return moveProblem(state, IXIANS, state.factions[IXIANS]!.hand, without, action) === null ? [] : [useOf('ixians-cyborg-move')];
}
