// The 42 territories of the classic Dune board (GF9, 2019).
// Source: the community moderation bot's Territories.csv (one row per territory sector), merged to one
// entry per territory and hand-checked against the numbered rules. Ids are kebab-case slugs of the names.
import type { TerritoryId } from '../types.ts';
import { WORLD_NAMES, WORLDS } from './worlds.ts';
import { HMS, HMS_NAME } from './hms.ts';
import { DISCOVERED_NAMES, DISCOVERED_PLACES, DISCOVERED_STRONGHOLD } from './discoveries.ts';

/**
 * - 'sand': desert; forces here die when the storm passes (1.01.03).
 * - 'rock': rock territory; forces here are sheltered from the storm (1.01.03).
 * - 'stronghold': a city or sietch (rock, and counts for victory).
 * - 'polar-sink': never in storm (1.06.06), no battles there (1.07.01.03), has no sector.
 * - 'homeworld': a faction's homeworld in the Homeworlds variant (plugins/homeworlds/): off Arrakis, no sector, no
 *   neighbours; not one of TERRITORIES (isTerritoryId is false), but territory() knows it.
 * The Hidden Mobile Stronghold (hms.ts) is a 'stronghold' with no sector: it sits on a territory that moves, its one
 * neighbour (board/movement.ts, attachments); like a homeworld it is not one of TERRITORIES.
 * - 'location': a place a Discovery token became (discoveries.ts), inside the territory it lay in, its one neighbour:
 *   no sector, never in storm, shipped into at a stronghold's price; Jacurutu Sietch among them is a 'stronghold'.
 */
export type TerritoryKind = 'sand' | 'rock' | 'stronghold' | 'polar-sink' | 'homeworld' | 'location';

export interface Territory {
  id: TerritoryId;
  name: string;
  kind: TerritoryKind;
  /**
   * Storm sectors the territory lies in, ascending, 1..18. The Polar Sink lies in none: [].
   * Forces in the Polar Sink are recorded with `sector: 0` (see FACTION_PROFILES).
   */
  sectors: number[];
  /**
   * Forces here are not destroyed by a passing storm (1.01.03): every non-sand territory, plus the
   * Imperial Basin, a sand territory shielded by the Shield Wall. Family Atomics (3.01.07) later
   * removes the Shield Wall's cover from the Imperial Basin, Arrakeen and Carthag; that is game
   * state, not board data.
   */
  protectedFromStorm: boolean;
  /** The Shield Wall or a territory adjacent to it: where Family Atomics may be played from (3.01.07). */
  nearShieldWall: boolean;
}

/**
 * Compact row: id, name, kind, sectors, nearShieldWall. `protectedFromStorm` is derived below. The id column is a
 * plain string so that the rows, kept literal (`as const`), are where ArrakisTerritoryId comes from.
 */
type Row = readonly [string, string, TerritoryKind, readonly number[], boolean];

// Kind comes from the CSV (stronghold TRUE -> stronghold, rock TRUE -> rock, else sand) with one
// correction: the CSV marks the Imperial Basin as rock, but rule 1.01.03 names it as a *sand*
// territory that storms do not harm ("any Forces in a Sector of a Sand Territory (except the Imperial
// Basin) ... are destroyed"). It matters beyond storms (e.g. Fremen sandworm placement, 2.04.15,
// targets sand territories), so it is 'sand' here with protectedFromStorm = true.
const ROWS = [
  ['arrakeen', 'Arrakeen', 'stronghold', [9], false],
  ['arsunt', 'Arsunt', 'sand', [10, 11], false],
  ['basin', 'Basin', 'sand', [8], false],
  ['bight-of-the-cliff', 'Bight Of The Cliff', 'sand', [13, 14], false],
  ['broken-land', 'Broken Land', 'sand', [10, 11], false],
  ['carthag', 'Carthag', 'stronghold', [10], false],
  ['cielago-depression', 'Cielago Depression', 'sand', [1, 2, 18], false],
  ['cielago-east', 'Cielago East', 'sand', [2, 3], false],
  ['cielago-north', 'Cielago North', 'sand', [1, 2, 18], false],
  ['cielago-south', 'Cielago South', 'sand', [1, 2], false],
  ['cielago-west', 'Cielago West', 'sand', [17, 18], false],
  ['false-wall-east', 'False Wall East', 'rock', [4, 5, 6, 7, 8], true],
  ['false-wall-south', 'False Wall South', 'rock', [3, 4], false],
  ['false-wall-west', 'False Wall West', 'rock', [15, 16, 17], false],
  ['funeral-plain', 'Funeral Plain', 'sand', [14], false],
  ['gara-kulon', 'Gara Kulon', 'sand', [7], true],
  ['habbanya-erg', 'Habbanya Erg', 'sand', [15, 16], false],
  ['habbanya-ridge-flat', 'Habbanya Ridge Flat', 'sand', [16, 17], false],
  ['habbanya-sietch', 'Habbanya Sietch', 'stronghold', [16], false],
  ['hagga-basin', 'Hagga Basin', 'sand', [11, 12], false],
  ['harg-pass', 'Harg Pass', 'sand', [3, 4], false],
  ['hole-in-the-rock', 'Hole In The Rock', 'sand', [8], true],
  ['imperial-basin', 'Imperial Basin', 'sand', [8, 9, 10], true], // CSV says rock; see above
  ['meridian', 'Meridian', 'sand', [1, 18], false],
  ['old-gap', 'Old Gap', 'sand', [8, 9, 10], false],
  ['pasty-mesa', 'Pasty Mesa', 'rock', [4, 5, 6, 7], true],
  ['plastic-basin', 'Plastic Basin', 'rock', [11, 12, 13], false],
  ['polar-sink', 'Polar Sink', 'polar-sink', [], false],
  ['red-chasm', 'Red Chasm', 'sand', [6], false],
  ['rim-wall-west', 'Rim Wall West', 'rock', [8], false],
  ['rock-outcroppings', 'Rock Outcroppings', 'sand', [12, 13], false],
  ['shield-wall', 'Shield Wall', 'rock', [7, 8], true],
  ['sietch-tabr', 'Sietch Tabr', 'stronghold', [13], false],
  ['sihaya-ridge', 'Sihaya Ridge', 'sand', [8], true],
  ['south-mesa', 'South Mesa', 'sand', [3, 4, 5], false],
  ['the-great-flat', 'The Great Flat', 'sand', [14], false],
  ['the-greater-flat', 'The Greater Flat', 'sand', [15], false],
  ['the-minor-erg', 'The Minor Erg', 'sand', [4, 5, 6, 7], true],
  ['tsimpo', 'Tsimpo', 'sand', [10, 11, 12], false],
  ['tueks-sietch', "Tuek's Sietch", 'stronghold', [4], false],
  ['wind-pass', 'Wind Pass', 'sand', [13, 14, 15, 16], false],
  ['wind-pass-north', 'Wind Pass North', 'sand', [16, 17], false],
] as const satisfies readonly Row[];

/** A territory of Arrakis: the id column of the rows above (TerritoryId adds the homeworlds). */
export type ArrakisTerritoryId = (typeof ROWS)[number][0];

/** The 42 territory ids of Arrakis, in board order (what the wire and the store accept, with the homeworlds). */
export const ARRAKIS_TERRITORY_IDS: readonly ArrakisTerritoryId[] = ROWS.map(([id]) => id);
/** Every place forces can stand: the territories of Arrakis, the homeworlds (the Homeworlds variant), the HMS, then the discovered places. */
export const TERRITORY_IDS: readonly TerritoryId[] = [...ARRAKIS_TERRITORY_IDS, ...WORLDS, HMS, ...DISCOVERED_PLACES];

/** Sand territories the storm cannot harm (1.01.03). */
const SHELTERED_SAND: ReadonlySet<TerritoryId> = new Set<TerritoryId>(['imperial-basin']);

export const TERRITORIES: readonly Territory[] = ROWS.map(([id, name, kind, sectors, nearShieldWall]) => ({
  id,
  name,
  kind,
  sectors: [...sectors],
  protectedFromStorm: kind !== 'sand' || SHELTERED_SAND.has(id),
  nearShieldWall,
}));

// Keyed by string so that isTerritoryId can ask about any string.
const BY_ID: ReadonlyMap<string, Territory> = new Map(TERRITORIES.map((t) => [t.id, t]));

/** The homeworlds as places forces can be in (never in storm, no sectors). */
const WORLD_PLACES: ReadonlyMap<TerritoryId, Territory> = new Map(
  WORLDS.map((id) => [id, { id, name: WORLD_NAMES[id], kind: 'homeworld' as const, sectors: [], protectedFromStorm: true, nearShieldWall: false }]),
);

/** The HMS as a place: a stronghold above the board, never in storm, with no sector of its own. */
const HMS_PLACE: Territory = { id: HMS, name: HMS_NAME, kind: 'stronghold', sectors: [], protectedFromStorm: true, nearShieldWall: false };

/** The discovered places (the Discovery variant): sectorless, never in storm. */
const DISCOVERED: ReadonlyMap<TerritoryId, Territory> = new Map(
  DISCOVERED_PLACES.map((id) => [
    id,
    {
      id,
      name: DISCOVERED_NAMES[id],
      kind: id === DISCOVERED_STRONGHOLD ? 'stronghold' : 'location',
      sectors: [],
      protectedFromStorm: true,
      nearShieldWall: false,
    },
  ]),
);

/** Places with no storm sector (the Polar Sink, a homeworld, the HMS): forces there are recorded in sector 0. */
export function sectorless(t: Territory): boolean {
  return t.sectors.length === 0;
}

/** A place on Arrakis forces may be shipped to or moved to: a territory of Arrakis, the HMS or a discovered place (never a homeworld). */
export const isBoardPlace = (id: string): id is TerritoryId => isTerritoryId(id) || id === HMS || DISCOVERED.has(id as TerritoryId);

/** A territory of Arrakis (a homeworld is not one: see TerritoryKind). */
export function isTerritoryId(id: string): id is ArrakisTerritoryId {
  return BY_ID.has(id);
}

export function territory(id: TerritoryId): Territory {
  const t = BY_ID.get(id) ?? WORLD_PLACES.get(id) ?? DISCOVERED.get(id) ?? (id === HMS ? HMS_PLACE : undefined);
  if (!t) throw new Error(`unknown territory: ${id}`);
  return t;
}

/** The five strongholds (kind 'stronghold'); the test checks this list against TERRITORIES. */
export const STRONGHOLDS: readonly TerritoryId[] = ['arrakeen', 'carthag', 'sietch-tabr', 'habbanya-sietch', 'tueks-sietch'];
