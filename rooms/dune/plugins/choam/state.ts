// CHOAM's game-long state and the facts other rules read from it: whether CHOAM plays, and the Inflation token.
import type { Draft } from '../../types.ts';
import { cloneJson } from '../../clone.ts';
import type { ChoamState, ChoamView, InflationSide } from './types.ts';

export function newChoamState(): ChoamState {
  return { inflation: null, tradedTurn: 0, effects: [], trade: null };
}

/** CHOAM's state, or null when CHOAM is not in the game. */
export function choamOf(state: Draft): ChoamState | null {
  return state.factions.choam ? (state.choam ?? null) : null;
}

const OPPOSITE: Record<InflationSide, InflationSide> = { double: 'cancel', cancel: 'double' };

/**
 * CH.inflation: the side showing during `turn`'s charity. Placed in turn T's Mentat Pause, the token shows its side
 * through turn T+1, is flipped in T+1's Mentat Pause, shows the other side through T+2 and leaves the game in T+2's.
 */
export function inflationFor(state: Draft, turn: number): InflationSide | null {
  const token = choamOf(state)?.inflation;
  if (!token) return null;
  if (turn === token.turn + 1) return token.side;
  if (turn === token.turn + 2) return OPPOSITE[token.side];
  return null;
}

/** The side face up now: flips happen as a Mentat Pause starts, so a Mentat Pause already shows next turn's side. */
export function inflationFaceUp(state: Draft): InflationSide | null {
  return inflationFor(state, state.phase === 'mentat-pause' ? state.turn + 1 : state.turn);
}

/** CH.inflation: charity and dividends this turn are multiplied by this (Double 2, Cancel 0, otherwise 1). */
export function charityMultiplier(state: Draft): number {
  const side = inflationFor(state, state.turn);
  return side === 'double' ? 2 : side === 'cancel' ? 0 : 1;
}

/** The public part of CHOAM's state (the cards of a trade in progress stay with the traders). */
export function choamView(state: Draft): ChoamView | null {
  const choam = choamOf(state);
  if (!choam) return null;
  const { trade: _secret, ...open } = choam;
  return cloneJson(open);
}
