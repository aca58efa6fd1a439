// Why a server turns a client away before it is in a game (create, join, reclaim, spectate). Each refusal has a
// stable code, an HTTP status and a sentence; on the wire the message reads `CODE: sentence`, which the SDK splits
// back into a DuneError (client-sdk/errors.ts). PROTOCOL.md lists them.

/** Game ids become folder names and Redis keys: a strict alphabet keeps out traversal ("..", "/") and key tricks. */
export const GAME_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const JOIN_REFUSALS = {
  /** The create or join options failed their schema (the sentence names each field). */
  BAD_OPTIONS: 400,
  /** The game id is not of the accepted alphabet or length. */
  BAD_GAME_ID: 400,
  /** The named faction is not seated in this game, or a bot seat names another faction. */
  NOT_IN_GAME: 400,
  /** The seat token matches no seat of this game. */
  BAD_TOKEN: 403,
  /** The transfer code is unknown, already used or expired. */
  BAD_TRANSFER_CODE: 403,
  /** No game with this id is stored. */
  GAME_NOT_FOUND: 404,
  /** The faction's seat is claimed: reclaim it with its seat token. */
  SEAT_TAKEN: 409,
  /** The faction's seat is played by a bot. */
  SEAT_IS_BOT: 409,
  /** Every seat is claimed or played by a bot (spectating is still open). */
  GAME_FULL: 409,
  /** Too many games created (or joins asked) from this address lately, or too many wrong transfer codes for a game. */
  RATE_LIMITED: 429,
  /** The stored game failed its checks on restore; it is left as it is for an operator (the log says why). */
  GAME_DAMAGED: 500,
  /**
   * The stored game is older than what was acknowledged (this server's watermark) or seen (the client's
   * seenVersion): the store went back in time (a failover to an empty or stale copy). Left for an operator.
   */
  GAME_ROLLED_BACK: 500,
  /** The game is being restored, moved or closed by another room: join again in a moment. */
  GAME_BUSY: 503,
  /** The store cannot be read or written now (a full or read-only disk, Redis unreachable): join again later. */
  STORE_UNAVAILABLE: 503,
  /** The store cannot make the game as durable as the operator asked now (Redis replicas missing): join again later. */
  NOT_DURABLE: 503,
} as const;
export type JoinRefusal = keyof typeof JOIN_REFUSALS;

/** The wire form of a refusal: `CODE: sentence`. */
export function refusalText(code: JoinRefusal, message: string): string {
  return `${code}: ${message}`;
}

/** Splits a refusal's wire text back into its code and sentence (null: not a refusal of this server). */
export function parseRefusal(text: string): { code: JoinRefusal; message: string } | null {
  const match = /^([A-Z_]+): ([\s\S]*)$/.exec(text);
  if (!match || !(match[1]! in JOIN_REFUSALS)) return null;
  return { code: match[1] as JoinRefusal, message: match[2]! };
}

/** Each refusal code and its HTTP status, as a type (the generated reference documents it: docs/protocol). */
export type JoinRefusalStatuses = typeof JOIN_REFUSALS;
