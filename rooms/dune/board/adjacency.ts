// Territory adjacency of the classic Dune board, stored once as unordered pairs and made into a
// symmetric lookup. Source: the community bot's AdjacencyList.json (103 distinct pairs), with:
// - its one asymmetry repaired: Wind Pass North lists Wind Pass but Wind Pass does not list Wind Pass
//   North. The printed board has them touching, so the pair is kept (it also makes Wind Pass North
//   "within two territories of the Great Flat", matching the bot's own Fremen-range column, 2.04.05).
// - False Wall East–Shield Wall and Plastic Basin–Bight Of The Cliff kept: a second, image-traced
//   board lacks them, but this list is the one used in live community play.
// Adjacency is by territory only; storm blocking by sector (1.01.04, 1.06.05.06) is the engine's job.
import { isWorld } from './worlds.ts';
import { HMS } from './hms.ts';
import { isDiscoveredPlace } from './discoveries.ts';
import type { TerritoryId } from '../types.ts';
import { TERRITORIES } from './territories.ts';

/** Each pair once, alphabetical within and between pairs. */
const PAIRS: readonly (readonly [TerritoryId, TerritoryId])[] = [
  ['arrakeen', 'imperial-basin'],
  ['arrakeen', 'old-gap'],
  ['arrakeen', 'rim-wall-west'],
  ['arsunt', 'carthag'],
  ['arsunt', 'hagga-basin'],
  ['arsunt', 'imperial-basin'],
  ['arsunt', 'polar-sink'],
  ['basin', 'hole-in-the-rock'],
  ['basin', 'old-gap'],
  ['basin', 'rim-wall-west'],
  ['basin', 'sihaya-ridge'],
  ['bight-of-the-cliff', 'funeral-plain'],
  ['bight-of-the-cliff', 'plastic-basin'],
  ['bight-of-the-cliff', 'rock-outcroppings'],
  ['bight-of-the-cliff', 'sietch-tabr'],
  ['broken-land', 'old-gap'],
  ['broken-land', 'plastic-basin'],
  ['broken-land', 'rock-outcroppings'],
  ['broken-land', 'tsimpo'],
  ['carthag', 'hagga-basin'],
  ['carthag', 'imperial-basin'],
  ['carthag', 'tsimpo'],
  ['cielago-depression', 'cielago-east'],
  ['cielago-depression', 'cielago-north'],
  ['cielago-depression', 'cielago-south'],
  ['cielago-depression', 'cielago-west'],
  ['cielago-depression', 'meridian'],
  ['cielago-east', 'cielago-north'],
  ['cielago-east', 'cielago-south'],
  ['cielago-east', 'false-wall-south'],
  ['cielago-east', 'south-mesa'],
  ['cielago-north', 'cielago-west'],
  ['cielago-north', 'false-wall-south'],
  ['cielago-north', 'harg-pass'],
  ['cielago-north', 'polar-sink'],
  ['cielago-north', 'wind-pass-north'],
  ['cielago-south', 'meridian'],
  ['cielago-west', 'false-wall-west'],
  ['cielago-west', 'habbanya-ridge-flat'],
  ['cielago-west', 'meridian'],
  ['cielago-west', 'wind-pass'],
  ['cielago-west', 'wind-pass-north'],
  ['false-wall-east', 'harg-pass'],
  ['false-wall-east', 'imperial-basin'],
  ['false-wall-east', 'polar-sink'],
  ['false-wall-east', 'shield-wall'],
  ['false-wall-east', 'the-minor-erg'],
  ['false-wall-south', 'harg-pass'],
  ['false-wall-south', 'pasty-mesa'],
  ['false-wall-south', 'south-mesa'],
  ['false-wall-south', 'the-minor-erg'],
  ['false-wall-south', 'tueks-sietch'],
  ['false-wall-west', 'habbanya-erg'],
  ['false-wall-west', 'habbanya-ridge-flat'],
  ['false-wall-west', 'the-greater-flat'],
  ['false-wall-west', 'wind-pass'],
  ['funeral-plain', 'plastic-basin'],
  ['funeral-plain', 'the-great-flat'],
  ['gara-kulon', 'pasty-mesa'],
  ['gara-kulon', 'shield-wall'],
  ['gara-kulon', 'sihaya-ridge'],
  ['habbanya-erg', 'habbanya-ridge-flat'],
  ['habbanya-erg', 'the-greater-flat'],
  ['habbanya-ridge-flat', 'habbanya-sietch'],
  ['habbanya-ridge-flat', 'meridian'],
  ['hagga-basin', 'plastic-basin'],
  ['hagga-basin', 'polar-sink'],
  ['hagga-basin', 'tsimpo'],
  ['hagga-basin', 'wind-pass'],
  ['harg-pass', 'polar-sink'],
  ['harg-pass', 'the-minor-erg'],
  ['hole-in-the-rock', 'imperial-basin'],
  ['hole-in-the-rock', 'rim-wall-west'],
  ['hole-in-the-rock', 'shield-wall'],
  ['hole-in-the-rock', 'sihaya-ridge'],
  ['imperial-basin', 'old-gap'],
  ['imperial-basin', 'polar-sink'],
  ['imperial-basin', 'rim-wall-west'],
  ['imperial-basin', 'shield-wall'],
  ['imperial-basin', 'tsimpo'],
  ['old-gap', 'rim-wall-west'],
  ['old-gap', 'tsimpo'],
  ['pasty-mesa', 'red-chasm'],
  ['pasty-mesa', 'shield-wall'],
  ['pasty-mesa', 'south-mesa'],
  ['pasty-mesa', 'the-minor-erg'],
  ['pasty-mesa', 'tueks-sietch'],
  ['plastic-basin', 'rock-outcroppings'],
  ['plastic-basin', 'sietch-tabr'],
  ['plastic-basin', 'the-great-flat'],
  ['plastic-basin', 'tsimpo'],
  ['plastic-basin', 'wind-pass'],
  ['polar-sink', 'wind-pass'],
  ['polar-sink', 'wind-pass-north'],
  ['red-chasm', 'south-mesa'],
  ['rock-outcroppings', 'sietch-tabr'],
  ['shield-wall', 'sihaya-ridge'],
  ['shield-wall', 'the-minor-erg'],
  ['south-mesa', 'tueks-sietch'],
  ['the-great-flat', 'the-greater-flat'],
  ['the-great-flat', 'wind-pass'],
  ['the-greater-flat', 'wind-pass'],
  ['wind-pass', 'wind-pass-north'],
];

const NEIGHBOURS: ReadonlyMap<TerritoryId, readonly TerritoryId[]> = (() => {
  const map = new Map<TerritoryId, TerritoryId[]>(TERRITORIES.map((t) => [t.id, []]));
  for (const [a, b] of PAIRS) {
    const na = map.get(a);
    const nb = map.get(b);
    // A typo in PAIRS must fail at load, not silently drop an edge.
    if (!na || !nb || a === b) throw new Error(`bad adjacency pair: ${a} / ${b}`);
    na.push(b);
    nb.push(a);
  }
  for (const list of map.values()) list.sort();
  return map;
})();

/** Territories sharing a border with `id`, sorted by id. Throws on an unknown id. */
/**
 * A territory's neighbours; a homeworld has none (HW.no-movement), the HMS and a discovered place none of their own
 * (their one neighbour is where they sit: movement.ts, attachments).
 */
export function neighbours(id: TerritoryId): readonly TerritoryId[] {
  const list = NEIGHBOURS.get(id);
  if (list) return list;
  if (isWorld(id) || id === HMS || isDiscoveredPlace(id)) return [];
  throw new Error(`unknown territory: ${id}`);
}

export function areAdjacent(a: TerritoryId, b: TerritoryId): boolean {
  return neighbours(a).includes(b);
}
