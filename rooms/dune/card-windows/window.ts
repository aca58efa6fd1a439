// Opening and closing card play windows (types.ts). Which windows a game has depends on its card sets: a window
// opens only for families that are in the game's deck, and only when some seat holds a card at all.
import { familyOf, inPlay, type TreacheryFamily } from '../cards/treachery.ts';
import type { Context } from '../context.ts';
import { stormOrder } from '../storm-order.ts';
import type { Faction, Draft, Phase, TreacheryCardId } from '../types.ts';
import type { ActionHandler } from '../phases/handler.ts';
import { applyWindowCard, mayPlayNow } from './effects.ts';
import { resumePending } from '../interrupts.ts';
import type { CardWindowKind, CardWindowView } from './types.ts';
import { rulesEdition } from '../rules-edition.ts';

/** The families among `families` that are in this game's deck. */
function inDeck(state: Draft, families: readonly TreacheryFamily[]): TreacheryFamily[] {
  return families.filter((f) => inPlay(state.config.cards, rulesEdition(state), f));
}

/** Phases whose turns follow turnOrder, where a Juice of Sapho may put its player first or last. */
export const TURN_ORDER_PHASES: readonly Phase[] = ['bidding', 'revival', 'shipment-movement', 'battle'];

/** The families a phase-start window offers: Amal in any phase, Thumper for the spice blow, Recruits for revival. */
export function phaseStartFamilies(state: Draft, phase: Phase): TreacheryFamily[] {
  if (phase === 'setup' || phase === 'game-over' || state.turn < 1 || (phase === 'storm' && state.turn === 1)) return [];
  const families: TreacheryFamily[] = ['amal'];
  // Thumper: a sandworm instead of the first card; on turn 1 a worm would only be set aside (1.02.02).
  if (phase === 'spice-blow' && state.turn > 1) families.push('thumper');
  if (phase === 'revival') families.push('recruits');
  // Juice of Sapho: first or last in a phase that goes by turn order (storm-order.ts turnOrder).
  if (TURN_ORDER_PHASES.includes(phase)) families.push('juice-of-sapho');
  return inDeck(state, families);
}

/**
 * Asks every seat holding a card (or, for a battle's window, every battling seat holding one); returns false, and
 * opens nothing, when no family applies or no such hand holds a card.
 */
export function openCardWindow(
  ctx: Context,
  window: CardWindowKind,
  families: readonly TreacheryFamily[],
  among: readonly Faction[] = ctx.state.seating,
  candidates?: { faction: Faction; card: TreacheryCardId }[],
): boolean {
  const offered = inDeck(ctx.state, families);
  const seats = ctx.state.seating.filter((f) => among.includes(f) && ctx.faction(f).hand.length > 0);
  if (offered.length === 0 || seats.length === 0) return false;
  const phase = ctx.state.phase;
  const listed = candidates ? { candidates: candidates.map((c) => ({ ...c })) } : {};
  ctx.state.cardWindow = { window, phase, families: [...offered], played: {}, open: true, ...listed };
  ctx.openSecret('card-window', seats, (seat) => ({
    kind: 'card-window',
    seat,
    window,
    phase,
    families: [...offered],
    ...(candidates ? { candidates: candidates.map((c) => ({ ...c })) } : {}),
  }));
  return true;
}

/** Whether a family was played in this phase's start window (read by the phase when it begins). */
export function playedAtPhaseStart(state: Draft, family: TreacheryFamily): boolean {
  const w = state.cardWindow;
  return w !== null && w.window === 'phase-start' && w.phase === state.phase && !w.open && Object.values(w.played).some((id) => familyOf(id!) === family);
}

export const cardWindow: ActionHandler<'card-window'> = {
  type: 'card-window',
  rule: 'expansion cards',
  check(state, decision, action) {
    if (action.card === null) return action.mode === undefined && action.take === undefined ? null : 'a pass names nothing else';
    if (!state.factions[decision.seat]!.hand.includes(action.card)) return { code: 'NOT_HELD', message: `${action.card} is not in your hand` };
    if (!decision.families.includes(familyOf(action.card))) return `${action.card} cannot be played now (this window takes ${decision.families.join(', ')})`;
    return mayPlayNow(decision, action.card, action.mode, action.take);
  },
  apply(ctx, decision, action) {
    const window = ctx.state.cardWindow;
    if (!window?.open) throw new Error('no card window is open');
    if (action.card !== null) window.played[decision.seat] = action.card;
    if (action.card !== null && action.mode !== undefined) {
      window.modes ??= {};
      window.modes[decision.seat] = action.mode;
    }
    if (action.card !== null && action.take !== undefined) {
      window.takes ??= {};
      window.takes[decision.seat] = action.take;
    }
    if (!ctx.close(decision)) return;
    window.open = false;
    // Every card played takes effect, in storm order (each family has one card in the box).
    for (const f of stormOrder(ctx.state)) {
      const card = window.played[f];
      if (card !== undefined) applyWindowCard(ctx, f, card, window.modes?.[f], window.takes?.[f]);
    }
    // A Semuta Drug window interrupted the game: the decisions it put aside come back.
    if (window.window === 'discarded') resumePending(ctx.state);
  },
};

export function cardWindowView(state: Draft): CardWindowView {
  const w = state.cardWindow;
  return w?.open
    ? { window: w.window, phase: w.phase, families: [...w.families], ...(w.candidates ? { candidates: w.candidates.map((c) => ({ ...c })) } : {}) }
    : null;
}
