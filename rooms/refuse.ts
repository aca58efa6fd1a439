// A refused create or join: a Colyseus ServerError (its HTTP status) whose message carries the refusal's stable code
// (schema/refusals.ts), so that every client learns the same code, status and reason.
import { ServerError } from '@colyseus/core';
import { JOIN_REFUSALS, refusalText, type JoinRefusal } from '../schema/refusals.ts';

export class Refusal extends ServerError {
  constructor(
    readonly refusal: JoinRefusal,
    readonly reason: string,
  ) {
    super(JOIN_REFUSALS[refusal], refusalText(refusal, reason));
  }
}

export function refuse(code: JoinRefusal, reason: string): never {
  throw new Refusal(code, reason);
}
