// Legal answers to battle decisions (see bots/legal.ts), from the decision and the seat's own view only.
import type { Answerer } from '../../answerer.ts';
import type { PlayerView, TreacheryCardId } from '../../types.ts';
import { betrayingCard } from './traitor-card.ts';
import { karamaCardsIn } from '../../karama/cards.ts';
import { checkPrescienceValue, draftPlan } from './plan-rules.ts';
import type { BattlePlanDecision } from './types.ts';

/** The seat's hand from its own view; without a view, the cards its decision names (enough for a legal answer). */
const handOf = (view: PlayerView | null, known: readonly TreacheryCardId[]): TreacheryCardId[] => view?.private?.hand ?? [...new Set(known)];

/**
 * 1.13.04.04: the plan dials spice the seat holds when it answers, which may be less than when the question opened (a
 * bribe, a payment meanwhile): its view's spice caps the decision's `maxSpice` (less is always legal).
 */
function withSpiceHeld(d: BattlePlanDecision, view: PlayerView | null): BattlePlanDecision {
  const held = view?.private?.spice;
  return d.maxSpice === undefined || held === undefined || held >= d.maxSpice ? d : { ...d, maxSpice: held };
}

export const battleAnswers: {
  'choose-battle': Answerer<'choose-battle'>;
  prescience: Answerer<'prescience'>;
  'prescience-answer': Answerer<'prescience-answer'>;
  voice: Answerer<'voice'>;
  'battle-plan': Answerer<'battle-plan'>;
  'call-traitor': Answerer<'call-traitor'>;
  'battle-choice': Answerer<'battle-choice'>;
  'battle-cards': Answerer<'battle-cards'>;
  'capture-leader': Answerer<'capture-leader'>;
} = {
  'choose-battle': (d, _view, pick) => {
    const o = d.options[pick % d.options.length]!;
    return { type: 'choose-battle', event: d.id, territory: o.territory, sectors: [...o.sectors], opponent: o.opponent };
  },
  prescience: (d, _view, pick) => ({ type: 'prescience', event: d.id, element: pick % 5 === 4 ? null : d.elements[pick % d.elements.length]! }),
  'prescience-answer': (d, view, pick) => {
    const hand = handOf(view, d.cheapHeroes);
    const karama = (view ? karamaCardsIn(view, d.seat) : []).find((id) => hand.includes(id));
    if (karama !== undefined && pick % 3 === 2) return { type: 'prescience-answer', event: d.id, value: null, karama };
    // Answer with what a legal plan would hold, so that the plan can honour the answer later.
    // A Planetologist's card is no weapon to reveal: the answer is drafted without skill cards.
    const { skilled: _skilled, ...options } = d;
    const plan = draftPlan({ ...options, voice: null, prescience: null }, hand, pick);
    const value = d.element === 'leader' ? (plan.leader ?? plan.cheapHero) : plan[d.element];
    if (checkPrescienceValue(d, hand, d.element, value) !== null) throw new Error('drafted an illegal prescience answer');
    return { type: 'prescience-answer', event: d.id, value, karama: null };
  },
  voice: (d, _view, pick) => ({
    type: 'voice',
    event: d.id,
    command: pick % 4 === 3 || d.subjects.length === 0 ? null : { play: pick % 2 === 0, subject: d.subjects[pick % d.subjects.length]! },
  }),
  'battle-plan': (d, view, pick) => ({
    type: 'battle-plan',
    event: d.id,
    karama: null,
    ...draftPlan(withSpiceHeld(d, view), handOf(view, [...d.cheapHeroes, ...d.commanded]), pick),
  }),
  'call-traitor': (d, view) => {
    const card = betrayingCard(d);
    return { type: 'call-traitor', event: d.id, call: card !== null && (view?.private?.traitors ?? []).includes(card) };
  },
  'battle-choice': (d, _view, pick) => ({ type: 'battle-choice', event: d.id, choice: d.options[pick % d.options.length]! }),
  'capture-leader': (d, _view, pick) => ({ type: 'capture-leader', event: d.id, choice: (['capture', 'kill', 'pass'] as const)[pick % 3]! }),
  'battle-cards': (d, _view, pick) => ({ type: 'battle-cards', event: d.id, keep: pick % 2 === 0 ? [...d.keepable] : [] }),
};
