// The base-game treachery deck (0.06, 3.01): 33 physical cards.
// Source: the community bot's TreacheryCards.csv, checked against rules 3.01.01–3.01.23.
import { buildSet } from './build.ts';

export const BASE_CARDS = buildSet('base', [
  // Weapons (9)
  ['lasgun', 'Lasgun', 'weapon', 1], // 3.01.14
  ['poison-weapon', 'Chaumas', 'weapon', 1], // 3.01.02
  ['poison-weapon', 'Chaumurky', 'weapon', 1], // 3.01.03
  // 3.01.06's text says a *projectile* defense protects against Ellaca Drug: a slip in the numbered
  // rules; it is a poison weapon (its own heading, the CSV and the printed card all say poison).
  ['poison-weapon', 'Ellaca Drug', 'weapon', 1],
  ['poison-weapon', 'Gom Jabbar', 'weapon', 1], // 3.01.08
  ['projectile-weapon', 'Crysknife', 'weapon', 1], // 3.01.05
  ['projectile-weapon', 'Maula Pistol', 'weapon', 1], // 3.01.15
  ['projectile-weapon', 'Slip Tip', 'weapon', 1], // 3.01.17
  ['projectile-weapon', 'Stunner', 'weapon', 1], // 3.01.19
  // Defenses (8)
  ['shield', 'Shield', 'defense', 4], // 3.01.16
  ['snooper', 'Snooper', 'defense', 4], // 3.01.18
  // Worthless (5)
  ['worthless', 'Baliset', 'worthless', 1], // 3.01.01
  ['worthless', 'Jubba Cloak', 'worthless', 1], // 3.01.10
  ['worthless', 'Kulon', 'worthless', 1], // 3.01.12
  ['worthless', 'La La La', 'worthless', 1], // 3.01.13
  ['worthless', 'Trip to Gamont', 'worthless', 1], // 3.01.21
  // Special (11)
  // 3.01.04: two Cheap Hero cards plus one Cheap Heroine; same rule, different name.
  ['cheap-hero', 'Cheap Hero', 'special', 2],
  ['cheap-hero', 'Cheap Heroine', 'special', 1],
  ['family-atomics', 'Family Atomics', 'special', 1], // 3.01.07
  ['hajr', 'Hajr', 'special', 1], // 3.01.09
  ['karama', 'Karama', 'special', 2], // 3.01.11
  ['tleilaxu-ghola', 'Tleilaxu Ghola', 'special', 1], // 3.01.20
  ['truthtrance', 'Truthtrance', 'special', 2], // 3.01.22
  ['weather-control', 'Weather Control', 'special', 1], // 3.01.23
]);
