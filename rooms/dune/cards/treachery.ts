// The base-game treachery deck (0.06, 3.01): 33 physical cards.
// Source: the community bot's TreacheryCards.csv, checked against rules 3.01.01–3.01.23.
// Every physical copy has its own id so a hand or discard pile can name the exact card:
// single cards use the name slug, duplicates add `-1`, `-2`, ... (e.g. `shield-1`..`shield-4`).
// Expansion sets (Ixians & Tleilaxu, CHOAM & Richese, ...) will be separate lists with their own `set`.
import type { TreacheryCardId } from '../types.ts';

export type TreacheryCategory = 'weapon' | 'defense' | 'worthless' | 'special';
/**
 * What a weapon attacks with or a defense protects against. The Lasgun is its own subtype: no
 * defense stops it, and a Shield in the same battle explodes (3.01.14). 'none' for worthless and
 * special cards.
 */
export type TreacherySubtype = 'projectile' | 'poison' | 'lasgun' | 'none';

export interface TreacheryCard {
  id: TreacheryCardId;
  name: string;
  category: TreacheryCategory;
  subtype: TreacherySubtype;
  set: 'base';
}

type Kind = readonly [TreacheryCategory, TreacherySubtype];
const PROJECTILE_WEAPON: Kind = ['weapon', 'projectile'];
const POISON_WEAPON: Kind = ['weapon', 'poison'];
const PROJECTILE_DEFENSE: Kind = ['defense', 'projectile'];
const POISON_DEFENSE: Kind = ['defense', 'poison'];
const WORTHLESS: Kind = ['worthless', 'none'];
const SPECIAL: Kind = ['special', 'none'];

/** [id stem, printed name, kind, copies in the box]. */
const BASE: readonly (readonly [string, string, Kind, number])[] = [
  // Weapons (9)
  ['lasgun', 'Lasgun', ['weapon', 'lasgun'], 1], // 3.01.14
  ['chaumas', 'Chaumas', POISON_WEAPON, 1], // 3.01.02
  ['chaumurky', 'Chaumurky', POISON_WEAPON, 1], // 3.01.03
  // 3.01.06's text says a *projectile* defense protects against Ellaca Drug: a slip in the numbered
  // rules; it is a poison weapon (its own heading, the CSV and the printed card all say poison).
  ['ellaca-drug', 'Ellaca Drug', POISON_WEAPON, 1],
  ['gom-jabbar', 'Gom Jabbar', POISON_WEAPON, 1], // 3.01.08
  ['crysknife', 'Crysknife', PROJECTILE_WEAPON, 1], // 3.01.05
  ['maula-pistol', 'Maula Pistol', PROJECTILE_WEAPON, 1], // 3.01.15
  ['slip-tip', 'Slip Tip', PROJECTILE_WEAPON, 1], // 3.01.17
  ['stunner', 'Stunner', PROJECTILE_WEAPON, 1], // 3.01.19
  // Defenses (8)
  ['shield', 'Shield', PROJECTILE_DEFENSE, 4], // 3.01.16
  ['snooper', 'Snooper', POISON_DEFENSE, 4], // 3.01.18
  // Worthless (5)
  ['baliset', 'Baliset', WORTHLESS, 1], // 3.01.01
  ['jubba-cloak', 'Jubba Cloak', WORTHLESS, 1], // 3.01.10
  ['kulon', 'Kulon', WORTHLESS, 1], // 3.01.12
  ['la-la-la', 'La La La', WORTHLESS, 1], // 3.01.13
  ['trip-to-gamont', 'Trip to Gamont', WORTHLESS, 1], // 3.01.21
  // Special (11)
  // 3.01.04: two Cheap Hero cards plus one Cheap Heroine; same rule, different name.
  ['cheap-hero', 'Cheap Hero', SPECIAL, 2],
  ['cheap-heroine', 'Cheap Heroine', SPECIAL, 1],
  ['family-atomics', 'Family Atomics', SPECIAL, 1], // 3.01.07
  ['hajr', 'Hajr', SPECIAL, 1], // 3.01.09
  ['karama', 'Karama', SPECIAL, 2], // 3.01.11
  ['tleilaxu-ghola', 'Tleilaxu Ghola', SPECIAL, 1], // 3.01.20
  ['truthtrance', 'Truthtrance', SPECIAL, 2], // 3.01.22
  ['weather-control', 'Weather Control', SPECIAL, 1], // 3.01.23
];

export const BASE_TREACHERY_DECK: readonly TreacheryCard[] = BASE.flatMap(([stem, name, [category, subtype], copies]) =>
  Array.from({ length: copies }, (_, i): TreacheryCard => ({
    id: copies === 1 ? stem : `${stem}-${i + 1}`,
    name,
    category,
    subtype,
    set: 'base',
  })),
);

const BY_ID: ReadonlyMap<TreacheryCardId, TreacheryCard> = new Map(BASE_TREACHERY_DECK.map((c) => [c.id, c]));

export function treacheryCard(id: TreacheryCardId): TreacheryCard {
  const c = BY_ID.get(id);
  if (!c) throw new Error(`unknown treachery card: ${id}`);
  return c;
}
