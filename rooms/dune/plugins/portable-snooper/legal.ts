// Legal answers to the Portable Snooper's question (bots/legal.ts): a held one played on some picks, unless the Voice
// forbids a poison defense.
import type { Answerer } from '../../answerer.ts';
import { familyOf } from '../../cards/treachery.ts';

export const portableSnooperAnswers: { 'portable-snooper': Answerer<'portable-snooper'> } = {
  'portable-snooper': (d, view, pick) => {
    const card = (view?.private?.hand ?? []).find((id) => familyOf(id) === 'portable-snooper') ?? null;
    const battle = view?.round && 'battle' in view.round ? view.round.battle : null;
    const v = battle?.voice;
    const forbidden = v !== null && v !== undefined && v.target === d.seat && !v.command.play && v.command.subject === 'poison-defense';
    return { type: 'portable-snooper', event: d.id, card: card !== null && !forbidden && pick % 2 === 0 ? card : null };
  },
};
