// The framework's matchmaking answers as this server gives them (PROTOCOL.md, Matchmaking): shapes only, for the
// generated reference (docs/protocol, server/protocol). The SDK reads them through @colyseus/sdk.

/** A seat reservation: `POST /matchmake/<method>/<target>` answered 200. Open the socket within 15 s. */
export interface SeatReservation {
  /** The room name, `dune`. */
  name: string;
  sessionId: string;
  /** The game id. */
  roomId: string;
  processId: string;
  /** With several processes (Redis): `host:port` (or `host[:port]/path` behind a proxy) of the process hosting the game. */
  publicAddress?: string;
  /** On a `reconnect` reservation: the reconnection token to open the socket with. */
  reconnectionToken?: string;
}

/**
 * A refused matchmaking request, answered with the refusal's HTTP status. This server's refusals read
 * `CODE: reason` (`JoinRefusal` codes); the framework's own (522 no room hosts the game, 524 an expired reservation
 * or reconnection token, 520 an unknown method) are plain text.
 */
export interface MatchmakingRefusal {
  /** The HTTP status. */
  code: number;
  error: string;
}

/** The body of `POST /matchmake/reconnect/<gameId>`: the token of the last JOIN_ROOM (within 30 s of a drop). */
export interface ReconnectRequest {
  reconnectionToken: string;
}
