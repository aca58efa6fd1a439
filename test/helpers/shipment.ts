// Helpers for Shipment and Movement tests: jump to the start of phase 1.06 with a chosen board.
import { addForces } from '../../rooms/dune/board/forces.ts';
import { treacheryCard } from '../../rooms/dune/cards/treachery.ts';
import { Context } from '../../rooms/dune/context.ts';
import { shipmentPhase } from '../../rooms/dune/phases/shipment-movement/index.ts';
import { advance } from '../../rooms/dune/phases/turn.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { atPhaseStart, playSetup, returnForcesToReserves } from './engine.ts';
import { passKaramaWindows } from './engine.ts';
import {
  applyAction,
  createGame,
  CLASSIC_FACTIONS,
  type Action,
  type Decision,
  type Faction,
  type GameConfigInput,
  type GameEvent,
  type GameState,
  type TerritoryId,
  type TreacheryCardId,
} from '../../rooms/dune/index.ts';

export interface ShipmentScenario {
  factions?: Faction[];
  seed?: string;
  advanced?: boolean;
  firstPlayer?: Faction;
  storm?: number | null;
  /** Edits the state before the phase starts (forces, spice, hands, alliances …). */
  edit?: (state: GameState) => void;
  /** Other options of the game (its modules). */
  config?: Partial<GameConfigInput>;
}

/** Plays set-up and the first storm with legal answers, then starts phase 1.06 on an edited copy. */
export function atShipment(sc: ShipmentScenario = {}): { state: GameState; events: GameEvent[] } {
  const played = playSetup(
    createGame({ factions: sc.factions ?? [...CLASSIC_FACTIONS], seed: sc.seed ?? 'ship', seating: 'listed', advanced: sc.advanced ?? false, ...sc.config }),
  ).state;
  const state = atPhaseStart(played, 'shipment-movement');
  state.firstPlayer = sc.firstPlayer ?? state.seating[0]!;
  state.storm.sector = sc.storm === undefined ? 3 : sc.storm;
  sc.edit?.(state);
  const ctx = new Context(state);
  ctx.emit({ type: 'phase-started', phase: 'shipment-movement', turn: state.turn });
  shipmentPhase.enter(ctx);
  advance(ctx);
  return { state: ctx.done(), events: ctx.events };
}

/**
 * Phase 1.06 with `factions` on an emptied board (every force back in reserves, 20 spice each), the storm in sector 3
 * and the Emperor first, after `edit`.
 */
export function atEmptyShipment(
  factions: Faction[],
  advanced: boolean,
  edit: (state: GameState) => void = () => {},
  config: Partial<GameConfigInput> = {},
): GameState {
  return atShipment({
    factions,
    advanced,
    config,
    firstPlayer: 'emperor',
    storm: 3,
    edit: (s) => {
      returnForcesToReserves(s);
      for (const f of factions) s.factions[f]!.spice = 20;
      edit(s);
    },
  }).state;
}

/** Puts forces from reserves onto the board (custody kept). */
export function place(state: GameState, faction: Faction, territory: TerritoryId, sector: number, count: number): void {
  const fs = state.factions[faction]!;
  if (fs.reserves.regular < count) throw new Error(`place: ${faction} lacks ${count} reserves`);
  fs.reserves.regular -= count;
  addForces(state, { faction, territory, sector }, { regular: count });
}

/** Moves a treachery card of that name into a hand (from the deck, the discard or another hand). */
export function giveCard(state: GameState, faction: Faction, name: string): TreacheryCardId {
  const piles = [state.decks.treachery, state.decks.treacheryDiscard, ...state.seating.map((f) => state.factions[f]!.hand)];
  for (const pile of piles) {
    const i = pile.findIndex((c) => treacheryCard(c).name === name);
    if (i >= 0) {
      const [card] = pile.splice(i, 1);
      state.factions[faction]!.hand.push(card!);
      return card!;
    }
  }
  throw new Error(`no ${name} card found`);
}

export function pendingFor(state: GameState, seat: Faction, kind?: string): Decision {
  const d = state.pending.find((x) => x.seat === seat && (kind === undefined || x.kind === kind));
  if (!d) throw new Error(`nothing pending for ${seat}${kind ? ` (${kind})` : ''}: ${JSON.stringify(state.pending.map((p) => [p.seat, p.kind]))}`);
  return d;
}

/** Answers `seat`'s open decision with the action built from it; throws on a rejection. */
export function answer(state: GameState, seat: Faction, build: (event: string) => Action): { state: GameState; events: GameEvent[] } {
  const d = pendingFor(state, seat);
  const r = applyAction(state, seat, build(d.id));
  if (!r.ok) throw new Error(`rejected ${seat}: ${r.error.code} ${r.error.message}`);
  const passed = passKaramaWindows(r.state);
  return { state: passed.state, events: [...r.events, ...passed.events] };
}

/** Passes the seat's shipment and movement (or whatever it has open) until another seat must act; `once`: one decision only. */
export function passTurn(state: GameState, seat: Faction, once = false): GameState {
  for (let guard = 0; guard < (once ? 1 : 10); guard++) {
    const d = state.pending.find((x) => x.seat === seat);
    if (!d) return state;
    const action: Action =
      d.kind === 'ship'
        ? { type: 'ship', event: d.id, mode: 'pass' }
        : d.kind === 'move'
          ? { type: 'move', event: d.id }
          : d.kind === 'spiritual-advisor'
            ? { type: 'spiritual-advisor', event: d.id, send: false }
            : d.kind === 'wormsign'
              ? { type: 'wormsign', event: d.id, look: false }
              : d.kind === 'guild-timing'
                ? { type: 'guild-timing', event: d.id, act: false }
                : legalAnswer(d);
    const r = applyAction(state, seat, action);
    if (!r.ok) throw new Error(r.error.message);
    state = passKaramaWindows(r.state).state;
  }
  return state;
}

/** A cross-ship (or, to a homeworld garrison's own world, a shipment home) of `count` forces between two places. */
export function crossShip(event: string, from: [TerritoryId, number], to: [TerritoryId, number], count: number): Action {
  return { type: 'ship', event, mode: 'cross', from: { territory: from[0], sector: from[1] }, to: { territory: to[0], sector: to[1] }, count };
}
