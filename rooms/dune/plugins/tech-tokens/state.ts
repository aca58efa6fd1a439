// Who holds the Tech tokens, and how many each holder has (IT.tech.*).
import type { Draft, Faction } from '../../types.ts';
import { TECH_TOKENS, type TechToken } from './catalog.ts';
import type { TechTokensState } from './types.ts';

export const playsTechTokens = (state: Pick<Draft, 'config'>): boolean => state.config.modules?.includes('tech-tokens') ?? false;

/** The tokens `faction` holds, in the catalog's order. */
export const tokensOf = (tokens: TechTokensState, faction: Faction): TechToken[] => TECH_TOKENS.filter((t) => tokens.holders[t] === faction);

/** Tech token income: the token's holder and what it receives (one per token it holds), or null when nobody holds it. */
export function incomeOf(tokens: TechTokensState, token: TechToken): { faction: Faction; amount: number } | null {
  const faction = tokens.holders[token];
  return faction === undefined ? null : { faction, amount: tokensOf(tokens, faction).length };
}
