// The Homeworlds variant (Ecaz & Moritani, pp. 9–10): one homeworld card per faction in play (the Emperor's Salusa
// Secundus only in the Advanced game). Numbers from the community bot's homeworlds.csv, read against the printed
// cards as two independent implementations report them (docs/RULES-DECISIONS.md, Homeworlds):
// - high: the fewest native forces on the world for its high face (fewer: the low face);
// - occupiedSpice: what an occupier takes from the bank in Spice Collection;
// - battle: the native's battle bonus on its world, also the most native forces a Lasgun/Shield explosion there
//   costs it, by face;
// - lowBonus: on the low face, extra free revival and extra charity from the bank.
import type { Faction } from '../../types.ts';

export const WORLDS = ['caladan', 'wallach-ix', 'kaitain', 'salusa-secundus', 'southern-hemisphere', 'giedi-prime', 'junction', 'tupile'] as const;
export type World = (typeof WORLDS)[number];

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

const W = (id: World, name: string, native: Faction, high: number, occupiedSpice: number, battleHigh: number, battleLow: number, lowBonus = 1): Homeworld => ({
  id,
  name,
  native,
  high,
  occupiedSpice,
  battle: { high: battleHigh, low: battleLow },
  lowBonus,
});

export const HOMEWORLDS: Record<World, Homeworld> = {
  caladan: W('caladan', 'Caladan', 'atreides', 6, 2, 2, 2),
  'wallach-ix': W('wallach-ix', 'Wallach IX', 'bene-gesserit', 11, 1, 3, 2),
  kaitain: W('kaitain', 'Kaitain', 'emperor', 5, 2, 2, 3),
  'salusa-secundus': { ...W('salusa-secundus', 'Salusa Secundus', 'emperor', 2, 0, 3, 2, 0), advancedOnly: true },
  'southern-hemisphere': W('southern-hemisphere', 'Southern Hemisphere', 'fremen', 3, 0, 2, 2),
  'giedi-prime': W('giedi-prime', 'Giedi Prime', 'harkonnen', 7, 2, 2, 2),
  junction: W('junction', 'Junction', 'guild', 5, 2, 2, 2),
  tupile: W('tupile', 'Tupile', 'choam', 11, 2, 2, 2),
};

// A set: every shipment and move checks its places against the worlds.
const WORLD_SET: ReadonlySet<string> = new Set(WORLDS);

export function isWorld(id: string): id is World {
  return WORLD_SET.has(id);
}

/** The homeworlds of `faction` in a game (the Emperor: Kaitain, and Salusa Secundus in the Advanced game). */
export function worldsOf(faction: Faction, advanced: boolean): World[] {
  return WORLDS.filter((w) => HOMEWORLDS[w].native === faction && (advanced || !HOMEWORLDS[w].advancedOnly));
}
