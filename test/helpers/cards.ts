// Scenarios with every card set in play: a finished 6-faction set-up, forces back in reserves, hands empty and the
// whole box in the deck; then a phase of turn 2 started through the turn runner.
import { createGame, type Faction, type GameEvent, type GameState, type TreacheryCardId } from '../../rooms/dune/index.ts';
import { Context } from '../../rooms/dune/context.ts';
import { advance, startPhase } from '../../rooms/dune/phases/turn.ts';
import { deckIds } from '../../rooms/dune/cards/treachery.ts';
import { CARD_SETS } from '../../rooms/dune/types.ts';
import { atPhaseStart, playSetup, returnForcesToReserves } from './engine.ts';
import { rulesEdition } from '../../rooms/dune/rules-edition.ts';

export const ALL: Faction[] = ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'guild'];

let cached: GameState | null = null;

/** The set-up done, every force back in reserves, every hand and the discard pile empty, the whole box in the deck. */
export function allCardsBoard(): GameState {
  if (!cached) {
    const s = structuredClone(playSetup(createGame({ factions: ALL, seed: 'windows', seating: 'listed', cards: [...CARD_SETS] })).state);
    returnForcesToReserves(s);
    s.spice = [];
    for (const f of s.seating) s.factions[f]!.hand = [];
    s.decks.treachery = deckIds(s.config.cards, rulesEdition(s));
    s.decks.treacheryDiscard = [];
    cached = s;
  }
  return structuredClone(cached);
}

export { give } from './battle.ts';

/** Moves the named cards from the deck onto the discard pile, in order (the last one on top). */
export function discard(s: GameState, ...cards: TreacheryCardId[]): void {
  for (const c of cards) {
    s.decks.treachery.splice(s.decks.treachery.indexOf(c), 1);
    s.decks.treacheryDiscard.push(c);
  }
}

/** Starts `phase` of turn 2 through the turn runner, after `edit`. */
export function begin(phase: GameState['phase'], edit: (s: GameState) => void): { state: GameState; events: GameEvent[] } {
  const s = atPhaseStart(allCardsBoard(), phase, 2);
  edit(s);
  const ctx = new Context(s);
  startPhase(ctx, phase);
  advance(ctx);
  return { state: ctx.done(), events: ctx.events };
}
