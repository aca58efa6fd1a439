// Client messages checked at the edge: a message either passes its zod schema (and the size limit) or becomes the
// typed error its sender gets back, echoing its request id when it had a readable one.
import type { z } from 'zod';
import {
  ActMessageSchema,
  AutopilotMessageSchema,
  MAX_MESSAGE_BYTES,
  TransferMessageSchema,
  type ActMessage,
  type AutopilotMessage,
  type ErrorMessage,
  type TransferMessage,
} from '../schema/messages.ts';
import { SayMessageSchema, type SayMessage } from '../schema/chat.ts';

/** Longest request id echoed back in an answer. */
const MAX_RID = 64;

export type Refusal = Omit<ErrorMessage, 'code'> & { code: 'TOO_LARGE' | 'BAD_MESSAGE' };
export type Inbound<T> = { ok: true; message: T } | { ok: false; refusal: Refusal };

export function readAct(payload: unknown): Inbound<ActMessage> {
  return tooLarge(payload) ?? read(ActMessageSchema, payload, 'act');
}

export function readSay(payload: unknown): Inbound<SayMessage> {
  return tooLarge(payload) ?? read(SayMessageSchema, payload, 'say');
}

function tooLarge(payload: unknown): Inbound<never> | null {
  const size = JSON.stringify(payload ?? null)?.length ?? 0;
  return size > MAX_MESSAGE_BYTES ? refused('TOO_LARGE', payload, `message is ${size} bytes; the limit is ${MAX_MESSAGE_BYTES}`) : null;
}

export function readAutopilot(payload: unknown): Inbound<AutopilotMessage> {
  return read(AutopilotMessageSchema, payload, 'autopilot');
}

export function readTransfer(payload: unknown): Inbound<TransferMessage> {
  return read(TransferMessageSchema, payload, 'transfer');
}

function read<T>(schema: z.ZodType<T>, payload: unknown, type: string): Inbound<T> {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return { ok: true, message: parsed.data };
  return refused('BAD_MESSAGE', payload, `${type} message failed validation`, issueDetails(parsed.error));
}

function refused(code: Refusal['code'], payload: unknown, message: string, details: ErrorMessage['details'] = []): Inbound<never> {
  return { ok: false, refusal: { rid: ridOf(payload), code, message, details } };
}

/** The request id of a message that may not have passed validation (echoed back, shortened). */
export function ridOf(payload: unknown): string | null {
  const rid = (payload as { rid?: unknown } | null | undefined)?.rid;
  return typeof rid === 'string' ? rid.slice(0, MAX_RID) : null;
}

/** A zod error as the `details` of an error message. */
function issueDetails(error: z.ZodError): ErrorMessage['details'] {
  return error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}
