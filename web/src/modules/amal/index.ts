// Amal (a card of the Ixians & Tleilaxu set): its event in the log; it is played plainly in a phase-start window.
import type { Sentences } from '../../log/sentence-types.ts';
import { spice } from '../../log/words.ts';
import { factionName } from '../../names.ts';
import type { WebModule } from '../module.ts';

export const amal = {
  id: 'amal',
  inPlay: (view) => view.cards.includes('ixians'),
  sentences: { 'amal-discard': (e) => `${factionName(e.faction)} lose ${spice(e.amount)} to Amal.` } satisfies Partial<Sentences>,
} satisfies WebModule;
