// 3.01.11.01 Karama windows: when a ✷ ability is about to be used, every seat that could cancel it is asked at
// once, secretly, whether it plays a Karama card. Everyone who could cancel is asked whether or not it holds one,
// so a window never tells who holds a Karama; the SDK answers for seats without one (client-sdk, PROTOCOL.md).
import { cloneJson } from '../clone.ts';
import type { Context } from '../context.ts';
import type { ActionHandler } from '../phases/handler.ts';
import { stormOrder } from '../storm-order.ts';
import type { ActionType, Decision, DecisionAction, Faction, Draft } from '../types.ts';
import { sameDecision } from '../ids.ts';
import { betrayalOnly, isCancelled } from './abilities.ts';
import { plugins } from '../extension-points.ts';
import { playsEdition } from '../rules-edition.ts';
import type { AbilityUse, KaramaState, KaramaView, Resume } from './types.ts';

export function emptyKarama(): KaramaState {
  return { window: null, prevented: [] };
}

/** What everyone sees: the window's uses and who is asked, never the answers. */
export function karamaView(state: Draft): KaramaView {
  const w = state.karama.window;
  return {
    window: w ? { id: w.id, uses: cloneJson(w.uses), asked: [...w.asked] } : null,
    prevented: state.karama.prevented.map((p) => ({ ...p })),
    powersUsed: [...(state.karama.powersUsed ?? [])],
  };
}

/** A seat may cancel a use unless the ability is its own or used for its benefit. */
export function mayCancel(use: AbilityUse, seat: Faction): boolean {
  return use.owner !== seat && use.user !== seat;
}

/**
 * Seats that could cancel at least one of `uses`, in storm order. A seat with no cards is not asked: hand sizes
 * are public (1.11.02), so leaving it out tells nobody anything.
 */
function askedFor(state: Draft, uses: readonly AbilityUse[]): Faction[] {
  // NX.betrayal: a seat holding a Nexus card is asked too (holding one is public; which, never); where no Karama could
  // cancel any use, only those seats.
  const karama = uses.some((u) => !betrayalOnly(u.ability));
  const holds = (f: Faction) => (karama && state.factions[f]!.hand.length > 0) || plugins().some((p) => p.asksInWindows?.(state, f) ?? false);
  return stormOrder(state).filter((f) => holds(f) && uses.some((u) => mayCancel(u, f)));
}

/** Opens a window for `uses`; returns false (and changes nothing) when nobody could cancel them. */
function openWindow(ctx: Context, uses: AbilityUse[], resume: Resume, attempt: DecisionAction | null): boolean {
  const asked = askedFor(ctx.state, uses);
  if (uses.length === 0 || asked.length === 0) return false;
  // The window is public (its opening event names it), so its id is a public one.
  const id = ctx.nextId('everyone');
  ctx.state.karama.window = { id, uses, resume, asked, answers: {} };
  ctx.emit({ type: 'karama-window-opened', window: id, uses, attempt, asked });
  ctx.openSecret('karama-window', asked, (seat) => ({ kind: 'karama-window', seat, window: id, uses, attempt }));
  return true;
}

/**
 * Automatic effects of ✷ abilities (a payment, a free card, forces spared by a sandworm): opens a window and
 * returns true, and the caller stops until it closes (karama/effects.ts settles each use); returns false when
 * nobody could cancel, and the caller applies the effects itself.
 */
export function openEffectWindow(ctx: Context, uses: AbilityUse[]): boolean {
  return openWindow(ctx, uses, { kind: 'effects' }, null);
}

/**
 * A checked action whose handler uses ✷ abilities: instead of applying it, takes its decision out of play and
 * opens a window (karama/resume.ts applies or retakes it). Returns false when there is nothing to ask.
 */
export function interceptAction<T extends ActionType>(ctx: Context, handler: ActionHandler<T>, decision: Decision, action: DecisionAction): boolean {
  if (!handler.karama) return false;
  const uses = handler.karama.uses(ctx.state, decision as never, action as never).filter((u) => !isCancelled(decision, u.ability));
  const attempt = cloneJson(action);
  // Rules edition 7: a secret action is not shown to the table while it waits (earlier games showed it, and keep it).
  const secret = handler.karama.secret;
  const hidden = typeof secret === 'function' ? secret(action as never) : secret === true;
  const shown = hidden && playsEdition(ctx.state, 7) ? null : attempt;
  if (!openWindow(ctx, uses, { kind: 'action', decision: cloneJson(decision), action: attempt }, shown)) return false;
  ctx.state.pending = ctx.state.pending.filter((d) => !sameDecision(d, decision));
  return true;
}
