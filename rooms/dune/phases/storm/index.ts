// Phase 1.01, the Storm.
// Turn 1: the first storm is placed by the 0.16 dials (first-storm.ts), then 1.01.01 First Player.
// Turns 2+, as steps kept in state.step:
//   dial             1.01.02 the last battle-wheel users dial 1–3 in secret (storm-movement.ts)
//   weather-control  dials revealed; 3.01.23 window for every seat (weather-control.ts)
//   family-atomics   Weather Control resolved; 3.01.07 window for the seats that may play it (family-atomics.ts)
//   adjust           Family Atomics resolved; the plug-ins' questions about the movement (DS.testing-station)
//   moved            the storm moves with 1.01.03 destruction (destruction.ts), then 1.01.01
import type { Context } from '../../context.ts';
import { plugins } from '../../extension-points.ts';
import { shieldWallDestroyed } from '../../board/storm.ts';
import type { PhaseModule, Progress } from '../handler.ts';
import { moveStorm } from './destruction.ts';
import { dialStorm } from './dial.ts';
import { familyAtomics, openFamilyAtomics, resolveFamilyAtomics } from './family-atomics.ts';
import { decideFirstPlayer } from './first-player.ts';
import { openFirstStorm } from './first-storm.ts';
import { newStormRound, stormRound, stormRoundOf } from './round.ts';
import { openStormDials, revealStormDials } from './storm-movement.ts';
import { drawStormCard, movesByStormCard, revealStormCard } from './storm-deck.ts';
import type { StormStep } from './types.ts';
import { openWeatherControl, resolveWeatherControl, weatherControl } from './weather-control.ts';

function setStep(ctx: Context, step: StormStep): void {
  ctx.state.step = step;
}

/** One step of a later turn's storm; runs whenever no decision is open. */
function proceedLaterStorm(ctx: Context): Progress {
  switch (ctx.state.step as StormStep) {
    case 'dial':
      if (movesByStormCard(ctx.state)) revealStormCard(ctx);
      else revealStormDials(ctx);
      setStep(ctx, 'weather-control');
      openWeatherControl(ctx);
      return 'continue';
    case 'weather-control':
      resolveWeatherControl(ctx);
      setStep(ctx, 'family-atomics');
      openFamilyAtomics(ctx);
      return 'continue';
    case 'family-atomics':
      resolveFamilyAtomics(ctx);
      setStep(ctx, 'adjust');
      for (const p of plugins()) p.beforeStormMoves?.(ctx);
      return 'continue';
    case 'adjust':
      moveStorm(ctx, stormRound(ctx).movement ?? 0);
      // 2.04.13: the card went back into the deck; the Fremen draw the next one.
      drawStormCard(ctx);
      decideFirstPlayer(ctx);
      setStep(ctx, 'moved');
      return 'continue';
    default:
      return 'done';
  }
}

export const stormPhase: PhaseModule = {
  phase: 'storm',
  // 1.01.00: the first phase of each turn: the storm moves and sets the storm order (1.01.01).
  rule: '1.01',
  enter(ctx) {
    if (ctx.state.turn === 1) {
      openFirstStorm(ctx);
      return;
    }
    ctx.state.round = newStormRound();
    setStep(ctx, 'dial');
    // 2.04.13: with the Storm Deck nobody dials; the Fremen's card is revealed instead.
    if (!movesByStormCard(ctx.state)) openStormDials(ctx);
  },
  proceed(ctx) {
    if (ctx.state.turn === 1) return 'done';
    return proceedLaterStorm(ctx);
  },
  roundView(state) {
    const round = stormRoundOf(state);
    if (!round) return null;
    return {
      phase: 'storm',
      movement: round.movement,
      weatherControl: round.played.weatherControl,
      familyAtomics: round.played.familyAtomics,
      shieldWallDestroyed: shieldWallDestroyed(state),
    };
  },
};

export const stormHandlers = {
  'dial-storm': dialStorm,
  'weather-control': weatherControl,
  'family-atomics': familyAtomics,
};
