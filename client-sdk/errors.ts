import type { ErrorCode, ErrorMessage } from '../schema/messages.ts';

/** Codes the SDK itself raises, besides the server's. */
export type ClientErrorCode = ErrorCode | 'DISCONNECTED' | 'JOIN_FAILED';

/** A typed failure: a rejected action, a refused join, or a connection lost before an answer. */
export class DuneError extends Error {
  constructor(
    readonly code: ClientErrorCode,
    message: string,
    readonly details: ErrorMessage['details'] = [],
  ) {
    super(`${code}: ${message}`);
    this.name = 'DuneError';
  }
}
