// Amal as a plug-in: played as any phase starts, every faction discards half of the spice behind its shield.
import type { Plugin } from '../../extension-points.ts';
import type { AmalEvent } from './types.ts';

export const amal = {
  name: 'amal',
  windowCard: {
    family: 'amal',
    playableIn: (_state, window) => window === 'phase-start',
    // Every faction discards half of its spice, rounded up, to the bank; the amounts stay behind the shields (1.11.01).
    play(ctx) {
      for (const faction of ctx.state.seating) {
        const fs = ctx.ownFaction(faction);
        const amount = Math.ceil(fs.spice / 2);
        fs.spice -= amount;
        ctx.emit({ type: 'amal-discard', faction, amount } satisfies AmalEvent, faction);
      }
    },
  },
} satisfies Plugin;
