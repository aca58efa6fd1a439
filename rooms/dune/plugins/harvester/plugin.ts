// Harvester as a plug-in: played just after a spice blow that placed spice, the blow's spice is placed a second time.
import { addSpice } from '../../board/spice.ts';
import type { Plugin } from '../../extension-points.ts';
import type { HarvesterEvent } from './types.ts';

export const harvester = {
  name: 'harvester',
  windowCard: {
    family: 'harvester',
    playableIn: (_state, window) => window === 'spice-blown',
    play(ctx) {
      const round = ctx.state.round;
      const blow = round?.phase === 'spice-blow' ? round.lastBlow : null;
      if (!blow || blow.amount === 0) throw new Error('Harvester played without a spice blow to double');
      addSpice(ctx.state, blow.territory, blow.sector, blow.amount);
      ctx.emit({ type: 'spice-harvested', territory: blow.territory, sector: blow.sector, amount: blow.amount } satisfies HarvesterEvent);
    },
  },
} satisfies Plugin;
