// The spice deck (0.05): 15 territory cards and 6 Shai-Hulud (sandworm) cards, 21 in all; the Sandtrout card of
// Ixians & Tleilaxu and the six Discovery cards of Ecaz & Moritani, which only a game playing their module shuffles in
// (plugins/sandtrout/, plugins/discovery/).
// Source: the community bot's SpiceCards.csv; each blow sector was checked to lie in its territory,
// and every blow territory is a sand territory (spice is never blown onto rock).
import type { SpiceCardId, TerritoryId } from '../types.ts';

export interface SpiceCard {
  /** Territory cards use the territory id (one card per territory); worms are `shai-hulud-1`..`-6`. */
  id: SpiceCardId;
  name: string;
  /** A plug-in's card (`sandtrout`, `great-maker`) is neither a blow nor a core worm: its plug-in says what it does when revealed. */
  kind: 'territory' | 'shai-hulud' | 'sandtrout' | 'great-maker';
  /** Territory that receives the blow (1.02.04); null for Shai-Hulud. */
  territory: TerritoryId | null;
  /** Sector of the Spice Blow icon (1.02.04: no spice if that sector is in storm); null for Shai-Hulud. */
  sector: number | null;
  /** Spice placed; 0 for Shai-Hulud. */
  amount: number;
  /** A Discovery card (a Territory Card of its own): the kind of token it lays face down, and the territory it lays it in. */
  discovery?: { token: 'hiereg' | 'smuggler'; site: TerritoryId };
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

/**
 * The Discovery cards: each blows 6 spice where the base card of its territory does, after devastating that territory,
 * and lays a token of its kind in another territory. Sites and kinds as both online implementations and the published
 * component list give them.
 */
const DISCOVERIES = [
  ['hagga-basin', 'hiereg', 'gara-kulon'],
  ['rock-outcroppings', 'hiereg', 'meridian'],
  ['sihaya-ridge', 'hiereg', 'cielago-east'],
  ['wind-pass-north', 'smuggler', 'plastic-basin'],
  ['funeral-plain', 'smuggler', 'pasty-mesa'],
  ['old-gap', 'smuggler', 'false-wall-west'],
] as const satisfies readonly (readonly [TerritoryId, 'hiereg' | 'smuggler', TerritoryId])[];
/** What a Discovery card blows. */
const DISCOVERY_SPICE = 6;

/** The ids of the spice cards: one per blow territory, `shai-hulud-1`..`-6`, the expansion's `sandtrout` and `discovery-<territory>`. */
export type SpiceDeckCardId =
  | (typeof BLOWS)[number][0]
  | `shai-hulud-${(typeof WORMS)[number]}`
  | 'sandtrout'
  | 'great-maker'
  | `discovery-${(typeof DISCOVERIES)[number][0]}`;

function blow([territory, name, sector, amount]: (typeof BLOWS)[number]): SpiceCard {
  return { id: territory, name, kind: 'territory', territory, sector, amount };
}

function worm(n: (typeof WORMS)[number]): SpiceCard {
  return { id: `shai-hulud-${n}`, name: 'Shai-Hulud', kind: 'shai-hulud', territory: null, sector: null, amount: 0 };
}

/** The base game's deck in catalog order: the territory cards, then the worms. */
export const SPICE_CARDS: readonly SpiceCard[] = [...BLOWS.map(blow), ...WORMS.map(worm)];

function discovery([territory, token, site]: (typeof DISCOVERIES)[number]): SpiceCard {
  const base = BLOWS.find(([t]) => t === territory)!;
  return {
    id: `discovery-${territory}`,
    name: `${base[1]} (Discovery)`,
    kind: 'territory',
    territory,
    sector: base[2],
    amount: DISCOVERY_SPICE,
    discovery: { token, site },
  };
}

/** The Discovery cards, in catalog order (plugins/discovery/ shuffles them in). */
export const DISCOVERY_CARDS: readonly SpiceCard[] = DISCOVERIES.map(discovery);
/** The Great Maker of the Discovery variant: a sandworm whose Nexus is put to a vote (plugins/discovery/great-maker.ts). */
export const GREAT_MAKER: SpiceCard = { id: 'great-maker', name: 'Great Maker', kind: 'great-maker', territory: null, sector: null, amount: 0 };

/** The cards of the expansions, which a game's plug-ins add to its deck (Plugin.spiceCards). */
const EXPANSION_SPICE_CARDS: readonly SpiceCard[] = [
  { id: 'sandtrout', name: 'Sandtrout', kind: 'sandtrout', territory: null, sector: null, amount: 0 },
  ...DISCOVERY_CARDS,
  GREAT_MAKER,
];

/** Every spice card id, the base deck's then the expansions' (what the store accepts). */
export const SPICE_CARD_IDS: readonly SpiceCardId[] = [...SPICE_CARDS, ...EXPANSION_SPICE_CARDS].map((c) => c.id);

const BY_ID: ReadonlyMap<SpiceCardId, SpiceCard> = new Map([...SPICE_CARDS, ...EXPANSION_SPICE_CARDS].map((c) => [c.id, c]));

export function spiceCard(id: SpiceCardId): SpiceCard {
  const c = BY_ID.get(id);
  if (!c) throw new Error(`unknown spice card: ${id}`);
  return c;
}
