// What the shipment and movement rules read of the board. Both GameState and a seat's PlayerView have these
// fields, so the handlers and the legal-answer bot share one implementation of each rule.
import { allyOf } from '../../alliances.ts';
import { sameSide, sidesAmong } from '../../allied-sides.ts';
import { territory } from '../../board/territories.ts';
import type { AttachmentsBoard } from '../../board/movement.ts';
import type { TokensBoard } from '../../board/tokens.ts';
import type { Faction, ForceStack, TerritoryId } from '../../types.ts';

export interface BoardView extends AttachmentsBoard, TokensBoard {
  readonly storm: { readonly sector: number | null };
  readonly forces: readonly Readonly<ForceStack>[];
  readonly alliances: readonly (readonly [Faction, Faction])[];
}

/** The faction's ally, read from the game or a seat's view. */
export const allyIn = (board: BoardView, faction: Faction): Faction | null => allyOf(board, faction);

/** Fighting forces (regular + starred) of a stack; advisors have no effect on others (2.02.12). */
export function fighters(stack: ForceStack): number {
  return stack.regular + stack.elite;
}

/** Factions with fighters in a territory. */
export function occupants(board: BoardView, id: TerritoryId): Faction[] {
  const present = new Set<Faction>();
  for (const s of board.forces) if (s.territory === id && fighters(s) > 0) present.add(s.faction);
  return [...present];
}

/**
 * 1.06.03.05 / 1.06.05.09 OCCUPANCY LIMIT: no shipping or moving into (or through) a stronghold already held by
 * two other players' forces. Allies count: they are other players, unless they share territories (EC.occupy), one
 * side then, whether they are the mover's side or another.
 */
export function strongholdFull(board: BoardView, id: TerritoryId, mover: Faction): boolean {
  if (territory(id).kind !== 'stronghold') return false;
  return (
    sidesAmong(
      board,
      occupants(board, id).filter((f) => !sameSide(board, f, mover)),
    ).length >= 2
  );
}

/** 1.06.05.04 ORNITHOPTERS: forces in Arrakeen or Carthag at the start of the move. */
export function hasOrnithopters(board: BoardView, faction: Faction): boolean {
  return board.forces.some((s) => s.faction === faction && (s.territory === 'arrakeen' || s.territory === 'carthag') && fighters(s) > 0);
}

/** Territories a group may cross in one move: 1 (1.06.05.03), Fremen 2 (2.04.06), ornithopters 3 (1.06.05.04). */
export function movementRange(board: BoardView, faction: Faction): number {
  // 1.06.05.03 ONE ADJACENT TERRITORY: without ornithopters (1.06.05.04) a group crosses one border, the Fremen two.
  if (hasOrnithopters(board, faction)) return 3;
  return faction === 'fremen' ? 2 : 1;
}

/** 2.04.05: the Fremen may send to the Great Flat or a territory within two territories of it. */
export const FREMEN_SEND_CENTRE: TerritoryId = 'the-great-flat';
export const FREMEN_SEND_RANGE = 2;
