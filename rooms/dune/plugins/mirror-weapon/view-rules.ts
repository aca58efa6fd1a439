// The Mirror Weapon (a card of the CHOAM & Richese cache): it attacks with a copy of the opponent's weapon-slot card
// when that card counts as a weapon, never its defense and never the card itself (the user's contract; the Mirror
// Weapon audit's weapon matrix). A view-level rule (view-rules.ts): the battle's handlers and the bots that judge a
// revealed plan apply the same function.
import { familyOf } from '../../cards/treachery.ts';
import { attacksOf } from '../../phases/battle/roles.ts';
import type { ViewRules } from '../../view-rules.ts';

export const mirrorViewRules = {
  weaponAttacks(own, opponent) {
    if (familyOf(own) !== 'mirror-weapon') return null;
    // A second Mirror is not in the box: an opposing Mirror copies nothing (its own attacks are empty).
    const attacks = opponent === null || familyOf(opponent) === 'mirror-weapon' ? [] : attacksOf(opponent);
    return { attacks, copiedFrom: attacks.length > 0 ? opponent : null };
  },
} satisfies Omit<ViewRules, 'name'>;
