// Phase 1.02, Spice Blow and Nexus: the blow (1.02.01–.05, with 2.04.07 and 2.04.10), then, if a sandworm
// appeared after turn 1, the Nexus (1.02.06, 1.10.01) and the Fremen sandworm ride at its conclusion (2.04.08).
import { plugins } from '../../extension-points.ts';
import { cloneJson } from '../../clone.ts';
import type { Context } from '../../context.ts';
import type { PhaseModule } from '../handler.ts';
import { openCardWindow } from '../../card-windows/window.ts';
import { offerNextRide, rideWorm } from './beast-of-burden.ts';
import { revealUntilTerritory } from './blow.ts';
import { allianceOffer, nexusStep, nexusTurn, startNexus } from './nexus.ts';
import { newRound, round, roundOf } from './round.ts';
import { placeWorm, protectAlly } from './shai-hulud.ts';
import type { SpiceBlowStep } from './types.ts';
import { karamaSandworm, karamaWormWaiting, offerKaramaSandworm, strikeKaramaWorm } from '../../karama/powers/fremen.ts';

// 1.10.00: alliances are made and broken only at a Nexus, and only a sandworm starts one (this path, or a sandworm
// the Fremen called with a Karama, 1.14.03, in step 'karama-worm').
/** 1.02.03: never a Nexus on turn 1; 1.02.06: otherwise a sandworm causes one at the end of the phase. */
function afterBlow(ctx: Context): void {
  // 1.13.02.03: in the Advanced game, once pile A's blow is done, another card is revealed for pile B.
  if (ctx.state.decks.spiceDiscardB !== undefined && (round(ctx).pile ?? 'A') === 'A') {
    round(ctx).pile = 'B';
    ctx.state.step = 'blow';
    return;
  }
  // 1.14.03: a sandworm the Fremen called with a Karama strikes once the blow is complete; its Nexus is this one.
  if (karamaWormWaiting(ctx.state) !== null) ctx.state.step = 'karama-worm';
  else if (round(ctx).nexusDue && ctx.state.turn > 1) startNexus(ctx);
  else if (ctx.state.turn > 1 && plugins().some((p) => p.openNexusVote?.(ctx) ?? false)) ctx.state.step = 'vote';
  else if (offerKaramaSandworm(ctx)) ctx.state.step = 'karama-call';
  else ctx.state.step = 'done';
}

export const spiceBlowPhase: PhaseModule = {
  phase: 'spice-blow',
  // 1.02.00: the second phase: spice is placed, and after a sandworm alliances may change at a Nexus.
  rule: '1.02',
  enter(ctx) {
    ctx.state.round = { ...newRound(), thumper: plugins().some((p) => p.wormBeforeBlow?.(ctx.state) ?? false) };
    ctx.state.step = 'blow' satisfies SpiceBlowStep;
  },
  proceed(ctx) {
    const step = ctx.state.step as SpiceBlowStep;
    switch (step) {
      case 'blow':
      case 'protect':
      case 'place-worm': {
        ctx.state.step = 'blow';
        if (revealUntilTerritory(ctx) === 'waiting') return 'continue';
        // A card played just after a blow that placed spice (Harvester, which doubles it).
        const blow = round(ctx).lastBlow;
        if (blow && blow.amount > 0 && openCardWindow(ctx, 'spice-blown')) {
          ctx.state.step = 'harvest';
          return 'continue';
        }
        afterBlow(ctx);
        return 'continue';
      }
      case 'harvest':
        afterBlow(ctx);
        return 'continue';
      case 'karama-call':
        ctx.state.step = karamaWormWaiting(ctx.state) !== null ? 'karama-worm' : 'done';
        return 'continue';
      case 'karama-worm':
        // 1.14.03: the called sandworm strikes (it may wait on the Fremen's 2.04.10 choice), then causes a Nexus.
        if (karamaWormWaiting(ctx.state) !== null) strikeKaramaWorm(ctx);
        else startNexus(ctx);
        return 'continue';
      case 'vote':
        // The vote is in: a Nexus if it carried, else straight to the rides (a plug-in's own ride may still come).
        if (round(ctx).nexusDue) startNexus(ctx);
        else ctx.state.step = 'ride';
        return 'continue';
      case 'nexus':
        // 1.14.03: called during the Nexus, the sandworm strikes once it concludes, and a further Nexus follows.
        if (nexusStep(ctx) === 'concluded') ctx.state.step = karamaWormWaiting(ctx.state) !== null ? 'karama-worm' : 'ride';
        return 'continue';
      case 'ride':
        if (offerNextRide(ctx)) return 'continue';
        if (plugins().some((p) => p.openRide?.(ctx) ?? false)) return 'continue';
        ctx.state.step = 'done';
        return 'done';
      case 'done':
        return 'done';
    }
  },
  roundView(state) {
    // Views must never throw: between phases the round may not be this phase's yet.
    return state.round?.phase === 'spice-blow' ? cloneJson(roundOf(state)) : null;
  },
  heldCards(state) {
    // Shai-Hulud cards set aside on turn 1 (1.02.02) until they are shuffled back.
    return { treachery: [], spice: state.round?.phase === 'spice-blow' ? [...roundOf(state).setAside] : [] };
  },
};

export const spiceBlowHandlers = {
  'protect-ally': protectAlly,
  'place-worm': placeWorm,
  'nexus-turn': nexusTurn,
  'alliance-offer': allianceOffer,
  'ride-worm': rideWorm,
  'karama-sandworm': karamaSandworm,
};
