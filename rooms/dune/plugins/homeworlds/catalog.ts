// The Homeworlds variant (Ecaz & Moritani, pp. 9–10): one homeworld card per faction in play (the Emperor's Salusa
// Secundus only in the Advanced game). Numbers from the community bot's homeworlds.csv, read against the printed
// cards as two independent implementations report them (docs/RULES-DECISIONS.md, Homeworlds):
// - high: the fewest native forces on the world for its high face (fewer: the low face);
// - occupiedSpice: what an occupier takes from the bank in Spice Collection;
// - battle: the native's battle bonus on its world, also the most native forces a Lasgun/Shield explosion there
//   costs it, by face;
// - lowBonus: on the low face, extra free revival and extra charity from the bank.
import { WORLD_NAMES, WORLDS, isWorld, type World } from '../../board/worlds.ts';
import type { Faction } from '../../types.ts';

// The worlds are places of the board (board/worlds.ts); this catalogue holds what the variant's rules read of them.
export { WORLDS, isWorld, type World };

export type Face = 'high' | 'low';

export interface Homeworld {
  id: World;
  name: string;
  native: Faction;
  high: number;
  occupiedSpice: number;
  battle: Record<Face, number>;
  lowBonus: number;
  /** Salusa Secundus is in play only in the Advanced game, where it holds the Sardaukar. */
  advancedOnly?: true;
}

const W = (id: World, native: Faction, high: number, occupiedSpice: number, battleHigh: number, battleLow: number, lowBonus = 1): Homeworld => ({
  id,
  name: WORLD_NAMES[id],
  native,
  high,
  occupiedSpice,
  battle: { high: battleHigh, low: battleLow },
  lowBonus,
});

export const HOMEWORLDS: Record<World, Homeworld> = {
  caladan: W('caladan', 'atreides', 6, 2, 2, 2),
  'wallach-ix': W('wallach-ix', 'bene-gesserit', 11, 1, 3, 2),
  kaitain: W('kaitain', 'emperor', 5, 2, 2, 3),
  'salusa-secundus': { ...W('salusa-secundus', 'emperor', 2, 0, 3, 2, 0), advancedOnly: true },
  'southern-hemisphere': W('southern-hemisphere', 'fremen', 3, 0, 2, 2),
  'giedi-prime': W('giedi-prime', 'harkonnen', 7, 2, 2, 2),
  junction: W('junction', 'guild', 5, 2, 2, 2),
  tupile: W('tupile', 'choam', 11, 2, 2, 2),
  tleilax: W('tleilax', 'tleilaxu', 9, 2, 2, 2),
  ix: W('ix', 'ixians', 5, 2, 2, 2),
  richese: W('richese', 'richese', 10, 1, 2, 2),
  ecaz: W('ecaz', 'ecaz', 7, 2, 2, 2),
  grumman: W('grumman', 'moritani', 8, 2, 2, 2),
};

const PLAYED = { basic: WORLDS.filter((w) => !HOMEWORLDS[w].advancedOnly), advanced: [...WORLDS] };
/** The worlds a game of these rules may hold (Salusa Secundus only in the Advanced game), in catalogue order. */
export const worldsPlayed = (advanced: boolean): readonly World[] => (advanced ? PLAYED.advanced : PLAYED.basic);
