// The engine's public types: config, state, decisions, actions, events, views.
// GameState is plain JSON by contract (ARCHITECTURE.md §2): no classes, Maps, undefined values or functions.

export const FACTIONS = ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'guild'] as const;
export type Faction = (typeof FACTIONS)[number];
/** A viewer is a seated faction or a spectator. One seat per faction. */
export type Seat = Faction;
export type Viewer = Seat | 'spectator';

export type TerritoryId = string;
export type LeaderId = string;
/** Physical treachery card id, unique per card in the box (e.g. `shield-2`). */
export type TreacheryCardId = string;
/** Physical spice card id, unique per card (e.g. `the-great-flat`, `shai-hulud-3`). */
export type SpiceCardId = string;

export interface GameConfig {
  factions: Faction[];
  seed: string;
  /** 0.02: number of turns; 10 in tournament play. */
  maxTurns: number;
  /** 1.13: Advanced rules (changes BG starting forces, 2.02.08). */
  advanced: boolean;
  /** 0.07: `random` draws seats from the seed (tournament procedure); `listed` seats factions in the given order. */
  seating: 'random' | 'listed';
}

export type GameConfigInput = Pick<GameConfig, 'factions'> & Partial<Omit<GameConfig, 'factions'>>;

/** xoshiro128** state: four unsigned 32-bit words. */
export type RngState = [number, number, number, number];

export type Phase = 'setup' | 'storm' | 'spice-blow';
/** Set-up steps in rulebook order; the automatic ones pass without a decision. */
export type SetupStep =
  | 'prediction' // 2.02.03
  | 'traitors' // 0.11, 2.05.03
  | 'starting-spice' // 0.12
  | 'starting-forces' // 0.13
  | 'fremen-placement' // 2.04.02
  | 'bg-placement' // 2.02.08 (Advanced)
  | 'starting-treachery' // 0.14, 2.05.04
  | 'turn-marker' // 0.15
  | 'first-storm' // 0.16
  | 'done';

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
  traitors: LeaderId[];
  /** The four traitor cards dealt, while the pick is open. */
  traitorOptions: LeaderId[];
  /** Traitor cards not kept, face down by the player marker: known to this faction only. */
  discardedTraitors: LeaderId[];
  /** Status of this faction's own leaders, in catalog order. */
  leaders: Record<LeaderId, LeaderLocation>;
  /** BG only (2.02.03). */
  prediction: Prediction | null;
}

export interface Prediction {
  faction: Faction;
  turn: number;
}

export interface Decks {
  spice: SpiceCardId[];
  spiceDiscard: SpiceCardId[];
  treachery: TreacheryCardId[];
  treacheryDiscard: TreacheryCardId[];
  /** Traitor cards left in the traitor deck after dealing (0.11). */
  traitor: LeaderId[];
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
}

export type DecisionKind = 'predict' | 'pick-traitor' | 'place-fremen' | 'place-advisor' | 'dial-storm';

interface DecisionBase {
  /** Event id this decision answers. Actions must name it. */
  id: string;
  seat: Seat;
  /** A secret decision is collected per seat and revealed with the others of its group (ARCHITECTURE §2). */
  secret: boolean;
}

export interface PredictDecision extends DecisionBase {
  kind: 'predict';
  factions: Faction[];
  turns: { min: number; max: number };
}
export interface PickTraitorDecision extends DecisionBase {
  kind: 'pick-traitor';
  options: LeaderId[];
}
export interface PlaceFremenDecision extends DecisionBase {
  kind: 'place-fremen';
  forces: number;
  territories: TerritoryId[];
}
export interface PlaceAdvisorDecision extends DecisionBase {
  kind: 'place-advisor';
}
export interface DialStormDecision extends DecisionBase {
  kind: 'dial-storm';
  min: number;
  max: number;
}
export type Decision =
  | PredictDecision
  | PickTraitorDecision
  | PlaceFremenDecision
  | PlaceAdvisorDecision
  | DialStormDecision;

export interface Placement {
  territory: TerritoryId;
  sector: number;
  /** Forces placed, starred ones included. */
  count: number;
  /** Of `count`, how many are starred (Fedaykin); only meaningful under Advanced rules. */
  elite?: number;
}

export type Action =
  | { type: 'predict'; event: string; faction: Faction; turn: number }
  | { type: 'pick-traitor'; event: string; leader: LeaderId }
  | { type: 'place-fremen'; event: string; placements: Placement[] }
  | { type: 'place-advisor'; event: string; territory: TerritoryId; sector: number }
  | { type: 'dial-storm'; event: string; value: number };

export type ActionType = Action['type'];

export interface GameState {
  /** Format version of this JSON document. */
  format: 1;
  config: GameConfig;
  rng: RngState;
  /** Next event id number; event ids are `e<n>`. */
  nextEvent: number;
  /** Number of accepted actions. */
  actions: number;
  turn: number;
  phase: Phase;
  step: SetupStep;
  /** Factions in seating order (seat 1 first). */
  seating: Faction[];
  factions: Partial<Record<Faction, FactionState>>;
  forces: ForceStack[];
  decks: Decks;
  storm: StormState;
  /** 1.01.01: first player for the turn, set once the storm has moved. */
  firstPlayer: Faction | null;
  /** Open decisions. A secret decision is removed once its seat has answered. */
  pending: Decision[];
  /** Groups of secret decisions awaiting reveal: publicly known participants, not who has answered. */
  secretGroups: SecretGroup[];
}

export interface SecretGroup {
  kind: DecisionKind;
  /** Decision id per participating seat; a seat has answered when its id is no longer pending. */
  events: Partial<Record<Seat, string>>;
}

export type ErrorCode =
  | 'NOT_YOUR_TURN' // no decision open for this seat
  | 'STALE_EVENT' // the event named is not open (answered, replaced or never existed)
  | 'WRONG_SEAT' // the event belongs to another seat
  | 'WRONG_ACTION' // the action type does not answer that decision
  | 'ALREADY_SUBMITTED' // a secret choice for this event was already made
  | 'INVALID_CHOICE' // the choice breaks a rule
  | 'NOT_A_SEAT'; // spectators cannot act

export interface EngineError {
  code: ErrorCode;
  message: string;
}

export type Result =
  | { ok: true; state: GameState; events: GameEvent[] }
  | { ok: false; error: EngineError };

/** What happened. `to` absent = public; otherwise only that seat may see it. The public log never names a hidden card. */
export type GameEvent = { id: string; to?: Seat } & EventBody;

export type EventBody =
  | { type: 'game-created'; seating: Faction[]; markers: Partial<Record<Faction, number>> }
  | { type: 'prediction-made'; faction: Faction }
  | { type: 'traitors-dealt'; faction: Faction; options: LeaderId[] }
  | { type: 'traitor-picked'; faction: Faction; leader: LeaderId }
  | { type: 'traitors-chosen' }
  | { type: 'spice-dealt'; amounts: Partial<Record<Faction, number>> }
  | { type: 'forces-placed'; faction: Faction; placements: Placement[]; reserves: number }
  | { type: 'treachery-dealt'; counts: Partial<Record<Faction, number>> }
  | { type: 'treachery-drawn'; faction: Faction; cards: TreacheryCardId[] }
  | { type: 'storm-dialed'; faction: Faction; value: number }
  | { type: 'storm-revealed'; dials: Partial<Record<Faction, number>>; fromSector: number; toSector: number; moved: number }
  | { type: 'first-player'; faction: Faction }
  | { type: 'phase-started'; phase: Phase; turn: number };

// ---------------------------------------------------------------- views

export interface SeatView {
  faction: Faction;
  seat: number;
  marker: number;
  reserves: ForceCount;
  tanks: ForceCount;
  /** Leader statuses in catalog order (names come from the catalog, not the wire). */
  leaders: LeaderLocation[];
}

export interface PrivateView {
  spice: number;
  hand: TreacheryCardId[];
  traitors: LeaderId[];
  traitorOptions: LeaderId[];
  discardedTraitors: LeaderId[];
  prediction: Prediction | null;
  /** This seat's open decisions. */
  decisions: Decision[];
  /** Own secret answers awaiting reveal (e.g. a storm dial). */
  stormDial: number | null;
}

export interface PlayerView {
  viewer: Viewer;
  turn: number;
  maxTurns: number;
  advanced: boolean;
  phase: Phase;
  step: SetupStep;
  storm: { sector: number | null; dialers: Faction[]; lastDials: Partial<Record<Faction, number>> };
  firstPlayer: Faction | null;
  /** Seats in seating order. */
  seats: SeatView[];
  forces: ForceStack[];
  decks: { spice: number; spiceDiscard: SpiceCardId[]; treachery: number; treacheryDiscard: number; traitor: number };
  /** Open public decisions: who must act, and for secret groups who takes part (not who has answered). */
  awaiting: { seat: Seat; kind: DecisionKind; id: string | null }[];
  /** Present only for a seated viewer. */
  private: PrivateView | null;
}
