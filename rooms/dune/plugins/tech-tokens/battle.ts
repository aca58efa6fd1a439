// IT.tech.taken: the winner of a battle may take one of the loser's Tech tokens (none when both sides lose).
import type { Context } from '../../context.ts';
import type { BattleOutcome } from '../../phases/battle/resolve.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import { tokensOf } from './state.ts';

export function openTakeTechToken(ctx: Context, outcome: BattleOutcome): void {
  const tokens = ctx.state.techTokens;
  const winner = outcome.winner;
  const loser = outcome.losers[0];
  if (!tokens || winner === null || loser === undefined) return;
  const held = tokensOf(tokens, loser);
  if (held.length > 0) ctx.open({ kind: 'take-tech-token', seat: winner, from: loser, tokens: held });
}

export const takeTechToken: ActionHandler<'take-tech-token'> = {
  type: 'take-tech-token',
  rule: 'IT.tech.taken',
  check(state, decision, action) {
    if (action.token === null) return null;
    if (typeof action.token !== 'string' || !decision.tokens.includes(action.token)) return `IT.tech.taken: take one of ${decision.tokens.join(', ')}, or none`;
    if (state.techTokens?.holders[action.token] !== decision.from) return { code: 'NOT_HELD', message: `the loser no longer holds ${action.token}` };
    return null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    if (action.token === null) return;
    const tokens = ctx.state.techTokens!;
    ctx.state.techTokens = { ...tokens, holders: { ...tokens.holders, [action.token]: decision.seat } };
    ctx.emit({ type: 'tech-token-taken', token: action.token, from: decision.from, by: decision.seat });
  },
};
