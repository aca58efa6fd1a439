import type { ErrorCode, ErrorMessage } from '../schema/messages.ts';
import { parseRefusal, type JoinRefusal } from '../schema/refusals.ts';

/**
 * Codes the SDK itself raises, besides the server's: action errors, join refusals, and its own (PROTOCOL_MISMATCH:
 * the server announced another protocol MAJOR version).
 */
export type ClientErrorCode = ErrorCode | JoinRefusal | 'DISCONNECTED' | 'TIMEOUT' | 'JOIN_FAILED' | 'LOBBY_FAILED' | 'PROTOCOL_MISMATCH';

/** A typed failure: a rejected action, a refused join, or a connection lost before an answer. */
export class DuneError extends Error {
  constructor(
    readonly code: ClientErrorCode,
    message: string,
    readonly details: ErrorMessage['details'] = [],
    /** The HTTP status of a refused create or join (PROTOCOL.md lists them); null otherwise. */
    readonly status: number | null = null,
  ) {
    super(`${code}: ${message}`);
    this.name = 'DuneError';
  }
}

/** A failed create or join as a DuneError: the server's refusal code and status, or JOIN_FAILED for anything else. */
export function joinError(error: unknown): DuneError {
  const text = error instanceof Error ? error.message : String(error);
  const status = typeof (error as { code?: unknown })?.code === 'number' ? (error as { code: number }).code : null;
  const refusal = parseRefusal(text);
  return refusal ? new DuneError(refusal.code, refusal.message, [], status) : new DuneError('JOIN_FAILED', text, [], status);
}
