// What each Leader Skill does, in the project's own words: its effect while the skilled leader sits face up in
// front of the shield, and its effect when that leader fights.
export const SKILL_TEXT: Record<string, string> = {
  bureaucrat:
    'Face up: when another player pays 5 or more to someone else, 2 of it go to the bank. In battle: the opponent loses 1 strength for each stronghold it occupies.',
  diplomat: 'Face up: a Worthless card may stand in for the opponent’s defense. In battle: if you lose, your undialed forces retreat instead of dying.',
  'killer-medic': 'Face up: your other leaders get +1 when you play a poison defense. In battle: +3 when you play a poison defense.',
  'master-of-assassins': 'Face up: your other leaders get +1 when you play a poison weapon. In battle: +3 when you play a poison weapon.',
  mentat: 'Face up: before plans are made, ask your opponent whether it holds a weapon you name. In battle: +2.',
  planetologist: 'Face up: one more territory of movement, or two groups to one destination. In battle: a green special card may be your weapon, +2.',
  'prana-bindu-adept': 'Face up: your other leaders get +1 when you play a projectile defense. In battle: +3 when you play a projectile defense.',
  'rihani-decipherer': 'Face up: after a win, look at 2 traitor cards. In battle: after a win, draw 2 traitor cards and you may swap one for yours.',
  sandmaster: 'Face up: 1 spice from each spice territory you move into or through. In battle: 3 spice added there after you win.',
  smuggler: 'Face up: one more free force when you ship to an empty territory. In battle: collect the spice where you fight if the leader lives.',
  'spice-banker':
    'Face up: 1 spice waits for you when another player pays 4 or more to the bank. In battle: put 1 to 3 spice on the leader, added to its strength.',
  'suk-graduate': 'Face up: when you win, 1 lost force is saved. In battle: when you win, up to 3 lost forces are saved.',
  'swordmaster-of-ginaz': 'Face up: your other leaders get +1 when you play a projectile weapon. In battle: +3 when you play a projectile weapon.',
  warmaster: 'Face up: your other leaders get +1 when you play a Worthless card. In battle: +3 when you play a Worthless card.',
};
