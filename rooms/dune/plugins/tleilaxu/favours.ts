// The Tleilaxu's favours as the Revival phase starts, in public, before anyone revives:
// - TL.revival-limits: any other factions' revival limit raised to 5 for the turn;
// - TL.leader-revival: any other factions allowed to revive a leader this turn although their leaders are not all
//   dead (1.05.03), paying for it as usual (to the Tleilaxu, TL.revival-income); what the favour costs is for the two
//   to agree in talk and settle with a bribe (1.12);
// - TL.karama (Advanced game, once a game): a Karama card spent to stop one faction's normal revival, forces and
//   leader, for the turn.
// Raising limits and allowing an early revival are ✷ abilities a Karama cancels (none granted that turn).
import { isRecord, isSeated, isStringList } from '../../action-shape.ts';
import type { Context } from '../../context.ts';
import { isCancelled, useOf } from '../../karama/abilities.ts';
import { powerAvailable, powerProblem, spendPower } from '../../karama/powers/power.ts';
import type { AbilityUse } from '../../karama/types.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import type { Draft, EngineError, Faction, Phase } from '../../types.ts';
import { tleilaxLow } from '../homeworlds/tleilax.ts';
import { TLEILAXU, tleilaxuOf } from './state.ts';
import type { RevivalFavoursDecision, TleilaxuAction } from './types.ts';

export const RAISED_LIMIT = 5;

type Favours = Extract<TleilaxuAction, { type: 'revival-favours' }>;

/**
 * As Revival starts, before the first revival: asked at the phase's start when nothing else is open then, else once
 * the phase-start decisions are answered (`interrupts`), so that its Karama window never opens beside another's.
 */
export function openFavours(ctx: Context, phase: Phase): boolean {
  const part = ctx.state.tleilaxu;
  if (phase !== 'revival' || !part || part.limitsAsked === ctx.state.turn || ctx.state.pending.length > 0) return false;
  ctx.state.tleilaxu = { ...part, limitsAsked: ctx.state.turn };
  const factions = ctx.seating.filter((f) => f !== TLEILAXU);
  // The special Karama is offered from public facts (Advanced, unused), whatever the hand holds.
  ctx.open({ kind: 'revival-favours', seat: TLEILAXU, factions, ...(powerAvailable(ctx.state, TLEILAXU) ? { karamaPower: true as const } : {}) });
  return true;
}

/** The deferred question: Revival not begun (no round yet), nothing open, not asked this turn. */
export const favoursDeferred = (ctx: Context): boolean => ctx.state.round === null && openFavours(ctx, ctx.state.phase);

const inRevival = (state: Draft, list: 'raised' | 'early' | 'stopped', faction: Faction): boolean =>
  state.phase === 'revival' && (state.tleilaxu?.[list] ?? []).includes(faction);

/** TL.revival-limits: the limit of `faction`'s normal revival this turn, given the usual one. */
export const raisedLimit = (state: Draft, faction: Faction, limit: number): number =>
  inRevival(state, 'raised', faction) ? Math.max(limit, RAISED_LIMIT) : limit;

/** TL.leader-revival: whether the Tleilaxu let `faction` revive a leader early this turn. */
export const earlyLeaderRevival = (state: Draft, faction: Faction): boolean => inRevival(state, 'early', faction);

/** TL.karama: whether the Tleilaxu's Karama stopped `faction`'s normal revival this turn. */
export const revivalStopped = (state: Draft, faction: Faction): boolean => inRevival(state, 'stopped', faction);

/** As any phase starts, last turn's favours are over; as Revival starts, Tleilax's face is noted (HW.tleilax.low). */
export function endFavours(state: Draft, phase: Phase): void {
  const part = state.tleilaxu;
  if (!part) return;
  const { raised: _r, early: _e, stopped: _s, lowAtRevival: _l, ...rest } = part;
  const low = phase === 'revival' && tleilaxLow(state);
  const changed = part.raised !== undefined || part.early !== undefined || part.stopped !== undefined || (part.lowAtRevival ?? false) !== low;
  if (changed) state.tleilaxu = low ? { ...rest, lowAtRevival: true } : rest;
}

function listProblem(decision: RevivalFavoursDecision, list: unknown, what: string): string | null {
  if (!isStringList(list)) return `${what} is a list of faction ids`;
  if (new Set(list).size !== list.length) return `${what}: name each faction once`;
  const other = list.find((f) => !decision.factions.includes(f as Faction));
  return other === undefined ? null : `${what}: ${other} is not another faction of this game`;
}

function stopProblem(state: Draft, decision: RevivalFavoursDecision, stop: unknown): string | EngineError | null {
  if (!isRecord(stop) || typeof stop.card !== 'string') return 'stop is { card, target }';
  if (!decision.karamaPower) return { code: 'NOT_ELIGIBLE', message: 'TL.karama: the Tleilaxu Karama power is not available' };
  if (!isSeated(state, stop.target) || !decision.factions.includes(stop.target)) return `TL.karama: ${String(stop.target)} is not another faction of this game`;
  return powerProblem(state, TLEILAXU, stop.card as never);
}

function uses(decision: RevivalFavoursDecision, action: Favours): AbilityUse[] {
  const out: AbilityUse[] = [];
  if (isStringList(action.raise) && action.raise.length > 0 && !isCancelled(decision, 'tleilaxu-raise-limits')) out.push(useOf('tleilaxu-raise-limits'));
  if (isStringList(action.early) && action.early.length > 0 && !isCancelled(decision, 'tleilaxu-early-revival')) out.push(useOf('tleilaxu-early-revival'));
  return out;
}

export const revivalFavours: ActionHandler<'revival-favours'> = {
  type: 'revival-favours',
  rule: 'TL.revival-limits',
  karama: { uses: (_state, decision, action) => uses(decision, action) },
  check(state, decision, action) {
    const problem = listProblem(decision, action.raise, 'raise') ?? listProblem(decision, action.early, 'early');
    if (problem) return problem;
    if (action.raise.length > 0 && isCancelled(decision, 'tleilaxu-raise-limits'))
      return { code: 'NOT_ELIGIBLE', message: 'a Karama cancelled raising revival limits this turn' };
    if (action.early.length > 0 && isCancelled(decision, 'tleilaxu-early-revival'))
      return { code: 'NOT_ELIGIBLE', message: 'a Karama cancelled early leader revivals this turn' };
    return action.stop === undefined ? null : stopProblem(state, decision, action.stop);
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    const part = tleilaxuOf(ctx.state);
    const next = { ...part };
    if (action.raise.length > 0) {
      next.raised = [...action.raise];
      ctx.emit({ type: 'revival-limits-raised', factions: [...action.raise], limit: RAISED_LIMIT });
    }
    if (action.early.length > 0) {
      next.early = [...action.early];
      ctx.emit({ type: 'early-leader-revival-allowed', factions: [...action.early] });
    }
    if (action.stop !== undefined) {
      spendPower(ctx, TLEILAXU, action.stop.card);
      next.stopped = [action.stop.target];
      ctx.emit({ type: 'revival-stopped', faction: action.stop.target });
    }
    ctx.state.tleilaxu = next;
  },
};
