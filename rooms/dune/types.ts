// The engine's public types: config, state, decisions, actions, events, views.
// GameState is plain JSON by contract (docs/ARCHITECTURE.md §2): no classes, Maps, undefined values or functions.

import type { SetupAction, SetupDecision, SetupEvent } from './phases/setup/types.ts';
import type { KwisatzHaderach } from './phases/battle/kwisatz-haderach.ts';
import type { Captive } from './phases/battle/captives.ts';
import type { StormAction, StormDecision, StormEvent, StormRound, StormRoundView } from './phases/storm/types.ts';
import type {
  SpiceBlowAction,
  SpiceBlowDecision,
  SpiceBlowEvent,
  SpiceBlowPrivateRoundView,
  SpiceBlowRound,
  SpiceBlowRoundView,
} from './phases/spice-blow/types.ts';
import type { ChoamAction, ChoamDecision, ChoamEvent, ChoamRound, ChoamRoundView } from './phases/choam-charity/types.ts';
import type { BiddingAction, BiddingDecision, BiddingEvent, BiddingPrivateRoundView, BiddingRound, BiddingRoundView } from './phases/bidding/types.ts';
import type { RevivalAction, RevivalDecision, RevivalEvent, RevivalRound, RevivalRoundView } from './phases/revival/types.ts';
import type {
  ShipmentAction,
  ShipmentDecision,
  ShipmentEvent,
  ShipmentPrivateRoundView,
  ShipmentRound,
  ShipmentRoundView,
} from './phases/shipment-movement/types.ts';
import type { BattleAction, BattleDecision, BattleEvent, BattlePrivateRoundView, BattleRound, BattleRoundView } from './phases/battle/types.ts';
import type { CollectionAction, CollectionDecision, CollectionEvent, CollectionRound, CollectionRoundView } from './phases/spice-collection/types.ts';
import type { MentatAction, MentatDecision, MentatEvent, MentatRound, MentatRoundView } from './phases/mentat-pause/types.ts';
import type { FreeAction, FreeEvent } from './deals/types.ts';
import type { CancelAbility, KaramaAction, KaramaDecision, KaramaEvent, KaramaState, KaramaView } from './karama/types.ts';
import type { CardWindowAction, CardWindowDecision, CardWindowEvent, CardWindowState, CardWindowView } from './card-windows/types.ts';
import type { AdvisorEvent } from './factions/advisors.ts';
import type { HarkonnenReturnAction, HarkonnenReturnDecision, PlanHandEvent } from './karama/powers/plan-hand-types.ts';
import type {
  PluginAction,
  PluginDecision,
  PluginEvent,
  PluginPrivateViewParts,
  PluginStateParts,
  PluginTerritoryId,
  PluginViewParts,
} from './plugins/index.ts';
// The one place the core's types meet what the plug-ins add (the composition root's types): every other core file
// takes them from here.
export type { PluginFreeAction, PluginSkillId } from './plugins/index.ts';
import type { ArrakisTerritoryId } from './board/territories.ts';
import type { AuditorId, DiscLeaderId, VidalId } from './factions/leaders.ts';
import type { TREACHERY_CARD_IDS } from './cards/ids.ts';
import type { SpiceDeckCardId } from './cards/spice.ts';

/** The six factions of the base game (2.01–2.06). */
export const CLASSIC_FACTIONS = ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'guild'] as const;
/**
 * Every playable faction: the classic six, then CHOAM (CHOAM & Richese) and the Tleilaxu (Ixians & Tleilaxu), each
 * added last so that older games keep their order.
 */
export const FACTIONS = [...CLASSIC_FACTIONS, 'choam', 'tleilaxu', 'ixians', 'richese', 'ecaz', 'moritani'] as const;
export type Faction = (typeof FACTIONS)[number];
/** A viewer is a seated faction or a spectator. One seat per faction. */
export type Seat = Faction;
export type Viewer = Seat | 'spectator';

// Ids are literal unions derived from the catalogs (a misspelt id does not compile); the wire and the store check
// the same lists at run time (schema/actions/common.ts, schema/game-state.ts).
/**
 * A traitor card (0.11): a leader's, or the Cheap Hero traitor of Ixians & Tleilaxu (`modules: ['cheap-hero-traitor']`),
 * which betrays whoever plays a Cheap Hero.
 */
export type TraitorCardId = LeaderId | 'cheap-hero-traitor';
/** A place forces can stand: one of the 42 territories of Arrakis (board/territories.ts), or a homeworld. */
export type TerritoryId = ArrakisTerritoryId | PluginTerritoryId;
/** A leader disc of a faction (factions/leaders.ts), or CHOAM's Auditor. */
export type LeaderId = DiscLeaderId | AuditorId | VidalId;
/** Physical treachery card id, unique per card in the box (e.g. `shield-2`): one of cards/ids.ts. */
export type TreacheryCardId = (typeof TREACHERY_CARD_IDS)[number];
/** Physical spice card id, unique per card (e.g. `the-great-flat`, `shai-hulud-3`): see cards/spice.ts. */
export type SpiceCardId = SpiceDeckCardId;

export interface GameConfig {
  factions: Faction[];
  seed: string;
  /** 0.02: number of turns; 10 in tournament play. */
  maxTurns: number;
  /** 1.13: Advanced rules (changes BG starting forces, 2.02.08). */
  advanced: boolean;
  /** 0.07: `random` draws seats from the seed (tournament procedure); `listed` seats factions in the given order. */
  seating: 'random' | 'listed';
  /** Treachery card sets in play (0.06): always `base`, plus any expansion additions (cards/treachery.ts). */
  cards: CardSet[];
  /** Optional expansion modules in play; absent when none (so games without any keep their hash). */
  modules?: GameModule[];
  /**
   * How event and decision ids are numbered (ids.ts): `audience` in every game created now; absent in games stored
   * by earlier builds, which keep their single shared counter (and so their ids and their state hash).
   */
  ids?: 'audience';
  /**
   * The edition of the rules the game was created under (rules-edition.ts): absent in games stored by earlier
   * builds, which play edition 1 (and keep their state hash); every game created now records the current one.
   */
  rules?: number;
}

/** Id schemes (ids.ts): `audience` numbers by who sees an item; `shared`, the earlier builds' one counter for all. */
export type IdScheme = 'audience' | 'shared';

/**
 * Optional modules: the CHOAM & Richese expansion's Leader Skills and Stronghold cards (Advanced), the Ecaz & Moritani
 * Homeworlds variant, the Ixians & Tleilaxu Sandtrout, Cheap Hero traitor and Tech tokens.
 */
export const GAME_MODULES = [
  'leader-skills',
  'homeworlds',
  'sandtrout',
  'cheap-hero-traitor',
  'tech-tokens',
  'stronghold-cards',
  'nexus-cards',
  'discovery',
] as const;
export type GameModule = (typeof GAME_MODULES)[number];

/** Treachery card sets: the base deck and the expansions' additions (the Richese cache shuffled in, a variant). */
export const CARD_SETS = ['base', 'ixians', 'richese', 'ecaz'] as const;
export type CardSet = (typeof CARD_SETS)[number];

export type GameConfigInput = Pick<GameConfig, 'factions'> & Partial<Omit<GameConfig, 'factions' | 'ids'>> & { ids?: IdScheme };

/** xoshiro128** state: four unsigned 32-bit words. */
export type RngState = [number, number, number, number];

/** The phases of a turn (1.01–1.09) after set-up (0), then the end of the game. */
export const PHASES = [
  'setup',
  'storm',
  'spice-blow',
  'choam-charity',
  'bidding',
  'revival',
  'shipment-movement',
  'battle',
  'spice-collection',
  'mentat-pause',
  'game-over',
] as const;
export type Phase = (typeof PHASES)[number];

export interface ForceCount {
  /** Regular forces. */
  regular: number;
  /** Starred forces (Sardaukar, Fedaykin): elite only under Advanced rules, counted as forces always. */
  elite: number;
}

/** Forces of one faction in one sector of one territory. */
export interface ForceStack extends ForceCount {
  faction: Faction;
  territory: TerritoryId;
  sector: number;
  /** Bene Gesserit advisors (2.02.10): forces on their spiritual side. */
  advisors: number;
}

export type LeaderLocation = 'pool' | 'tanks-face-up' | 'tanks-face-down' | 'captured';

export interface FactionState {
  faction: Faction;
  /** 1-based seat number in seating order (0.07). */
  seat: number;
  /** Sector (1–18) of this faction's player marker (0.10). */
  marker: number;
  spice: number;
  reserves: ForceCount;
  tanks: ForceCount;
  hand: TreacheryCardId[];
  /** Traitor cards kept behind the shield (0.11, 2.05.03). */
  traitors: TraitorCardId[];
  /** The four traitor cards dealt, while the pick is open. */
  traitorOptions: TraitorCardId[];
  /** Traitor cards not kept, face down by the player marker: known to this faction only. */
  discardedTraitors: TraitorCardId[];
  /** Status of this faction's own leaders, in catalog order (Partial: only its own leaders are keys). */
  leaders: Partial<Record<LeaderId, LeaderLocation>>;
  /** Leaders that have died at least once (1.05.03, 1.05.04): public, in order of first death. */
  leadersDied: LeaderId[];
  /** BG only (2.02.03). */
  prediction: Prediction | null;
  /** Bribe spice lying in front of the shield, collected in the Mentat Pause (1.12.02). Public. */
  bribes: number;
  /** 2.01.10: the Atreides' Kwisatz Haderach (Advanced game only). */
  kwisatz?: KwisatzHaderach;
  /** 2.05.10.03: leaders the Harkonnen captured, with the faction each came from (Advanced game; public). */
  captives?: Captive[];
}

export interface Prediction {
  faction: Faction;
  turn: number;
}

export interface Decks {
  spice: SpiceCardId[];
  spiceDiscard: SpiceCardId[];
  /** 1.13.02 DOUBLE SPICE BLOW: discard pile B (Advanced game; pile A is `spiceDiscard`). Top card last. */
  spiceDiscardB?: SpiceCardId[];
  treachery: TreacheryCardId[];
  treacheryDiscard: TreacheryCardId[];
  /** Traitor cards left in the traitor deck after dealing (0.11). */
  traitor: TraitorCardId[];
  /** Treachery cards removed from the game (Family Atomics, 3.01.07), face up. */
  setAside: TreacheryCardId[];
}

export interface StormState {
  /** Sector the storm marker is in; null before the first storm (0.16). */
  sector: number | null;
  /** Factions dialing the current storm movement. */
  dialers: Faction[];
  /** Dials made so far, secret until all dialers have dialed. */
  dials: Partial<Record<Faction, number>>;
  /** The last revealed dials, public. */
  lastDials: Partial<Record<Faction, number>>;
  /** 1.01.02: the two players who last used their battle wheels dial the next storm (first storm dialers, then battles). */
  lastWheelUsers: Faction[];
  /** 3.01.07: Family Atomics has destroyed the Shield Wall (a public token on the board). */
  shieldWallDestroyed: boolean;
  /** 2.04.13: the Fremen's face-down storm card, the next storm movement (Advanced game with the Fremen). */
  card?: number | null;
}

/** Fields every decision has; phase modules extend it with their own kinds. */
export interface DecisionBase {
  /** Event id this decision answers. Actions must name it. */
  id: string;
  seat: Seat;
  /** A secret decision is collected per seat and revealed with the others of its group (docs/ARCHITECTURE.md §2). */
  secret: boolean;
  /** 3.04: abilities a Karama cancelled when this decision was answered before; the retake may not use them. */
  karamaCancelled?: CancelAbility[];
}

export interface Placement {
  territory: TerritoryId;
  sector: number;
  /** Forces placed, starred ones included. */
  count: number;
  /** Of `count`, how many are starred (Fedaykin); only meaningful under Advanced rules. */
  elite?: number;
}

/** Spice tokens lying on the board in one sector of a territory. */
export interface SpiceStack {
  territory: TerritoryId;
  sector: number;
  amount: number;
}

// Each phase module declares its own decisions, actions, events and round state (phases/<phase>/types.ts);
// the engine's unions are composed here so that adding a phase never edits another phase's code.
export type Decision =
  | SetupDecision
  | StormDecision
  | SpiceBlowDecision
  | ChoamDecision
  | BiddingDecision
  | RevivalDecision
  | ShipmentDecision
  | BattleDecision
  | CollectionDecision
  | MentatDecision
  | KaramaDecision
  | CardWindowDecision
  | HarkonnenReturnDecision
  | PluginDecision;
export type DecisionKind = Decision['kind'];
/** An action that answers an open decision (it names the decision's event). */
export type DecisionAction =
  | SetupAction
  | StormAction
  | SpiceBlowAction
  | ChoamAction
  | BiddingAction
  | RevivalAction
  | ShipmentAction
  | BattleAction
  | CollectionAction
  | MentatAction
  | KaramaAction
  | CardWindowAction
  | HarkonnenReturnAction
  | PluginAction;
/** Every action a seat may send: answers to decisions, and free actions allowed at any time (deals/free.ts). */
export type Action = DecisionAction | FreeAction;
/** Types of actions that answer decisions (each has a handler in its phase). */
export type ActionType = DecisionAction['type'];
/** Transient state of the phase in progress (bids, shipment order, battles …), owned by that phase. */
export type PhaseRound = StormRound | SpiceBlowRound | ChoamRound | BiddingRound | RevivalRound | ShipmentRound | BattleRound | CollectionRound | MentatRound;
/** What everyone may see of the round in progress. */
export type RoundView =
  | StormRoundView
  | SpiceBlowRoundView
  | ChoamRoundView
  | BiddingRoundView
  | RevivalRoundView
  | ShipmentRoundView
  | BattleRoundView
  | CollectionRoundView
  | MentatRoundView;
/** What one seat alone may see of the round in progress (e.g. Atreides seeing the card up for bid). */
export type PrivateRoundView = SpiceBlowPrivateRoundView | BiddingPrivateRoundView | ShipmentPrivateRoundView | BattlePrivateRoundView;

/** How a game ended (1.09). */
export interface Victory {
  winners: Faction[];
  /** e.g. 'strongholds', 'turn-limit', 'fremen-special', 'guild-special', 'bg-prediction'. */
  kind: string;
  turn: number;
}

// The plug-ins' optional parts (skills, choam, homeworlds) are declared by each plug-in and joined in the root.
export interface GameState extends PluginStateParts {
  /** Format version of this JSON document. */
  format: 3;
  config: GameConfig;
  rng: RngState;
  /** The next public id number: public events and decisions are `e<n>` (and, in a legacy game, every id: ids.ts). */
  nextEvent: number;
  /** Each seat's next own id number, for what it alone sees (`e<q>.<k>`, ids.ts); absent in legacy games. */
  privateIds?: Partial<Record<Seat, number>>;
  /** Number of accepted actions. */
  actions: number;
  turn: number;
  phase: Phase;
  /** The step within the phase; each phase names its own steps. */
  step: string;
  /** Factions in seating order (seat 1 first). */
  seating: Faction[];
  factions: Partial<Record<Faction, FactionState>>;
  forces: ForceStack[];
  decks: Decks;
  storm: StormState;
  /** 1.01.01: first player for the turn, set once the storm has moved. */
  firstPlayer: Faction | null;
  /** Spice on the board. */
  spice: SpiceStack[];
  /** Alliances formed at a Nexus (1.10), each a pair in seating order. */
  alliances: [Faction, Faction][];
  /** State of the phase in progress; null between phases. */
  round: PhaseRound | null;
  /** Set when the game has ended. */
  victory: Victory | null;
  /** Open decisions. A secret decision is removed once its seat has answered. */
  pending: Decision[];
  /** Groups of secret decisions awaiting reveal: publicly known participants, not who has answered. */
  secretGroups: SecretGroup[];
  /** 3.01.11.01–02: an open Karama window and the standing preventions (karama/). */
  karama: KaramaState;
  /** The last card play window (Amal, Thumper, Harvester, Recruits): open, or closed with what was played. */
  cardWindow: CardWindowState | null;
  /** Cards discarded by the last action and not yet offered to the cards played on discards (card-windows/discarded.ts). */
  discards: { faction: Faction; card: TreacheryCardId }[];
  /** Decisions put aside while an interrupt (a Semuta Drug window) is open (interrupts.ts). */
  suspended: { pending: Decision[]; secretGroups: SecretGroup[]; cardWindow: CardWindowState | null } | null;
}

export interface SecretGroup {
  kind: DecisionKind;
  /** Decision id per participating seat; a seat has answered when its id is no longer pending. */
  events: Partial<Record<Seat, string>>;
  /** Each seat's accepted answer (canonical JSON) until the reveal, so that re-sending it is a harmless no-op. */
  answers: Partial<Record<Seat, string>>;
}

export type ErrorCode =
  | 'NOT_YOUR_TURN' // no decision open for this seat
  | 'STALE_EVENT' // the event named is not open (answered, replaced or never existed)
  | 'WRONG_SEAT' // the event belongs to another seat
  | 'WRONG_ACTION' // the action type does not answer that decision
  | 'ALREADY_SUBMITTED' // a secret choice for this event was already made
  | 'INVALID_CHOICE' // the choice breaks a rule (message names it)
  | 'NOT_A_SEAT' // spectators cannot act
  | 'IN_STORM' // a sector in storm blocks it (1.01.04)
  | 'OCCUPIED' // occupancy limit
  | 'INSUFFICIENT_SPICE' // not enough spice to pay
  | 'OUT_OF_RANGE' // movement beyond range
  | 'OVER_LIMIT' // above a count limit (revival, hand size, dial …)
  | 'NOT_HELD' // a card, leader or force the seat does not have
  | 'NOT_ELIGIBLE' // the seat may not do this now (e.g. full hand in bidding)
  | 'RECORD_MISMATCH'; // two records of the game disagree (changed outside the engine): nothing is done (record-mismatch.ts)

export interface EngineError {
  code: ErrorCode;
  message: string;
  /**
   * For a choice refused because the place it names is not offered (a shipment's destination or source, a move's
   * stack or destination, a placement, a ride): the places that are, each `territory:sector[,sector…]` (a
   * territory for a Karama sandworm). Absent otherwise.
   */
  allowed?: string[];
}

export type Result = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: EngineError };

/**
 * What happened. `visibleTo` absent = public; otherwise only that seat may see it. The public log never names a
 * hidden card. (Event bodies may have their own `to`, e.g. a destination, so the audience has its own name.)
 */
export type GameEvent = { id: string; visibleTo?: Seat } & EventBody;

export type EventBody =
  | SetupEvent
  | StormEvent
  | SpiceBlowEvent
  | ChoamEvent
  | BiddingEvent
  | RevivalEvent
  | ShipmentEvent
  | BattleEvent
  | CollectionEvent
  | MentatEvent
  | FreeEvent
  | KaramaEvent
  | CardWindowEvent
  | PlanHandEvent
  | AdvisorEvent
  | PluginEvent
  | CoreEvent;

/** Events of the turn structure itself. */
export type CoreEvent = { type: 'phase-started'; phase: Phase; turn: number } | { type: 'game-over'; victory: Victory };

// ---------------------------------------------------------------- views

export interface SeatView {
  faction: Faction;
  seat: number;
  marker: number;
  reserves: ForceCount;
  tanks: ForceCount;
  /**
   * Leader statuses: the seat's own leaders in catalog order, then any other faction's it holds (TL.gholas); names come
   * from the catalog, `leaderIds` says which leader each is when they are not the seat's whole catalogue.
   */
  leaders: LeaderLocation[];
  /** Bribe spice in front of the shield (public, 1.12.02). */
  bribes: number;
  /** 1.11.02: how many treachery cards the seat holds is public (which ones is not). */
  handSize: number;
  /**
   * The leader of each status in `leaders`, position for position; empty while `leaders` are exactly the seat's own
   * catalogue (`leadersIn`) in order (protocol 1.6).
   */
  leaderIds: LeaderId[];
}

export interface PrivateView {
  spice: number;
  hand: TreacheryCardId[];
  traitors: TraitorCardId[];
  traitorOptions: TraitorCardId[];
  discardedTraitors: TraitorCardId[];
  prediction: Prediction | null;
  /** This seat's open decisions. */
  decisions: Decision[];
  /** Own secret answers awaiting reveal (e.g. a storm dial). */
  stormDial: number | null;
  /** 2.04.14: the storm card the Fremen drew (the next storm movement); null for everyone else. */
  stormCard: number | null;
  /** What this seat alone sees of the round in progress. */
  round: PrivateRoundView | null;
  // The plug-ins' fields are typed by their declarations (joined in the root) but named here, in place: the protocol's
  // schema lists a view's fields in the order they are declared, and joining them by `extends` would move them.
  /** Leader Skills: the two skill cards this seat was dealt and has not yet chosen between (empty otherwise). */
  skillOffer: PluginPrivateViewParts['skillOffer'];
  /** HW.tupile.intelligence: CHOAM's receipts, for CHOAM only (empty otherwise). */
  intelligence: PluginPrivateViewParts['intelligence'];
  /** CH.ally.trade: the card this seat (CHOAM or its ally) put forward while the trade waits for the other; null otherwise. */
  tradeOffer: PluginPrivateViewParts['tradeOffer'];
  /** TL.face-dancers: the Tleilaxu's Face Dancers, for the Tleilaxu only (empty otherwise). */
  faceDancers: PluginPrivateViewParts['faceDancers'];
  /** RI.cache: the cards left in the Richese cache (Richese's own; empty for every other seat). */
  richeseCache: PluginPrivateViewParts['richeseCache'];
  /** RI.no-field: the value of Richese's face-down No-Field (Richese's own; null otherwise). */
  richeseNoField: PluginPrivateViewParts['richeseNoField'];
  /** MO.terror: Moritani's Terror tokens, its supply and which stands where (Moritani's seat only; null otherwise). */
  terror: PluginPrivateViewParts['terror'];
  /** NX: the Nexus card this seat holds (null: none, or no module). */
  nexusCard: PluginPrivateViewParts['nexusCard'];
  /** DS.look, DS.reveal: the face-down Discovery tokens this seat may see (empty without the module). */
  discoveries: PluginPrivateViewParts['discoveries'];
  /** NX.ixians.secret-ally: the card this seat bought last this turn (null: none, or no module). */
  nexusBought: PluginPrivateViewParts['nexusBought'];
}

export interface PlayerView {
  viewer: Viewer;
  turn: number;
  maxTurns: number;
  advanced: boolean;
  /** The rules edition the game plays (rules-edition.ts): which cards its sets hold, among others. */
  rules: number;
  /** Treachery card sets in play. */
  cards: CardSet[];
  /** Optional modules in play. */
  modules: GameModule[];
  phase: Phase;
  step: string;
  storm: { sector: number | null; dialers: Faction[]; lastDials: Partial<Record<Faction, number>>; shieldWallDestroyed: boolean };
  firstPlayer: Faction | null;
  /** Seats in seating order. */
  seats: SeatView[];
  forces: ForceStack[];
  spice: SpiceStack[];
  alliances: [Faction, Faction][];
  // The plug-ins' fields: typed by their declarations, named here in place (as in PrivateView).
  /** Leader Skills: every skilled leader, its card, who holds it and whether it is face up (empty without the module). */
  skills: PluginViewParts['skills'];
  /** LS.spice-banker.normal: spice lying in front of a shield until the Mentat Pause, by faction (public). */
  skillEscrow: PluginViewParts['skillEscrow'];
  /** The CHOAM faction's public state (Inflation, standing Worthless effects …); null without CHOAM. */
  choam: PluginViewParts['choam'];
  /** The Homeworlds variant: every world in play, its face, native forces and occupier (empty without it). */
  homeworlds: PluginViewParts['homeworlds'];
  /** HW.tupile.intelligence: the public eligibility quote (null without Tupile in the game). */
  tupile: PluginViewParts['tupile'];
  /** The Sandtrout module: whether the revealed card waits to calm the next sandworm or doubles the next blow (null without it). */
  sandtrout: PluginViewParts['sandtrout'];
  /** The Tech tokens module: who holds each token and which pay at this phase's end (null without it). */
  techTokens: PluginViewParts['techTokens'];
  /** The Tleilaxu: how many Face Dancers they hold and which were revealed (null without them). */
  tleilaxu: PluginViewParts['tleilaxu'];
  /** The Ixians: where the Hidden Mobile Stronghold sits (null without them). */
  ixians: PluginViewParts['ixians'];
  /** The Stronghold cards module: who holds each card (null without it). */
  strongholdCards: PluginViewParts['strongholdCards'];
  /** Richese: how many cards its cache holds (never which), this turn's cache lot and its public bids (null without Richese). */
  richese: PluginViewParts['richese'];
  /** Moritani's Terror tokens: where they stand, the supply's size, those gone, the Aftermath (null without Moritani). */
  moritani: PluginViewParts['moritani'];
  /** Ecaz's Ambassadors: the supply, those in strongholds, the cycle's five and the next placement's cost (null without Ecaz). */
  ecaz: PluginViewParts['ecaz'];
  /** The Nexus cards module: the pile's size, the discards, who holds a card (never which), lasting effects (null without it). */
  nexusCards: PluginViewParts['nexusCards'];
  /** The Discovery variant: tokens face down (where, which kind), the piles' sizes, the places revealed (null without it). */
  discovery: PluginViewParts['discovery'];
  /** Public information about the round in progress. */
  round: RoundView | null;
  /** 3.01.11: the open Karama window (who is asked) and the standing preventions. */
  karama: KaramaView;
  /** An open card play window (its kind and the card families it takes). */
  cardWindow: CardWindowView;
  /** The game is interrupted (a Semuta Drug window): other decisions are put aside and no free action is taken. */
  interrupted: boolean;
  victory: Victory | null;
  decks: {
    spice: number;
    spiceDiscard: SpiceCardId[];
    spiceDiscardB: SpiceCardId[];
    treachery: number;
    treacheryDiscard: number;
    traitor: number;
    setAside: TreacheryCardId[];
  };
  /** Open public decisions: who must act, and for secret groups who takes part (not who has answered). */
  awaiting: { seat: Seat; kind: DecisionKind; id: string | null }[];
  /** Present only for a seated viewer. */
  private: PrivateView | null;
}

/** T with every object and array in it read-only. */
export type DeepReadonly<T> = T extends (infer U)[] ? readonly DeepReadonly<U>[] : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;
/** The parts of the state an action shares with the state it started from until it changes them (draft.ts). */
export type SharedPart = 'config' | 'seating' | 'factions' | 'forces' | 'decks' | 'storm' | 'spice';
/** A state as an action sees it: the shared parts read-only (draft.ts own and ownFaction give changeable copies). */
export type Draft = Omit<GameState, SharedPart> & { readonly [K in SharedPart]: DeepReadonly<GameState[K]> };
/** A faction's state as an action reads it (Context.ownFaction gives a changeable copy). */
export type ReadonlyFaction = DeepReadonly<FactionState>;
