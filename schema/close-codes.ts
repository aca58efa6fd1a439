// WebSocket close codes of this server's own that a client acts on (PROTOCOL.md, Close codes). Kept apart from the
// message schemas so that the SDK reads them without bundling zod.

/** The device a seat moved away from by a transfer code: its seat token no longer works. */
export const SEAT_MOVED_CLOSE_CODE = 4011;
