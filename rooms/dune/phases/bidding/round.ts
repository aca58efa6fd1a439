// Access to the bidding round kept in GameState.round.
import type { Context } from '../../context.ts';
import type { Draft } from '../../types.ts';
import type { BiddingRound } from './types.ts';

export function biddingRound(state: Draft): BiddingRound {
  const r = state.round;
  if (r?.phase !== 'bidding') throw new Error('no bidding round in progress');
  return r;
}

export function roundOf(ctx: Context): BiddingRound {
  return biddingRound(ctx.state);
}
