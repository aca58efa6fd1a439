// Engine-level helpers for tests: play decisions through applyAction and fail loudly on a rejection.
import { expect } from 'chai';
import {
  applyAction,
  createGame,
  pendingDecisions,
  viewFor,
  type Action,
  type Decision,
  type GameConfigInput,
  type GameEvent,
  type GameState,
  type Seat,
  type TreacheryCardId,
} from '../../rooms/dune/index.ts';
import { deckIds, familyOf } from '../../rooms/dune/cards/treachery.ts';
import { leadersIn } from '../../rooms/dune/factions/leaders.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { Context } from '../../rooms/dune/context.ts';
import { beginDraft } from '../../rooms/dune/draft.ts';
import { rulesEdition } from '../../rooms/dune/rules-edition.ts';
import { advance, startPhase } from '../../rooms/dune/phases/turn.ts';
import { plugins } from '../../rooms/dune/extension-points.ts';

/**
 * Plays one action. Karama windows it opens (3.01.11.01) are passed by every seat asked, so that tests of other
 * rules read as before; `{ karama: 'open' }` leaves them open for tests of the windows themselves.
 */
export function act(
  state: GameState,
  seat: Seat,
  action: Action,
  options: { karama: 'pass' | 'open' } = { karama: 'pass' },
): { state: GameState; events: GameEvent[] } {
  const r = applyAction(state, seat, action);
  if (!r.ok) throw new Error(`rejected ${seat} ${JSON.stringify(action)}: ${r.error.code} ${r.error.message}`);
  if (options.karama === 'open') return { state: r.state, events: r.events };
  const passed = passKaramaWindows(r.state);
  return { state: passed.state, events: [...r.events, ...passed.events] };
}

/** Every seat asked by open Karama windows passes, until none is open. */
export function passKaramaWindows(state: GameState): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (let guard = 0; guard < 50; guard++) {
    const window = pendingDecisions(state).find((d) => d.kind === 'karama-window');
    if (!window) return { state, events };
    const r = applyAction(state, window.seat, { type: 'karama-window', event: window.id, cancel: null, card: null });
    if (!r.ok) throw new Error(`karama pass rejected: ${r.error.message}`);
    state = r.state;
    events.push(...r.events);
  }
  throw new Error('Karama windows kept opening');
}

/**
 * Answers open decisions (first pending first) through set-up and the first storm; stops at the first decision
 * of a later phase (or when none is left). Returns the state, the events and the actions played.
 */
export function playSetup(state: GameState, pick: (d: ReturnType<typeof pendingDecisions>[number]) => number = () => 0) {
  const events: GameEvent[] = [];
  const actions: { seat: Seat; action: Action }[] = [];
  for (let guard = 0; guard < 100; guard++) {
    const [next] = pendingDecisions(state);
    // Set-up ends with turn 1's storm (0.16); later phases are not set-up.
    const inSetup = state.phase === 'setup' || (state.phase === 'storm' && state.turn === 1);
    if (!next || !inSetup) return { state, events, actions };
    const action = legalAnswer(next, pick(next));
    actions.push({ seat: next.seat, action });
    const r = act(state, next.seat, action);
    state = r.state;
    events.push(...r.events);
  }
  throw new Error('set-up did not finish in 100 actions');
}

/** Plays bot answers from a new game of `options` until `reached` holds; throws if the game ends first. */
export function botGameUntil(options: GameConfigInput, reached: (state: GameState) => boolean): GameState {
  let state = createGame(options);
  for (let n = 0; !reached(state); n++) {
    if (state.victory || n > 8000) throw new Error(`${options.seed}: the game never reached the point wanted`);
    const d = pendingDecisions(state)[0]!;
    const result = applyAction(state, d.seat, legalAnswer(d, n, viewFor(state, d.seat)));
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
  return state;
}

/** Plays a whole game of `options` by bot answers, calling `step` with each action's events and the state after it. */
export function playBotGame(options: GameConfigInput, step: (events: readonly GameEvent[], state: GameState, n: number) => void): GameState {
  let state = createGame(options);
  for (let n = 0; n < 20_000 && !state.victory; n++) {
    const d = pendingDecisions(state)[0];
    if (!d) break;
    const result = applyAction(state, d.seat, legalAnswer(d, n, viewFor(state, d.seat)));
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
    step(result.events, state, n);
  }
  return state;
}

/**
 * Moves a card of `family` into `faction`'s hand from the deck, the discard pile or another seat's hand (in that
 * order), so that every card keeps exactly one place; returns it.
 */
export function dealFamily(state: GameState, faction: Seat, family: string): TreacheryCardId {
  const hands = state.seating.filter((f) => f !== faction).map((f) => state.factions[f]!.hand);
  for (const pile of [state.decks.treachery, state.decks.treacheryDiscard, ...hands]) {
    const at = pile.findIndex((c) => familyOf(c) === family);
    if (at >= 0) {
      const card = pile.splice(at, 1)[0]!;
      state.factions[faction]!.hand.push(card);
      return card;
    }
  }
  throw new Error(`no ${family} card left to deal`);
}

/** Answers open decisions (legal, first pick, first pending first) until one of `kind` is pending. */
export function playUntil(state: GameState, kind: string): GameState {
  for (let i = 0; i < 50; i++) {
    const next = pendingDecisions(state)[0];
    if (!next || next.kind === kind) return state;
    state = act(state, next.seat, legalAnswer(next)).state;
  }
  throw new Error(`never reached ${kind}`);
}

/** Asserts that `action` is rejected with `code` and that the state is byte-identical afterwards. */
export function expectRejected(state: GameState, seat: Seat | 'spectator', action: Action, code: string): void {
  const before = JSON.stringify(state);
  const r = applyAction(state, seat, action);
  expect(r.ok, `expected ${code} for ${JSON.stringify(action)}`).to.equal(false);
  if (!r.ok) expect(r.error.code, r.error.message).to.equal(code);
  expect(JSON.stringify(state)).to.equal(before);
}

/** Takes every force off the board back to its faction's reserves (advisors as ordinary forces). */
export function returnForcesToReserves(state: GameState): void {
  for (const stack of state.forces) {
    const fs = state.factions[stack.faction]!;
    fs.reserves.regular += stack.regular + stack.advisors;
    fs.reserves.elite += stack.elite;
  }
  state.forces = [];
}

/** A copy of `base` at the start of `phase` of `turn`, with nothing pending and no round in progress. */
export function atPhaseStart(base: GameState, phase: GameState['phase'], turn = base.turn): GameState {
  const state = structuredClone(base);
  state.turn = turn;
  state.phase = phase;
  state.step = '';
  state.round = null;
  state.pending = [];
  state.secretGroups = [];
  state.karama = { window: null, prevented: [] };
  return state;
}

/** A plain answer: no revival, no revival favour, else the legal answer (a test's own answers come first). */
function plainAnswer(d: Decision): Action {
  if (d.kind === 'revive') return { type: 'revive', event: d.id, forces: { regular: 0, elite: 0 }, leader: null, ghola: null };
  if (d.kind === 'revival-favours') return { type: 'revival-favours', event: d.id, raise: [], early: [] };
  return legalAnswer(d);
}

/**
 * Starts `phase` on `start` (a state at the phase's start: atPhaseStart) and answers its decisions in order, with
 * `answer` or else plainly, until `stop` holds, nothing is open or the phase is over; every event returned.
 */
export function playPhase(
  start: GameState,
  phase: GameState['phase'],
  answer: (d: Decision) => Action | null = () => null,
  stop: (s: GameState) => boolean = (s) => s.phase !== phase,
): { state: GameState; events: GameEvent[] } {
  const ctx = new Context(start);
  startPhase(ctx, phase);
  advance(ctx);
  let state = ctx.done();
  const events: GameEvent[] = [...ctx.events];
  for (let guard = 0; guard < 60 && !stop(state); guard++) {
    const d = pendingDecisions(state)[0];
    if (!d) break;
    const r = act(state, d.seat, answer(d) ?? plainAnswer(d));
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/** Passes every open card play window (a battle's Residual Poison window, a Semuta Drug window after a discard …, in games with the expansion cards). */
export function passCardWindows(
  entered: { state: GameState; events: GameEvent[] },
  options: { karama: 'pass' | 'open' } = { karama: 'pass' },
): { state: GameState; events: GameEvent[] } {
  let { state } = entered;
  const events = [...entered.events];
  for (let d = pendingDecisions(state).find((x) => x.kind === 'card-window'); d; d = pendingDecisions(state).find((x) => x.kind === 'card-window')) {
    const r = act(state, d.seat, { type: 'card-window', event: d.id, card: null }, options);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/**
 * A finished set-up of `input` (listed seating), made a clean board for a scenario: every force back in reserves,
 * nothing pending, hands and traitors emptied, 10 spice each, full decks, no alliance, the storm in sector 18, the
 * first faction first, turn 2.
 */
export function clearedBoard(input: GameConfigInput): GameState {
  const s = structuredClone(playSetup(createGame({ seating: 'listed', ...input })).state);
  returnForcesToReserves(s);
  s.pending = [];
  s.secretGroups = [];
  s.round = null;
  s.spice = [];
  for (const f of s.seating) {
    const fs = s.factions[f]!;
    fs.hand = [];
    fs.traitors = [];
    fs.discardedTraitors = [];
    fs.traitorOptions = [];
    fs.spice = 10;
  }
  // Every card back in the deck but those a plug-in keeps apart (the Richese cache, full again).
  const apart = new Set(plugins().flatMap((p) => p.cardsKeptApart?.(s.config) ?? []));
  s.decks.treachery = deckIds(s.config.cards, rulesEdition(s)).filter((c) => !apart.has(c));
  if (s.richese) s.richese = { cache: [...apart], removed: [] };
  s.decks.treacheryDiscard = [];
  s.decks.traitor = s.seating.flatMap((f) => leadersIn(f, s.config.advanced).map((l) => l.id));
  s.alliances = [];
  s.storm.sector = 18;
  s.firstPlayer = input.factions[0]!;
  s.turn = 2;
  return s;
}

/**
 * `state` after items that only `seat` saw took `count` of its own ids, as events addressed to it or its secret
 * decisions would (rooms/dune/ids.ts): the one difference another seat must not be able to tell.
 */
export function withOwnItems(state: GameState, seat: Seat, count: number): GameState {
  const ctx = new Context(beginDraft(state));
  for (let i = 0; i < count; i++) ctx.nextId(seat);
  return ctx.done();
}

/** The open Karama windows answered (3.01.11.01): `by` cancels `ability` with `card`, every other seat asked passes. */
export function cancelInWindows(state: GameState, by: Seat, ability: string, card: TreacheryCardId): GameState {
  let s = state;
  for (const d of pendingDecisions(s).filter((x) => x.kind === 'karama-window')) {
    const mine = d.seat === by;
    s = act(s, d.seat, { type: 'karama-window', event: d.id, cancel: mine ? (ability as never) : null, card: mine ? card : null }, { karama: 'open' }).state;
  }
  return s;
}
