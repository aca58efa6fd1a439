// Ixians & Tleilaxu expansion: 14 treachery cards added to the deck, 12 new ones and one more Shield and Snooper (the
// two extra defenses are dealt from rules edition 3: cards/treachery.ts). Texts: treachery-card-texts.csv.
// When the CHOAM & Richese cards are in play too, Poison Tooth and Artillery Strike are the Richese printings
// (richese.ts): same ids, same rules, the corrected face.
import { buildSet } from './build.ts';

export const IXIAN_CARDS = buildSet('ixians', [
  ['amal', 'Amal', 'special', 1],
  ['artillery-strike', 'Artillery Strike', 'weapon', 1],
  ['poison-weapon', 'Basilia Weapon', 'weapon', 1],
  ['chemistry', 'Chemistry', 'defense', 1],
  ['harvester', 'Harvester', 'special', 1],
  ['projectile-weapon', 'Hunter Seeker', 'weapon', 1],
  ['worthless', 'Kull Wahad', 'worthless', 1],
  ['poison-blade', 'Poison Blade', 'weapon', 1],
  ['poison-tooth', 'Poison Tooth', 'weapon', 1],
  ['shield-snooper', 'Shield Snooper', 'defense', 1],
  ['thumper', 'Thumper', 'special', 1],
  ['weirding-way', 'Weirding Way', 'weapon', 1],
]);

/** The set's extra Shield and Snooper, numbered after the base set's four of each (`shield-5`, `snooper-5`). */
export const IXIAN_DEFENSES = buildSet('ixians', [
  ['shield', 'Shield', 'defense', 1, 5],
  ['snooper', 'Snooper', 'defense', 1, 5],
]);
