// Builds Spice Blow scenarios: a game played through set-up, then edited into the start of the Spice Blow phase of
// any turn with a chosen spice deck, discard pile, storm and board, and run forward by the real turn sequence.
import { createGame, CLASSIC_FACTIONS, type Faction, type GameEvent, type GameState, type SpiceCardId, type TerritoryId } from '../../rooms/dune/index.ts';
import { SPICE_CARDS } from '../../rooms/dune/cards/spice.ts';
import { Context } from '../../rooms/dune/context.ts';
import { addForces } from '../../rooms/dune/board/forces.ts';
import { addSpice } from '../../rooms/dune/board/spice.ts';
import { advance } from '../../rooms/dune/phases/turn.ts';
import { spiceBlowPhase } from '../../rooms/dune/phases/spice-blow/index.ts';
import { atPhaseStart, passKaramaWindows, playSetup } from './engine.ts';

/** Set-up and the first storm, answered by the legal-move bot; stops when turn 1's storm has been placed. */
export function afterSetup(seed = 'spice-blow', factions: Faction[] = [...CLASSIC_FACTIONS]): GameState {
  return playSetup(createGame({ factions, seed, seating: 'listed' })).state;
}

export interface Scenario {
  /** 'open' leaves Karama windows (3.01.11.01) open; by default every seat asked passes. */
  karama?: 'open';
  turn?: number;
  /** Cards on top of the deck, in order; the rest of the cards not in `discard` follow. */
  top?: SpiceCardId[];
  discard?: SpiceCardId[];
  /** The rest of the deck is dropped (the discard pile holds every other card) when true. */
  emptyDeck?: boolean;
  storm?: number;
  firstPlayer?: Faction;
  alliances?: [Faction, Faction][];
  /** Forces placed from reserves: [faction, territory, sector, count]. */
  forces?: [Faction, TerritoryId, number, number][];
  spice?: [TerritoryId, number, number][];
  /** Clear every force from the board first (back to reserves). */
  clearBoard?: boolean;
}

/** Moves forces from a faction's reserves onto the board, keeping custody. */
export function place(state: GameState, faction: Faction, territory: TerritoryId, sector: number, count: number): void {
  const reserves = state.factions[faction]!.reserves;
  if (reserves.regular < count) throw new Error(`${faction} lacks ${count} reserves`);
  reserves.regular -= count;
  addForces(state, { faction, territory, sector }, { regular: count });
}

/** Enters the Spice Blow phase of the scenario and runs until a decision is pending or the phase is left. */
export function startSpiceBlow(base: GameState, sc: Scenario): { state: GameState; events: GameEvent[] } {
  const s = atPhaseStart(base, 'spice-blow', sc.turn ?? 2);
  s.victory = null;
  s.spice = [];
  if (sc.clearBoard) {
    for (const stack of s.forces) {
      const r = s.factions[stack.faction]!.reserves;
      r.regular += stack.regular + stack.advisors;
      r.elite += stack.elite;
    }
    s.forces = [];
  }
  const discard = sc.discard ?? [];
  const top = sc.top ?? [];
  const rest = SPICE_CARDS.map((c) => c.id).filter((id) => !top.includes(id) && !discard.includes(id));
  s.decks.spice = sc.emptyDeck ? [...top] : [...top, ...rest];
  s.decks.spiceDiscard = sc.emptyDeck ? [...discard, ...rest] : [...discard];
  if (sc.storm !== undefined) s.storm.sector = sc.storm;
  if (sc.firstPlayer) s.firstPlayer = sc.firstPlayer;
  s.alliances = (sc.alliances ?? []).map(([a, b]) => [a, b] as [Faction, Faction]);
  for (const [f, t, sector, n] of sc.forces ?? []) place(s, f, t, sector, n);
  for (const [t, sector, n] of sc.spice ?? []) addSpice(s, t, sector, n);
  const ctx = new Context(s);
  spiceBlowPhase.enter(ctx);
  advance(ctx);
  if (sc.karama === 'open') return { state: ctx.done(), events: ctx.events };
  const passed = passKaramaWindows(ctx.done());
  return { state: passed.state, events: [...ctx.events, ...passed.events] };
}

/** Events of one type, typed. */
export function ofType<T extends GameEvent['type']>(events: GameEvent[], type: T): Extract<GameEvent, { type: T }>[] {
  return events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
}
