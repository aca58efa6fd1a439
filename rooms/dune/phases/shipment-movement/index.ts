// Phase 1.06, Shipment and Movement: the Atreides peek (2.01.07), allies' offers to pay for shipments (1.10.02.06),
// then each faction's shipment and movement in storm order (1.06.01), the Guild choosing its moment under
// Advanced rules (2.06.12).
import { allyOf } from '../../alliances.ts';
import { plugins } from '../../extension-points.ts';
import type { PhaseModule } from '../handler.ts';
import { allySupport, offerShipmentSupport, openSupportOffers } from './ally-support.ts';
import { guildTiming } from './guild-timing.ts';
import { move } from './move.ts';
import { turnOrder } from '../../storm-order.ts';
import { ship } from './ship.ts';
import { spiritualAdvisor } from './spiritual-advisors.ts';
import { proceedTurns } from './turns.ts';
import { intrusion } from './intrusion.ts';
import { openWartime, wartime } from './wartime.ts';
import { openWormsign, wormsign } from './wormsign.ts';

export const shipmentPhase: PhaseModule = {
  phase: 'shipment-movement',
  // 1.06.00: the sixth phase: every faction may ship and then move its forces.
  rule: '1.06',
  enter(ctx) {
    ctx.state.round = {
      phase: 'shipment-movement',
      order: turnOrder(ctx.state),
      done: [],
      acting: null,
      stage: 'ship',
      movesLeft: 0,
      hajrPlayed: false,
      guildWaitedFor: null,
      wormsign: null,
      support: {},
    };
    // 2.02.17: the Bene Gesserit's Wartime flips come before anything else of the phase.
    if (openWartime(ctx)) {
      ctx.state.step = 'wartime';
      return;
    }
    ctx.state.step = 'wormsign';
    openWormsign(ctx);
  },
  proceed(ctx) {
    if (ctx.state.step === 'wartime') {
      ctx.state.step = 'wormsign';
      openWormsign(ctx);
      return 'continue';
    }
    if (ctx.state.step === 'wormsign') {
      ctx.state.step = 'support';
      openSupportOffers(ctx);
      // HW.junction.high: the Guild's offers of cross-planet shipping.
      for (const p of plugins()) p.openBeforeShipments?.(ctx);
      return 'continue';
    }
    if (ctx.state.step === 'support') {
      ctx.state.step = 'turns';
      return 'continue';
    }
    return proceedTurns(ctx);
  },
  roundView(state) {
    if (state.round?.phase !== 'shipment-movement') return null;
    const r = state.round;
    return {
      phase: 'shipment-movement',
      order: [...r.order],
      done: [...r.done],
      acting: r.acting,
      stage: r.stage,
      ...(r.junction ? { junction: { ...r.junction } } : {}),
    };
  },
  privateRoundView(state, faction) {
    if (state.round?.phase !== 'shipment-movement') return null;
    return {
      phase: 'shipment-movement',
      wormsign: faction === 'atreides' ? state.round.wormsign : null,
      allySupport: allySupport(state, faction),
      offeredSupport: allyOf(state, faction) ? (state.round.support[faction] ?? 0) : 0,
    };
  },
};

export const shipmentHandlers = {
  wormsign,
  'guild-timing': guildTiming,
  'offer-shipment-support': offerShipmentSupport,
  ship,
  'spiritual-advisor': spiritualAdvisor,
  wartime,
  intrusion,
  move,
};
