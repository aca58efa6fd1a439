// 1.09.02–1.09.05: check for a winner; the turn runner ends the game once state.victory is set. Otherwise the war
// continues (1.09.04) and the runner moves the turn marker after this phase.
import type { StepDef } from '../handler.ts';
import { decideVictory, strongholdsControlled, victoryUnits } from '../../victory.ts';
import type { MentatStep } from './types.ts';

export const victoryStep: StepDef<MentatStep> = {
  step: 'victory',
  rule: '1.09.02',
  enter(ctx) {
    const { state } = ctx;
    const units = victoryUnits(state).map((factions) => ({ factions, strongholds: strongholdsControlled(state, factions) }));
    ctx.emit({ type: 'strongholds-controlled', units: units.filter((u) => u.strongholds.length > 0) });
    const victory = decideVictory(state);
    // 1.09.04 WAR CONTINUES: without a winner the turn runner moves the turn marker once this phase is over.
    if (!victory) {
      ctx.emit({ type: 'war-continues', turn: state.turn });
      return;
    }
    // 2.02.03: the Bene Gesserit reveal the prediction that wins them the game.
    const prediction = state.factions['bene-gesserit']?.prediction;
    if (victory.kind === 'bg-prediction' && prediction) ctx.emit({ type: 'prediction-revealed', faction: 'bene-gesserit', prediction: { ...prediction } });
    state.victory = victory;
  },
};
