// RI.no-field.reveal: Richese may turn its No-Field face up at any time before the Battle phase (a free action); the
// storm, a sandworm, Family Atomics, the rule keeping allies apart and Trip to Gamont reveal it before they take the
// forces where it stands (board/tokens.ts), so the forces it stood for are lost or sent home with the rest.
import type { Context } from '../../../context.ts';
import type { FreeHandler } from '../../../deals/free.ts';
import type { BoardToken, TokenExposure } from '../../../board/tokens.ts';
import type { Draft, EngineError, Faction } from '../../../types.ts';
import { RICHESE } from '../state.ts';
import { noFieldOn, revealNoField } from './token.ts';
import { BEFORE_BATTLE } from './timing.ts';

function check(state: Draft, seat: Faction): EngineError | null {
  if (seat !== RICHESE) return { code: 'NOT_ELIGIBLE', message: 'RI.no-field.reveal: only Richese reveals its No-Field' };
  if (!noFieldOn(state)) return { code: 'NOT_HELD', message: 'RI.no-field.reveal: no No-Field of yours is on the planet' };
  if (!BEFORE_BATTLE.includes(state.phase))
    return { code: 'NOT_ELIGIBLE', message: 'RI.no-field.reveal: Richese reveals its No-Field before the Battle phase' };
  return null;
}

export const richeseRevealNoField: FreeHandler<'richese-reveal-no-field'> = {
  rule: 'RI.no-field.reveal',
  check: (state, seat) => check(state, seat),
  apply: (ctx: Context) => revealNoField(ctx, 'richese'),
};

/** The token where forces are about to be taken: revealed first. */
export function noFieldExposed(ctx: Context, token: BoardToken, cause: TokenExposure): void {
  if (token.faction === RICHESE) revealNoField(ctx, cause);
}
