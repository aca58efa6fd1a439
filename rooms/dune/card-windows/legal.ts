// Legal answers to card windows (bots/legal.ts): play a held card of the window's families on some picks.
import type { Answerer } from '../bots/legal.ts';
import { familyOf } from '../cards/treachery.ts';

export const cardWindowAnswers: { 'card-window': Answerer<'card-window'> } = {
  'card-window': (d, view, pick) => {
    const card = (view?.private?.hand ?? []).find((id) => d.families.includes(familyOf(id))) ?? null;
    return { type: 'card-window', event: d.id, card: card !== null && pick % 3 === 0 ? card : null };
  },
};
