// Legal answers to card windows (bots/legal.ts): play a held card of the window's families on some picks.
import type { Answerer } from '../answerer.ts';
import { familyOf } from '../cards/treachery.ts';

export const cardWindowAnswers: { 'card-window': Answerer<'card-window'> } = {
  'card-window': (d, view, pick) => {
    const card = (view?.private?.hand ?? []).find((id) => d.families.includes(familyOf(id))) ?? null;
    if (card === null || pick % 3 !== 0) return { type: 'card-window', event: d.id, card: null };
    if (familyOf(card) === 'semuta-drug') {
      const offered = (d.candidates ?? []).filter((c) => c.faction !== d.seat);
      const take = offered[pick % Math.max(1, offered.length)]?.card;
      return take === undefined ? { type: 'card-window', event: d.id, card: null } : { type: 'card-window', event: d.id, card, take };
    }
    if (familyOf(card) !== 'juice-of-sapho') return { type: 'card-window', event: d.id, card };
    const mode = d.window === 'battle-start' ? 'aggressor' : pick % 2 === 0 ? 'first' : 'last';
    return { type: 'card-window', event: d.id, card, mode };
  },
};
