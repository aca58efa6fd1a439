// What each Ambassador does for whoever it is triggered for, in the project's own words (its hint and its question),
// and its name: each token is named after a faction.
import { factionName } from '../../names.ts';

export const AMBASSADOR_TEXT: Record<string, string> = {
  atreides: 'See the entrant’s hand.',
  'bene-gesserit': 'Use the effect of a token outside this cycle’s five; this one leaves the game.',
  emperor: 'Take 5 spice.',
  fremen: 'Move one group of your forces on the board to another territory out of the storm.',
  harkonnen: 'See one of the entrant’s traitor cards, at random.',
  guild: 'Send up to 4 forces from reserves, free, to a territory out of the storm.',
  choam: 'Discard any cards for 3 spice each.',
  tleilaxu: 'Revive a leader, or up to 4 forces, for free.',
  ixians: 'Discard a card and draw the top card of the deck.',
  richese: 'Buy the top card of the deck for 3 spice.',
  ecaz: 'Offer the entrant an alliance with Ecaz, when neither has one; the token goes back to the supply.',
};

/** `guild` → "Spacing Guild Ambassador". */
export const ambassador = (token: string): string => `${factionName(token)} Ambassador`;
