// Nullentropy Box search (types.ts): begin (a free action) validates everything before charging, charges 2 spice
// once and interrupts the game (interrupts.ts) with one private decision bound to its event id; select moves exactly
// one non-Box card to the hand, shuffles the rest once with the engine's RNG, discards the Box on top and resumes the
// interrupted game. While the search is open the pile is locked (plugin.ts: cards/deck.ts refuses draws and discards).
import { own } from '../../draft.ts';
import { pay } from '../../payments.ts';
import { promisedSpice } from '../../promised-spice.ts';
import { familyOf } from '../../cards/treachery.ts';
import { committedCards } from '../../cards/committed.ts';
import { handLimit } from '../../phases/bidding/eligibility.ts';
import { discardFromHand } from '../../cards/deck.ts';
import type { Context } from '../../context.ts';
import { isInterrupted, resumePending, suspendPending } from '../../interrupts.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import { shuffled } from '../../rng.ts';
import type { EngineError, Faction, Draft, TreacheryCardId } from '../../types.ts';
import { NULLENTROPY_FEE, type NullentropyBeginAction } from './types.ts';

const isBox = (id: TreacheryCardId): boolean => familyOf(id) === 'nullentropy-box';
const problem = (code: EngineError['code'], message: string): EngineError => ({ code, message });

/**
 * Whether a search may begin, checked before anything is charged or shown. Every reason depends only on the
 * seat's own hand and spice and on public facts (the pile's size, the phase): never on another seat's cards.
 */
export function beginProblem(state: Draft, seat: Faction, card: TreacheryCardId): EngineError | null {
  if (state.phase === 'setup' || state.phase === 'game-over') return problem('NOT_ELIGIBLE', 'not during set-up or after the game');
  if (isInterrupted(state)) return problem('NOT_ELIGIBLE', 'the game is interrupted; wait until it is settled');
  const fs = state.factions[seat]!;
  if (!fs.hand.includes(card) || !isBox(card)) return problem('NOT_HELD', `no Nullentropy Box ${card} in your hand`);
  if (committedCards(state, seat).includes(card)) return problem('NOT_ELIGIBLE', 'that Box is committed to a play not yet resolved');
  // The exchange keeps a hand at its size; a hand already over its limit must discard down first (the contract).
  if (fs.hand.length > handLimit(state, seat))
    return problem('OVER_LIMIT', `your hand holds ${fs.hand.length} cards, over its limit of ${handLimit(state, seat)}: discard down first`);
  const free = fs.spice - promisedSpice(state, seat);
  if (free < NULLENTROPY_FEE)
    return problem('INSUFFICIENT_SPICE', `the search costs ${NULLENTROPY_FEE} spice you have not promised elsewhere (${Math.max(0, free)} free)`);
  // Only one Box is in the box and it is in this hand, so every card on the pile is a candidate.
  if (state.decks.treacheryDiscard.length === 0) return problem('NOT_ELIGIBLE', 'the discard pile is empty: there is nothing to search for');
  // Capacity: the Box leaves the hand as the card comes in (an atomic exchange, RULES.md), so the hand never grows.
  return null;
}

export function beginSearch(ctx: Context, seat: Faction, action: NullentropyBeginAction): void {
  const { state } = ctx;
  ctx.ownFaction(seat).spice -= NULLENTROPY_FEE;
  pay(ctx, seat, 'bank', NULLENTROPY_FEE);
  ctx.emit({ type: 'nullentropy-search-begun', faction: seat, box: action.card, paid: NULLENTROPY_FEE });
  suspendPending(state);
  const pile = [...state.decks.treacheryDiscard];
  // A stable display order (sorted ids): the pile's physical order is not shown, even to the searcher.
  const candidates = [...new Set(pile.filter((id) => !isBox(id)))].sort();
  const decision = ctx.open({ kind: 'nullentropy', seat, box: action.card, candidates });
  state.nullentropy = { faction: seat, box: action.card, event: decision.id, pile };
}

export const nullentropySelect: ActionHandler<'nullentropy'> = {
  type: 'nullentropy',
  rule: 'richese.nullentropy-box',
  check(state, decision, action) {
    const search = state.nullentropy ?? null;
    if (!search || search.event !== decision.id || search.faction !== decision.seat) throw new Error('the Nullentropy search and its decision disagree');
    if (!decision.candidates.includes(action.card) || !state.decks.treacheryDiscard.includes(action.card))
      return `take one of the cards in the discard pile other than a Nullentropy Box`;
    return null;
  },
  apply(ctx, decision, action) {
    const { state } = ctx;
    const search = state.nullentropy!;
    // The custody lock ends here: the settlement below is the one path allowed to touch the pile.
    state.nullentropy = null;
    ctx.close(decision);
    const pile = [...state.decks.treacheryDiscard];
    pile.splice(pile.indexOf(action.card), 1);
    ctx.ownFaction(search.faction).hand.push(action.card);
    ctx.emit({ type: 'nullentropy-card-taken', faction: search.faction, card: action.card }, search.faction);
    own(state, 'decks').treacheryDiscard = shuffled(state.rng, pile);
    // The Box goes on top: the one discard of this card (a Semuta Drug may react to it, not to the search).
    discardFromHand(state, search.faction, search.box);
    ctx.emit({ type: 'nullentropy-search-ended', faction: search.faction, box: search.box });
    resumePending(state);
  },
};
