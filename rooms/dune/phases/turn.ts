// The turn sequence as data (rules 1.00–1.09): phases run in order, each until it says it is done; after the
// Mentat Pause the turn advances, unless the game is over.
import type { Context } from '../context.ts';
import type { Phase } from '../types.ts';
import type { PhaseModule } from './handler.ts';
import { PHASE_MODULES } from './registry.ts';

const ORDER: readonly Phase[] = [
  'setup',
  'storm',
  'spice-blow',
  'choam-charity',
  'bidding',
  'revival',
  'shipment-movement',
  'battle',
  'spice-collection',
  'mentat-pause',
];

export function moduleOf(phase: Phase): PhaseModule | null {
  return PHASE_MODULES[phase] ?? null;
}

function startPhase(ctx: Context, phase: Phase): void {
  ctx.state.phase = phase;
  ctx.state.step = '';
  ctx.state.round = null;
  ctx.emit({ type: 'phase-started', phase, turn: ctx.state.turn });
  moduleOf(phase)?.enter(ctx);
}

/** Starts the game at set-up. */
export function beginGame(ctx: Context): void {
  ctx.state.phase = 'setup';
  moduleOf('setup')!.enter(ctx);
  advance(ctx);
}

/** Runs automatic work until a decision is pending, the game is over, or a phase that is not built yet is reached. */
export function advance(ctx: Context): void {
  for (let guard = 0; guard < 10_000; guard++) {
    const { state } = ctx;
    if (state.pending.length > 0 || state.phase === 'game-over') return;
    if (state.victory) {
      startPhase(ctx, 'game-over');
      ctx.emit({ type: 'game-over', victory: state.victory });
      return;
    }
    const module = moduleOf(state.phase);
    if (!module) return; // the rules of this phase are not implemented yet: the game waits here
    if (module.proceed(ctx) === 'continue') continue;
    const next = ORDER[ORDER.indexOf(state.phase) + 1];
    if (next) startPhase(ctx, next);
    else {
      state.turn += 1;
      startPhase(ctx, 'storm');
    }
  }
  throw new Error(`the turn sequence did not settle (phase ${ctx.state.phase}, step ${ctx.state.step})`);
}
