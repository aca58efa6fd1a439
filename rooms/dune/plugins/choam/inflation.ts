// CH.inflation: once a game, in a Mentat Pause, CHOAM may put its Inflation token in play, Double or Cancel side up.
// The next turn's charity and dividends are doubled (Double) or cancelled (Cancel); the token is flipped in that
// turn's Mentat Pause, so the turn after gets the opposite, and it leaves the game in the Mentat Pause after that.
// No bribe may be made while the Double side is up (deals/free.ts). Placing it is a ✷ use a Karama may cancel:
// the token then stays unplayed for a later Mentat Pause.
import type { Context } from '../../context.ts';
import { isCancelled, useOf } from '../../karama/abilities.ts';
import type { ActionHandler, StepDef } from '../../phases/handler.ts';
import type { MentatStep } from '../../phases/mentat-pause/types.ts';
import { choamOf, inflationFor } from './state.ts';

export const inflationStep: StepDef<MentatStep> = {
  step: 'inflation',
  rule: 'CH.inflation',
  enter(ctx: Context) {
    const choam = choamOf(ctx.state);
    if (!choam) return;
    const token = choam.inflation;
    if (token && ctx.state.turn === token.turn + 1) ctx.emit({ type: 'inflation-flipped', side: inflationFor(ctx.state, ctx.state.turn + 1)! });
    if (token && ctx.state.turn === token.turn + 2) ctx.emit({ type: 'inflation-removed' });
    if (!token) ctx.open({ kind: 'choam-inflation', seat: 'choam' });
  },
};

export const choamInflation: ActionHandler<'choam-inflation'> = {
  type: 'choam-inflation',
  rule: 'CH.inflation',
  check(state, decision, action) {
    if (action.side !== null && isCancelled(decision, 'choam-inflation'))
      return { code: 'NOT_ELIGIBLE', message: 'CH.inflation: a Karama cancelled the token this Mentat Pause' };
    return choamOf(state)?.inflation ? { code: 'NOT_ELIGIBLE', message: 'CH.inflation: the token is played once a game' } : null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    if (action.side === null) return;
    ctx.state.choam!.inflation = { turn: ctx.state.turn, side: action.side };
    ctx.emit({ type: 'inflation-placed', side: action.side });
  },
  karama: {
    uses: (_state, _decision, action) => (action.side !== null ? [useOf('choam-inflation')] : []),
  },
};
