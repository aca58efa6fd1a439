// Table talk: the `say` message a client sends and the chat messages the room stores and delivers (PROTOCOL.md, Chat).
// Who may write and read each channel is the room's business (rooms/chat-rules.ts); these are the shapes.
import { z } from 'zod';
import { faction } from './actions/common.ts';
import type { Faction } from '../rooms/dune/types.ts';

/** `public`: seats write, everyone reads. `alliance`, `private`: two seats. `spectators`: spectators only. */
export const CHAT_CHANNELS = ['public', 'alliance', 'private', 'spectators'] as const;
export type ChatChannel = (typeof CHAT_CHANNELS)[number];

/** Longest text, in characters (Unicode code points), after trimming. */
export const CHAT_TEXT_MAX = 500;

// Control characters (C0, DEL, C1) other than the newline would let one message garble another's display.
const isControl = (c: number): boolean => (c < 0x20 && c !== 0x0a) || (c >= 0x7f && c <= 0x9f);

/** A chat text's own rules, on text already trimmed: its length in code points, and no control character. */
const textRules = (s: z.ZodString) =>
  s
    .min(1, 'empty text')
    .refine((t) => [...t].length <= CHAT_TEXT_MAX, `longer than ${CHAT_TEXT_MAX} characters`)
    .refine((t) => ![...t].some((ch) => isControl(ch.codePointAt(0)!)), 'control characters other than a newline');

const text = textRules(
  z
    .string()
    .max(4 * CHAT_TEXT_MAX)
    .trim(),
);

/** `say`: a chat message. `to` names the other seat of a `private` message, and is refused on any other channel. */
export const SayMessageSchema = z
  .object({ rid: z.string().min(1).max(64), channel: z.enum(CHAT_CHANNELS), to: faction.optional(), text })
  .strict()
  .superRefine((m, ctx) => {
    if (m.channel === 'private' && m.to === undefined) ctx.addIssue({ code: 'custom', path: ['to'], message: 'a private message names its recipient' });
    if (m.channel !== 'private' && m.to !== undefined) ctx.addIssue({ code: 'custom', path: ['to'], message: 'only a private message has a recipient' });
  });
export type SayMessage = z.infer<typeof SayMessageSchema>;

/**
 * One stored and delivered chat message. `to` is the other reader of an `alliance` (the ally when it was written)
 * or `private` message, so that its readers never change afterwards (an alliance broken later included).
 */
export interface ChatMessage {
  /**
   * `c<n>`, increasing. As stored, one numbering for the whole game; as delivered, the reader's own: its k-th message
   * is `c<k>` (rooms/chat-log.ts), so an id counts only messages the reader may read.
   */
  id: string;
  /** When the room accepted it, ms since the epoch. */
  at: number;
  channel: ChatChannel;
  from: Faction | 'spectator';
  to?: Faction;
  text: string;
}

/** A stored chat message read back (a restore, an import): the shape, and each channel's sender and recipient rules. */
export const ChatMessageSchema = z
  .object({
    id: z.string().regex(/^c\d{1,9}$/),
    at: z.number().int().min(0),
    channel: z.enum(CHAT_CHANNELS),
    from: z.union([faction, z.literal('spectator')]),
    to: faction.optional(),
    text: textRules(z.string()),
  })
  .strict()
  .refine((m) => (m.channel === 'spectators') === (m.from === 'spectator'), 'only spectators write to spectators')
  .refine((m) => (m.channel === 'alliance' || m.channel === 'private') === (m.to !== undefined && m.to !== m.from), 'a recipient for two-seat channels only');

// The schema and the type are one shape (a compile-time check).
const _sameShape: [z.infer<typeof ChatMessageSchema>, ChatMessage] extends [ChatMessage, z.infer<typeof ChatMessageSchema>] ? true : false = true;
void _sameShape;

/** `chat` (server → client): messages the client may read, oldest first. */
export interface ChatMessages {
  messages: ChatMessage[];
}
