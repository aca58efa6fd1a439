// 2.02.03 PREDICTION: after player positions, Bene Gesserit secretly predicts which other faction wins on which turn.
import type { SetupStep } from './types.ts';
import type { ActionHandler, StepDef } from '../handler.ts';

export const predictionStep: StepDef<SetupStep> = {
  step: 'prediction',
  rule: '2.02.03',
  enter(ctx) {
    if (!ctx.state.factions['bene-gesserit']) return;
    const others = ctx.seating.filter((f) => f !== 'bene-gesserit');
    ctx.openSecret('predict', ['bene-gesserit'], (seat) => ({
      kind: 'predict',
      seat,
      factions: others,
      turns: { min: 1, max: ctx.state.config.maxTurns },
    }));
  },
};

export const predict: ActionHandler<'predict'> = {
  type: 'predict',
  rule: '2.02.03',
  check(_state, decision, action) {
    if (!decision.factions.includes(action.faction)) return `cannot predict ${action.faction}: choose one of ${decision.factions.join(', ')}`;
    if (!Number.isInteger(action.turn) || action.turn < decision.turns.min || action.turn > decision.turns.max)
      return `turn must be ${decision.turns.min}–${decision.turns.max}`;
    return null;
  },
  apply(ctx, decision, action) {
    ctx.ownFaction(decision.seat).prediction = { faction: action.faction, turn: action.turn };
    ctx.close(decision);
    ctx.emit({ type: 'prediction-made', faction: decision.seat });
  },
};
