// Harvester (a card of the Ixians & Tleilaxu set): its event in the log; it is played plainly after a spice blow.
import type { Sentences } from '../../log/sentence-types.ts';
import { spice, spot } from '../../log/words.ts';
import type { WebModule } from '../module.ts';

export const harvester = {
  id: 'harvester',
  inPlay: (view) => view.cards.includes('ixians'),
  sentences: { 'spice-harvested': (e) => `A Harvester doubles the spice blow in ${spot(e)} to ${spice(e.amount)}.` } satisfies Partial<Sentences>,
} satisfies WebModule;
