// 2.06.12 SHIP AS IT PLEASES YOU (Advanced; 2.06.00 keeps it out of the Basic game): the Guild may take its
// shipment and movement before any faction earlier in storm order (2.06.12.02) or say "Delay" and go after any
// later one (2.06.12.03). Expressed as one question before each other faction's turn while the Guild has not
// acted: act now, or wait. Waiting past the last faction is impossible: the Guild then acts last.
import type { ActionHandler } from '../handler.ts';
import { shipmentRound } from './round.ts';
import { startTurn } from './turns.ts';

export const guildTiming: ActionHandler<'guild-timing'> = {
  type: 'guild-timing',
  rule: '2.06.12',
  check() {
    return null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    const round = shipmentRound(ctx.state);
    ctx.emit({ type: 'guild-timing-chosen', act: action.act, before: decision.next });
    if (action.act) startTurn(ctx, 'guild');
    else round.guildWaitedFor = decision.next;
  },
};
