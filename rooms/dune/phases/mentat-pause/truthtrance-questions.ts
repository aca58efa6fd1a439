// 3.01.22 TRUTHTRANCE, policy: the asker picks a question from a fixed menu (types.ts TruthtranceQuestion); the
// engine answers it truthfully from the asked seat's private state and announces question and answer publicly.
// Computing the answer (rather than letting the asked seat type one and rejecting lies) keeps the game from ever
// waiting on a seat that will not answer, and makes a false answer impossible by construction.
import { boxFor, treacheryCard } from '../../cards/treachery.ts';

import { leadersIn } from '../../factions/leaders.ts';
import type { CardSet, Faction, Draft, TreacheryCardId } from '../../types.ts';
import type { TruthtranceQuestion } from './types.ts';
import { isRecord, isSeated } from '../../action-shape.ts';
import { rulesEdition } from '../../rules-edition.ts';

/** Printed card name as a slug: `Cheap Hero` → `cheap-hero` (copies of a card share it). */
export function cardNameSlug(id: TreacheryCardId): string {
  return treacheryCard(id)
    .name.toLowerCase()
    .replace(/[^a-z]+/g, '-');
}

/** The card names a holds-card question may name: those of the cards in this game's sets. */
export function cardNames(sets: readonly CardSet[], edition: number): string[] {
  return [...new Set(boxFor(sets, edition).map((c) => cardNameSlug(c.id)))];
}

const MAX_SPICE_ASKED = 999;
const MAX_CARDS_ASKED = 8; // 2.05.07: the largest hand

/** Why a question is not on the menu for this game, or null. */
export function questionProblem(state: Draft, q: TruthtranceQuestion): string | null {
  if (!isRecord(q)) return 'a question is { about, … }';
  switch (q.about) {
    case 'holds-card':
      return cardNames(state.config.cards, rulesEdition(state)).includes(q.card) ? null : `no card named ${q.card} in this game`;
    case 'spice-at-least':
      return Number.isInteger(q.amount) && q.amount >= 1 && q.amount <= MAX_SPICE_ASKED ? null : `amount must be 1–${MAX_SPICE_ASKED}`;
    case 'cards-at-least':
      return Number.isInteger(q.count) && q.count >= 1 && q.count <= MAX_CARDS_ASKED ? null : `count must be 1–${MAX_CARDS_ASKED}`;
    case 'traitor':
      return state.seating.some((f) => leadersIn(f, state.config.advanced).some((l) => l.id === q.leader)) ? null : `${q.leader} is not a leader in this game`;
    case 'predicted-faction':
      return isSeated(state, q.faction) ? null : `${q.faction} is not in this game`;
    case 'predicted-turn':
      return Number.isInteger(q.turn) && q.turn >= 1 && q.turn <= state.config.maxTurns ? null : `turn must be 1–${state.config.maxTurns}`;
    default:
      return 'ask one of the questions on the menu';
  }
}

/** The truthful answer of `target` (3.01.22: "present or past"; all of these are present facts). */
export function truthfulAnswer(state: Draft, target: Faction, q: TruthtranceQuestion): boolean {
  const fs = state.factions[target]!;
  switch (q.about) {
    case 'holds-card':
      return fs.hand.some((c) => cardNameSlug(c) === q.card);
    case 'spice-at-least':
      return fs.spice >= q.amount;
    case 'cards-at-least':
      return fs.hand.length >= q.count;
    case 'traitor':
      return fs.traitors.includes(q.leader);
    case 'predicted-faction':
      return fs.prediction?.faction === q.faction;
    case 'predicted-turn':
      return fs.prediction?.turn === q.turn;
  }
}
