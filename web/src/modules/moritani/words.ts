// What each Terror token does when Moritani reveal it against whoever entered its stronghold, in the project's own
// words (its hint and its question), and its name.
import { titled } from '../../names.ts';

export const TERROR_TEXT: Record<string, string> = {
  assassination: 'A leader of the entrant’s, at random among those in its pool, dies; Moritani take its strength in spice.',
  atomics:
    'Every force in the territory goes to the Tanks, and nobody ships there again (the Aftermath); the hand limits of Moritani and of its ally drop by one.',
  extortion: 'Moritani set 5 spice before their shield; the token comes back to their supply at the next Mentat Pause unless another faction pays them 3.',
  robbery: 'Moritani take half the entrant’s spice (rounded up), or the top card of the treachery deck.',
  sabotage: 'A card of the entrant’s hand, at random, is discarded; then Moritani may give it a card of their own.',
  'sneak-attack': 'Up to 5 Moritani forces from their reserves arrive in the territory, free.',
};

/** `sneak-attack` → "Sneak Attack". */
export const terror = (token: string): string => titled(token);
