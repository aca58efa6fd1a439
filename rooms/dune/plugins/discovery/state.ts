// The Discovery plug-in's part of the game state (present only in a game playing the variant).
import { shuffled } from '../../rng.ts';
import type { Draft, GameConfig, RngState } from '../../types.ts';
import { HIEREG_TOKENS, SMUGGLER_TOKENS, type DiscoveryKind, type DiscoveryState, type DiscoveryTokenId } from './types.ts';

export const plays = (config: Pick<GameConfig, 'modules'>): boolean => config.modules?.includes('discovery') ?? false;

/** The tokens of each kind. */
const TOKENS: Record<DiscoveryKind, readonly DiscoveryTokenId[]> = { hiereg: HIEREG_TOKENS, smuggler: SMUGGLER_TOKENS };

/** DS.setup: two face-down piles, each shuffled. */
export function newDiscoveryState(rng: RngState): DiscoveryState {
  return { piles: { hiereg: shuffled(rng, TOKENS.hiereg), smuggler: shuffled(rng, TOKENS.smuggler) }, laid: [], locations: [], gone: [] };
}

/** The variant's state (cloned with each action's draft: clone-state.ts), or null in a game without it. */
export const discoveryOf = (state: Draft): DiscoveryState | null => (state as { discovery?: DiscoveryState }).discovery ?? null;

/** The kind of a token. */
export const kindOf = (token: DiscoveryTokenId): DiscoveryKind => ((HIEREG_TOKENS as readonly string[]).includes(token) ? 'hiereg' : 'smuggler');
