// 2.02.05 SPIRITUAL ADVISORS: whenever another faction ships forces onto Dune from off-planet, the Bene Gesserit
// may send 1 force (a fighter) for free from reserves to the Polar Sink. 2.02.11 ADVISORS (Advanced game): instead,
// 1 advisor to the sector the shipment landed in, when no Bene Gesserit fighters are in that territory.
import { arrive } from '../../arrivals.ts';
import { addForces, POLAR_SINK_SECTOR } from '../../board/forces.ts';
import { BG, sideIn } from '../../factions/advisors.ts';
import { useOf } from '../../karama/abilities.ts';
import type { ActionHandler } from '../handler.ts';
import { shipmentRound } from './round.ts';
import { plugins } from '../../extension-points.ts';
import type { SpiritualAdvisorDecision } from './types.ts';
import { firstAnswer } from '../../first-answer.ts';

/** Why sending `count` forces is refused: 1 always goes; more only as a plug-in's rules allow (HW.wallach-ix.high). */
function countProblem(decision: SpiritualAdvisorDecision, count: number, advisor: boolean): string | null {
  if (count === 1) return null;
  const bad = firstAnswer(plugins(), (p) => p.spiritualAdvisorCountProblem?.(decision, count, advisor));
  if (bad) return bad;
  return decision.max !== undefined && Number.isInteger(count) && count >= 1 && count <= decision.max ? null : 'send 1 force';
}

export const spiritualAdvisor: ActionHandler<'spiritual-advisor'> = {
  type: 'spiritual-advisor',
  rule: '2.02.05',
  check(state, decision, action) {
    const bg = state.factions[BG];
    const count = action.count ?? 1;
    if (action.send && (!bg || bg.reserves.regular + bg.reserves.elite < count))
      return { code: 'NOT_HELD', message: count > 1 ? 'not that many forces in reserves to send' : 'no force in reserves to send' };
    if (action.advisor !== undefined && !action.send) return 'an advisor is sent only with send: true';
    if (action.count !== undefined && !action.send) return 'a count is sent only with send: true';
    // HW.wallach-ix.high: 2 to the Polar Sink.
    const problem = countProblem(decision, count, action.advisor === true);
    if (problem) return problem;
    if (action.advisor && !decision.advisorTo) return { code: 'NOT_ELIGIBLE', message: '2.02.11: your fighters are where the shipment landed' };
    return null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    shipmentRound(ctx.state).stage = 'move';
    if (!action.send) return;
    const reserves = ctx.ownFaction(BG).reserves;
    const count = action.count ?? 1;
    // Regular forces while any are left, else starred ones (none exist for the BG in the box).
    const regular = Math.min(count, reserves.regular);
    const take = { regular, elite: count - regular };
    reserves.regular -= take.regular;
    reserves.elite -= take.elite;
    const to = action.advisor ? { ...decision.advisorTo! } : { territory: 'polar-sink' as const, sector: POLAR_SINK_SECTOR };
    // 2.02.20 ADAPTIVE FORCE: a force arriving where advisors are joins them as one.
    const side = action.advisor || sideIn(ctx.state, to.territory) === 'advisors' ? 'advisors' : 'fighters';
    arrive(
      ctx,
      { faction: BG, to, way: 'advisor', from: null, count },
      () => addForces(ctx.state, { faction: BG, ...to }, side === 'advisors' ? { advisors: count } : take),
      () => ctx.emit({ type: 'advisor-sent', faction: BG, to, ...(ctx.state.config.advanced ? { side } : {}), ...(count > 1 ? { count } : {}) }),
    );
  },
  karama: {
    // 3.01.11.01: sending is the ✷ use (2.02.11 is a way of using it); cancelled, no force is sent.
    uses: (_state, _decision, action) => (action.send ? [useOf('bg-spiritual-advisors')] : []),
    fallback: (_decision, action) => ({ type: action.type, event: action.event, send: false }),
  },
};
