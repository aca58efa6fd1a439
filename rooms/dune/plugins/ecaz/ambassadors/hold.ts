// An Ambassador's trigger holds the game: every other open decision is put aside (interrupts.ts) until its effect is
// done.
import type { Context } from '../../../context.ts';
import { resumePending, suspendPending } from '../../../interrupts.ts';
import { ecazOf } from '../state.ts';

export function holdGame(ctx: Context): void {
  suspendPending(ctx.state);
  ecazOf(ctx.state)!.holding = true;
}

/** The Ambassador's business is done: the game goes on where it was. */
export function releaseHold(ctx: Context): void {
  delete ecazOf(ctx.state)!.holding;
  resumePending(ctx.state);
}
