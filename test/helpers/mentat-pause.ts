// Helpers for Mentat Pause tests: a game just past set-up, forces placed at will (custody kept), and a run of the
// Mentat Pause phase through the real turn runner.
import { createGame, type Faction, type GameEvent, type GameState, type TerritoryId, type TreacheryCardId } from '../../rooms/dune/index.ts';
import { Context } from '../../rooms/dune/context.ts';
import { addForces } from '../../rooms/dune/board/forces.ts';
import { territory } from '../../rooms/dune/board/territories.ts';
import { mentatPhase } from '../../rooms/dune/phases/mentat-pause/index.ts';
import { truthtrance } from '../../rooms/dune/phases/mentat-pause/truthtrance.ts';
import type { TruthtrancePlay } from '../../rooms/dune/phases/mentat-pause/types.ts';
import { advance } from '../../rooms/dune/phases/turn.ts';
import { atPhaseStart, playSetup } from './engine.ts';
/** Plays set-up and the first storm with legal answers and stops as soon as the game leaves them. */
export function afterSetup(factions: Faction[], seed = 'mentat'): GameState {
  return playSetup(createGame({ factions, seed, seating: 'listed' })).state;
}

/** Returns every force on the board to its reserves, then places `count` forces of each entry from reserves. */
export function placeOnly(state: GameState, entries: [Faction, TerritoryId, number][]): void {
  for (const s of state.forces) {
    const fs = state.factions[s.faction]!;
    fs.reserves.regular += s.regular + s.advisors;
    fs.reserves.elite += s.elite;
  }
  state.forces = [];
  for (const [faction, id, count] of entries) {
    const fs = state.factions[faction]!;
    if (fs.reserves.regular < count) throw new Error(`${faction} lacks ${count} reserves`);
    fs.reserves.regular -= count;
    const t = territory(id);
    addForces(state, { faction, territory: id, sector: t.sectors[0] ?? 0 }, { regular: count });
  }
}

/** A copy of `base` at the start of the Mentat Pause of `turn` (no decision pending). */
export function atMentatPause(base: GameState, turn: number): GameState {
  return atPhaseStart(base, 'mentat-pause', turn);
}

/** Drives the phase as the runner does, but stops at its end instead of running into the next turn's phases. */
function runWithin(ctx: Context): void {
  while (ctx.state.pending.length === 0 && !ctx.state.victory && mentatPhase.proceed(ctx) === 'continue');
}

/** Runs the Mentat Pause from its start until a decision is pending, a victory is set, or the phase is over. */
export function runMentatPause(state: GameState): { state: GameState; events: GameEvent[] } {
  const ctx = new Context(structuredClone(state));
  mentatPhase.enter(ctx);
  runWithin(ctx);
  return { state: ctx.done(), events: ctx.events };
}

/** Answers a Truthtrance decision through its handler (check, apply), then continues within the phase. */
export function answerTruthtrance(state: GameState, seat: Faction, play: TruthtrancePlay | null): { state: GameState; events: GameEvent[] } {
  const decision = state.pending.find((d) => d.seat === seat && d.kind === 'truthtrance');
  if (decision?.kind !== 'truthtrance') throw new Error(`no truthtrance decision for ${seat}`);
  const action = { type: 'truthtrance' as const, event: decision.id, play };
  const problem = truthtrance.check(state, decision, action);
  if (problem) throw new Error(`rejected: ${JSON.stringify(problem)}`);
  const ctx = new Context(structuredClone(state));
  truthtrance.apply(ctx, decision, action);
  runWithin(ctx);
  return { state: ctx.done(), events: ctx.events };
}

/** Runs the Mentat Pause through the real turn runner (which goes on into the next turn when the war continues). */
export function runWithRunner(state: GameState): { state: GameState; events: GameEvent[] } {
  const ctx = new Context(structuredClone(state));
  mentatPhase.enter(ctx);
  advance(ctx);
  return { state: ctx.done(), events: ctx.events };
}

/** Moves every Truthtrance to the discard pile so the window stays shut (for victory-only tests). */
export function discardTruthtrances(state: GameState): void {
  const isTt = (c: string) => c.startsWith('truthtrance');
  for (const f of state.seating) {
    const fs = state.factions[f]!;
    state.decks.treacheryDiscard.push(...fs.hand.filter(isTt));
    fs.hand = fs.hand.filter((c) => !isTt(c));
  }
  state.decks.treacheryDiscard.push(...state.decks.treachery.filter(isTt));
  state.decks.treachery = state.decks.treachery.filter((c) => !isTt(c));
}

/** Gives `faction` a Truthtrance from wherever it is (deck, discard or another hand); returns its id. */
export function giveTruthtrance(state: GameState, faction: Faction, id: TreacheryCardId = 'truthtrance-1'): TreacheryCardId {
  state.decks.treachery = state.decks.treachery.filter((c) => c !== id);
  state.decks.treacheryDiscard = state.decks.treacheryDiscard.filter((c) => c !== id);
  for (const f of state.seating) state.factions[f]!.hand = state.factions[f]!.hand.filter((c) => c !== id);
  state.factions[faction]!.hand.push(id);
  return id;
}
