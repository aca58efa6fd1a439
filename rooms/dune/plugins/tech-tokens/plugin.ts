// The Tech tokens (Ixians & Tleilaxu, `modules: ['tech-tokens']`): Spice Production, Axlotl Tanks and Heighliners,
// dealt once the first storm is placed, paying their holders at the end of the phase each belongs to, taken by battle
// winners from losers; all three in one hand count as a stronghold for victory. Readings: docs/RULES-DECISIONS.md.
import type { Plugin } from '../../extension-points.ts';
import { TECH_TOKENS } from './catalog.ts';
import { openTakeTechToken, takeTechToken } from './battle.ts';
import { dealTechTokens } from './deal.ts';
import { payTechIncome, revivedFree, shippedFromOffPlanet } from './income.ts';
import { playsTechTokens, tokensOf } from './state.ts';

export const techTokens = {
  name: 'tech-tokens',
  setUp(state) {
    if (playsTechTokens(state)) state.techTokens = { holders: {}, due: [] };
  },
  view: (state) => ({ techTokens: state.techTokens ? { holders: { ...state.techTokens.holders }, due: [...state.techTokens.due] } : null }),
  handlers: { 'take-tech-token': takeTechToken },
  phaseEnding(ctx, phase) {
    // IT.tech.setup: after the first storm.
    if (phase === 'storm' && ctx.state.turn === 1 && ctx.state.techTokens) dealTechTokens(ctx);
    else payTechIncome(ctx, phase);
  },
  revivedForces: (ctx, faction, _elite, free) => revivedFree(ctx, faction, free),
  shipped: shippedFromOffPlanet,
  openAfterBattle: (ctx, _battle, outcome) => openTakeTechToken(ctx, outcome),
  // IT.tech.victory: one hand holding all three counts one stronghold; an alliance does not pool its members' tokens.
  extraStrongholds(state, unit) {
    const tokens = state.techTokens;
    return tokens && unit.some((f) => tokensOf(tokens, f).length === TECH_TOKENS.length) ? 1 : 0;
  },
} satisfies Plugin;
