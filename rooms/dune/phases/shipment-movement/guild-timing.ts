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
    // 2.06.12.02 SHIP AND MOVE AHEAD OF SCHEDULE: the Guild acts now, before the faction next in storm order.
    if (action.act) startTurn(ctx, 'guild');
    // 2.06.12.03 HOLDING PATTERN: "Delay": that faction goes first, and the Guild is asked again before the next.
    else round.guildWaitedFor = decision.next;
  },
};
