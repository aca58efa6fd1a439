// 2.02.05 SPIRITUAL ADVISORS: whenever another faction ships forces onto Dune from off-planet, the Bene Gesserit
// may send 1 force (a fighter) for free from reserves to the Polar Sink. (2.02.11, sending an advisor to the
// shipment's territory instead, is Advanced and not offered.)
import { addForces, POLAR_SINK_SECTOR } from '../../board/forces.ts';
import { useOf } from '../../karama/abilities.ts';
import type { ActionHandler } from '../handler.ts';
import { shipmentRound } from './round.ts';

export const spiritualAdvisor: ActionHandler<'spiritual-advisor'> = {
  type: 'spiritual-advisor',
  rule: '2.02.05',
  check(state, _decision, action) {
    const bg = state.factions['bene-gesserit'];
    if (action.send && (!bg || bg.reserves.regular + bg.reserves.elite < 1)) return { code: 'NOT_HELD', message: 'no force in reserves to send' };
    return null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    shipmentRound(ctx.state).stage = 'move';
    if (!action.send) return;
    const reserves = ctx.faction('bene-gesserit').reserves;
    // A fighter: a regular force when one is left, else a starred one (none exist for the BG in the box).
    const take = reserves.regular > 0 ? { regular: 1, elite: 0 } : { regular: 0, elite: 1 };
    reserves.regular -= take.regular;
    reserves.elite -= take.elite;
    const to = { territory: 'polar-sink', sector: POLAR_SINK_SECTOR };
    addForces(ctx.state, { faction: 'bene-gesserit', ...to }, take);
    ctx.emit({ type: 'advisor-sent', faction: 'bene-gesserit', to });
  },
  karama: {
    // 3.01.11.01: sending is the ✷ use; cancelled, no force is sent.
    uses: (_state, _decision, action) => (action.send ? [useOf('bg-spiritual-advisors')] : []),
    fallback: (_decision, action) => ({ ...action, send: false }),
  },
};
