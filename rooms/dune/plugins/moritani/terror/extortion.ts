// MO.terror.extortion: revealed, it set 5 spice before Moritani's shield (collected with the bribes as the Mentat
// Pause begins). Then, in storm order, each other faction is asked whether it pays Moritani 3 to be rid of the token
// for good — all alike, whatever their spice, so that being asked tells nothing; the first to pay ends it. If none
// does, the token goes back to Moritani's supply (before the turn's placement, where it may go again).
import type { Context } from '../../../context.ts';
import { pay, receive } from '../../../payments.ts';
import type { ActionHandler, StepDef } from '../../../phases/handler.ts';
import { turnOrder } from '../../../storm-order.ts';
import { MORITANI, moritaniOf } from '../state.ts';

/** What a faction pays to end the Extortion. */
const PRICE = 3;

function askNext(ctx: Context): void {
  const m = moritaniOf(ctx.state)!;
  const next = turnOrder(ctx.state).find((f) => f !== MORITANI && !m.extortion!.asked.includes(f));
  if (next) {
    ctx.open({ kind: 'extortion-pay', seat: next });
    return;
  }
  delete m.extortion;
  m.supply.push('extortion');
  ctx.emit({ type: 'extortion-returned' });
}

export const extortionStep: StepDef<string> = {
  step: 'extortion',
  rule: 'MO.terror.extortion',
  enter(ctx) {
    if (moritaniOf(ctx.state)?.extortion && !ctx.state.victory) askNext(ctx);
  },
};

export const extortionPay: ActionHandler<'extortion-pay'> = {
  type: 'extortion-pay',
  rule: 'MO.terror.extortion',
  check(state, decision, action) {
    if (typeof action.pay !== 'boolean') return 'pay must be true or false';
    return action.pay && state.factions[decision.seat]!.spice < PRICE
      ? { code: 'INSUFFICIENT_SPICE', message: `ending the Extortion costs ${PRICE} spice` }
      : null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    const m = moritaniOf(ctx.state)!;
    const payer = decision.seat;
    if (!action.pay) {
      m.extortion!.asked.push(payer);
      return askNext(ctx);
    }
    ctx.ownFaction(payer).spice -= PRICE;
    const { reaches } = pay(ctx, payer, MORITANI, PRICE);
    receive(ctx, MORITANI, reaches, 'spice');
    delete m.extortion;
    m.gone.push('extortion');
    ctx.emit({ type: 'extortion-paid', faction: payer });
  },
};
