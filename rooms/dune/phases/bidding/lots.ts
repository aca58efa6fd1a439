// The Bidding phase as a schedule of lots: the plug-ins' lots before the row, the row's card auctions (1.04.05), the
// plug-ins' lots after it, and the end of the phase (1.04.08) once no source has a lot left.
import type { Context } from '../../context.ts';
import { plugins } from '../../extension-points.ts';
import type { LotSource } from '../../extension-points/bidding.ts';
import type { Progress } from '../handler.ts';
import { finishBidding, startNextAuction } from './auction.ts';
import { DEALT } from './declaration.ts';

/** The row dealt face down (1.04.04), one card after another. */
const ROW: Omit<LotSource, 'at'> = { name: 'row', startNext: startNextAuction };

/**
 * The sources still to be asked: those before the row only while the row has not begun (the deal's step, which a lot
 * leaves as it found it), then the row, then those after it.
 */
function schedule(ctx: Context): Omit<LotSource, 'at'>[] {
  const lots = plugins().flatMap((p) => p.lots ?? []);
  const before = ctx.state.step === DEALT ? lots.filter((l) => l.at === 'before-row') : [];
  return [...before, ROW, ...lots.filter((l) => l.at === 'after-row')];
}

/** Starts the next lot of the schedule, or ends the phase when none is left. */
export function startNextLot(ctx: Context): Progress {
  for (const source of schedule(ctx)) if (source.startNext(ctx)) return 'continue';
  return finishBidding(ctx);
}
