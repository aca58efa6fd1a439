// Phase 1.05, Revival. Each faction in turn (storm-order.ts) settles its revival in up to three steps (types.ts
// RevivalStep): the Fremen's grant to an ally (2.04.11), its own revival (1.05.01–1.05.03, 3.01.20), the Emperor's
// payment for an ally (2.03.07). A step with nothing to decide passes without a decision. Once all have, the plug-ins
// may ask before the phase ends (Ecaz's Ambassadors), before the decisions of the phase's end (CHOAM's market).
import type { Context } from '../../context.ts';
import type { PhaseModule, Progress } from '../handler.ts';
import { grantFreeRevival, openEmperorPays, openFremenGrant, payAllyRevival } from './alliance-revival.ts';
import { raisedRevival, revivalRound } from './force-revival.ts';
import { hasAnythingToRevive, openRevive, revive } from './revive.ts';
import { turnOrder } from '../../storm-order.ts';
import { plugins } from '../../extension-points.ts';
import type { RevivalRoundView, RevivalStep } from './types.ts';

function proceed(ctx: Context): Progress {
  const round = revivalRound(ctx.state);
  const faction = round.order[round.current];
  const step = ctx.state.step as RevivalStep;
  if (faction === undefined) return step === 'ending' ? 'done' : ending(ctx);
  if (step === 'fremen-grant') {
    ctx.state.step = 'revive';
    if (hasAnythingToRevive(ctx.state, ctx.faction(faction))) openRevive(ctx, faction);
  } else if (step === 'revive') {
    ctx.state.step = 'emperor-pays';
    openEmperorPays(ctx, faction);
  } else {
    // Next faction.
    round.current += 1;
    round.boosted = false;
    round.eliteRevived = 0;
    ctx.state.step = 'fremen-grant';
    const next = round.order[round.current];
    if (next !== undefined) openFremenGrant(ctx, next);
  }
  return 'continue';
}

/** Every faction has revived: the plug-ins' decisions before the phase ends (EC.ambassadors.placement), once. */
function ending(ctx: Context): Progress {
  ctx.state.step = 'ending';
  let opened = false;
  for (const p of plugins()) opened = (p.openBeforePhaseEnds?.(ctx, 'revival') ?? false) || opened;
  return opened ? 'continue' : 'done';
}

export const revivalPhase: PhaseModule = {
  phase: 'revival',
  // 1.05.00: the fifth phase: every faction may revive forces and leaders; it has no storm order of its own.
  rule: '1.05',
  enter(ctx) {
    const order = turnOrder(ctx.state);
    ctx.state.round = { phase: 'revival', order, current: 0, boosted: false, eliteRevived: 0, recruits: raisedRevival(ctx.state) !== null };
    ctx.state.step = 'fremen-grant';
    openFremenGrant(ctx, order[0]!);
  },
  proceed,
  roundView(state): RevivalRoundView | null {
    if (state.round?.phase !== 'revival') return null;
    const { order, current, boosted } = state.round;
    return { phase: 'revival', order: [...order], current: order[current] ?? null, boosted, recruits: state.round.recruits === true };
  },
};

export const revivalHandlers = {
  revive,
  'grant-free-revival': grantFreeRevival,
  'pay-ally-revival': payAllyRevival,
};
