// Legal answers to the Discovery variant's decisions (see bots/legal.ts), from the decision and the seat's view: each
// varies with `pick` over choices always allowed.
import type { Answerer } from '../../answerer.ts';

export const discoveryAnswers: {
  'discovery-reveal': Answerer<'discovery-reveal'>;
  'discovery-entry': Answerer<'discovery-entry'>;
  'discovery-discard': Answerer<'discovery-discard'>;
  'testing-station': Answerer<'testing-station'>;
  'great-maker-vote': Answerer<'great-maker-vote'>;
  'great-maker-ride': Answerer<'great-maker-ride'>;
} = {
  'great-maker-vote': (d, _view, pick) => ({ type: 'great-maker-vote', event: d.id, nexus: pick % 2 === 0 }),
  // The first sector of a place offered, one force (a Fedaykin when no other is in reserves), or no ride, by `pick`.
  'great-maker-ride': (d, view, pick) => {
    const place = d.places[pick % Math.max(1, d.places.length)];
    if (pick % 3 === 2 || !place) return { type: 'great-maker-ride', event: d.id, to: null, count: 0 };
    const regular = view?.seats.find((s) => s.faction === d.seat)?.reserves.regular ?? 1;
    return {
      type: 'great-maker-ride',
      event: d.id,
      to: { territory: place.territory, sector: place.sectors[0]! },
      count: 1,
      ...(regular === 0 ? { elite: 1 } : {}),
    };
  },
  // One more, one fewer (when the storm moves at all) or as it is, by `pick`.
  'testing-station': (d, _view, pick) => {
    const change = ([1, -1, 0] as const)[pick % 3]!;
    return { type: 'testing-station', event: d.id, change: d.movement + change < 0 ? 0 : change };
  },
  'discovery-discard': (d, view, pick) => {
    const hand = view?.private?.hand ?? [];
    return { type: 'discovery-discard', event: d.id, card: hand[pick % Math.max(1, hand.length)]! };
  },
  'discovery-reveal': (d, _view, pick) => ({ type: 'discovery-reveal', event: d.id, reveal: pick % 2 === 0 }),
  // Every force of the first stack offered, or none, by `pick`.
  'discovery-entry': (d, _view, pick) => ({
    type: 'discovery-entry',
    event: d.id,
    groups: pick % 2 === 0 && d.stacks.length > 0 ? [{ sector: d.stacks[0]!.sector, count: d.stacks[0]!.count }] : [],
  }),
};
