// The 14 Leader Skill cards of the CHOAM & Richese expansion's optional Leader Skills module. Each card has a normal
// effect (while the skilled leader and its card are face up in front of the shield) and a battle effect (when that
// leader is used in battle). Ids are the engine's; names are the printed ones. Rule ids `LS.<id>` index them in
// docs/rules/skills.tsv (the expansion has no numbered rulebook).

export const SKILLS = [
  'bureaucrat',
  'diplomat',
  'killer-medic',
  'master-of-assassins',
  'mentat',
  'planetologist',
  'prana-bindu-adept',
  'rihani-decipherer',
  'sandmaster',
  'smuggler',
  'spice-banker',
  'suk-graduate',
  'swordmaster-of-ginaz',
  'warmaster',
] as const;
export type SkillId = (typeof SKILLS)[number];

export const SKILL_NAMES: Record<SkillId, string> = {
  bureaucrat: 'Bureaucrat',
  diplomat: 'Diplomat',
  'killer-medic': 'Killer Medic',
  'master-of-assassins': 'Master of Assassins',
  mentat: 'Mentat',
  planetologist: 'Planetologist',
  'prana-bindu-adept': 'Prana Bindu Adept',
  'rihani-decipherer': 'Rihani Decipherer',
  sandmaster: 'Sandmaster',
  smuggler: 'Smuggler',
  'spice-banker': 'Spice Banker',
  'suk-graduate': 'Suk Graduate',
  'swordmaster-of-ginaz': 'Swordmaster of Ginaz',
  warmaster: 'Warmaster',
};
