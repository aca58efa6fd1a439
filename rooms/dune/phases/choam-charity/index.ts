// Phase 1.03, CHOAM Charity: every faction is asked once whether it calls out for charity; the phase ends when
// all have answered.
import type { PhaseModule } from '../handler.ts';
import type { ChoamRound } from './types.ts';
import { claimCharity, openCharityClaims } from './charity.ts';
import { plugins } from '../../extension-points.ts';

export const choamPhase: PhaseModule = {
  phase: 'choam-charity',
  // 1.03.00: the third phase: factions with 0 or 1 spice may claim CHOAM Charity.
  rule: '1.03',
  enter(ctx) {
    ctx.state.round = { phase: 'choam-charity', claimed: [] };
    ctx.state.step = 'dividends';
    for (const p of plugins()) p.beginCharity?.(ctx);
  },
  proceed(ctx) {
    if (ctx.state.step !== 'dividends') return 'done';
    openCharityClaims(ctx);
    return 'continue';
  },
  roundView(state) {
    const r = state.round as ChoamRound | null;
    return r ? { phase: 'choam-charity', claimed: [...r.claimed] } : null;
  },
};

export const choamHandlers = { 'claim-charity': claimCharity };
