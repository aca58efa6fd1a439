// 3.01.22 TRUTHTRANCE: "play at any time" needs a window in a decision model. Policy: once per turn, in the
// Mentat Pause after the war continues (1.09.04), every seat gets the same secret decision — play a Truthtrance
// (naming the card, the seat asked and a question from the menu) or pass. Because every seat is asked, card or
// not, and the choices are secret until all are in, the window reveals nobody's hand. At the reveal each play is
// resolved in storm order: the card is discarded and the question and its truthful answer are announced.
// The window opens only while some Truthtrance is outside the (face-up, public) discard pile. One play per seat
// per window.
import { discardFromHand } from '../../cards/deck.ts';
import { cloneJson } from '../../clone.ts';
import { familyOf } from '../../cards/treachery.ts';
import type { Context } from '../../context.ts';
import { countsAsTruthtrance, truthtranceFamilies } from '../../karama/cards.ts';
import type { ActionHandler, StepDef } from '../handler.ts';
import { stormOrder } from '../../storm-order.ts';
import type { MentatRound, MentatStep } from './types.ts';
import { questionProblem, truthfulAnswer } from './truthtrance-questions.ts';
import { isRecord } from '../../action-shape.ts';

function round(ctx: Context): MentatRound {
  const r = ctx.state.round;
  if (r?.phase !== 'mentat-pause') throw new Error('truthtrance: no mentat-pause round');
  return r as MentatRound;
}

export const truthtranceStep: StepDef<MentatStep> = {
  step: 'truthtrance',
  rule: '3.01.22',
  enter(ctx) {
    const { state } = ctx;
    // DS.shrine: a card that serves a seat as a Truthtrance (a Karama, the Shrine's occupant's) counts too; the window
    // opens on public facts (who stands in the Shrine), whoever holds the card.
    const families = truthtranceFamilies(state, state.seating);
    const inPlay = [...state.decks.treachery, ...state.seating.flatMap((f) => state.factions[f]!.hand)].some((c) => families.has(familyOf(c)));
    if (!inPlay) return;
    state.round = { phase: 'mentat-pause', plays: {} };
    ctx.openSecret('truthtrance', [...ctx.seating], (seat) => ({ kind: 'truthtrance', seat, targets: ctx.seating.filter((f) => f !== seat) }));
  },
};

function reveal(ctx: Context): void {
  const { state } = ctx;
  const plays = round(ctx).plays;
  for (const asker of stormOrder(state)) {
    const play = plays[asker];
    if (!play) continue;
    discardFromHand(state, asker, play.card);
    const answer = truthfulAnswer(state, play.target, play.question) ? 'yes' : 'no';
    ctx.emit({ type: 'truthtrance-asked', asker, card: play.card, target: play.target, question: { ...play.question }, answer });
  }
  round(ctx).plays = {};
}

export const truthtrance: ActionHandler<'truthtrance'> = {
  type: 'truthtrance',
  rule: '3.01.22',
  check(state, decision, action) {
    if (action.play === null) return null;
    if (!isRecord(action.play)) return 'play is null or { card, target, question }';
    const { card, target, question } = action.play;
    if (!state.factions[decision.seat]!.hand.includes(card)) return { code: 'NOT_HELD', message: `${card} is not in your hand` };
    if (!countsAsTruthtrance(card, decision.seat, state)) return `${card} is not a Truthtrance`;
    if (!decision.targets.includes(target)) return `ask one other player: ${decision.targets.join(', ')}`;
    return questionProblem(state, question);
  },
  apply(ctx, decision, action) {
    if (action.play) round(ctx).plays[decision.seat] = cloneJson(action.play);
    ctx.emit({ type: 'truthtrance-chosen', play: action.play !== null }, decision.seat);
    if (ctx.close(decision)) reveal(ctx);
  },
};
