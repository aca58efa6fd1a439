// The turn sequence as data (rules 1.00–1.09): phases run in order, each until it says it is done; after the
// Mentat Pause the turn advances, unless the game is over.
import type { Context } from '../context.ts';
import { PHASES, type Phase } from '../types.ts';
import type { PhaseModule } from './handler.ts';
import { PHASE_MODULES } from './registry.ts';
import { openCardWindow } from '../card-windows/window.ts';
import { offerDiscards } from '../card-windows/discarded.ts';
import { releaseOffers } from '../ally-offers.ts';
import { plugins } from '../extension-points.ts';

/** The phases in rulebook order; the game ends in 'game-over', which is not part of the turn. */
const ORDER: readonly Phase[] = PHASES.filter((p) => p !== 'game-over');

/** The module running a phase; null once the game is over. */
export function moduleOf(phase: Phase): PhaseModule | null {
  return phase === 'game-over' ? null : PHASE_MODULES[phase];
}

/** The step a phase waits in while its start window (Amal, Thumper, Recruits) is open; the phase is entered after. */
export const PHASE_START_WINDOW = 'card-window';

export function startPhase(ctx: Context, phase: Phase): void {
  // What an ally's offer left set aside goes back to its maker, the game's end included.
  releaseOffers(ctx);
  ctx.state.phase = phase;
  ctx.state.step = '';
  ctx.state.round = null;
  ctx.emit({ type: 'phase-started', phase, turn: ctx.state.turn });
  for (const p of plugins()) p.phaseStarting?.(ctx.state, phase);
  // All may open at once: the expansion cards' phase-start window and the plug-ins' (CHOAM's Worthless effects).
  let opened = openCardWindow(ctx, 'phase-start');
  if (phase !== 'game-over') for (const p of plugins()) opened = (p.openAtPhaseStart?.(ctx, phase) ?? false) || opened;
  if (opened) ctx.state.step = PHASE_START_WINDOW;
  else moduleOf(phase)?.enter(ctx);
}

/** The step a phase waits in while its end window (CHOAM's market) is open; the next phase starts after. */
const PHASE_END_WINDOW = 'phase-end';

/** What the plug-ins open at the end of a phase of the turn, before the next one starts (CHOAM's market). */
function openPhaseEnd(ctx: Context): boolean {
  if (ctx.state.phase === 'setup' || ctx.state.victory) return false;
  for (const p of plugins()) p.phaseEnding?.(ctx, ctx.state.phase);
  let opened = false;
  for (const p of plugins()) opened = (p.openAtPhaseEnd?.(ctx) ?? false) || opened;
  return opened;
}

/** Starts the game at set-up. */
export function beginGame(ctx: Context): void {
  ctx.state.phase = 'setup';
  moduleOf('setup')!.enter(ctx);
  advance(ctx);
}

/** Runs automatic work until a decision is pending or the game is over. */
export function advance(ctx: Context): void {
  for (let guard = 0; guard < 10_000; guard++) {
    const { state } = ctx;
    if (state.phase === 'game-over') return;
    // The plug-ins bring their state in line with the board first (Homeworlds' occupations and hand limits).
    for (const p of plugins()) p.settle?.(ctx);
    // Cards just discarded may be taken by a card played on discards (Semuta Drug) before anything else happens.
    if (state.suspended === null && state.discards.length > 0 && offerDiscards(ctx)) return;
    // Then a plug-in's question that cannot wait (the Bureaucrat's redirect) stops the run until it is answered.
    if (plugins().some((p) => p.interrupts?.(ctx) ?? false)) return;
    if (state.pending.length > 0) return;
    if (state.victory) {
      startPhase(ctx, 'game-over');
      ctx.emit({ type: 'game-over', victory: state.victory });
      return;
    }
    if (state.step === PHASE_START_WINDOW && state.round === null) {
      moduleOf(state.phase)!.enter(ctx);
      continue;
    }
    if (state.step !== PHASE_END_WINDOW) {
      if (moduleOf(state.phase)!.proceed(ctx) === 'continue') continue;
      releaseOffers(ctx);
      if (openPhaseEnd(ctx)) {
        state.step = PHASE_END_WINDOW;
        continue;
      }
    }
    const next = ORDER[ORDER.indexOf(state.phase) + 1];
    if (next) startPhase(ctx, next);
    else {
      state.turn += 1;
      startPhase(ctx, 'storm');
    }
  }
  throw new Error(`the turn sequence did not settle (phase ${ctx.state.phase}, step ${ctx.state.step})`);
}
