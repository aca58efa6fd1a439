// Concealed tokens on the board counted as forces (Richese's No-Field, RI.no-field): each sits in its faction's stack as
// one force, so occupancy, control, battles and collection count it as the rules say, while it is no force of the
// faction's twenty. The rules that move or take forces ask here which of a stack's forces is such a token: it moves only
// when a move names it, and whatever is about to destroy or remove forces reveals it first (its owner's plug-in turns it
// into the forces it stands for: token-exposure.ts), so a token never reaches the Tanks or the reserves as a force. The
// questions here read a board alone: the clients' bots and options ask them too.
import type { BoardToken, TokensBoard } from '../extension-points/board.ts';
import { viewRules, type ViewRules } from '../view-rules.ts';
import type { Faction, TerritoryId } from '../types.ts';
import { playsEdition } from '../rules-edition.ts';

export type { BoardToken, TokenExposure, TokensBoard } from '../extension-points/board.ts';

/** The installed rules that have tokens, kept with the list they were taken from (the move check asks on every place). */
let withTokens: { from: readonly ViewRules[]; rules: readonly ViewRules[] } | null = null;

function tokenRules(): readonly ViewRules[] {
  const all = viewRules();
  if (withTokens?.from !== all) withTokens = { from: all, rules: all.filter((r) => r.boardTokens !== undefined) };
  return withTokens.rules;
}

/** The concealed tokens on the board now, read alike from the game and from any seat's view. */
export const boardTokens = (board: TokensBoard): BoardToken[] => tokenRules().flatMap((r) => r.boardTokens!(board));

/** How many of `faction`'s forces in one stack are concealed tokens. */
export const tokensIn = (board: TokensBoard, faction: Faction, territory: TerritoryId, sector: number): number =>
  boardTokens(board).filter((t) => t.faction === faction && t.territory === territory && t.sector === sector).length;

/** How many of `faction`'s counted forces anywhere on the board are concealed tokens (custody counts them apart). */
export const tokensOf = (board: TokensBoard, faction: Faction): number => boardTokens(board).filter((t) => t.faction === faction).length;

/**
 * How many of a stack's counted forces a move or effect that names no token may not take: its concealed tokens, which
 * move only when named (rules edition 10; games of earlier editions counted them as forces there).
 */
export const unnamedTokensIn = (
  state: TokensBoard & { readonly config: { readonly rules?: number } },
  faction: Faction,
  territory: TerritoryId,
  sector: number,
): number => (playsEdition(state, 10) ? tokensIn(state, faction, territory, sector) : 0);
