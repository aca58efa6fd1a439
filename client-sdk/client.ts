// DuneClient: create, join, spectate and reclaim games on a dune-rooms server.
import { readLobbyPage, type LobbyPage } from './lobby-page.ts';
import { Client, type Room } from '@colyseus/sdk';
import type { CreateOptions, EventsMessage, JoinOptions, SeatMessage } from '../schema/messages.ts';
import type { ChatMessage, ChatMessages } from '../schema/chat.ts';
import { ROOM_NAME } from '../schema/room-name.ts';
import { DuneState } from '../schema/state.ts';
import type { Faction, GameEvent } from '../rooms/dune/types.ts';
import { GameConnection } from './connection.ts';
import { DuneError, joinError } from './errors.ts';
import { GAME_ID_PATTERN } from '../schema/refusals.ts';
import { PROTOCOL_VERSION, protocolMajor } from '../schema/protocol-version.ts';

/** Matchmaking error code of a room id that no process hosts (Colyseus MATCHMAKE_INVALID_ROOM_ID). */
const ROOM_NOT_LIVE = 522;
/** How long a join keeps retrying while another client's restore of the same game is under way. */
const RESTORE_RACE_MS = 10_000;
/** How long a join waits for the seat message and the first state. */
const JOIN_WAIT_MS = 10_000;

/** A new game's options (PROTOCOL.md); the SDK decodes the binary state, so JSON mode (`format`) is not among them. */
export type GameOptions = Omit<CreateOptions, 'format'>;

export interface DuneClientOptions {
  /** Drops within this many ms of connecting are not retried by the SDK (its default is 5000). */
  reconnectMinUptimeMs?: number;
  /**
   * After a connection is lost for good (the room closed, the server restarted or moved the game), how long to
   * keep trying to get back in with the seat token (or as a spectator), in ms. 0 turns recovery off. Default 60 s.
   */
  recoverForMs?: number;
  /**
   * Answer Karama windows (3.01.11.01) with a pass at once when this seat holds no Karama card. Every seat that
   * could cancel is asked whether or not it holds one, so that a window reveals nothing; this spares a player
   * without the card the question. Card play windows (Amal, Semuta Drug …), Weather Control, Family Atomics and
   * Truthtrance, the Portable Snooper question and CHOAM's Kull Wahad reaction are passed the same way when the hand
   * holds none of the cards they take, and a traitor call when the opponent's leader is none of the seat's traitors
   * (GameConnection.passWhenUnplayable; the room holds such a quick answer to its timing floor, so its speed tells
   * nothing). Default true; set false to show every window to the player.
   */
  karamaAutoPass?: boolean;
  /** A request (act, autopilot, say) unanswered after this many ms is rejected with TIMEOUT. Default 30 000. */
  requestTimeoutMs?: number;
  /**
   * How many of the events received `game.events` keeps: `'all'` (the default), or the last N (a bot or load tester
   * that never reads the past holds a few instead of a whole game's thousands). Listeners get every event either way.
   */
  eventHistory?: number | 'all';
}

/**
 * @colyseus/sdk sends its matchmaking requests with credentials ('include'), whose answers a page on another origin
 * may read only if the server reflects that origin and allows credentials. dune-rooms uses no cookies and answers
 * its public routes to any origin without credentials (`Access-Control-Allow-Origin: *`): the SDK sends none.
 */
const withoutCredentials = (input: string | URL | Request, init?: RequestInit): Promise<Response> => fetch(input, { ...init, credentials: 'omit' });

/** @internal A joined room with its seat message. */
export interface Opened {
  room: Room<unknown, DuneState>;
  seat: SeatMessage;
  /** Events and chat that arrived before the connection was built, and how to stop collecting them. */
  early: { events: GameEvent[]; chat: ChatMessage[]; stop: () => void };
}

export class DuneClient {
  private readonly client: Client;
  private readonly http: string;

  /** `endpoint`: the server's ws:// (or http://) address, e.g. ws://127.0.0.1:2567. */
  constructor(
    endpoint: string,
    private readonly options: DuneClientOptions = {},
  ) {
    this.http = endpoint.replace(/^ws(s?):\/\//, 'http$1://').replace(/\/$/, '');
    this.client = new Client(this.http, { fetchFn: withoutCredentials });
  }

  /**
   * The public lobby: games created with `visibility: 'public'` that are open or in play, newest first, a page at a
   * time (`limit` 1–50, default 20). Each lists its factions, free seats, bots, spectators, turn and phase.
   */
  async listGames(page: { offset?: number; limit?: number } = {}): Promise<LobbyPage> {
    const query = new URLSearchParams();
    if (page.offset !== undefined) query.set('offset', String(page.offset));
    if (page.limit !== undefined) query.set('limit', String(page.limit));
    const response = await fetch(`${this.http}/games${query.size > 0 ? `?${query}` : ''}`);
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) throw new DuneError('LOBBY_FAILED', `the lobby answered ${response.status}: ${JSON.stringify(body)}`);
    try {
      return readLobbyPage(body);
    } catch (malformed) {
      throw new DuneError('LOBBY_FAILED', (malformed as Error).message);
    }
  }

  /** Creates a game and takes a seat in it (`options.faction`, default the first seat) or watches it (`spectator: true`). */
  create(options: GameOptions): Promise<GameConnection> {
    return this.connect(() => this.client.create(ROOM_NAME, options, DuneState));
  }

  /** Claims a free seat: `faction`, or the first free one. */
  join(gameId: string, options: { faction?: Faction } = {}): Promise<GameConnection> {
    return this.connect(() => this.enter({ gameId, ...options }));
  }

  /**
   * Reclaims a seat with its token, e.g. after a restart of the client or of the server. `seenVersion`: the game's
   * version this seat last saw, if the client kept it: a server whose store has gone back below it refuses the game
   * (GAME_ROLLED_BACK) instead of serving the older one. A GameConnection sends its own when it recovers.
   */
  reclaim(gameId: string, seatToken: string, options: { seenVersion?: number } = {}): Promise<GameConnection> {
    return this.connect(() => this.enter({ gameId, seatToken, ...options }), seatToken);
  }

  /**
   * Takes a seat moved from another device with the transfer code its holder got there (GameConnection.transferCode).
   * The seat gets a new token (`seatToken` of the connection: keep it); the old device is closed and its token stops
   * working. Refused with BAD_TRANSFER_CODE (unknown, used or expired) or RATE_LIMITED (too many wrong codes).
   */
  takeSeat(gameId: string, transferCode: string): Promise<GameConnection> {
    return this.connect(() => this.enter({ gameId, transferCode }));
  }

  /** Watches a game: public information only. */
  spectate(gameId: string): Promise<GameConnection> {
    return this.connect(() => this.enter({ gameId, spectator: true }));
  }

  /**
   * Joins the live room of a game; if none is live (the server restarted, or the game moved), asks the server to
   * restore it from its store. Two clients restoring at once: one wins, the other joins the winner's room.
   */
  private async enter(options: JoinOptions): Promise<Room<unknown, DuneState>> {
    checkId(options.gameId);
    const until = Date.now() + RESTORE_RACE_MS;
    for (let wait = 50; ; wait = Math.min(wait * 2, 500)) {
      try {
        return await this.client.joinById(options.gameId, options, DuneState);
      } catch (notJoined) {
        // Only a room that is not live is restored; any other refusal (a wrong token, a taken seat) stands.
        if ((notJoined as { code?: number }).code !== ROOM_NOT_LIVE) throw notJoined;
      }
      try {
        return await this.client.create(ROOM_NAME, options, DuneState);
      } catch (restoreError) {
        // Another client's restore is winning the race (GAME_BUSY): join its room once it is listed. Any other
        // refusal stands.
        if (joinError(restoreError).code !== 'GAME_BUSY' || Date.now() > until) throw restoreError;
      }
      await new Promise((r) => setTimeout(r, wait));
    }
  }

  private async connect(join: () => Promise<Room<unknown, DuneState>>, knownToken: string | null = null): Promise<GameConnection> {
    const first = await this.open(join);
    const token = first.seat.seatToken ?? knownToken;
    const gameId = first.seat.gameId;
    // Recovery reclaims the seat with its token (or watches again): the server restores the game if needed, and
    // refuses it if its store holds less than this seat saw (GAME_ROLLED_BACK).
    const rejoin =
      token !== null
        ? (seenVersion: number) => this.open(() => this.enter({ gameId, seatToken: token, seenVersion }))
        : first.seat.faction === null
          ? () => this.open(() => this.enter({ gameId, spectator: true }))
          : null;
    return new GameConnection(first, token, rejoin, {
      recoverForMs: this.options.recoverForMs ?? 60_000,
      karamaAutoPass: this.options.karamaAutoPass ?? true,
      requestTimeoutMs: this.options.requestTimeoutMs ?? 30_000,
      eventHistory: this.options.eventHistory ?? 'all',
    });
  }

  /** Joins with `join`, then waits for the seat message and the first full state. */
  private async open(join: () => Promise<Room<unknown, DuneState>>): Promise<Opened> {
    let room: Room<unknown, DuneState>;
    try {
      room = await join();
    } catch (e) {
      throw joinError(e);
    }
    if (this.options.reconnectMinUptimeMs !== undefined) room.reconnection.minUptime = this.options.reconnectMinUptimeMs;
    // The SDK's own reconnection only helps while the same room lives; after a few tries, recover by token.
    room.reconnection.maxRetries = 3;
    // Events may arrive before the connection exists (bots act at once): keep them, none is lost.
    const early: GameEvent[] = [];
    const chat: ChatMessage[] = [];
    const stopEvents = room.onMessage('events', (m: EventsMessage) => early.push(...m.events));
    const stopChat = room.onMessage('chat', (m: ChatMessages) => chat.push(...m.messages));
    const stop = () => {
      stopEvents();
      stopChat();
    };
    // The server sends the seat message from onJoin; wait for it and for the first full state.
    const seat = await new Promise<SeatMessage>((resolve, reject) => {
      const timer = setTimeout(() => reject(new DuneError('JOIN_FAILED', 'no seat message from the server')), JOIN_WAIT_MS);
      room.onMessage('seat', (m: SeatMessage) => {
        clearTimeout(timer);
        resolve(m);
      });
    });
    const mismatch = protocolMismatch(seat.protocol);
    if (mismatch) {
      await room.leave(true).catch(() => undefined);
      throw mismatch;
    }
    if (!room.state.seats || room.state.seats.length === 0)
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new DuneError('JOIN_FAILED', 'no game state from the server')), JOIN_WAIT_MS);
        room.onStateChange.once(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    return { room, seat, early: { events: early, chat, stop } };
  }
}

/**
 * A server of another protocol MAJOR may send what this SDK cannot read or expect what it does not send: the SDK
 * refuses it plainly rather than fail later in a confusing way. A higher MINOR only adds what the SDK ignores.
 */
function protocolMismatch(announced: unknown): DuneError | null {
  const theirs = typeof announced === 'string' ? protocolMajor(announced) : Number.NaN;
  if (theirs === protocolMajor(PROTOCOL_VERSION)) return null;
  const what = typeof announced === 'string' ? `protocol ${announced.slice(0, 20)}` : 'no protocol version (a build before 1.0)';
  return new DuneError(
    'PROTOCOL_MISMATCH',
    `the server speaks ${what}; this SDK speaks protocol ${PROTOCOL_VERSION}: use an SDK of the server's MAJOR version`,
  );
}

/**
 * A game id goes into a URL path: one outside the server's alphabet is refused here, as the server would
 * (BAD_GAME_ID), before any request is made.
 */
function checkId(gameId: string): void {
  if (typeof gameId !== 'string' || !GAME_ID_PATTERN.test(gameId))
    throw new DuneError('BAD_GAME_ID', `${JSON.stringify(String(gameId)).slice(0, 80)} is not a game id (1–64 letters, digits, "_" or "-")`);
}
