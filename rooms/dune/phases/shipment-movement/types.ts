// 1.06 Shipment and Movement: decisions, actions, events and round state.
import type { PlaceOption } from '../../board/place-options.ts';
import type { DecisionBase, Faction, SpiceCardId, TerritoryId, TreacheryCardId } from '../../types.ts';

// The round and the ship decision hold the Guild's offers, so the core names their rate; the Homeworlds plug-in makes
// and prices them.
/** HW.junction.high: the rate the Guild offers a faction's shipment this phase. */
export type JunctionRate = 'half' | 'full';

/** 2.01.07: Atreides may look at the top card of the Spice Deck before anyone ships. */
export interface WormsignDecision extends DecisionBase {
  kind: 'wormsign';
}
/** 2.06.12 (Advanced): the Guild says whether it takes its turn now, before `next`, or waits. */
export interface GuildTimingDecision extends DecisionBase {
  kind: 'guild-timing';
  /** The faction whose turn comes next if the Guild waits. */
  next: Faction;
}
/** 1.10.02.06: an allied faction says how much spice it will put toward its ally's shipments this phase. */
export interface OfferShipmentSupportDecision extends DecisionBase {
  kind: 'offer-shipment-support';
  ally: Faction;
  max: number;
}
/** 1.06.03: the faction's one shipment action (or pass). */
export interface ShipDecision extends DecisionBase {
  kind: 'ship';
  /** 2.04.05: Fremen send reserves for free near the Great Flat instead of shipping. */
  fremenSend: boolean;
  /** 2.06.05.02 / 2.06.10: the Guild (or its ally) may cross-ship. */
  crossShip: boolean;
  /** 2.06.05.03: the Guild may ship back to its reserves. */
  offPlanet: boolean;
  /** 2.04.17 STORM MIGRATION (Advanced): the Fremen may send into a storm, losing half. */
  stormMigration?: true;
  /** 1.14.05: the Guild's Karama cancelled this faction's off-planet shipment of the phase. */
  blocked?: true;
  /** HW.shipping: the other factions' homeworlds this faction may ship to from its reserves (Homeworlds variant). */
  homeworlds?: TerritoryId[];
  /** HW.junction.high: the Guild's offer to this faction: it may cross-ship, at this rate (its own homeworld included). */
  junction?: JunctionRate;
  /** NX.guild.secret-ally: this faction ships at the Guild's rates (half price, to the bank) this turn. */
  guildRates?: true;
  /** NX.richese.secret-ally: up to this many forces of a shipment onto Dune are priced as one. */
  bulk?: number;
  /** NX.richese.cunning: Richese may ship two No-Fields at once, one face down and one revealed (`noFieldRevealed`). */
  noFieldPair?: true;
  /** RI.no-field: the No-Field tokens this faction may ship now, each in place of one force, face down. */
  noFields?: NoFieldValue[];
  /** HW.richese.high: forces from reserves may go along with a No-Field (the token is one of the shipment's count). */
  noFieldEscort?: true;
  /**
   * RI.ally.no-field: this faction (Richese's ally) ships a No-Field revealed at once: as many of its own forces as the
   * token shows, as far as its reserves go, land for the price of one force.
   */
  noFieldOpen?: true;
  /** Filled in the seat's view (never stored): where a shipment from reserves (or the Fremen send) may go. */
  destinations?: ShipOption[];
  /** Filled in the seat's view when `noFields`: where a No-Field may be shipped, and the price (as one force). */
  noFieldTo?: ShipOption[];
  /** Filled in the seat's view when `crossShip`: the stacks a cross-ship may start from and where it may go. */
  crossShips?: CrossShipOptions;
  /** Filled in the seat's view when `offPlanet`: the stacks the Guild may ship back to its reserves (2.06.05.03). */
  shipBack?: ShipSource[];
  /** Filled in the seat's view when it holds a card it may play as a Karama: the shipments that card may pay for. */
  withKarama?: KaramaShipOptions;
}
/**
 * 3.01.11.03: shipments paid with a Karama card (the action's `karama`, any one of `cards`): at Guild rates, to the
 * bank. The same shapes as the decision's own lists, with their costs and most forces for a Karama payment; a
 * homeworld (HW.shipping) and the Fremen send take no Karama, so they are not among them.
 */
export interface KaramaShipOptions {
  cards: TreacheryCardId[];
  destinations: ShipOption[];
  /** When the decision's `crossShip`: cross-ships paid with the card. */
  crossShips?: CrossShipOptions;
}
/**
 * A territory a shipment may go to, in the seat's view: the `sectors` it may name, the spice per force (the total is
 * `ceil(count × cost)`: 0.5 is half price on a stronghold, rounded up) and the most forces it may ship there now
 * (reserves, or the largest source stack, and spice with the ally's offer; no Karama card played).
 */
export interface ShipOption extends PlaceOption {
  cost: number;
  max: number;
}
/** A stack a Guild shipment may start from, in the seat's view, and the most forces it may take (spice included for `shipBack`). */
export interface ShipSource {
  territory: TerritoryId;
  sector: number;
  max: number;
}
/** 2.06.05.02: a cross-ship takes up to min(from.max, to.max) forces from any `from` to any `to` in another territory. */
export interface CrossShipOptions {
  from: ShipSource[];
  to: ShipOption[];
}
/** 2.02.05: another faction shipped from off-planet; BG may send 1 force free to the Polar Sink. */
export interface SpiritualAdvisorDecision extends DecisionBase {
  kind: 'spiritual-advisor';
  shipper: Faction;
  /** 2.02.11 (Advanced): where the shipment landed, when an advisor may be sent there instead. */
  advisorTo?: Spot;
  /** HW.wallach-ix.high: 2 may go to the Polar Sink (absent: 1). */
  max?: 2;
}
/** 2.02.17 WARTIME (Advanced): before shipping starts, the Bene Gesserit may flip the advisors of these territories. */
export interface WartimeDecision extends DecisionBase {
  kind: 'wartime';
  territories: TerritoryId[];
}
/** 2.02.15 INTRUSION (Advanced): `intruder` entered a territory of Bene Gesserit fighters, which may become advisors. */
export interface IntrusionDecision extends DecisionBase {
  kind: 'intrusion';
  territory: TerritoryId;
  intruder: Faction;
}
/** 1.06.05: the faction's force movement (or pass); `hajr` is true on the extra move a played Hajr grants. */
export interface MoveDecision extends DecisionBase {
  kind: 'move';
  /** Territories a group may cross this move (1, Fremen 2, ornithopters 3), fixed at the start of the move. */
  range: number;
  hajr: boolean;
  /** After an Ornithopter's `extra` move: the group it moved (now here) may not move again. */
  exclude?: TerritoryId | null;
  /** CH.worthless.baliset: territories this mover may not enter this phase. */
  barred?: TerritoryId[];
  /** CH.worthless.kulon: `range` already counts one more territory, which an Ornithopter's range adds to too. */
  kulon?: true;
  /** Leader Skills: a face-up skill that changes moves (LS.planetologist.normal, LS.sandmaster.normal). */
  skill?: 'planetologist' | 'sandmaster';
  /** HW.richese.low: the mover's No-Field token may not move. */
  noFieldFixed?: true;
  /** DS.ornithopter: the range of a flight the mover may take with this move (a token it holds; the action's `flight`). */
  flight?: number;
  /** Filled in the seat's view (never stored): the stacks that may move and where each may go this move. */
  moves?: MoveOption[];
  /** Filled in the seat's view when it holds an Ornithopter: the card a move names to use it (`moves[].ornithopterTo`). */
  ornithopter?: TreacheryCardId;
}
/**
 * A stack that may move, in the seat's view: `count` forces (of the side it shows) in `territory` `sector`, and the
 * places its whole stack may reach with this move (no card played). Stacks of one territory moved together (not
 * separated by storm) may reach any place one of them may.
 */
export interface MoveOption {
  territory: TerritoryId;
  sector: number;
  count: number;
  /** RI.no-field: the seat's No-Field token is one of `count`: a move of the whole stack names it (`noField`). */
  noField?: true;
  to: PlaceOption[];
  /** When the decision has an `ornithopter`: the places the stack reaches with it played for range (3 territories). */
  ornithopterTo?: PlaceOption[];
  /** When the decision has a `flight`: the places the stack reaches flying (DS.ornithopter). */
  flightTo?: PlaceOption[];
  /**
   * LS.planetologist.normal (a face-up Planetologist): the places the stack may go to with a second group, at the
   * decision's range: the action's `also` names any stack of another territory that lists the same place here.
   */
  alsoTo?: PlaceOption[];
  /**
   * LS.sandmaster.normal (a face-up Sandmaster): the routes through territories that still give it spice, each the
   * action's `via` (in order) and the places the stack then reaches. A move with no `via` goes to the places of `to`.
   */
  routes?: SandmasterRoute[];
}
/** A Sandmaster's route: the territories passed through, in order, and the places the move may then end in. */
export interface SandmasterRoute {
  via: TerritoryId[];
  to: PlaceOption[];
}

export type ShipmentDecision =
  | WormsignDecision
  | GuildTimingDecision
  | OfferShipmentSupportDecision
  | ShipDecision
  | SpiritualAdvisorDecision
  | WartimeDecision
  | IntrusionDecision
  | MoveDecision;

export interface Spot {
  territory: TerritoryId;
  sector: number;
}
/** RI.no-field: Richese's three No-Field tokens, each named by the forces it stands for. */
export const NO_FIELD_VALUES = [0, 3, 5] as const;
export type NoFieldValue = (typeof NO_FIELD_VALUES)[number];
/** Forces taken from one sector for a move: `count` includes `elite` starred ones. */
export interface MoveGroup {
  sector: number;
  count: number;
  elite?: number;
}

export type ShipMode = 'pass' | 'reserves' | 'cross' | 'off-planet';

export type ShipmentAction =
  | { type: 'wormsign'; event: string; look: boolean }
  | { type: 'guild-timing'; event: string; act: boolean }
  | {
      type: 'ship';
      event: string;
      /** `reserves`: normal shipment (or the Fremen send); `cross`/`off-planet`: Guild shipments (2.06.05). */
      mode: ShipMode;
      /** Source sector for `cross` and `off-planet`. */
      from?: Spot;
      /** Destination for `reserves` and `cross`. */
      to?: Spot;
      /** Forces shipped, starred ones included. */
      count?: number;
      /** Of `count`, starred forces (Advanced only). */
      elite?: number;
      /** 3.01.11.03: a Karama card played to pay Guild rates to the bank. */
      karama?: TreacheryCardId;
      /** 1.10.02.06: spice the ally pays toward this shipment, from what it offered. */
      allySpice?: number;
      /**
       * RI.no-field: a No-Field token (of the decision's `noFields`) shipped face down as one of `count` (1 unless
       * HW.richese.high); RI.ally.no-field (the decision's `noFieldOpen`): revealed at once, `count` the forces it brings.
       */
      noField?: NoFieldValue;
      /**
       * NX.richese.cunning (the decision's `noFieldPair`): a second No-Field of the shipment, revealed at once: `count`
       * is then 1 for the face-down token and the forces this one brings.
       */
      noFieldRevealed?: NoFieldValue;
    }
  | { type: 'offer-shipment-support'; event: string; amount: number }
  /** `advisor` (2.02.11): the force goes as an advisor to the decision's `advisorTo` instead of the Polar Sink. */
  | { type: 'spiritual-advisor'; event: string; send: boolean; advisor?: boolean; count?: number }
  /** 2.02.17: the territories whose advisors flip to fighters (none: no flip). */
  | { type: 'wartime'; event: string; territories: TerritoryId[] }
  /** 2.02.15: whether the fighters flip to advisors. */
  | { type: 'intrusion'; event: string; flip: boolean }
  | {
      type: 'move';
      event: string;
      /** No move this turn when absent. */
      from?: TerritoryId;
      groups?: MoveGroup[];
      to?: Spot;
      /** 3.01.09: play Hajr with this move to gain one more movement action afterwards. */
      hajr?: TreacheryCardId;
      /**
       * Ornithopter (CHOAM & Richese cache), played with this move: `range` moves this group up to 3 territories;
       * `extra` grants a second move at normal range, of another group.
       */
      ornithopter?: { card: TreacheryCardId; mode: 'range' | 'extra' };
      /** DS.ornithopter: the group flies, at the decision's `flight` range (a token spent; not with an Ornithopter card). */
      flight?: true;
      /** 2.02.16 TAKE UP ARMS (Advanced): Bene Gesserit advisors moving into an occupied territory flip to fighters. */
      fighters?: boolean;
      /** LS.sandmaster.normal: the territories passed through, in order (each with spice gives 1). */
      via?: TerritoryId[];
      /** LS.planetologist.normal: a second group, from another territory, to the same destination. */
      also?: { from: TerritoryId; groups: MoveGroup[] };
      /** RI.no-field: the mover's No-Field token in `from` moves too, as one of its sector's group's count. */
      noField?: true;
    };

export type ShipmentEvent =
  | { type: 'wormsign-looked'; faction: Faction }
  | { type: 'wormsign-seen'; card: SpiceCardId }
  | { type: 'guild-timing-chosen'; act: boolean; before: Faction }
  | { type: 'shipment-turn'; faction: Faction }
  | {
      type: 'shipped';
      faction: Faction;
      mode: Exclude<ShipMode, 'pass'>;
      from: Spot | null;
      to: Spot | null;
      count: number;
      elite: number;
      cost: number;
      allyPaid: number;
      paidTo: 'bank' | Faction | null;
      /** RI.no-field: one of the forces shipped is a No-Field token, face down (its value is Richese's secret). */
      noField?: true;
    }
  | { type: 'shipment-support-offered'; faction: Faction; ally: Faction; amount: number }
  | { type: 'shipment-passed'; faction: Faction }
  | { type: 'storm-migration'; territory: TerritoryId; sector: number; sent: number; lost: number }
  | { type: 'advisor-sent'; faction: Faction; to: Spot; side?: 'advisors' | 'fighters'; count?: number }
  /** `noField` (RI.no-field): the mover's No-Field token is one of the forces moved. */
  | { type: 'moved'; faction: Faction; from: TerritoryId; groups: MoveGroup[]; to: Spot; noField?: true }
  | { type: 'move-passed'; faction: Faction }
  | { type: 'shipment-card-played'; faction: Faction; card: TreacheryCardId; rule: string }
  | { type: 'ally-constraint'; faction: Faction; territory: TerritoryId; count: number };

export interface ShipmentRound {
  phase: 'shipment-movement';
  /** Storm order from the First Player (1.06.01). */
  order: Faction[];
  /** Factions whose shipment and movement are complete. */
  done: Faction[];
  /** Faction taking its turn, or null between turns. */
  acting: Faction | null;
  /** Where the acting faction is in its turn. */
  stage: 'ship' | 'intrusion' | 'advisor' | 'move' | 'end';
  /** 2.02.15: the territory an intruder entered, and the stage the turn goes on with once the BG have answered. */
  intrusion?: { territory: TerritoryId; intruder: Faction; then: 'advisor' | 'move' };
  /** 1.14.05: the faction whose off-planet shipment the Guild's Karama cancelled this phase (public). */
  blocked?: Faction;
  /** Where the acting faction's shipment landed this turn (2.02.11: where an advisor may follow it). */
  shippedTo?: Spot;
  /** Movement actions left to the acting faction (1 + Hajr cards played). */
  movesLeft: number;
  /** 3.01.09: a Hajr was played this turn, so the next move is the extra one. */
  hajrPlayed: boolean;
  /** Ornithopter `extra`: where the first group went, so that the second move is another group. */
  ornithopterExclude?: TerritoryId | null;
  /** 2.06.12.03: the Guild said "Delay" before this faction's turn; asked again before the next one. */
  guildWaitedFor: Faction | null;
  /** 2.01.07: the spice card Atreides looked at (hidden from everyone else). */
  wormsign: SpiceCardId | null;
  /** 1.10.02.06: spice each faction still offers toward its ally's shipments (known to the two allies only). */
  support: Partial<Record<Faction, number>>;
  /** LS.sandmaster.normal: the territories the Sandmaster has collected from this phase (once each). */
  sandmaster?: TerritoryId[];
  /** HW.junction.high: the Guild's offers of cross-planet shipping this phase, by faction (public). */
  junction?: Partial<Record<Faction, JunctionRate>>;
}

export interface ShipmentRoundView {
  phase: 'shipment-movement';
  order: Faction[];
  done: Faction[];
  acting: Faction | null;
  stage: ShipmentRound['stage'];
  /** HW.junction.high: the Guild's offers this phase (absent: none). */
  junction?: Partial<Record<Faction, JunctionRate>>;
}
/** What one seat alone sees: the card Atreides looked at (2.01.07), the ally's support available (1.10.02.06). */
export interface ShipmentPrivateRoundView {
  phase: 'shipment-movement';
  wormsign: SpiceCardId | null;
  /**
   * Spice the seat's ally still offers toward its shipment: what is set aside for it (rules edition 3), or at most
   * what the ally holds (earlier editions).
   */
  allySupport: number;
  /** Spice this seat offers toward its ally's shipments and has not been used (0 without an ally). */
  offeredSupport: number;
}
