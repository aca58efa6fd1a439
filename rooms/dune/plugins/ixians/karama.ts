// IX.karama (Advanced game): once a game, during their own turn of Shipment and Movement, the Ixians may spend a Karama
// card to move the HMS up to two territories, one adjacent territory at a time, as in the Storm phase but collecting
// nothing. A free action of their own, taken while their shipment or move is asked.
import { isRecordList, isSpotShape } from '../../action-shape.ts';
import type { Context } from '../../context.ts';
import type { FreeHandler } from '../../deals/free.ts';
import { powerProblem, spendPower } from '../../karama/powers/power.ts';
import type { Draft, EngineError, Faction } from '../../types.ts';
import { hmsRouteProblem, KARAMA_HMS_RANGE } from './hms.ts';
import { IXIANS, ixiansOf } from './state.ts';

const notEligible = (message: string): EngineError => ({ code: 'NOT_ELIGIBLE', message });

/** Whether it is the Ixians' own turn of Shipment and Movement: their shipment or move is asked. */
const ownTurn = (state: Draft): boolean =>
  state.phase === 'shipment-movement' && state.pending.some((d) => d.seat === IXIANS && (d.kind === 'ship' || d.kind === 'move'));

function check(state: Draft, seat: Faction, action: { card: unknown; route: unknown }): EngineError | null {
  if (seat !== IXIANS) return notEligible('IX.karama: the power is the Ixians’');
  if (typeof action.card !== 'string') return { code: 'INVALID_CHOICE', message: 'card is a treachery card id' };
  const power = powerProblem(state, seat, action.card as never);
  if (power) return power;
  if (!ownTurn(state)) return notEligible('IX.karama: only during your own turn of Shipment and Movement');
  const at = state.ixians?.hms;
  if (!at) return notEligible('IX.karama: the HMS is not on the board');
  if (!isRecordList(action.route) || !action.route.every(isSpotShape) || action.route.length === 0)
    return { code: 'INVALID_CHOICE', message: 'route is a list of one or two places (territory and sector)' };
  const bad = hmsRouteProblem(state.storm.sector, at, action.route as never, KARAMA_HMS_RANGE);
  return bad ? { code: 'INVALID_CHOICE', message: bad.replace('IX.hms.movement', 'IX.karama') } : null;
}

export const ixianKaramaHms: FreeHandler<'ixian-karama-hms'> = {
  rule: 'IX.karama',
  check: (state, seat, action) => check(state, seat, action),
  apply(ctx: Context, seat, action) {
    spendPower(ctx, seat, action.card);
    const route = action.route.map((p) => ({ territory: p.territory, sector: p.sector }));
    ctx.state.ixians = { ...ixiansOf(ctx.state), hms: { ...route[route.length - 1]! } };
    ctx.emit({ type: 'hms-moved', route, collected: 0 });
  },
};
