// Treachery cards (0.06, 3.01): the physical cards of every card set, looked up by id, and the deck a game is
// dealt from. A card's printed identity (id, name, family, colour) never changes in play; what it does in a
// battle is derived from it by phases/battle/roles.ts.
import type { CardSet, TreacheryCardId } from '../types.ts';
import { BASE_CARDS } from './sets/base.ts';
import { ECAZ_CARDS } from './sets/ecaz.ts';
import { IXIAN_CARDS, IXIAN_DEFENSES } from './sets/ixians.ts';
import { RICHESE_CACHE, RICHESE_PRINTINGS } from './sets/richese.ts';

/** The card's colour on the table: red weapons, blue defenses, beige worthless, green special. */
export type TreacheryCategory = 'weapon' | 'defense' | 'worthless' | 'special';

/**
 * Cards that follow the same rules: the generic base weapons and defenses share a family (`poison-weapon`,
 * `shield` …); each special card is its own family. Rules code asks for families, never for names.
 */
export type TreacheryFamily =
  | 'projectile-weapon'
  | 'poison-weapon'
  | 'lasgun'
  | 'shield'
  | 'snooper'
  | 'worthless'
  | 'cheap-hero'
  | 'family-atomics'
  | 'hajr'
  | 'karama'
  | 'tleilaxu-ghola'
  | 'truthtrance'
  | 'weather-control'
  // Ixians & Tleilaxu
  | 'amal'
  | 'artillery-strike'
  | 'chemistry'
  | 'harvester'
  | 'poison-blade'
  | 'poison-tooth'
  | 'shield-snooper'
  | 'thumper'
  | 'weirding-way'
  // CHOAM & Richese cache
  | 'distrans'
  | 'juice-of-sapho'
  | 'mirror-weapon'
  | 'nullentropy-box'
  | 'ornithopter'
  | 'portable-snooper'
  | 'residual-poison'
  | 'semuta-drug'
  | 'stone-burner'
  // Ecaz & Moritani
  | 'harass-and-withdraw'
  | 'recruits'
  | 'reinforcements';

export interface TreacheryCard {
  id: TreacheryCardId;
  name: string;
  family: TreacheryFamily;
  category: TreacheryCategory;
  set: CardSet;
  /** A card of the Richese cache (sold by the Richese faction from its own pile in the physical game). */
  cache?: true;
}

export const BASE_TREACHERY_DECK: readonly TreacheryCard[] = BASE_CARDS;

// One-copy base cards the storm phase plays by id (phases/storm/), and committedCards holds back while such a play
// is secret. They are named here, with the cards, so that cards/ does not depend on a phase.
export const WEATHER_CONTROL = 'weather-control';
export const FAMILY_ATOMICS = 'family-atomics';

/**
 * Families whose out-of-battle play is not built yet. Their cards stay out of the deck, so a game never deals a
 * card it cannot play; RULES.md lists them. Removing a family from here is how it joins the game.
 */
export const NOT_YET_PLAYABLE: ReadonlySet<TreacheryFamily> = new Set<TreacheryFamily>([]);

interface Box {
  cards: readonly TreacheryCard[];
  families: ReadonlySet<TreacheryFamily>;
}

// A game's sets never change and bots ask for its box at every decision: each combination is built once.
const BOXES = new Map<string, Box>();

/** The cards of the Ixians & Tleilaxu set: from rules edition 3 with its extra Shield and Snooper (14, not 12). */
function ixianCards(edition: number): readonly TreacheryCard[] {
  return edition >= 3 ? [...IXIAN_CARDS, ...IXIAN_DEFENSES] : IXIAN_CARDS;
}

/**
 * The cards of the CHOAM & Richese set: the cache, and from rules edition 3 its own Poison Tooth and Artillery Strike
 * when the Ixian ones are not in play (with them, its printings are the same cards: richese.ts).
 */
function richeseCards(withIxians: boolean, edition: number): readonly TreacheryCard[] {
  return edition >= 3 && !withIxians ? [...RICHESE_CACHE, ...RICHESE_PRINTINGS] : RICHESE_CACHE;
}

function box(sets: readonly CardSet[], edition: number): Box {
  // Editions 1 and 2 hold the same cards; 3 and later the corrected sets.
  const key = `${[...sets].sort().join(',')}@${edition >= 3 ? 3 : 1}`;
  let found = BOXES.get(key);
  if (!found) {
    const has = (s: CardSet) => sets.includes(s);
    const cards = [
      ...BASE_CARDS,
      ...(has('ixians') ? ixianCards(edition) : []),
      ...(has('richese') ? richeseCards(has('ixians'), edition) : []),
      ...(has('ecaz') ? ECAZ_CARDS : []),
    ].filter((c) => !NOT_YET_PLAYABLE.has(c.family));
    found = { cards, families: new Set(cards.map((c) => c.family)) };
    BOXES.set(key, found);
  }
  return found;
}

/** The physical cards of a game's chosen sets under its rules edition: base, then each expansion's additions (0.06). */
export function boxFor(sets: readonly CardSet[], edition: number): readonly TreacheryCard[] {
  return box(sets, edition).cards;
}

/** Whether cards of `family` are in play with these sets. */
export function inPlay(sets: readonly CardSet[], edition: number, family: TreacheryFamily): boolean {
  return box(sets, edition).families.has(family);
}

/** The ids a game's treachery cards must account for (custody, docs/ARCHITECTURE.md §8.5). */
export function deckIds(sets: readonly CardSet[], edition: number): TreacheryCardId[] {
  return boxFor(sets, edition).map((c) => c.id);
}

// The Richese printings share their ids with the Ixian cards, whose record (same rules) answers for both.
const BY_ID: ReadonlyMap<TreacheryCardId, TreacheryCard> = new Map(
  [...BASE_CARDS, ...IXIAN_CARDS, ...IXIAN_DEFENSES, ...RICHESE_CACHE, ...ECAZ_CARDS].map((c) => [c.id, c]),
);

export function treacheryCard(id: TreacheryCardId): TreacheryCard {
  const c = BY_ID.get(id);
  if (!c) throw new Error(`unknown treachery card: ${id}`);
  return c;
}

export const familyOf = (id: TreacheryCardId): TreacheryFamily => treacheryCard(id).family;
