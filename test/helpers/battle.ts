// Battle-phase scenarios: a finished set-up, edited into a chosen board position, then the battle phase entered.
import {
  createGame,
  pendingDecisions,
  type Action,
  type Decision,
  type Faction,
  type GameEvent,
  type GameState,
  type TerritoryId,
  type TreacheryCardId,
} from '../../rooms/dune/index.ts';
import { Context } from '../../rooms/dune/context.ts';
import { addForces } from '../../rooms/dune/board/forces.ts';
import { advance } from '../../rooms/dune/phases/turn.ts';
import { battlePhase } from '../../rooms/dune/phases/battle/index.ts';
import { BASE_TREACHERY_DECK, deckIds } from '../../rooms/dune/cards/treachery.ts';
import { CARD_SETS } from '../../rooms/dune/types.ts';
import { SPICE_CARDS } from '../../rooms/dune/cards/spice.ts';
import { leadersOf } from '../../rooms/dune/factions/leaders.ts';
import type { BattlePlan } from '../../rooms/dune/phases/battle/types.ts';
import type { TraitorCardId } from '../../rooms/dune/types.ts';
import { act, playSetup, returnForcesToReserves } from './engine.ts';
import { rulesEdition } from '../../rooms/dune/rules-edition.ts';
export { passCardWindows } from './engine.ts';
/** Plays set-up and the first storm only (later phases may be built by now; they are not this file's concern). */
const ALL: Faction[] = ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'guild'];
let cached: GameState | null = null;

/** A finished 6-player set-up (listed seating), with every force back in reserves and every hand and traitor emptied. */
export function emptyBoard(): GameState {
  if (!cached) {
    const s = structuredClone(playSetup(createGame({ factions: ALL, seed: 'battle', seating: 'listed' })).state);
    returnForcesToReserves(s);
    s.spice = [];
    for (const f of s.seating) {
      const fs = s.factions[f]!;
      s.decks.treachery.push(...fs.hand);
      fs.hand = [];
      s.decks.traitor.push(...fs.traitors, ...fs.discardedTraitors);
      fs.traitors = [];
      fs.discardedTraitors = [];
      fs.spice = 10;
    }
    // Whatever later phases did on the way, every deck is complete again: cards are handed out by `give`/`traitor`.
    s.decks.treachery = BASE_TREACHERY_DECK.map((c) => c.id);
    s.decks.treacheryDiscard = [];
    s.decks.traitor = ALL.flatMap((f) => leadersOf(f).map((l) => l.id));
    s.decks.spice = SPICE_CARDS.map((c) => c.id);
    s.decks.spiceDiscard = [];
    for (const f of s.seating) s.factions[f]!.traitorOptions = [];
    s.alliances = [];
    s.storm.sector = 18;
    s.firstPlayer = 'atreides';
    cached = s;
  }
  return structuredClone(cached);
}

/** emptyBoard() with every card set in play: the deck holds the base cards and all expansion cards built so far. */
export function expansionBoard(): GameState {
  const s = emptyBoard();
  s.config.cards = [...CARD_SETS];
  s.decks.treachery = deckIds(s.config.cards, rulesEdition(s));
  return s;
}

export function place(s: GameState, faction: Faction, territory: TerritoryId, sector: number, count: number): void {
  s.factions[faction]!.reserves.regular -= count;
  addForces(s, { faction, territory, sector }, { regular: count });
}

/** Moves the named treachery cards (from the deck) into a hand. */
export function give(s: GameState, faction: Faction, ...cards: TreacheryCardId[]): void {
  for (const c of cards) {
    const at = s.decks.treachery.indexOf(c);
    if (at < 0) throw new Error(`${c} is not in the deck`);
    s.decks.treachery.splice(at, 1);
    s.factions[faction]!.hand.push(c);
  }
}

/** Moves the named traitor cards (from the traitor deck) to a faction. */
export function traitor(s: GameState, faction: Faction, ...leaders: TraitorCardId[]): void {
  for (const l of leaders) {
    const at = s.decks.traitor.indexOf(l);
    if (at < 0) throw new Error(`${l} is not in the traitor deck`);
    s.decks.traitor.splice(at, 1);
    s.factions[faction]!.traitors.push(l);
  }
}

/** Enters the battle phase on an edited copy of `base`. */
export function enterBattle(base: GameState, edit: (s: GameState) => void = () => {}): { state: GameState; events: GameEvent[] } {
  const s = structuredClone(base);
  s.pending = [];
  s.secretGroups = [];
  s.phase = 'battle';
  s.step = '';
  s.round = null;
  edit(s);
  const ctx = new Context(s);
  battlePhase.enter(ctx);
  advance(ctx);
  return { state: ctx.done(), events: ctx.events };
}

export function decisionOf<K extends Decision['kind']>(state: GameState, kind: K, seat?: Faction): Extract<Decision, { kind: K }> {
  const d = pendingDecisions(state).find((x) => x.kind === kind && (seat === undefined || x.seat === seat));
  if (!d) throw new Error(`no open ${kind}${seat ? ` for ${seat}` : ''}: ${JSON.stringify(pendingDecisions(state).map((x) => [x.kind, x.seat]))}`);
  return d as Extract<Decision, { kind: K }>;
}

/**
 * Answers the decisions between the reveal and the post-reveal choices: traitor calls (none unless `calls` says so)
 * and Portable Snooper questions (none unless `snoopers` names the card), in whatever order they open.
 */
export function react(
  state: GameState,
  calls: Partial<Record<Faction, boolean>> = {},
  snoopers: Partial<Record<Faction, TreacheryCardId>> = {},
): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const next = () => pendingDecisions(state).find((x) => x.kind === 'call-traitor' || x.kind === 'portable-snooper');
  for (let d = next(); d !== undefined; d = next()) {
    const action: Action =
      d.kind === 'call-traitor'
        ? { type: 'call-traitor', event: d.id, call: calls[d.seat] ?? false }
        : { type: 'portable-snooper', event: d.id, card: snoopers[d.seat] ?? null };
    const r = act(state, d.seat, action);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

export const NO_PLAN: BattlePlan = { leader: null, cheapHero: null, dial: 0, weapon: null, defense: null };

/** A battle-plan action answering `seat`'s open plan decision; what `plan` leaves out is empty. */
export function planAction(state: GameState, seat: Faction, plan: Partial<BattlePlan>, karama: TreacheryCardId | null = null): Action {
  return { type: 'battle-plan', event: decisionOf(state, 'battle-plan', seat).id, karama, ...NO_PLAN, ...plan };
}

/** Plays the plans given, then answers the traitor calls (none unless `calls` says so); returns the state and every event. */
export function fight(state: GameState, plans: Partial<Record<Faction, Partial<BattlePlan>>>, calls: Partial<Record<Faction, boolean>> = {}) {
  const events: GameEvent[] = [];
  for (const [seat, p] of Object.entries(plans) as [Faction, Partial<BattlePlan>][]) {
    const r = act(state, seat, planAction(state, seat, p));
    state = r.state;
    events.push(...r.events);
  }
  for (const d of pendingDecisions(state).filter((x) => x.kind === 'call-traitor')) {
    const r = act(state, d.seat, { type: 'call-traitor', event: d.id, call: calls[d.seat] ?? false });
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/** The battle-resolved event among `events`. */
export const resolvedOf = (events: GameEvent[]) => events.find((e) => e.type === 'battle-resolved') as Extract<GameEvent, { type: 'battle-resolved' }>;
