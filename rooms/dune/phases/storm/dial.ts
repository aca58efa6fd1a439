// The secret storm dial on the battle wheel, shared by the first storm (0.16, 0–20) and later storms (1.01.02,
// 1–3). Each dial is private until both are in; the turn-1 reveal happens here, later reveals in the phase's
// steps (storm-movement.ts), because cards may still change the movement before the storm moves.
import type { ActionHandler } from '../handler.ts';
import { revealFirstStorm } from './first-storm.ts';

export const dialStorm: ActionHandler<'dial-storm'> = {
  type: 'dial-storm',
  rule: '1.01.02',
  check(_state, decision, action) {
    if (!Number.isInteger(action.value)) return `dial a whole number from ${decision.min} to ${decision.max}`;
    if (action.value < decision.min || action.value > decision.max)
      return { code: 'OVER_LIMIT', message: `the dial goes from ${decision.min} to ${decision.max}` };
    return null;
  },
  apply(ctx, decision, action) {
    ctx.own('storm').dials[decision.seat] = action.value;
    ctx.emit({ type: 'storm-dialed', faction: decision.seat, value: action.value }, decision.seat);
    if (ctx.close(decision) && ctx.state.turn === 1) revealFirstStorm(ctx);
  },
};
