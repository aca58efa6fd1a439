// Every client message and room option, as zod schemas. The server validates with these; the SDK's types are
// inferred from them, so client and server cannot drift.
import { z } from 'zod';
import type { Action, EngineError, Faction, GameEvent, PlayerView } from '../rooms/dune/types.ts';
import { CARD_SETS, GAME_MODULES } from '../rooms/dune/types.ts';
import { faction } from './actions/common.ts';
import type { BotProfile } from '../rooms/dune/bots/index.ts';
import { setupActionSchemas } from './actions/setup.ts';
import { stormActionSchemas } from './actions/storm.ts';
import { spiceBlowActionSchemas } from './actions/spice-blow.ts';
import { choamActionSchemas } from './actions/choam-charity.ts';
import { choamFactionActionSchemas } from './actions/choam-faction.ts';
import { homeworldActionSchemas } from './actions/homeworlds.ts';
import { techTokenActionSchemas } from './actions/tech-tokens.ts';
import { strongholdCardActionSchemas } from './actions/stronghold-cards.ts';
import { tleilaxuActionSchemas } from './actions/tleilaxu.ts';
import { ixiansActionSchemas } from './actions/ixians.ts';
import { richeseActionSchemas } from './actions/richese.ts';
import { ecazActionSchemas } from './actions/ecaz.ts';
import { nexusActionSchemas } from './actions/nexus.ts';
import { moritaniActionSchemas } from './actions/moritani.ts';
import { discoveryActionSchemas } from './actions/discovery.ts';
import { biddingActionSchemas } from './actions/bidding.ts';
import { revivalActionSchemas } from './actions/revival.ts';
import { shipmentActionSchemas } from './actions/shipment-movement.ts';
import { battleActionSchemas } from './actions/battle.ts';
import { collectionActionSchemas } from './actions/spice-collection.ts';
import { mentatActionSchemas } from './actions/mentat-pause.ts';
import { freeActionSchemas } from './actions/free.ts';
import { karamaActionSchemas } from './actions/karama.ts';
import { skillActionSchemas } from './actions/skills.ts';
import { GAME_ID_PATTERN } from './refusals.ts';
import { SayMessageSchema, type ChatMessages } from './chat.ts';

/** Bot strengths, weakest first. Kept here (not imported) so that clients do not load the bots' code. */
export const BOT_PROFILES = ['easy', 'medium', 'hard', 'brutal'] as const;
const botProfile = z.enum(BOT_PROFILES);

/** Largest accepted message payload, as JSON text. Larger ones are refused with TOO_LARGE. */
export const MAX_MESSAGE_BYTES = 4096;

/**
 * How a client receives the game: `binary` (the default) is the `@colyseus/schema` state the SDK decodes; `json` is
 * the client's own view as JSON text in `view` messages, and every server message as JSON (PROTOCOL.md, JSON mode),
 * for clients in languages without a schema decoder.
 */
export const VIEW_FORMATS = ['binary', 'json'] as const;
export type ViewFormat = (typeof VIEW_FORMATS)[number];
const viewFormat = z.enum(VIEW_FORMATS);

export const CreateOptionsSchema = z
  .object({
    factions: z.array(faction).min(2).max(6),
    seed: z.string().min(1).max(128).optional(),
    maxTurns: z.number().int().min(1).max(99).optional(),
    advanced: z.boolean().optional(),
    seating: z.enum(['random', 'listed']).optional(),
    /** Treachery card sets (default `['base']`); `base` must be included. */
    cards: z.array(z.enum(CARD_SETS)).min(1).max(CARD_SETS.length).optional(),
    /** Optional modules (default none): `leader-skills`. */
    modules: z.array(z.enum(GAME_MODULES)).max(GAME_MODULES.length).optional(),
    /** Seats played by bots from the start, with their profile. */
    bots: z.partialRecord(faction, botProfile).optional(),
    /** Delay before a bot or autopilot answers, in ms (default from BOT_DELAY_MS, else 800; 0 in tests). */
    botDelayMs: z.number().int().min(0).max(60_000).optional(),
    /** A disconnected seat is played by autopilot after this many seconds (default 60). */
    graceSeconds: z.number().min(0).max(86_400).optional(),
    /** Per-decision time limit for human seats, after which autopilot answers (default: none). */
    turnSeconds: z.number().min(1).max(86_400).nullable().optional(),
    /** Profile autopilot plays human seats with (default medium). */
    autopilotProfile: botProfile.optional(),
    /** Whether the game appears in the lobby (`GET /games`, `client.listGames()`); default `unlisted`. */
    visibility: z.enum(['public', 'unlisted']).optional(),
    /** Seat the creating client takes (default: the first seat). Or `spectator: true`. */
    faction: faction.optional(),
    spectator: z.boolean().optional(),
    /** How this client receives the game (default `binary`). */
    format: viewFormat.optional(),
  })
  .strict();
export type CreateOptions = z.infer<typeof CreateOptionsSchema>;

export const JoinOptionsSchema = z
  .object({
    gameId: z.string().regex(GAME_ID_PATTERN, 'a game id is 1–64 letters, digits, "_" or "-"'),
    /** Claim this faction's free seat. Without it (and without a token) the first free seat is taken. */
    faction: faction.optional(),
    /** Reclaim a seat with the token received when it was first claimed. */
    seatToken: z.string().min(1).max(128).optional(),
    /**
     * Take a seat moved from another device: the code its holder got with a `transfer` message (short-lived, good
     * once). The seat gets a new seat token; the old one stops working.
     */
    transferCode: z
      .string()
      .regex(/^[A-Za-z0-9 -]{8,32}$/, 'a transfer code is letters and digits, in groups split by "-"')
      .optional(),
    spectator: z.boolean().optional(),
    /**
     * The state version (accepted actions) this client last saw of the game, when it comes back: a stored game found
     * below it went back in time (a store failover) and is refused as GAME_ROLLED_BACK instead of being played on.
     */
    seenVersion: z.number().int().min(0).max(1_000_000_000).optional(),
    /** How this client receives the game (default `binary`). */
    format: viewFormat.optional(),
  })
  .strict();
export type JoinOptions = z.infer<typeof JoinOptionsSchema>;

/** Every action of every phase; each phase's schemas live in schema/actions/<phase>.ts. */
export const ActionSchema = z.discriminatedUnion('type', [
  ...setupActionSchemas,
  ...stormActionSchemas,
  ...spiceBlowActionSchemas,
  ...choamActionSchemas,
  ...biddingActionSchemas,
  ...revivalActionSchemas,
  ...shipmentActionSchemas,
  ...battleActionSchemas,
  ...collectionActionSchemas,
  ...mentatActionSchemas,
  ...freeActionSchemas,
  ...karamaActionSchemas,
  ...skillActionSchemas,
  ...choamFactionActionSchemas,
  ...homeworldActionSchemas,
  ...techTokenActionSchemas,
  ...tleilaxuActionSchemas,
  ...ixiansActionSchemas,
  ...strongholdCardActionSchemas,
  ...richeseActionSchemas,
  ...ecazActionSchemas,
  ...moritaniActionSchemas,
  ...discoveryActionSchemas,
  ...nexusActionSchemas,
]);
export type WireAction = z.infer<typeof ActionSchema>;

/** `act`: submit an action. `rid` is the client's request id, echoed in the `ack` or `error` reply. */
export const ActMessageSchema = z.object({ rid: z.string().min(1).max(64), action: ActionSchema }).strict();
export type ActMessage = z.infer<typeof ActMessageSchema>;

/** `autopilot`: hand the sender's seat to autopilot (`on: true`) or take it back. Answered with `ack` or `error`. */
export const AutopilotMessageSchema = z.object({ rid: z.string().min(1).max(64), on: z.boolean() }).strict();
export type AutopilotMessage = z.infer<typeof AutopilotMessageSchema>;

/**
 * `transfer`: a code to move the sender's seat to another device (which joins with `transferCode`). Answered with
 * `ack` carrying `transfer`, or `error` (NOT_A_SEAT, RATE_LIMITED).
 */
export const TransferMessageSchema = z.object({ rid: z.string().min(1).max(64) }).strict();
export type TransferMessage = z.infer<typeof TransferMessageSchema>;

/** Client → server message types and their payload schemas (`say`: table talk, schema/chat.ts). */
export const CLIENT_MESSAGES = { act: ActMessageSchema, autopilot: AutopilotMessageSchema, say: SayMessageSchema, transfer: TransferMessageSchema } as const;
export type ClientMessageType = keyof typeof CLIENT_MESSAGES;

// ---------------------------------------------------------------- server → client

/**
 * Protocol-level error codes, in addition to the engine's rule codes. Chat's own: NO_ALLY (an `alliance` message
 * from a seat without an ally), BAD_RECIPIENT (a `private` message to itself or to a faction not in the game),
 * NOT_A_SPECTATOR (a seat writing to the spectators' channel).
 */
export const PROTOCOL_ERROR_CODES = [
  'BAD_MESSAGE',
  'UNKNOWN_MESSAGE',
  'TOO_LARGE',
  'NOT_A_SEAT',
  'NOT_A_SPECTATOR',
  'NO_ALLY',
  'BAD_RECIPIENT',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'NOT_DURABLE',
  'INTERNAL',
] as const;
export type ProtocolErrorCode = (typeof PROTOCOL_ERROR_CODES)[number];
export type ErrorCode = ProtocolErrorCode | EngineError['code'];

export interface ErrorMessage {
  /** The request id of the message that failed, when it could be read. */
  rid: string | null;
  code: ErrorCode;
  message: string;
  /** Validation issues for BAD_MESSAGE: path and message of each. */
  details: { path: string; message: string }[];
}
export interface AckMessage {
  rid: string;
  /** State version that includes the action; the client's view has it once `state.version` reaches this. */
  version: number;
  /** Only in the answer to `transfer`: the code, for this seat's holder alone. */
  transfer?: {
    /** Typed on the other device (`ABCD-EFGH-JKMN`; case, spaces and dashes do not matter). */
    code: string;
    /** When it stops working, ms since the epoch (5 minutes on). */
    expiresAt: number;
  };
}
/** `seat`: the first message a joining client receives (then its view in JSON mode, then the events so far). */
export interface SeatMessage {
  gameId: string;
  /** The seat held, or null for a spectator. */
  faction: Faction | null;
  /** Secret: reclaims the seat later. Only ever sent to the seat's own client, once (null on a reclaim). */
  seatToken: string | null;
  /**
   * The protocol version the server speaks, `MAJOR.MINOR` (schema/protocol-version.ts): a client written for another
   * MAJOR should stop; a higher MINOR only adds what the client may ignore.
   */
  protocol: string;
}
export interface EventsMessage {
  events: GameEvent[];
}
/**
 * `view` (JSON mode only): the client's whole view, exactly `viewFor(state, viewer)`, sent on joining and whenever
 * it changed. `version` is the state version it was taken at (accepted actions so far).
 */
export interface ViewMessage {
  version: number;
  view: PlayerView;
}
/** Server → client message types. */
export interface ServerMessages {
  seat: SeatMessage;
  ack: AckMessage;
  error: ErrorMessage;
  events: EventsMessage;
  view: ViewMessage;
  chat: ChatMessages;
}

// Compile-time proof that validated wire actions and engine actions are the same set.
const _wireIsEngine: WireAction extends Action ? true : false = true;
const _engineIsWire: Action extends WireAction ? true : false = true;
void _wireIsEngine;
void _engineIsWire;
// …and the profiles offered on the wire are exactly the bots' profiles.
const _profilesAgree: [(typeof BOT_PROFILES)[number], BotProfile] extends [BotProfile, (typeof BOT_PROFILES)[number]] ? true : false = true;
void _profilesAgree;
