// A legal answer to a Karama window from the seat's own view: usually a pass; some picks spend a held Karama.
import type { Answerer } from '../answerer.ts';
import { karamaCardsIn } from './cards.ts';
import { mayCancel } from './window.ts';
import { betrayalOnly } from './abilities.ts';

export const karamaAnswers: { 'karama-window': Answerer<'karama-window'> } = {
  'karama-window': (d, view, pick) => {
    const card = (view ? karamaCardsIn(view, d.seat)[0] : null) ?? null;
    // A use only a Nexus Betrayal cancels takes no Karama.
    const use = d.uses.find((u) => mayCancel(u, d.seat) && !betrayalOnly(u.ability));
    if (card !== null && use && pick % 5 === 4) return { type: 'karama-window', event: d.id, cancel: use.ability, card };
    return { type: 'karama-window', event: d.id, cancel: null, card: null };
  },
};
