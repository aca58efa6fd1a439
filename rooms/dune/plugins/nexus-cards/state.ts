// The Nexus cards' part of the game state (present only in a game that plays the module), and the moves of its cards.
import type { Context } from '../../context.ts';
import type { CancelAbility } from '../../karama/types.ts';
import { shuffled } from '../../rng.ts';
import { FACTIONS, type Draft, type Faction, type GameState } from '../../types.ts';
import type { NexusCardId, NexusCardsState, NexusEffect, NexusUse } from './types.ts';

export const playsNexusCards = (state: Pick<Draft, 'config'>): boolean => state.config.modules?.includes('nexus-cards') ?? false;

/** The module's state, or null in a game without it. */
export const nexusOf = (state: Draft): NexusCardsState | null => (state as { nexusCards?: NexusCardsState }).nexusCards ?? null;

/** NX.deck: the twelve cards, shuffled, whoever sits: a card of a faction not seated is a Secret Ally's. */
export function setUpNexusCards(state: GameState): void {
  if (playsNexusCards(state)) state.nexusCards = { deck: shuffled(state.rng, FACTIONS), discard: [], held: {}, lasting: [] };
}

/** The card `faction` holds, or null. */
export const heldBy = (state: Draft, faction: Faction): NexusCardId | null => nexusOf(state)?.held[faction] ?? null;

/** The held card goes to the discards, face up; returns it (null: none was held). */
export function discardHeld(ctx: Context, faction: Faction, cause: 'replaced' | 'own' | 'alliance'): NexusCardId | null {
  const part = nexusOf(ctx.state);
  const card = part?.held[faction];
  if (!part || card === undefined) return null;
  delete part.held[faction];
  part.discard.push(card);
  ctx.emit({ type: 'nexus-card-discarded', faction, card, cause });
  return card;
}

/** The top card to `faction`'s hand (the discards shuffled into a new pile when it is empty); null when none is left. */
export function drawTo(ctx: Context, faction: Faction): NexusCardId | null {
  const part = nexusOf(ctx.state)!;
  if (part.deck.length === 0 && part.discard.length > 0) {
    part.deck = shuffled(ctx.state.rng, part.discard);
    part.discard = [];
    ctx.emit({ type: 'nexus-deck-shuffled', count: part.deck.length });
  }
  const card = part.deck.shift();
  if (card === undefined) return null;
  part.held[faction] = card;
  ctx.emit({ type: 'nexus-card-drawn-card', card }, faction);
  return card;
}

/** The card is played: to the discards, announced with its use. */
export function spend(ctx: Context, faction: Faction, use: NexusUse, effect: NexusEffect | CancelAbility): void {
  const part = nexusOf(ctx.state)!;
  const card = part.held[faction]!;
  delete part.held[faction];
  part.discard.push(card);
  ctx.emit({ type: 'nexus-card-played', faction, card, use, effect });
}

/** Whether an effect played by `faction` lasts now (this turn). */
export const lasting = (state: Draft, effect: NexusEffect, faction?: Faction): boolean =>
  nexusOf(state)?.lasting.some((l) => l.effect === effect && l.turn === state.turn && (faction === undefined || l.faction === faction)) ?? false;
