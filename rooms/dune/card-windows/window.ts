// Opening and closing card play windows (types.ts). The cards played in them are plug-ins (extension-points/cards.ts
// `windowCard`): a window offers the families whose plug-in plays them in it, in the composition root's order, that
// are in this game's deck, and opens only when some seat asked holds a card at all.
import { familyOf, inPlay, type TreacheryFamily } from '../cards/treachery.ts';
import type { Context } from '../context.ts';
import { plugins } from '../extension-points.ts';
import { stormOrder } from '../storm-order.ts';
import type { Faction, Draft, TreacheryCardId } from '../types.ts';
import type { ActionHandler } from '../phases/handler.ts';
import { applyWindowCard, mayPlayNow } from './effects.ts';
import { resumePending } from '../interrupts.ts';
import type { CardWindowKind, CardWindowView } from './types.ts';
import { rulesEdition } from '../rules-edition.ts';

/** The families a window of this kind offers now: those the plug-ins play in it that are in this game's deck. */
export function windowFamilies(state: Draft, window: CardWindowKind): TreacheryFamily[] {
  // A phase-start window opens in the phases of a turn, and not before the first storm (nothing to play it on).
  if (window === 'phase-start' && (state.phase === 'setup' || state.phase === 'game-over' || state.turn < 1 || (state.phase === 'storm' && state.turn === 1)))
    return [];
  const families: TreacheryFamily[] = [];
  for (const { windowCard: card } of plugins())
    if (card && inPlay(state.config.cards, rulesEdition(state), card.family) && card.playableIn(state, window)) families.push(card.family);
  return families;
}

/**
 * Asks every seat holding a card (or, for a battle's window, every battling seat holding one); returns false, and
 * opens nothing, when no family applies or no such hand holds a card.
 */
export function openCardWindow(
  ctx: Context,
  window: CardWindowKind,
  among: readonly Faction[] = ctx.state.seating,
  candidates?: { faction: Faction; card: TreacheryCardId }[],
): boolean {
  const offered = windowFamilies(ctx.state, window);
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

/** Whether a family was played in this phase's start window (read as the phase begins: extension-points/cards.ts). */
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
    return mayPlayNow(decision, action.card, action);
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
      if (card !== undefined) applyWindowCard(ctx, f, card, { mode: window.modes?.[f], take: window.takes?.[f] });
    }
    // A window on discards interrupted the game: the decisions it put aside come back.
    if (window.window === 'discarded') resumePending(ctx.state);
  },
};

export function cardWindowView(state: Draft): CardWindowView {
  const w = state.cardWindow;
  return w?.open
    ? { window: w.window, phase: w.phase, families: [...w.families], ...(w.candidates ? { candidates: w.candidates.map((c) => ({ ...c })) } : {}) }
    : null;
}
