// The answer to a Karama window (3.01.11.01): pass, or name one use and the Karama card that cancels it; and CHOAM's
// reaction to a Karama played against it (CH.worthless.kull-wahad), after which the window closes.
import type { ActionHandler } from '../phases/handler.ts';
import { karamaProblem } from './cards.ts';
import { closeWindow } from './resume.ts';
import { plugins } from '../extension-points.ts';
import { mayCancel } from './window.ts';
import { betrayalOnly } from './abilities.ts';

export const karamaWindow: ActionHandler<'karama-window'> = {
  type: 'karama-window',
  rule: '3.01.11.01',
  check(state, decision, action) {
    if (action.cancel === null) return action.card === null ? null : 'a pass names no card';
    const use = decision.uses.find((u) => u.ability === action.cancel);
    if (!use) return `${action.cancel} is not being used in this window`;
    if (!mayCancel(use, decision.seat)) return { code: 'NOT_ELIGIBLE', message: `${action.cancel} is used by or for you` };
    if (action.betrayal !== undefined) {
      if (action.betrayal !== true || action.card !== null) return 'betrayal is true, with card null';
      const betrays = plugins().some((p) => p.betrays?.(state, decision.seat, use) ?? false);
      return betrays ? null : { code: 'NOT_HELD', message: `you hold no card that betrays ${action.cancel}` };
    }
    if (betrayalOnly(use.ability)) return { code: 'NOT_ELIGIBLE', message: `no Karama cancels ${action.cancel}: only the Nexus card that betrays it` };
    return karamaProblem(state, decision.seat, action.card);
  },
  apply(ctx, decision, action) {
    const window = ctx.state.karama.window;
    if (!window || window.id !== decision.window) throw new Error('the Karama window answered is not open');
    window.answers[decision.seat] = { cancel: action.cancel, card: action.card, ...(action.betrayal ? { betrayal: true as const } : {}) };
    // A plug-in may react before the window closes (CH.worthless.kull-wahad: CHOAM, to a Karama played against it).
    if (ctx.close(decision) && !plugins().some((p) => p.reactsToKarama?.(ctx) ?? false)) closeWindow(ctx);
  },
};

export const karamaHandlers = { 'karama-window': karamaWindow };
