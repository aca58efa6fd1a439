// What each treachery card does, in the project's own words (a reminder at hand, not the rulebook). Copies of one
// card (`shield-1` … `shield-5`) share their text.
import type { TreacheryCardId } from '@dune-rooms/sdk';

const PROJECTILE = 'Weapon (projectile). Kills the opposing leader unless it is protected by a Shield.';
const POISON = 'Weapon (poison). Kills the opposing leader unless it is protected by a Snooper.';
const SHIELD = 'Defense (projectile). Protects your leader from projectile weapons. With a Lasgun in the same battle, everything there explodes.';
const SNOOPER = 'Defense (poison). Protects your leader from poison weapons.';
const WORTHLESS = 'Worthless. Does nothing; it may fill a weapon or defense slot of a battle plan to hide that you hold nothing useful.';
const CHEAP_HERO = 'Leader stand-in of strength 0. Play it instead of a leader, even when your leaders are all dead; discarded after the battle.';
const KARAMA =
  'Special. Cancels one faction power marked for Karama as it is used, prevents the Atreides look at the card up for bid or the next spice card, lets you buy a card without paying or ship at the Guild rate, or is spent once per game on your own faction’s Karama power.';
const TRUTHTRANCE = 'Special. Ask another player one yes-or-no question about the game; it must answer truthfully.';

export const CARD_TEXT: Record<TreacheryCardId, string> = {
  lasgun: 'Weapon (special). No defense stops it. Against a Shield in the same battle, both leaders, all forces there and the spice there are destroyed.',
  chaumas: POISON,
  chaumurky: POISON,
  'ellaca-drug': POISON,
  'gom-jabbar': POISON,
  crysknife: PROJECTILE,
  'maula-pistol': PROJECTILE,
  'slip-tip': PROJECTILE,
  stunner: PROJECTILE,
  'shield-1': SHIELD,
  'shield-2': SHIELD,
  'shield-3': SHIELD,
  'shield-4': SHIELD,
  'shield-5': SHIELD,
  'snooper-1': SNOOPER,
  'snooper-2': SNOOPER,
  'snooper-3': SNOOPER,
  'snooper-4': SNOOPER,
  'snooper-5': SNOOPER,
  baliset: WORTHLESS,
  'jubba-cloak': WORTHLESS,
  kulon: WORTHLESS,
  'la-la-la': WORTHLESS,
  'trip-to-gamont': WORTHLESS,
  'cheap-hero-1': CHEAP_HERO,
  'cheap-hero-2': CHEAP_HERO,
  'cheap-heroine': CHEAP_HERO,
  'family-atomics':
    'Special. Before the storm moves, with forces on or next to the Shield Wall: destroys every force on it, and from then on the storm reaches Arrakeen, Carthag and the Imperial Basin.',
  hajr: 'Special. Take one extra move in Shipment and Movement, with a group of forces of your choice.',
  'karama-1': KARAMA,
  'karama-2': KARAMA,
  'karama-3': KARAMA,
  'tleilaxu-ghola': 'Special. Revive one leader, or up to 5 forces, from the Tanks for free, beyond the usual limits.',
  'truthtrance-1': TRUTHTRANCE,
  'truthtrance-2': TRUTHTRANCE,
  'weather-control': 'Special. When the storm is about to move, decide yourself how far it goes, from 0 to 10 sectors.',
  amal: 'Special. At the start of a phase, every player discards half their spice, rounded up.',
  'artillery-strike': 'Weapon (special). Kills both leaders unless shielded; only the dials then decide the battle, and no spice is paid for the dead.',
  'basilia-weapon': POISON,
  chemistry: 'Defense (poison) alone; played with another defense, it becomes a poison weapon. It stops a Poison Tooth.',
  harvester: 'Special. Right after a spice blow places spice, place the same amount again.',
  'hunter-seeker': PROJECTILE,
  'kull-wahad': WORTHLESS,
  'poison-blade': 'Weapon (projectile and poison). Only a defense against both, such as a Shield Snooper, stops it.',
  'poison-tooth': 'Weapon (poison). Kills both leaders and no Snooper stops it; after the reveal you may choose not to use it and keep it if you win.',
  'shield-snooper': 'Defense (projectile and poison). Counts as a Shield and a Snooper at once, so a Lasgun makes it explode like a Shield.',
  thumper: 'Special. From turn 2, before the spice blow: a sandworm comes first in the territory of the top territory card, then the blow goes on.',
  'weirding-way': 'Weapon (projectile) alone; played with another weapon, it becomes a projectile defense (not a Shield).',
  distrans: 'Special. Give one card from your hand to a player whose hand is not full; only the two of you learn which.',
  'juice-of-sapho': 'Special. At the start of a phase, go first or last in that phase’s order; at the start of a battle, become the aggressor.',
  'mirror-weapon': 'Weapon (special). Becomes a copy of the weapon your opponent plays in the battle.',
  'nullentropy-box': 'Special. Pay 2 spice to search the treachery discard pile and take one card from it; the pile is then shuffled.',
  ornithopter: 'Special. With a move: one group goes up to 3 territories, or a second group moves as well.',
  'portable-snooper': 'Defense (poison). In your plan, or added after the plans are revealed when you played no defense.',
  'residual-poison': 'Special. At the start of your battle, before leaders are chosen: your opponent loses an available leader, drawn at random, to the Tanks.',
  'semuta-drug': 'Special. Right after another player discards a card, take that card into your hand.',
  'stone-burner': 'Weapon (special). Only undialed forces are compared; you may choose to kill both leaders whatever their defenses, or to spare them.',
  'harass-and-withdraw': 'Special, in a battle plan. Your undialed forces go back to your reserves instead of staying; a traitor call cancels it.',
  recruits: 'Special. At the start of Revival: every player’s free revival is doubled and the revival limit rises to 7.',
  reinforcements: 'Special, in a battle plan. Adds 2 to your dial; 3 of your reserve forces go to the Tanks for it.',
};
