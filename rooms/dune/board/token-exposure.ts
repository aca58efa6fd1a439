// Concealed tokens revealed before forces are taken where they stand (board/tokens.ts): the storm, a sandworm, Family
// Atomics, the rule keeping allies apart and a card call this before they destroy or remove forces.
import type { Context } from '../context.ts';
import { plugins } from '../extension-points.ts';
import type { TokenExposure } from '../extension-points/board.ts';
import type { Faction, TerritoryId } from '../types.ts';
import { boardTokens } from './tokens.ts';

/**
 * Forces in `territory` (`sectors` of it; null: all) are about to be destroyed or taken off the board (`cause`): every
 * concealed token there is revealed first, so that what follows takes the forces it stood for. Callers read the
 * stacks again afterwards.
 */
export function exposeTokens(ctx: Context, territory: TerritoryId, sectors: readonly number[] | null, cause: TokenExposure, faction?: Faction): void {
  const hit = boardTokens(ctx.state).filter(
    (t) => t.territory === territory && (sectors === null || sectors.includes(t.sector)) && (faction === undefined || t.faction === faction),
  );
  for (const token of hit) for (const p of plugins()) p.tokenExposed?.(ctx, token, cause);
}
