// TL.face-dancers.renewal: at each Mentat Pause the Tleilaxu may give one unrevealed Face Dancer back to the traitor
// deck (shuffled in) and draw another. Asked each time they hold an unrevealed one (a public count), whatever it is.
import type { Context } from '../../context.ts';
import { isCancelled, useOf } from '../../karama/abilities.ts';
import type { ActionHandler, StepDef } from '../../phases/handler.ts';
import type { MentatStep } from '../../phases/mentat-pause/types.ts';
import { shuffled } from '../../rng.ts';
import { drawFaceDancers } from './face-dancers.ts';
import { TLEILAXU, tleilaxuOf } from './state.ts';

export const faceDancerSwapStep: StepDef<MentatStep> = {
  step: 'face-dancer-swap',
  rule: 'TL.face-dancers.renewal',
  enter(ctx: Context) {
    const part = ctx.state.tleilaxu;
    if (part && part.revealed.length < part.faceDancers.length) ctx.open({ kind: 'face-dancer-swap', seat: TLEILAXU });
  },
};

export const faceDancerSwap: ActionHandler<'face-dancer-swap'> = {
  type: 'face-dancer-swap',
  rule: 'TL.face-dancers.renewal',
  // TL.karama-abilities: a swap is a ✷ use; cancelled, the Face Dancers stay as they are this turn.
  karama: {
    uses: (_state, decision, action) =>
      action.card !== null && !isCancelled(decision, 'tleilaxu-face-dancer-swap') ? [useOf('tleilaxu-face-dancer-swap')] : [],
    // Which Face Dancer goes back is theirs alone: the window shows only the ability.
    secret: true,
  },
  check(state, decision, action) {
    if (action.card === null) return null;
    if (isCancelled(decision, 'tleilaxu-face-dancer-swap')) return { code: 'NOT_ELIGIBLE', message: 'a Karama cancelled the Face Dancer swap this turn' };
    if (typeof action.card !== 'string') return 'card is a traitor card id, or null';
    const part = tleilaxuOf(state);
    if (!part.faceDancers.includes(action.card) || part.revealed.includes(action.card))
      return { code: 'NOT_HELD', message: `${action.card} is not one of your unrevealed Face Dancers` };
    return null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    if (action.card === null) return;
    const part = tleilaxuOf(ctx.state);
    const card = action.card;
    ctx.state.tleilaxu = { ...part, faceDancers: part.faceDancers.filter((c) => c !== card) };
    const decks = ctx.own('decks');
    decks.traitor = shuffled(ctx.state.rng, [...decks.traitor, card]);
    ctx.emit({ type: 'face-dancer-swapped' });
    drawFaceDancers(ctx, 1);
  },
};
