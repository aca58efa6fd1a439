// NX.draw: once the Spice Blow phase ends after a Nexus, while an alliance stands, every unallied faction may draw a
// Nexus card — or, holding one, discard it face up and draw another. A faction drawing its own card may discard it
// and draw again, once: it says so with its answer, so that no second question shows what it drew.
import { allyOf } from '../../alliances.ts';
import type { Context } from '../../context.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import { discardHeld, drawTo, heldBy, nexusOf } from './state.ts';

/** As the Spice Blow phase ends: the draws, when a Nexus was held in it and an alliance stands. */
export function openDraws(ctx: Context): boolean {
  const { state } = ctx;
  if (state.round?.phase !== 'spice-blow' || state.round.nexus === null || !nexusOf(state) || state.alliances.length === 0) return false;
  const free = state.seating.filter((f) => allyOf(state, f) === null);
  for (const seat of free) ctx.open({ kind: 'nexus-draw', seat, holding: heldBy(state, seat) !== null });
  return free.length > 0;
}

export const nexusDraw: ActionHandler<'nexus-draw'> = {
  type: 'nexus-draw',
  rule: 'NX.draw',
  check: (_state, _d, a) =>
    typeof a.draw !== 'boolean' || (a.redrawOwn !== undefined && typeof a.redrawOwn !== 'boolean') ? 'draw (and redrawOwn) are true or false' : null,
  apply(ctx, d, a) {
    ctx.close(d);
    if (!a.draw) return;
    const replaced = discardHeld(ctx, d.seat, 'replaced');
    ctx.emit({ type: 'nexus-card-drawn', faction: d.seat, replaced });
    const card = drawTo(ctx, d.seat);
    if (card === d.seat && a.redrawOwn === true) {
      discardHeld(ctx, d.seat, 'own');
      ctx.emit({ type: 'nexus-card-drawn', faction: d.seat, replaced: null });
      drawTo(ctx, d.seat);
    }
  },
};
