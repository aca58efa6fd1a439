// The spice deck (0.05): 15 territory cards and 6 Shai-Hulud (sandworm) cards, 21 in all; and the Sandtrout card of
// Ixians & Tleilaxu, which only a game playing its module shuffles in (plugins/sandtrout/).
// Source: the community bot's SpiceCards.csv; each blow sector was checked to lie in its territory,
// and every blow territory is a sand territory (spice is never blown onto rock).
import type { SpiceCardId, TerritoryId } from '../types.ts';

export interface SpiceCard {
  /** Territory cards use the territory id (one card per territory); worms are `shai-hulud-1`..`-6`. */
  id: SpiceCardId;
  name: string;
  /** A plug-in's card (`sandtrout`) is neither a blow nor a worm: its plug-in says what it does when revealed. */
  kind: 'territory' | 'shai-hulud' | 'sandtrout';
  /** Territory that receives the blow (1.02.04); null for Shai-Hulud. */
  territory: TerritoryId | null;
  /** Sector of the Spice Blow icon (1.02.04: no spice if that sector is in storm); null for Shai-Hulud. */
  sector: number | null;
  /** Spice placed; 0 for Shai-Hulud. */
  amount: number;
}

/** A territory card: territory (also the card's id), name, sector of the blow icon, spice placed. */
type BlowRow = readonly [TerritoryId, string, number, number];

// Kept literal (`as const`): the territory column is where SpiceCardId's territory cards come from.
const BLOWS = [
  ['cielago-north', 'Cielago North', 2, 8],
  ['cielago-south', 'Cielago South', 1, 12],
  ['south-mesa', 'South Mesa', 4, 10],
  ['red-chasm', 'Red Chasm', 6, 8],
  ['the-minor-erg', 'The Minor Erg', 7, 8],
  ['sihaya-ridge', 'Sihaya Ridge', 8, 6],
  ['old-gap', 'Old Gap', 9, 6],
  ['broken-land', 'Broken Land', 11, 8],
  ['hagga-basin', 'Hagga Basin', 12, 6],
  ['rock-outcroppings', 'Rock Outcroppings', 13, 6],
  ['funeral-plain', 'Funeral Plain', 14, 6],
  ['the-great-flat', 'The Great Flat', 14, 10],
  ['habbanya-erg', 'Habbanya Erg', 15, 8],
  ['wind-pass-north', 'Wind Pass North', 16, 6],
  ['habbanya-ridge-flat', 'Habbanya Ridge Flat', 17, 10],
] as const satisfies readonly BlowRow[];

/** The six Shai-Hulud cards' numbers. */
const WORMS = [1, 2, 3, 4, 5, 6] as const;

/** The ids of the spice cards: one per blow territory, `shai-hulud-1`..`-6`, and the expansion's `sandtrout`. */
export type SpiceDeckCardId = (typeof BLOWS)[number][0] | `shai-hulud-${(typeof WORMS)[number]}` | 'sandtrout';

function blow([territory, name, sector, amount]: (typeof BLOWS)[number]): SpiceCard {
  return { id: territory, name, kind: 'territory', territory, sector, amount };
}

function worm(n: (typeof WORMS)[number]): SpiceCard {
  return { id: `shai-hulud-${n}`, name: 'Shai-Hulud', kind: 'shai-hulud', territory: null, sector: null, amount: 0 };
}

/** The base game's deck in catalog order: the territory cards, then the worms. */
export const SPICE_CARDS: readonly SpiceCard[] = [...BLOWS.map(blow), ...WORMS.map(worm)];

/** The cards of the expansions, which a game's plug-ins add to its deck (Plugin.spiceCards). */
const EXPANSION_SPICE_CARDS: readonly SpiceCard[] = [{ id: 'sandtrout', name: 'Sandtrout', kind: 'sandtrout', territory: null, sector: null, amount: 0 }];

/** Every spice card id, the base deck's then the expansions' (what the store accepts). */
export const SPICE_CARD_IDS: readonly SpiceCardId[] = [...SPICE_CARDS, ...EXPANSION_SPICE_CARDS].map((c) => c.id);

const BY_ID: ReadonlyMap<SpiceCardId, SpiceCard> = new Map([...SPICE_CARDS, ...EXPANSION_SPICE_CARDS].map((c) => [c.id, c]));

export function spiceCard(id: SpiceCardId): SpiceCard {
  const c = BY_ID.get(id);
  if (!c) throw new Error(`unknown spice card: ${id}`);
  return c;
}
