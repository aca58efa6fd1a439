// Drawing from the treachery deck (0.06): cards come off the top; when the deck runs out, the discard pile is
// shuffled (through state.rng) to restock it. Any phase that draws treachery cards uses these helpers, so the
// reshuffle happens the same way everywhere. Callers emit the events (card identities go to one seat only).
import { plugins } from '../extension-points.ts';
import { own, ownFaction } from '../draft.ts';
import { shuffled } from '../rng.ts';
import type { Faction, Draft, TreacheryCardId } from '../types.ts';

export interface TreacheryDraw {
  /** The card drawn, or null when both the deck and the discard pile are empty. */
  card: TreacheryCardId | null;
  /** How many discarded cards were shuffled into the deck before this draw (0 when no reshuffle was needed). */
  reshuffled: number;
}

/**
 * A plug-in's custody lock on the discard pile (a Nullentropy Box search holds it): no path may draw from or discard
 * onto it until the lock ends. Interrupts already stop every such path; this is the defense in depth the contract asks for.
 */
function assertPileUnlocked(state: Draft): void {
  const locked = plugins().find((p) => p.discardPileLocked?.(state) === true);
  if (locked) throw new Error(`the treachery discard pile is locked by ${locked.name}`);
}

/** 0.06: restocks an empty treachery deck from the shuffled discard pile. Returns how many cards it took. */
export function restockTreachery(state: Draft): number {
  assertPileUnlocked(state);
  if (state.decks.treachery.length > 0 || state.decks.treacheryDiscard.length === 0) return 0;
  const decks = own(state, 'decks');
  decks.treachery = shuffled(state.rng, decks.treacheryDiscard);
  const count = decks.treacheryDiscard.length;
  decks.treacheryDiscard = [];
  return count;
}

/** Takes the top card of the treachery deck, reshuffling the discard pile first if the deck is empty (0.06). */
export function drawTreachery(state: Draft): TreacheryDraw {
  const reshuffled = restockTreachery(state);
  const card = own(state, 'decks').treachery.shift() ?? null;
  return { card, reshuffled };
}

/** Draws up to `count` cards one by one (each may trigger a reshuffle); fewer when every pile runs dry. */
export function drawTreacheryCards(state: Draft, count: number): { cards: TreacheryCardId[]; reshuffled: number } {
  const cards: TreacheryCardId[] = [];
  let reshuffled = 0;
  for (let i = 0; i < count; i++) {
    const draw = drawTreachery(state);
    reshuffled += draw.reshuffled;
    if (draw.card === null) break;
    cards.push(draw.card);
  }
  return { cards, reshuffled };
}

/** Puts cards back on top of the treachery deck so that `cards[0]` is drawn first (1.04.09 bought-in). */
export function returnToTopOfTreachery(state: Draft, cards: readonly TreacheryCardId[]): void {
  own(state, 'decks').treachery.unshift(...cards);
}

/**
 * Puts cards a faction played or discarded onto the treachery discard pile, face up, and records who discarded
 * them: a Semuta Drug may take a card another player has just discarded (card-windows/semuta.ts).
 */
export function toDiscard(state: Draft, faction: Faction, cards: readonly TreacheryCardId[]): void {
  assertPileUnlocked(state);
  own(state, 'decks').treacheryDiscard.push(...cards);
  state.discards.push(...cards.map((card) => ({ faction, card })));
}

/** Moves a card from one faction's hand to another's (given, or sold outside the row). */
export function passCard(state: Draft, from: Faction, to: Faction, card: TreacheryCardId): void {
  const hand = ownFaction(state, from).hand;
  const at = hand.indexOf(card);
  if (at < 0) throw new Error(`card ${card} is not in ${from}'s hand`);
  hand.splice(at, 1);
  ownFaction(state, to).hand.push(card);
}

/** Moves a card from a faction's hand to the treachery discard pile (played or discarded face up). */
export function discardFromHand(state: Draft, faction: Faction, card: TreacheryCardId): void {
  const hand = ownFaction(state, faction).hand;
  const at = hand.indexOf(card);
  if (at < 0) throw new Error(`card ${card} is not in ${faction}'s hand`);
  hand.splice(at, 1);
  toDiscard(state, faction, [card]);
}
