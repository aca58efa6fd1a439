// The Semuta Drug (a card of the CHOAM & Richese cache): played in the window that follows a discard, it takes one of
// the cards another player just discarded; its event in the log.
import type { Sentences } from '../../log/sentence-types.ts';
import { card as cardWords } from '../../log/words.ts';
import { factionName, titled } from '../../names.ts';
import type { WebModule } from '../module.ts';

export const semutaDrug = {
  id: 'semuta-drug',
  inPlay: (view) => view.cards.includes('richese'),
  windowCard: {
    family: 'semuta-drug',
    plays: (decision, card) =>
      (decision.candidates ?? [])
        .filter((c) => c.faction !== decision.seat)
        .map((c) => ({ label: `Play ${titled(card)}: take ${titled(c.card)} (discarded by the ${factionName(c.faction)})`, use: { take: c.card } })),
  },
  sentences: { 'semuta-taken': (e) => `${factionName(e.faction)} take ${cardWords(e.card)} with Semuta Drug.` } satisfies Partial<Sentences>,
} satisfies WebModule;
