// Legal answers to the Homeworlds variant's decisions (see bots/legal.ts): from the decision and the seat's own view.
import type { Answerer } from '../../answerer.ts';

export const homeworldAnswers: {
  'discard-down': Answerer<'discard-down'>;
  'caladan-reinforce': Answerer<'caladan-reinforce'>;
  'kaitain-discard': Answerer<'kaitain-discard'>;
  'giedi-card': Answerer<'giedi-card'>;
  'fedaykin-placement': Answerer<'fedaykin-placement'>;
  'tleilax-send': Answerer<'tleilax-send'>;
  'junction-offers': Answerer<'junction-offers'>;
  'occupation-share': Answerer<'occupation-share'>;
} = {
  // Discards from the start of the hand, rotated by `pick`.
  'discard-down': (d, view, pick) => {
    const hand = view?.private?.hand ?? [];
    const from = hand.length === 0 ? 0 : pick % hand.length;
    const cards = Array.from({ length: Math.min(d.count, hand.length) }, (_, i) => hand[(from + i) % hand.length]!);
    return { type: 'discard-down', event: d.id, cards };
  },
  // Every third pick declines; the others take a sector offered.
  'caladan-reinforce': (d, _view, pick) => ({ type: 'caladan-reinforce', event: d.id, sector: pick % 3 === 2 ? null : d.sectors[pick % d.sectors.length]! }),
  // Up to `pick % 3` cards from the start of the hand, as many as the seat's spice pays for.
  'kaitain-discard': (d, view, pick) => {
    const hand = view?.private?.hand ?? [];
    const affordable = Math.floor((view?.private?.spice ?? 0) / d.cost);
    return { type: 'kaitain-discard', event: d.id, cards: hand.slice(0, Math.min(pick % 3, affordable)) };
  },
  'giedi-card': (d, _view, pick) => ({ type: 'giedi-card', event: d.id, to: d.options[pick % d.options.length]! }),
  // Any amount from 0 to all of it, by `pick`.
  'occupation-share': (d, _view, pick) => ({ type: 'occupation-share', event: d.id, amount: pick % (d.max + 1) }),
  // Every third pick keeps them in reserves; the others place them all in a spot offered.
  // Offers half price to one faction on some picks, full price to another on others, nothing otherwise.
  'junction-offers': (d, _view, pick) => {
    const who = d.factions[pick % d.factions.length]!;
    const offers = pick % 3 === 0 ? { [who]: 'half' as const } : pick % 3 === 1 ? { [who]: 'full' as const } : {};
    return { type: 'junction-offers', event: d.id, offers };
  },
  'fedaykin-placement': (d, _view, pick) =>
    pick % 3 === 2
      ? { type: 'fedaykin-placement', event: d.id, to: null, count: 0 }
      : { type: 'fedaykin-placement', event: d.id, to: { ...d.spots[pick % d.spots.length]! }, count: d.count },
  'tleilax-send': (d, _view, pick) =>
    pick % 3 === 2 || d.spots.length === 0
      ? { type: 'tleilax-send', event: d.id, to: null, count: 0 }
      : { type: 'tleilax-send', event: d.id, to: { ...d.spots[pick % d.spots.length]! }, count: d.count },
};
