// JSON mode's framing (PROTOCOL.md, "JSON mode"). A JSON client's messages travel as Colyseus ROOM_DATA_BYTES frames
// whose bytes are UTF-8 JSON, both ways: a client in any language then needs no msgpack decoder, only the one-byte
// type header. The bodies are the binary mode's, so both modes share every schema and every answer.
import { MAX_MESSAGE_BYTES, type ErrorMessage } from '../schema/messages.ts';

/** What a JSON client sends: the payload to validate as usual, or why it cannot even be read. */
export type JsonRead = { ok: true; payload: unknown } | { ok: false; refusal: Omit<ErrorMessage, 'code'> & { code: 'TOO_LARGE' | 'BAD_MESSAGE' } };

/** Invalid UTF-8 is refused rather than silently replaced: what the client meant is unknown. */
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A message body as the bytes of a JSON-mode frame. */
export function jsonBytes(body: unknown): Buffer {
  return Buffer.from(JSON.stringify(body), 'utf8');
}

/** Reads a JSON-mode client message; the size is checked before anything is decoded. */
export function readJson(bytes: Uint8Array): JsonRead {
  if (bytes.byteLength > MAX_MESSAGE_BYTES) return refused('TOO_LARGE', `message is ${bytes.byteLength} bytes; the limit is ${MAX_MESSAGE_BYTES}`);
  try {
    return { ok: true, payload: JSON.parse(utf8.decode(bytes)) as unknown };
  } catch {
    return refused('BAD_MESSAGE', 'message is not UTF-8 JSON text');
  }
}

function refused(code: 'TOO_LARGE' | 'BAD_MESSAGE', message: string): JsonRead {
  return { ok: false, refusal: { rid: null, code, message, details: [] } };
}
