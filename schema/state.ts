// The wire contract: @colyseus/schema classes mirroring the engine's PlayerView.
// Public fields reach every client. Each seat's private part sits behind @view(OWNER) and is added only to that
// seat's StateView. Secrets live only inside that @view child (never as @view primitives on a parent, which
// would leak once the child is granted — see docs/COLYSEUS.md §4).
// Nullable engine values travel as sentinels (-1 for numbers, '' for strings); schema/read.ts maps them back.
import { ArraySchema, MapSchema, Schema, type, view } from '@colyseus/schema';

/** StateView tag granting a seat its own private part. */
export const OWNER = 1;

export class ForceCountSchema extends Schema {
  @type('uint8') regular = 0;
  @type('uint8') elite = 0;
}

export class PrivateSchema extends Schema {
  @type('uint16') spice = 0;
  @type(['string']) hand = new ArraySchema<string>();
  @type(['string']) traitors = new ArraySchema<string>();
  @type(['string']) traitorOptions = new ArraySchema<string>();
  @type(['string']) discardedTraitors = new ArraySchema<string>();
  /** Predicted faction, '' for none. */
  @type('string') predictionFaction = '';
  @type('uint8') predictionTurn = 0;
  /** This seat's open decisions, each as canonical JSON (decision shapes vary by kind and grow with expansions). */
  @type(['string']) decisions = new ArraySchema<string>();
  /** Own secret storm dial awaiting reveal, -1 for none. */
  @type('int8') stormDial = -1;
  /** 2.04.14: the Fremen's storm card (-1 for none). */
  @type('int8') stormCard = -1;
  /** This seat's private view of the round in progress, as canonical JSON; '' for none. */
  @type('string') round = '';
  /** Leader Skills: the skill cards this seat was dealt and is choosing between. */
  @type(['string']) skillOffer = new ArraySchema<string>();
  /** HW.tupile.intelligence: CHOAM's receipts as canonical JSON (CHOAM's seat only); '' for none. */
  @type('string') intelligence = '';
  /** CH.ally.trade: the card this seat put forward while the trade waits, as canonical JSON; '' for none. */
  @type('string') tradeOffer = '';
  /** When this seat's turn clock runs out (ms since the epoch; 0: none), over all its open decisions (room-level). */
  @type('float64') clock = 0;
  /** TL.face-dancers: the Tleilaxu's Face Dancers (the Tleilaxu's seat only). Added in protocol 1.4, after `clock`. */
  @type(['string']) faceDancers = new ArraySchema<string>();
  /** RI.cache: the cards left in the Richese cache (Richese's seat only). Added in protocol 1.8, after `faceDancers`. */
  @type(['string']) richeseCache = new ArraySchema<string>();
  /** RI.no-field: the value of Richese's face-down No-Field (Richese's seat only); -1 for none. Added in protocol 1.9, after `richeseCache`. */
  @type('int8') richeseNoField = -1;
  /** MO.terror: Moritani's tokens, `{ supply, placed }` as canonical JSON (Moritani's seat only); '' for null. Added in protocol 1.10, after `richeseNoField`. */
  @type('string') terror = '';
  /** NX: the Nexus card this seat holds (its seat only); '' for none. Added in protocol 1.12, after `terror`. */
  @type('string') nexusCard = '';
  /** DS.look, DS.reveal: the face-down Discovery tokens this seat may see, `[{ site, token }]` as canonical JSON; '' for none. Protocol 1.13. */
  @type('string') discoveries = '';
  /** NX.ixians.secret-ally: the card this seat bought last this turn (its seat only); '' for none. Protocol 1.14, after `discoveries`. */
  @type('string') nexusBought = '';
}

export class SeatSchema extends Schema {
  @type('string') faction = '';
  @type('uint8') seat = 0;
  @type('uint8') marker = 0;
  @type(ForceCountSchema) reserves = new ForceCountSchema();
  @type(ForceCountSchema) tanks = new ForceCountSchema();
  @type(['string']) leaders = new ArraySchema<string>();
  @type('uint16') bribes = 0;
  /** 1.11.02: number of treachery cards in hand (public). */
  @type('uint8') handSize = 0;
  /** Whether a client currently holds this seat (room-level, not part of the engine view). */
  @type('boolean') connected = false;
  /** Who answers this seat's decisions: 'human', 'bot' or 'autopilot' (room-level). */
  @type('string') control = 'human';
  /** When this seat's turn clock runs out (ms since the epoch; 0: none), over its decisions everyone knows of (room-level). */
  @type('float64') clock = 0;
  @view(OWNER) @type(PrivateSchema) private = new PrivateSchema();
  /** The leader of each status in `leaders`, position for position. Protocol 1.6. */
  @type(['string']) leaderIds = new ArraySchema<string>();
}

export class ForceStackSchema extends Schema {
  @type('string') faction = '';
  @type('string') territory = '';
  @type('uint8') sector = 0;
  @type('uint8') regular = 0;
  @type('uint8') elite = 0;
  @type('uint8') advisors = 0;
}

export class SpiceStackSchema extends Schema {
  @type('string') territory = '';
  @type('uint8') sector = 0;
  @type('uint16') amount = 0;
}

export class DecksSchema extends Schema {
  @type('uint8') spice = 0;
  @type(['string']) spiceDiscard = new ArraySchema<string>();
  /** 1.13.02: discard pile B of the Advanced game's double spice blow. */
  @type(['string']) spiceDiscardB = new ArraySchema<string>();
  @type('uint8') treachery = 0;
  @type('uint8') treacheryDiscard = 0;
  @type('uint8') traitor = 0;
  @type(['string']) setAside = new ArraySchema<string>();
}

export class AwaitingSchema extends Schema {
  @type('string') seat = '';
  @type('string') kind = '';
  /** Decision id, '' for a secret decision. */
  @type('string') id = '';
}

export class StormSchema extends Schema {
  /** -1 before the first storm. */
  @type('int8') sector = -1;
  @type(['string']) dialers = new ArraySchema<string>();
  @type({ map: 'uint8' }) lastDials = new MapSchema<number>();
  @type('boolean') shieldWallDestroyed = false;
}

/** A list carried item by item, each as canonical JSON: a list that grows sends its new items only. */
export class JsonListSchema extends Schema {
  @type(['string']) items = new ArraySchema<string>();
}

export class DuneState extends Schema {
  @type('string') gameId = '';
  /** Number of accepted actions; the SDK uses it to know its view includes an acknowledged action. */
  @type('uint32') version = 0;
  @type('uint8') turn = 0;
  @type('uint8') maxTurns = 0;
  @type('boolean') advanced = false;
  /** The rules edition the game plays. */
  @type('uint8') rules = 1;
  /** Treachery card sets in play. */
  @type(['string']) cards = new ArraySchema<string>();
  /** Optional modules in play. */
  @type(['string']) modules = new ArraySchema<string>();
  @type('string') phase = '';
  @type('string') step = '';
  @type(StormSchema) storm = new StormSchema();
  @type('string') firstPlayer = '';
  @type([SeatSchema]) seats = new ArraySchema<SeatSchema>();
  @type([ForceStackSchema]) forces = new ArraySchema<ForceStackSchema>();
  @type([SpiceStackSchema]) spice = new ArraySchema<SpiceStackSchema>();
  /** Each alliance as 'faction+faction'. */
  @type(['string']) alliances = new ArraySchema<string>();
  /** Leader Skills: every skilled leader, its card, holder and face (canonical JSON list); '' without any. */
  @type('string') skills = '';
  /** LS.spice-banker.normal: spice in front of each shield until the Mentat Pause. */
  @type({ map: 'uint16' }) skillEscrow = new MapSchema<number>();
  /** The Homeworlds variant: every world's face, native forces and occupier, as canonical JSON; '' without it. */
  @type('string') homeworlds = '';
  /** HW.tupile.intelligence: the public eligibility quote as canonical JSON; '' without Tupile. */
  @type('string') tupile = '';
  /** The CHOAM faction's public state (Inflation, Worthless effects …) as canonical JSON; '' without CHOAM. */
  @type('string') choam = '';
  /**
   * Public view of the round in progress (bids, shipment order, battles …), one entry per field of the engine's round
   * view, each as canonical JSON; empty for none. Split by field so that a change sends the fields that changed, not
   * the whole round (most actions change one or two of them).
   */
  @type({ map: 'string' }) round = new MapSchema<string>();
  /**
   * The round's fields whose value is a list (the bids of an auction, the shipment order …), item by item, instead
   * of in `round`: each bid would otherwise send the auction's whole list again.
   */
  @type({ map: JsonListSchema }) roundLists = new MapSchema<JsonListSchema>();
  /** How the game ended, as canonical JSON; '' while it goes on. */
  @type('string') victory = '';
  /** Karama windows and preventions (3.01.11) as canonical JSON; '' when there is neither. */
  @type('string') karama = '';
  /** An open card play window (Amal, Thumper, Harvester, Recruits) as canonical JSON; '' when none. */
  @type('string') cardWindow = '';
  /** True while a card play interrupts the game (other decisions put aside, no free actions). */
  @type('boolean') interrupted = false;
  @type(DecksSchema) decks = new DecksSchema();
  @type([AwaitingSchema]) awaiting = new ArraySchema<AwaitingSchema>();
  /** The Sandtrout module: `{ waiting, doubling }` as canonical JSON; '' without it. Last: added in protocol 1.3. */
  @type('string') sandtrout = '';
  /** The Tech tokens module: `{ holders, due }` as canonical JSON; '' without it. Added in protocol 1.4, after `sandtrout`. */
  @type('string') techTokens = '';
  /** The Tleilaxu: `{ faceDancers, revealed }` (a count and the revealed cards) as canonical JSON; '' without them. Protocol 1.4. */
  @type('string') tleilaxu = '';
  /** The Ixians: `{ hms }` (where the Hidden Mobile Stronghold sits) as canonical JSON; '' without them. Protocol 1.5. */
  @type('string') ixians = '';
  /** The Stronghold cards: `{ holders }` (who holds each card) as canonical JSON; '' without the module. Protocol 1.7. */
  @type('string') strongholdCards = '';
  /** Richese: `{ cache, removed, position, lot }` (the cache's size, never its cards) as canonical JSON; '' without it. Protocol 1.8. */
  @type('string') richese = '';
  /** Ecaz: `{ supply, placed, cohort, triggered, removed, nextCost }` (the Ambassadors, all public) as canonical JSON; '' without it. Protocol 1.10. */
  @type('string') ecaz = '';
  /** Moritani: `{ placed, supply, gone, aftermath, extortion, vidal, assassinated }` (where the Terror tokens stand, never which; Duke Vidal in a game without Ecaz) as canonical JSON; '' without it. Protocol 1.10 (`vidal`, `assassinated`: 1.11). */
  @type('string') moritani = '';
  /** Nexus cards: `{ deck, discard, holders, lasting, lastWin, lastBuyer, emptyWorm, lastPaid }` (the pile's size, who holds a card, never which) as canonical JSON; '' without the module. Protocol 1.12 (`emptyWorm`, `lastPaid`: 1.14). */
  @type('string') nexusCards = '';
  /** Discovery: `{ laid, piles, locations, gone }` (where tokens lie and their kind, never which) as canonical JSON; '' without the module. Protocol 1.13. */
  @type('string') discovery = '';
}
