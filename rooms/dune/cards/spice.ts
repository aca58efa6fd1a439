// The spice deck (0.05): 15 territory cards and 6 Shai-Hulud (sandworm) cards, 21 in all.
// Source: the community bot's SpiceCards.csv; each blow sector was checked to lie in its territory,
// and every blow territory is a sand territory (spice is never blown onto rock).
import type { SpiceCardId, TerritoryId } from '../types.ts';

export interface SpiceCard {
  /** Territory cards use the territory id (one card per territory); worms are `shai-hulud-1`..`-6`. */
  id: SpiceCardId;
  name: string;
  kind: 'territory' | 'shai-hulud';
  /** Territory that receives the blow (1.02.04); null for Shai-Hulud. */
  territory: TerritoryId | null;
  /** Sector of the Spice Blow icon (1.02.04: no spice if that sector is in storm); null for Shai-Hulud. */
  sector: number | null;
  /** Spice placed; 0 for Shai-Hulud. */
  amount: number;
}

function blow(territory: TerritoryId, name: string, sector: number, amount: number): SpiceCard {
  return { id: territory, name, kind: 'territory', territory, sector, amount };
}

function worm(n: number): SpiceCard {
  return { id: `shai-hulud-${n}`, name: 'Shai-Hulud', kind: 'shai-hulud', territory: null, sector: null, amount: 0 };
}

export const SPICE_CARDS: readonly SpiceCard[] = [
  blow('cielago-north', 'Cielago North', 2, 8),
  blow('cielago-south', 'Cielago South', 1, 12),
  blow('south-mesa', 'South Mesa', 4, 10),
  blow('red-chasm', 'Red Chasm', 6, 8),
  blow('the-minor-erg', 'The Minor Erg', 7, 8),
  blow('sihaya-ridge', 'Sihaya Ridge', 8, 6),
  blow('old-gap', 'Old Gap', 9, 6),
  blow('broken-land', 'Broken Land', 11, 8),
  blow('hagga-basin', 'Hagga Basin', 12, 6),
  blow('rock-outcroppings', 'Rock Outcroppings', 13, 6),
  blow('funeral-plain', 'Funeral Plain', 14, 6),
  blow('the-great-flat', 'The Great Flat', 14, 10),
  blow('habbanya-erg', 'Habbanya Erg', 15, 8),
  blow('wind-pass-north', 'Wind Pass North', 16, 6),
  blow('habbanya-ridge-flat', 'Habbanya Ridge Flat', 17, 10),
  worm(1),
  worm(2),
  worm(3),
  worm(4),
  worm(5),
  worm(6),
];

const BY_ID: ReadonlyMap<SpiceCardId, SpiceCard> = new Map(SPICE_CARDS.map((c) => [c.id, c]));

export function spiceCard(id: SpiceCardId): SpiceCard {
  const c = BY_ID.get(id);
  if (!c) throw new Error(`unknown spice card: ${id}`);
  return c;
}
