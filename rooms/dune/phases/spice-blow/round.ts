// Access to this phase's round state (GameState.round while the phase runs).
import type { Context } from '../../context.ts';
import type { Draft } from '../../types.ts';
import type { SpiceBlowRound } from './types.ts';

export function newRound(): SpiceBlowRound {
  return { phase: 'spice-blow', setAside: [], nexusDue: false, wormTerritories: [], ridesOffered: 0, awaitingProtection: null, nexus: null };
}

export function roundOf(state: Draft): SpiceBlowRound {
  const round = state.round;
  if (round?.phase !== 'spice-blow') throw new Error('the spice blow round is not in progress');
  return round;
}

export function round(ctx: Context): SpiceBlowRound {
  return roundOf(ctx.state);
}
