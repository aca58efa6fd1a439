// Legal answers to Moritani's decisions (see bots/legal.ts), from the decision and the seat's own view: each varies
// with `pick` over choices that are always allowed.
import { karamaBarred } from '../../karama/barred.ts';
import type { Answerer } from '../../answerer.ts';
import { familyOf } from '../../cards/treachery.ts';
import { sectorsOf } from '../../board/movement.ts';
import type { DecisionAction } from '../../types.ts';

export const moritaniAnswers: {
  'moritani-placement': Answerer<'moritani-placement'>;
  'terror-place': Answerer<'terror-place'>;
  'terror-trigger': Answerer<'terror-trigger'>;
  'terror-effect': Answerer<'terror-effect'>;
  'terror-alliance': Answerer<'terror-alliance'>;
  'extortion-pay': Answerer<'extortion-pay'>;
  'terror-discard': Answerer<'terror-discard'>;
  'moritani-ally-keep': Answerer<'moritani-ally-keep'>;
  'moritani-assassinate': Answerer<'moritani-assassinate'>;
  'moritani-karama': Answerer<'moritani-karama'>;
  'grumman-remove': Answerer<'grumman-remove'>;
} = {
  // HW.grumman.high: a token taken off on even picks.
  'grumman-remove': (d, _view, pick) => ({ type: 'grumman-remove', event: d.id, from: pick % 2 === 0 ? d.placed[pick % d.placed.length]! : null }),
  'moritani-placement': (d, _view, pick) => {
    const territory = d.territories[pick % d.territories.length]!;
    const sectors = sectorsOf(territory);
    return { type: 'moritani-placement', event: d.id, territory, sector: sectors[pick % sectors.length]! };
  },
  // A token of the supply placed, one moved, or nothing, by `pick`.
  'terror-place': (d, view, pick) => {
    const supply = view?.private?.terror?.supply ?? [];
    const to = d.strongholds[pick % d.strongholds.length]!;
    if (pick % 3 === 0 && supply.length > 0) return { type: 'terror-place', event: d.id, token: supply[pick % supply.length]!, to };
    const from = d.movable.find((t) => t !== to);
    if (pick % 3 === 1 && from) return { type: 'terror-place', event: d.id, from, to };
    return { type: 'terror-place', event: d.id };
  },
  'terror-trigger': (d, _view, pick) => ({
    type: 'terror-trigger',
    event: d.id,
    choice: pick % 4 === 3 && d.mayOffer ? 'ally' : pick % 4 === 2 ? 'pass' : 'reveal',
  }),
  'terror-effect': (d, view, pick): DecisionAction => {
    if (d.token === 'robbery') return { type: 'terror-effect', event: d.id, take: pick % 2 === 0 ? 'spice' : 'card' };
    if (d.token === 'sabotage') {
      const hand = view?.private?.hand ?? [];
      return { type: 'terror-effect', event: d.id, give: pick % 2 === 0 || hand.length === 0 ? null : hand[pick % hand.length]! };
    }
    const sectors = d.sectors ?? [];
    return { type: 'terror-effect', event: d.id, count: pick % ((d.most ?? 0) + 1), sector: sectors[pick % sectors.length]! };
  },
  'terror-alliance': (d, _view, pick) => ({ type: 'terror-alliance', event: d.id, accept: pick % 2 === 0 }),
  'extortion-pay': (d, view, pick) => ({ type: 'extortion-pay', event: d.id, pay: pick % 3 === 0 && (view?.private?.spice ?? 0) >= 3 }),
  'terror-discard': (d, view, pick) => {
    const hand = view?.private?.hand ?? [];
    return { type: 'terror-discard', event: d.id, card: hand[pick % hand.length]! };
  },
  'moritani-assassinate': (d, _view, pick) => ({ type: 'moritani-assassinate', event: d.id, card: d.cards[pick % (d.cards.length + 1)] ?? null }),
  // With a Karama card, on odd picks: the first played card discarded.
  'moritani-karama': (d, view, pick) => {
    // CH.worthless.kull-wahad: no Karama while CHOAM's Kull Wahad bars it.
    const barred = view !== null && karamaBarred(view, d.seat);
    const card = (view?.private?.hand ?? []).find((c) => familyOf(c) === 'karama');
    if (!card || barred || pick % 2 === 0) return { type: 'moritani-karama', event: d.id, card: null };
    return { type: 'moritani-karama', event: d.id, card, discard: [d.played[pick % d.played.length]!] };
  },
  'moritani-ally-keep': (d, view, pick) => {
    const held = view ? d.keepable.filter((c) => (view.private?.hand ?? []).includes(c)) : d.keepable;
    return { type: 'moritani-ally-keep', event: d.id, keep: held[pick % (held.length + 1)] ?? null };
  },
};
