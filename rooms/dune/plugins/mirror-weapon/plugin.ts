// The Mirror Weapon as a plug-in: the copy its rules make of the opponent's weapon once both plans are revealed
// (view-rules.ts). The rest of its play is a weapon's (a plan's slot, the post-reveal queue: a copy before the
// original; discarded as itself, whatever it copied).
import type { Plugin } from '../../extension-points.ts';
import { mirrorViewRules } from './view-rules.ts';

export const mirrorWeapon = {
  name: 'mirror-weapon',
  ...mirrorViewRules,
} satisfies Plugin;
