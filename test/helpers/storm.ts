// Storm-phase test helpers: start the storm phase of a later turn on an edited copy of a finished set-up, and
// answer its decisions through the real handlers while stopping when the storm phase is over (so later phases,
// built by others, do not touch the board the storm tests look at).
import {
  applyAction,
  createGame,
  pendingDecisions,
  type DecisionAction,
  type Faction,
  type GameEvent,
  type GameState,
  type Seat,
  type TerritoryId,
  type TreacheryCardId,
} from '../../rooms/dune/index.ts';
import { Context } from '../../rooms/dune/context.ts';
import type { ActionHandler } from '../../rooms/dune/phases/handler.ts';
import { stormHandlers, stormPhase } from '../../rooms/dune/phases/storm/index.ts';
import type { ActionType } from '../../rooms/dune/types.ts';
import { atPhaseStart, playSetup } from './engine.ts';
export const SIX: Faction[] = ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'guild'];

/**
 * Set-up and the turn-1 storm played with legal answers, seats in listed order: markers atreides 4, bg 7,
 * emperor 10, fremen 13, harkonnen 16, guild 1. Stops as soon as the game leaves the turn-1 storm phase.
 */
export function afterSetup(seed = 'storm-tests', factions: Faction[] = SIX): GameState {
  return playSetup(createGame({ factions, seed, seating: 'listed' })).state;
}

/** Runs the storm module until a decision is open or the phase is done; returns whether it is done. */
function run(ctx: Context): boolean {
  for (let guard = 0; guard < 100; guard++) {
    if (ctx.state.pending.length > 0) return false;
    if (stormPhase.proceed(ctx) === 'done') return true;
  }
  throw new Error('storm phase did not settle');
}

export interface StormRun {
  state: GameState;
  events: GameEvent[];
  done: boolean;
}

/**
 * Starts the storm phase of `turn` (default 2) on a copy of `base` after `edit`: the storm is at `sector`,
 * nothing else is pending.
 */
export function startStorm(base: GameState, edit: (s: GameState) => void = () => {}, turn = 2): StormRun {
  const s = atPhaseStart(base, 'storm', turn);
  edit(s);
  const ctx = new Context(s);
  stormPhase.enter(ctx);
  const done = run(ctx);
  return { state: ctx.done(), events: ctx.events, done };
}

/** Answers one decision through the engine's checks and the storm handler, then runs the storm phase on. */
export function answer(state: GameState, seat: Seat, action: DecisionAction): StormRun {
  const checked = applyAction(state, seat, action);
  if (!checked.ok) throw new Error(`rejected ${seat} ${JSON.stringify(action)}: ${checked.error.code} ${checked.error.message}`);
  const ctx = new Context(structuredClone(state));
  const decision = ctx.state.pending.find((d) => d.id === action.event && d.seat === seat)!;
  const handler = (stormHandlers as Record<string, unknown>)[action.type] as ActionHandler<ActionType>;
  handler.apply(ctx, decision as never, action as never);
  const done = run(ctx);
  return { state: ctx.done(), events: ctx.events, done };
}

/** Answers every open decision of `kind` with `choose(seat)`; returns the run after the last. */
export function answerAll(run0: StormRun, kind: string, choose: (seat: Seat, id: string) => DecisionAction): StormRun {
  let current = run0;
  const events = [...run0.events];
  for (const d of pendingDecisions(run0.state).filter((x) => x.kind === kind)) {
    current = answer(current.state, d.seat, choose(d.seat, d.id));
    events.push(...current.events);
  }
  return { ...current, events };
}

/** Puts every force on the board back in reserves, then places `stacks` from reserves (custody kept). */
export function placeForces(s: GameState, stacks: { faction: Faction; territory: TerritoryId; sector: number; regular: number; elite?: number }[]): void {
  for (const st of s.forces) {
    const fs = s.factions[st.faction]!;
    fs.reserves.regular += st.regular + st.advisors;
    fs.reserves.elite += st.elite;
  }
  s.forces = [];
  for (const st of stacks) {
    const fs = s.factions[st.faction]!;
    fs.reserves.regular -= st.regular;
    fs.reserves.elite -= st.elite ?? 0;
    if (fs.reserves.regular < 0 || fs.reserves.elite < 0) throw new Error(`placeForces: ${st.faction} lacks reserves`);
    s.forces.push({ faction: st.faction, territory: st.territory, sector: st.sector, regular: st.regular, elite: st.elite ?? 0, advisors: 0 });
  }
  s.forces.sort((a, b) => a.territory.localeCompare(b.territory) || a.sector - b.sector || a.faction.localeCompare(b.faction));
}

/** Moves a treachery card from wherever it is (deck, discard, any hand) into `faction`'s hand. */
export function giveCard(s: GameState, faction: Faction, card: TreacheryCardId): void {
  s.decks.treachery = s.decks.treachery.filter((c) => c !== card);
  s.decks.treacheryDiscard = s.decks.treacheryDiscard.filter((c) => c !== card);
  for (const f of s.seating) s.factions[f]!.hand = s.factions[f]!.hand.filter((c) => c !== card);
  s.factions[faction]!.hand.push(card);
}

/** Moves a treachery card to the discard pile (face up, public). */
export function discardCard(s: GameState, card: TreacheryCardId): void {
  s.decks.treachery = s.decks.treachery.filter((c) => c !== card);
  for (const f of s.seating) s.factions[f]!.hand = s.factions[f]!.hand.filter((c) => c !== card);
  if (!s.decks.treacheryDiscard.includes(card)) s.decks.treacheryDiscard.push(card);
}

/** Puts both storm cards in the deck (no seat holds them). */
export function noStormCards(s: GameState): void {
  for (const card of ['weather-control', 'family-atomics'] as const) {
    for (const f of s.seating) s.factions[f]!.hand = s.factions[f]!.hand.filter((c) => c !== card);
    s.decks.treacheryDiscard = s.decks.treacheryDiscard.filter((c) => c !== card);
    if (!s.decks.treachery.includes(card)) s.decks.treachery.push(card);
  }
}
