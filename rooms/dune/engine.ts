// The engine contract (docs/ARCHITECTURE.md §2): createGame, pendingDecisions, applyAction, stateHash (viewFor is in view.ts).
import { starredDistinct } from './factions/starred.ts';
import { copyDecisions } from './clone-transient.ts';
import { allowedFor } from './decision-options.ts';
import { markerSectors } from './board/sectors.ts';
import { SPICE_CARDS } from './cards/spice.ts';
import { deckIds } from './cards/treachery.ts';
import { normalizeConfig } from './config.ts';
import { Context } from './context.ts';
import { beginDraft } from './draft.ts';
import { leadersIn } from './factions/leaders.ts';
import { FACTION_PROFILES } from './factions/profiles.ts';
import { canonicalJson, sha256Hex } from './hash.ts';
import { emptyKarama, interceptAction } from './karama/window.ts';
import { handlerOf, plugins } from './extension-points.ts';
import { advance, beginGame } from './phases/turn.ts';
import { STATE_FORMAT } from './upgrade.ts';
import { isInterrupted } from './interrupts.ts';
import { isPlainData, isRecord } from './action-shape.ts';
import { RecordMismatch } from './record-mismatch.ts';
import { seedRng, shuffled } from './rng.ts';
import type {
  Action,
  ActionType,
  Decision,
  DecisionAction,
  ErrorCode,
  Faction,
  FactionState,
  GameConfig,
  GameConfigInput,
  GameState,
  Result,
  Seat,
  TreacheryCardId,
} from './types.ts';
import { applyFree, checkFree, isFreeAction } from './deals/free.ts';
import type { FreeAction } from './deals/types.ts';
import { FACTIONS } from './types.ts';
import { newKwisatzHaderach } from './phases/battle/kwisatz-haderach.ts';
import { rulesEdition } from './rules-edition.ts';

export function createGame(input: GameConfigInput): GameState {
  const config = normalizeConfig(input);
  const rng = seedRng(config.seed);
  // 0.07 seating order, 0.10 player markers.
  const seating = config.seating === 'random' ? shuffled(rng, config.factions) : [...config.factions];
  const markers = markerSectors(seating.length);
  const factions: Partial<Record<Faction, FactionState>> = {};
  seating.forEach((faction, i) => {
    const profile = FACTION_PROFILES[faction];
    // Starred forces are ordinary forces in the Basic game (2.03.08, 2.04.18 are Advanced abilities), but a plug-in
    // faction's that are a kind of their own in every game (IX.cyborgs).
    const reserves = starredDistinct(config, faction) ? { ...profile.forces } : { regular: profile.forces.regular + profile.forces.elite, elite: 0 };
    factions[faction] = {
      faction,
      seat: i + 1,
      marker: markers[i]!,
      spice: 0,
      reserves,
      tanks: { regular: 0, elite: 0 },
      hand: [],
      traitors: [],
      traitorOptions: [],
      discardedTraitors: [],
      leaders: Object.fromEntries(leadersIn(faction, config.advanced).map((l) => [l.id, 'pool' as const])),
      leadersDied: [],
      prediction: null,
      bribes: 0,
      ...(config.advanced && faction === 'atreides' ? { kwisatz: newKwisatzHaderach() } : {}),
    };
  });
  // 0.05, 0.06, 0.11: shuffled decks; the traitor deck holds only the leaders of factions in play.
  const decks = {
    // The plug-ins' cards (the Sandtrout) join the base deck before the shuffle; without them it is the base deck alone.
    spice: shuffled(rng, [...SPICE_CARDS.map((c) => c.id), ...plugins().flatMap((p) => p.spiceCards?.(config) ?? [])]),
    spiceDiscard: [],
    // 1.13.02.01: with the double spice blow (Advanced game) there is a second discard pile.
    ...(config.advanced ? { spiceDiscardB: [] } : {}),
    // A plug-in's own pile (the Richese cache) stays out of the deck; without one it is the box's whole deck.
    treachery: shuffled(rng, withoutKeptApart(deckIds(config.cards, rulesEdition({ config })), config)),
    treacheryDiscard: [],
    traitor: shuffled(
      rng,
      FACTIONS.filter((f) => factions[f]).flatMap((f) => leadersIn(f, config.advanced).map((l) => l.id)),
    ),
    setAside: [],
  };
  const state: GameState = {
    format: STATE_FORMAT,
    config,
    rng,
    nextEvent: 1,
    // Each seat's own id counter (ids.ts); a game numbering every id from one counter has none.
    ...(config.ids === 'audience' ? { privateIds: {} } : {}),
    actions: 0,
    turn: 0,
    phase: 'setup',
    step: '',
    seating,
    factions,
    forces: [],
    decks,
    storm: { sector: null, dialers: [], dials: {}, lastDials: {}, lastWheelUsers: [], shieldWallDestroyed: false },
    firstPlayer: null,
    spice: [],
    alliances: [],
    round: null,
    victory: null,
    pending: [],
    secretGroups: [],
    karama: emptyKarama(),
    cardWindow: null,
    discards: [],
    suspended: null,
  };
  // Each plug-in the game plays adds its own state (extension-points.ts: set-up), in the composition root's order.
  for (const p of plugins()) p.setUp?.(state);
  const ctx = new Context(state);
  ctx.emit({ type: 'game-created', seating, markers: Object.fromEntries(seating.map((f) => [f, factions[f]!.marker])) });
  beginGame(ctx);
  return state;
}

/** The box's cards less those a plug-in keeps in a pile of its own (Plugin.cardsKeptApart). */
function withoutKeptApart(ids: TreacheryCardId[], config: GameConfig): TreacheryCardId[] {
  const apart = new Set(plugins().flatMap((p) => p.cardsKeptApart?.(config) ?? []));
  return apart.size === 0 ? ids : ids.filter((id) => !apart.has(id));
}

/** Who must act now. A seat that has answered a secret decision no longer appears, but viewers only learn that at the reveal. */
export function pendingDecisions(state: GameState): Decision[] {
  return copyDecisions(state.pending);
}

function reject(code: ErrorCode, message: string, allowed?: string[]): Result {
  return { ok: false, error: { code, message, ...(allowed ? { allowed } : {}) } };
}

/** Validates `action` for `seat` and, if legal, returns the next state and the events it produced. Never mutates `state`. */
export function applyAction(state: GameState, seat: Seat | 'spectator', action: Action): Result {
  if (seat === 'spectator' || !state.factions[seat]) return reject('NOT_A_SEAT', 'only a seated faction can act');
  if (!isRecord(action) || typeof action.type !== 'string' || !isPlainData(action))
    return reject('INVALID_CHOICE', 'an action is an object with a type, made of JSON data (finite numbers, strings, booleans, null, lists, objects)');
  return isFreeAction(action) ? applyFreeAction(state, seat, action) : answerDecision(state, seat, action);
}

/** A free action (a bribe, the Emperor's gift): no decision to answer; the turn does not move. */
function applyFreeAction(state: GameState, seat: Seat, action: FreeAction): Result {
  if (isInterrupted(state)) return reject('NOT_ELIGIBLE', 'the game is interrupted by a card play; wait until it is settled');
  const problem = checkFree(state, seat, action);
  if (problem) return reject(problem.code, problem.message);
  return unlessMismatched(() => {
    const ctx = new Context(beginDraft(state));
    ctx.state.actions += 1;
    applyFree(ctx, seat, action);
    // A card a free action discarded may be taken by a Semuta Drug at once.
    advance(ctx);
    return { ok: true, state: ctx.done(), events: ctx.events };
  });
}

/** Runs an accepted action; one that meets records changed outside the engine is refused instead (record-mismatch.ts). */
function unlessMismatched(run: () => Result): Result {
  try {
    return run();
  } catch (error) {
    if (error instanceof RecordMismatch) return reject('RECORD_MISMATCH', error.message);
    throw error;
  }
}

function answerDecision(state: GameState, seat: Seat, action: DecisionAction): Result {
  // Another seat's secret decision answers exactly like a closed one, so errors reveal nobody's progress. (A secret
  // decision's id is its seat's own, and may equal another seat's own: ids.ts.)
  const decision = state.pending.find((d) => d.id === action.event && (!d.secret || d.seat === seat));
  if (!decision) {
    const mine = state.secretGroups.find((g) => g.events[seat] === action.event);
    // Re-sending the very same secret answer (a retry after a lost ack) changes nothing and is accepted.
    if (mine && mine.answers[seat] === canonicalJson(action)) return { ok: true, state, events: [] };
    if (mine) return reject('ALREADY_SUBMITTED', `event ${action.event} was already answered; a secret choice cannot be changed`);
    const open = state.pending.some((d) => d.seat === seat);
    return open
      ? reject('STALE_EVENT', `event ${action.event} is not open for you`)
      : reject('NOT_YOUR_TURN', `nothing is waiting for ${seat} (event ${action.event} is not open)`);
  }
  if (decision.seat !== seat) return reject('WRONG_SEAT', `event ${action.event} is for ${decision.seat}`);
  if (decision.kind !== action.type) return reject('WRONG_ACTION', `event ${action.event} expects ${decision.kind}, not ${action.type}`);

  const handler = handlerOf(action.type as ActionType);
  const problem = handler.check(state, decision as never, action as never);
  if (problem) {
    // A place the decision does not offer: the error lists those it does (decision-options.ts).
    const allowed = allowedFor(state, decision, action);
    if (typeof problem === 'string') return reject('INVALID_CHOICE', `${handler.rule}: ${problem}`, allowed);
    return reject(problem.code, `${handler.rule}: ${problem.message}`, allowed);
  }

  return unlessMismatched(() => {
    const ctx = new Context(beginDraft(state));
    ctx.state.actions += 1;
    if (decision.secret) {
      const group = ctx.state.secretGroups.find((g) => g.events[seat] === decision.id);
      if (group) group.answers[seat] = canonicalJson(action);
    }
    // 3.01.11.01: an action using ✷ abilities waits for a Karama window first.
    if (!interceptAction(ctx, handler, decision, action)) handler.apply(ctx, decision as never, action as never);
    advance(ctx);
    return { ok: true, state: ctx.done(), events: ctx.events };
  });
}

/** Stable hash of the canonical JSON of the state (same on any machine, and after a JSON round trip). */
export function stateHash(state: GameState): string {
  return sha256Hex(canonicalJson(state));
}
