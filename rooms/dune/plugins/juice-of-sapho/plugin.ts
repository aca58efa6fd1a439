// Juice of Sapho as a plug-in: played as a phase that goes by turn order starts, its player goes first or last in it;
// played at a battle's start, its player is the aggressor.
import { plainPlayProblem } from '../../card-windows/effects.ts';
import type { JuiceMode } from '../../card-windows/types.ts';
import type { Plugin } from '../../extension-points.ts';
import { currentBattle } from '../../phases/battle/options.ts';
import type { Draft, Phase } from '../../types.ts';
import type { JuiceRecord } from './types.ts';

/** Phases whose turns follow turnOrder (storm-order.ts), where a Juice of Sapho may put its player first or last. */
const TURN_ORDER_PHASES: readonly Phase[] = ['bidding', 'revival', 'shipment-movement', 'battle'];

/** The Juice of Sapho played for a place in this phase's turn order, if any. */
function thisPhase(state: Draft): JuiceRecord | null {
  const juice = state.juice ?? null;
  return juice !== null && juice.turn === state.turn && juice.phase === state.phase ? juice : null;
}

export const juiceOfSapho = {
  name: 'juice-of-sapho',
  // Every game holds the field, as every stored game does: its hash does not change.
  setUp(state) {
    state.juice = null;
  },
  windowCard: {
    family: 'juice-of-sapho',
    playableIn: (state, window) => window === 'battle-start' || (window === 'phase-start' && TURN_ORDER_PHASES.includes(state.phase)),
    playProblem(decision, card, use) {
      if (use.take !== undefined) return plainPlayProblem(card, use);
      const uses: JuiceMode[] = decision.window === 'battle-start' ? ['aggressor'] : ['first', 'last'];
      return use.mode !== undefined && uses.includes(use.mode) ? null : `Juice of Sapho: name its use here, one of ${uses.join(', ')}`;
    },
    play(ctx, faction, use) {
      if (use.mode !== 'aggressor') {
        ctx.state.juice = { turn: ctx.state.turn, phase: ctx.state.phase, faction, position: use.mode === 'first' ? 'first' : 'last' };
        return;
      }
      const battle = currentBattle(ctx.state);
      if (battle.defender === faction) [battle.aggressor, battle.defender] = [battle.defender, battle.aggressor];
    },
  },
  turnOrder(state, order) {
    const juice = thisPhase(state);
    if (juice === null) return [...order];
    const rest = order.filter((f) => f !== juice.faction);
    return juice.position === 'first' ? [juice.faction, ...rest] : [...rest, juice.faction];
  },
  placedLast(state, faction) {
    const juice = thisPhase(state);
    return juice?.position === 'last' && juice.faction === faction;
  },
} satisfies Plugin;
