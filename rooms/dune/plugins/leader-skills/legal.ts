// Legal answers to the Leader Skills decisions (see bots/legal.ts).
import type { Answerer } from '../../answerer.ts';
import { fillAllocation } from './smuggler.ts';

export const skillAnswers: {
  'pick-skill': Answerer<'pick-skill'>;
  'skill-posture': Answerer<'skill-posture'>;
  'smuggler-allocation': Answerer<'smuggler-allocation'>;
  'mentat-question': Answerer<'mentat-question'>;
  'mentat-answer': Answerer<'mentat-answer'>;
  'rihani-keep': Answerer<'rihani-keep'>;
  'diplomat-retreat': Answerer<'diplomat-retreat'>;
  'bureaucrat-redirect': Answerer<'bureaucrat-redirect'>;
} = {
  'pick-skill': (d, _view, pick) => ({
    type: 'pick-skill',
    event: d.id,
    card: d.options[pick % d.options.length]!,
    leader: d.leaders[(pick >> 1) % d.leaders.length]!,
  }),
  'skill-posture': (d, _view, pick) => ({ type: 'skill-posture', event: d.id, faceUp: pick % 2 === 0 }),
  'bureaucrat-redirect': (d, _view, pick) => ({ type: 'bureaucrat-redirect', event: d.id, redirect: pick % 2 === 0 }),
  'smuggler-allocation': (d, _view, pick) => ({ type: 'smuggler-allocation', event: d.id, allocations: fillAllocation(d.piles, d.amount, pick) }),
  'mentat-question': (d, _view, pick) => ({ type: 'mentat-question', event: d.id, weapon: pick % 4 === 3 ? null : d.weapons[pick % d.weapons.length]! }),
  'mentat-answer': (d, view, pick) => {
    // What may be shown now: the hand may have changed since the question (the view holds it).
    const hand = view?.private?.hand ?? d.options;
    const now = hand.includes(d.weapon) ? [d.weapon] : [...hand];
    return { type: 'mentat-answer', event: d.id, card: now.length === 0 ? null : now[pick % now.length]! };
  },
  'rihani-keep': (d, _view, pick) =>
    d.traitors.length === 0 || pick % 3 === 2
      ? { type: 'rihani-keep', event: d.id, keep: null, give: null }
      : { type: 'rihani-keep', event: d.id, keep: d.drawn[pick % d.drawn.length]!, give: d.traitors[pick % d.traitors.length]! },
  'diplomat-retreat': (d, _view, pick) =>
    pick % 3 === 2
      ? { type: 'diplomat-retreat', event: d.id, to: null, count: 0 }
      : { type: 'diplomat-retreat', event: d.id, to: { ...d.spots[pick % d.spots.length]! }, count: d.max - (pick % (d.max + 1)) },
};
