// The answer to a Karama window (3.01.11.01): pass, or name one use and the Karama card that cancels it; and CHOAM's
// reaction to a Karama played against it (CH.worthless.kull-wahad), after which the window closes.
import type { ActionHandler } from '../phases/handler.ts';
import { karamaProblem } from './cards.ts';
import { closeWindow } from './resume.ts';
import { offerKullWahad, react, reactionProblem } from '../plugins/choam/kull-wahad.ts';
import { mayCancel } from './window.ts';

export const karamaWindow: ActionHandler<'karama-window'> = {
  type: 'karama-window',
  rule: '3.01.11.01',
  check(state, decision, action) {
    if (action.cancel === null) return action.card === null ? null : 'a pass names no card';
    const use = decision.uses.find((u) => u.ability === action.cancel);
    if (!use) return `${action.cancel} is not being used in this window`;
    if (!mayCancel(use, decision.seat)) return { code: 'NOT_ELIGIBLE', message: `${action.cancel} is used by or for you` };
    return karamaProblem(state, decision.seat, action.card);
  },
  apply(ctx, decision, action) {
    const window = ctx.state.karama.window;
    if (!window || window.id !== decision.window) throw new Error('the Karama window answered is not open');
    window.answers[decision.seat] = { cancel: action.cancel, card: action.card };
    // CH.worthless.kull-wahad: a Karama played against CHOAM waits for CHOAM's reaction first.
    if (ctx.close(decision) && !offerKullWahad(ctx)) closeWindow(ctx);
  },
};

/** CH.worthless.kull-wahad: CHOAM's reaction to a Karama played against it; then the window closes. */
export const kullWahadAnswer: ActionHandler<'kull-wahad'> = {
  type: 'kull-wahad',
  rule: 'CH.worthless.kull-wahad',
  check: (state, decision, action) => reactionProblem(state, decision, action),
  apply(ctx, decision, action) {
    react(ctx, decision, action);
    closeWindow(ctx);
  },
};

export const karamaHandlers = { 'karama-window': karamaWindow, 'kull-wahad': kullWahadAnswer };
