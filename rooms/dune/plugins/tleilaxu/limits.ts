// TL.revival-limits: as the Revival phase starts, the Tleilaxu may raise any other factions' revival limit to 5 for
// the turn (a favour they may sell). The choice is public, like the revivals it allows; it ends with the phase.
import { isStringList } from '../../action-shape.ts';
import { isCancelled, useOf } from '../../karama/abilities.ts';
import type { Context } from '../../context.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import type { Draft, Faction, Phase } from '../../types.ts';
import { TLEILAXU, tleilaxuOf } from './state.ts';

export const RAISED_LIMIT = 5;

/**
 * As Revival starts, before the first revival: asked at the phase's start when nothing else is open then, else once
 * the phase-start decisions are answered (`interrupts`), so that its Karama window never opens beside another's.
 */
export function openRaiseLimits(ctx: Context, phase: Phase): boolean {
  const part = ctx.state.tleilaxu;
  if (phase !== 'revival' || !part || part.limitsAsked === ctx.state.turn || ctx.state.pending.length > 0) return false;
  ctx.state.tleilaxu = { ...part, limitsAsked: ctx.state.turn };
  ctx.open({ kind: 'raise-revival-limits', seat: TLEILAXU, factions: ctx.seating.filter((f) => f !== TLEILAXU) });
  return true;
}

/** The deferred question: Revival not begun (no round yet), nothing open, not asked this turn. */
export const raiseLimitsDeferred = (ctx: Context): boolean => ctx.state.round === null && openRaiseLimits(ctx, ctx.state.phase);

/** The limit of `faction`'s normal revival this turn, given the usual one. */
export const raisedLimit = (state: Draft, faction: Faction, limit: number): number =>
  state.phase === 'revival' && (state.tleilaxu?.raised ?? []).includes(faction) ? Math.max(limit, RAISED_LIMIT) : limit;

/** As any phase starts, last turn's raise is over. */
export function endRaise(state: Draft): void {
  const part = state.tleilaxu;
  if (part?.raised === undefined) return;
  const { raised: _over, ...rest } = part;
  state.tleilaxu = rest;
}

export const raiseRevivalLimits: ActionHandler<'raise-revival-limits'> = {
  type: 'raise-revival-limits',
  rule: 'TL.revival-limits',
  // TL.karama-abilities: raising any limit is a ✷ use; cancelled, none is raised this turn.
  karama: {
    uses: (_state, decision, action) =>
      isStringList(action.factions) && action.factions.length > 0 && !isCancelled(decision, 'tleilaxu-raise-limits') ? [useOf('tleilaxu-raise-limits')] : [],
  },
  check(_state, decision, action) {
    if (!isStringList(action.factions)) return 'factions is a list of faction ids';
    if (action.factions.length > 0 && isCancelled(decision, 'tleilaxu-raise-limits'))
      return { code: 'NOT_ELIGIBLE', message: 'a Karama cancelled raising revival limits this turn' };
    if (new Set(action.factions).size !== action.factions.length) return 'name each faction once';
    const other = action.factions.find((f) => !decision.factions.includes(f));
    return other === undefined ? null : `${other} is not a faction whose limit you may raise`;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    if (action.factions.length === 0) return;
    ctx.state.tleilaxu = { ...tleilaxuOf(ctx.state), raised: [...action.factions] };
    ctx.emit({ type: 'revival-limits-raised', factions: [...action.factions], limit: RAISED_LIMIT });
  },
};
