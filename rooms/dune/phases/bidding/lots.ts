// The Bidding phase as a schedule of lots: the plug-ins' lots before the row, the row's card auctions (1.04.05), the
// plug-ins' lots after it, and the end of the phase (1.04.08) once no source has a lot left.
import type { Context } from '../../context.ts';
import { plugins } from '../../extension-points.ts';
import type { LotSource } from '../../extension-points/bidding.ts';
import type { Progress } from '../handler.ts';
import { finishBidding, startNextAuction } from './auction.ts';
import { SUPPORT } from './ally-support.ts';
import { DEALT } from './declaration.ts';
import { playsEdition } from '../../rules-edition.ts';

/** The row dealt face down (1.04.04), one card after another. */
const ROW: Omit<LotSource, 'at'> = { name: 'row', startNext: startNextAuction };

/**
 * Whether the row has not begun: the deal's step (which a lot leaves as it found it) or, from rules edition 7, the
 * allies' support offers that follow it (earlier editions skipped the lots before the row in a turn with an alliance).
 */
function rowNotBegun(ctx: Context): boolean {
  return ctx.state.step === DEALT || (ctx.state.step === SUPPORT && playsEdition(ctx.state, 7));
}

/** The sources still to be asked: those before the row only while the row has not begun, then the row, then those after it. */
function schedule(ctx: Context): Omit<LotSource, 'at'>[] {
  const lots = plugins().flatMap((p) => p.lots ?? []);
  const before = rowNotBegun(ctx) ? lots.filter((l) => l.at === 'before-row') : [];
  return [...before, ROW, ...lots.filter((l) => l.at === 'after-row')];
}

/** Starts the next lot of the schedule, or ends the phase when none is left. */
export function startNextLot(ctx: Context): Progress {
  for (const source of schedule(ctx)) if (source.startNext(ctx)) return 'continue';
  return finishBidding(ctx);
}
