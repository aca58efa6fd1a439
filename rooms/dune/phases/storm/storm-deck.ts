// 2.04.13 STORM RULE (Advanced game with the Fremen): after the first storm the Fremen draw a card from the Storm
// Deck face down; each later Storm Phase reveals it, the storm moves that many sectors instead of by the battle
// wheels, and the card goes back into the deck, which is shuffled for the next draw at the end of the phase.
// 2.04.14 THERE'S A STORM COMING: the Fremen alone see the card they drew (their private view and a private event).
import type { Context } from '../../context.ts';
import { randomInt } from '../../rng.ts';
import type { Draft } from '../../types.ts';
import { stormRound } from './round.ts';

/** The Storm Deck: one card of each value. Every card is back in the deck before each draw. */
export const STORM_DECK = [1, 2, 3, 4, 5, 6] as const;

/** Whether this game moves the storm by the Fremen's Storm Deck (turns 2 and later). */
export function usesStormDeck(state: Draft): boolean {
  return state.config.advanced && state.factions.fremen !== undefined;
}

/**
 * Whether this storm moves by the Fremen's card. A game stored before the Storm Deck was built holds no card: its
 * storm is dialed once more, and the card drawn at the end of that phase takes over (drawStormCard).
 */
export function movesByStormCard(state: Draft): boolean {
  return usesStormDeck(state) && state.storm.card !== undefined && state.storm.card !== null;
}

/** Draws the next storm card for the Fremen (the whole deck shuffled: a uniform draw). */
export function drawStormCard(ctx: Context): void {
  if (!usesStormDeck(ctx.state)) return;
  const card = STORM_DECK[randomInt(ctx.state.rng, STORM_DECK.length)]!;
  ctx.own('storm').card = card;
  ctx.emit({ type: 'storm-card-drawn', card }, 'fremen');
}

/** Reveals the Fremen's storm card: it is this phase's storm movement. */
export function revealStormCard(ctx: Context): void {
  const card = ctx.state.storm.card;
  if (card === undefined || card === null) throw new Error('no storm card was drawn');
  ctx.own('storm').card = null;
  stormRound(ctx).movement = card;
  ctx.emit({ type: 'storm-card-revealed', card, movement: card });
}
