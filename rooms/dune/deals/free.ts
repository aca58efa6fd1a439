// Free actions (1.12 bribes, 2.03.06 the Emperor's gifts, 3.01.11.02 a Karama preventing an ability, and the plug-ins'): validated
// and applied like any action, but they answer no decision, so the engine takes them whenever the rules allow
// instead of waiting for a turn.
import { pay, receive } from '../payments.ts';
import { allyOf } from '../alliances.ts';
import type { Context } from '../context.ts';
import { applyKaramaPrevent, checkKaramaPrevent } from '../karama/prevent.ts';
import { applyKaramaPower, checkKaramaPower } from '../karama/powers/index.ts';
import type { EngineError, Faction, Draft } from '../types.ts';
import type { FreeAction, FreeActionType } from './types.ts';
import { promisedSpice } from '../promised-spice.ts';
import { freeHandlerOf, isFreeActionType, plugins } from '../extension-points.ts';
import { isSeated } from '../action-shape.ts';

/** A free action's rule: its check (the refusal, or null) and what it does. */
export interface FreeHandler<T extends FreeActionType> {
  rule: string;
  check(state: Draft, seat: Faction, action: Extract<FreeAction, { type: T }>): EngineError | null;
  apply(ctx: Context, seat: Faction, action: Extract<FreeAction, { type: T }>): void;
}

const notEligible = (message: string): EngineError => ({ code: 'NOT_ELIGIBLE', message });

/** Common checks of a spice payment to another faction. */
function payment(state: Draft, seat: Faction, to: Faction, amount: number): EngineError | null {
  if (state.phase === 'game-over') return notEligible('the game is over');
  if (to === seat || !isSeated(state, to)) return { code: 'INVALID_CHOICE', message: `${to} is not another faction in this game` };
  if (!Number.isInteger(amount) || amount < 1) return { code: 'INVALID_CHOICE', message: 'pay a whole number of spice, at least 1' };
  // Spice already promised (a standing bid, ally support, spice dialed in a sealed plan) cannot be given away.
  const committed = promisedSpice(state, seat);
  const free = state.factions[seat]!.spice - committed;
  if (free < amount)
    return { code: 'INSUFFICIENT_SPICE', message: `you have ${free} spice to spare${committed > 0 ? ` (${committed} more is committed)` : ''}` };
  return null;
}

const bribe: FreeHandler<'bribe'> = {
  rule: '1.12',
  check(state, seat, action) {
    // 0.00: no deal or bribe before the turn begins (1.01.00); set-up and the first storm placement are refused here.
    // 1.12.04: not before the first storm is placed (0.16); 1.12.05: not from the Mentat Pause on (bribes made
    // then could no longer be collected this turn).
    if (state.phase === 'setup' || (state.phase === 'storm' && state.turn === 1)) return notEligible('1.12.04: no bribes during set-up');
    if (state.phase === 'mentat-pause') return notEligible('1.12.05: no bribes once the Mentat Pause has begun');
    // A plug-in may forbid bribes for a while (CH.inflation: while the Inflation token shows Double).
    for (const p of plugins()) {
      const why = p.bribesRefused?.(state);
      if (why) return notEligible(why);
    }
    // 1.10.02.04: allies give each other no spice (1.12.01: they may deal, but not with spice); the Emperor's gift to
    // its ally (2.03.06) is a power of its own, below.
    if (allyOf(state, seat) === action.to) return notEligible('1.10.02.04, 1.12.01: allies cannot bribe each other');
    return payment(state, seat, action.to, action.amount);
  },
  apply(ctx, seat, action) {
    ctx.ownFaction(seat).spice -= action.amount;
    // 1.12.02: in front of the recipient's shield until its Mentat Pause collection (1.09.01).
    receive(ctx, action.to, pay(ctx, seat, action.to, action.amount, 'bribes').reaches, 'bribes');
    ctx.emit({ type: 'bribe-paid', from: seat, to: action.to, amount: action.amount });
  },
};

const giveSpice: FreeHandler<'give-spice'> = {
  rule: '2.03.06',
  check(state, seat, action) {
    if (seat !== 'emperor') return notEligible('2.03.06: only the Emperor may give spice to an ally (1.10.02.04)');
    if (allyOf(state, seat) !== action.to) return notEligible(`2.03.06: ${action.to} is not your ally`);
    return payment(state, seat, action.to, action.amount);
  },
  apply(ctx, seat, action) {
    ctx.ownFaction(seat).spice -= action.amount;
    ctx.ownFaction(action.to).spice += action.amount;
    ctx.emit({ type: 'spice-given', from: seat, to: action.to });
    for (const party of [seat, action.to]) ctx.emit({ type: 'spice-given-amount', from: seat, to: action.to, amount: action.amount }, party);
  },
};

const karamaPrevent: FreeHandler<'karama-prevent'> = { rule: '3.01.11.02', check: checkKaramaPrevent, apply: applyKaramaPrevent };

const karamaPower: FreeHandler<'karama-power'> = { rule: '3.01.11.05', check: checkKaramaPower, apply: applyKaramaPower };

/** Every free action's handler, the core's and the plug-ins' (the composition root joins them). */
export type FreeHandlerTable = { [T in FreeActionType]: FreeHandler<T> };

/** The core's free actions; the plug-ins add theirs (Plugin.freeActions). */
export const CORE_FREE_HANDLERS = {
  bribe,
  'give-spice': giveSpice,
  'karama-prevent': karamaPrevent,
  'karama-power': karamaPower,
};

export function isFreeAction(action: { type: string }): action is FreeAction {
  return isFreeActionType(action.type);
}

/** Checks a free action; returns the rejection or null. */
export function checkFree(state: Draft, seat: Faction, action: FreeAction): EngineError | null {
  const handler = freeHandlerOf(action.type) as FreeHandler<FreeActionType>;
  const problem = handler.check(state, seat, action as never);
  return problem ? { code: problem.code, message: `${handler.rule}: ${problem.message}` } : null;
}

export function applyFree(ctx: Context, seat: Faction, action: FreeAction): void {
  (freeHandlerOf(action.type) as FreeHandler<FreeActionType>).apply(ctx, seat, action as never);
}
