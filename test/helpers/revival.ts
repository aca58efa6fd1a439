// Helpers for mid-game scenarios of the Revival (1.05) and Spice Collection (1.08) phases: a played set-up, edited
// directly, then the phase entered through its module.
import { createGame, CLASSIC_FACTIONS, type Faction, type GameEvent, type GameState } from '../../rooms/dune/index.ts';
import { Context } from '../../rooms/dune/context.ts';
import type { PhaseModule } from '../../rooms/dune/phases/handler.ts';
import { advance } from '../../rooms/dune/phases/turn.ts';
import type { Phase, TreacheryCardId } from '../../rooms/dune/types.ts';
import { playSetup } from './engine.ts';

/** Six factions in listed seating after set-up, with nothing pending, empty tanks and 10 spice each. */
export function midGame(seed = 'revival', factions: Faction[] = [...CLASSIC_FACTIONS], advanced = false): GameState {
  const state = structuredClone(playSetup(createGame({ factions, seed, seating: 'listed', advanced })).state);
  state.pending = [];
  state.secretGroups = [];
  state.round = null;
  state.firstPlayer = factions[0]!;
  for (const f of factions) state.factions[f]!.spice = 10;
  return state;
}

/** Moves forces of a faction from reserves to the tanks (custody kept). */
export function toTanks(state: GameState, faction: Faction, regular: number, elite = 0): void {
  const fs = state.factions[faction]!;
  fs.reserves.regular -= regular;
  fs.reserves.elite -= elite;
  fs.tanks.regular += regular;
  fs.tanks.elite += elite;
}

/** Moves a treachery card from wherever it is (deck, discard, a hand) into a faction's hand. */
export function giveCard(state: GameState, faction: Faction, card: TreacheryCardId): void {
  state.decks.treachery = state.decks.treachery.filter((c) => c !== card);
  state.decks.treacheryDiscard = state.decks.treacheryDiscard.filter((c) => c !== card);
  for (const f of state.seating) state.factions[f]!.hand = state.factions[f]!.hand.filter((c) => c !== card);
  state.factions[faction]!.hand.push(card);
}

/** Starts `module`'s phase on a copy of the state and runs the game forward like the engine does. */
export function enterPhase(state: GameState, phase: Phase, module: PhaseModule, run = true): { state: GameState; events: GameEvent[] } {
  const ctx = new Context(structuredClone(state));
  ctx.state.phase = phase;
  ctx.state.step = '';
  ctx.state.round = null;
  module.enter(ctx);
  if (run) advance(ctx);
  return { state: ctx.done(), events: ctx.events };
}
