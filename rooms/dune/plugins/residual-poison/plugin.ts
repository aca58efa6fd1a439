// Residual Poison as a plug-in: played at a battle's start, before leaders are chosen (only the two battling seats are
// asked), one of the opponent's leaders that could fight this battle, drawn at random, goes to the Tanks.
import type { Plugin } from '../../extension-points.ts';
import { killLeader } from '../../phases/battle/aftermath.ts';
import { currentBattle, opponentOf, planOptions } from '../../phases/battle/options.ts';
import { randomInt } from '../../rng.ts';
import type { ResidualPoisonEvent } from './types.ts';

export const residualPoison = {
  name: 'residual-poison',
  windowCard: {
    family: 'residual-poison',
    playableIn: (_state, window) => window === 'battle-start',
    play(ctx, faction) {
      const battle = currentBattle(ctx.state);
      const target = opponentOf(battle, faction);
      const available = planOptions(ctx.state, target).leaders;
      const leader = available.length > 0 ? available[randomInt(ctx.state.rng, available.length)]! : null;
      if (leader !== null) killLeader(ctx, target, leader);
      ctx.emit({ type: 'residual-poison', faction, target, leader } satisfies ResidualPoisonEvent);
    },
  },
} satisfies Plugin;
