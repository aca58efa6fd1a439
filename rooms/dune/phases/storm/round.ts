// The storm phase's round state (turns 2+), kept in GameState.round while the phase runs.
import type { Context } from '../../context.ts';
import type { Draft } from '../../types.ts';
import type { StormRound } from './types.ts';

export function newStormRound(): StormRound {
  return { phase: 'storm', movement: null, weatherControl: null, familyAtomics: null, played: { weatherControl: null, familyAtomics: null } };
}

export function stormRoundOf(state: Draft): StormRound | null {
  // Other phases' rounds need not have a `phase` field, so look it up without relying on the union's shape.
  const round = state.round as { phase?: unknown } | null;
  return round !== null && round.phase === 'storm' ? (round as StormRound) : null;
}

export function stormRound(ctx: Context): StormRound {
  const round = stormRoundOf(ctx.state);
  if (!round) throw new Error('the storm round is not open');
  return round;
}
