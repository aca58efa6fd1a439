// Legal answers to the Ixians' decisions (see bots/legal.ts), from the decision and the seat's own view: a placement
// among those offered, and a route of up to the decision's range, one territory at a time.
import type { Answerer } from '../../answerer.ts';
import type { Place } from '../../board/movement.ts';
import { hmsSteps } from './hms.ts';
import { isCancelled } from '../../karama/abilities.ts';
import { undoneSelection } from './selection.ts';

/** A route from `from` of up to `length` steps, each the `pick`-th step open from the last place. */
export function hmsRoute(storm: number | null, from: Place, length: number, pick: number): Place[] {
  const route: Place[] = [];
  let at = from;
  for (let i = 0; i < length; i++) {
    const steps = hmsSteps(storm, at);
    const next = steps[(pick + i) % Math.max(1, steps.length)];
    if (!next) break;
    route.push(next);
    at = next;
  }
  return route;
}

export const ixiansAnswers: {
  'hms-place': Answerer<'hms-place'>;
  'hms-move': Answerer<'hms-move'>;
  'ixian-starting-card': Answerer<'ixian-starting-card'>;
  'ixian-selection': Answerer<'ixian-selection'>;
  'cyborg-replacement': Answerer<'cyborg-replacement'>;
  'ixian-ally-swap': Answerer<'ixian-ally-swap'>;
  'ixian-technology': Answerer<'ixian-technology'>;
} = {
  'hms-place': (d, _view, pick) => {
    const at = d.places[pick % d.places.length]!;
    return { type: 'hms-place', event: d.id, territory: at.territory, sector: at.sector };
  },
  // Stays, or moves as far as `pick` says (up to the range); stays once a Karama cancelled the movement.
  'hms-move': (d, view, pick) => ({
    type: 'hms-move',
    event: d.id,
    route: isCancelled(d, 'ixians-hms-movement') ? [] : hmsRoute(view?.storm.sector ?? null, d.from, pick % (d.range + 1), pick),
  }),
  'ixian-starting-card': (d, _view, pick) => ({ type: 'ixian-starting-card', event: d.id, card: d.cards[pick % d.cards.length]! }),
  // Every third pick gives the first card of the hand.
  'ixian-technology': (d, view, pick) => ({
    type: 'ixian-technology',
    event: d.id,
    give: pick % 3 === 2 && !isCancelled(d, 'ixians-technology') ? (view?.private?.hand[0] ?? null) : null,
  }),
  'ixian-ally-swap': (d, _view, pick) => ({ type: 'ixian-ally-swap', event: d.id, swap: pick % 2 === 1 && !isCancelled(d, 'ixians-ally-swap') }),
  'cyborg-replacement': (d, _view, pick) => ({
    type: 'cyborg-replacement',
    event: d.id,
    count: isCancelled(d, 'ixians-casualties') ? 0 : pick % (d.max + 1),
  }),
  'ixian-selection': (d, _view, pick) =>
    isCancelled(d, 'ixians-selection')
      ? { type: 'ixian-selection', event: d.id, ...undoneSelection(d) }
      : { type: 'ixian-selection', event: d.id, card: d.cards[pick % d.cards.length]!, to: pick % 2 === 0 ? 'top' : 'bottom' },
};
