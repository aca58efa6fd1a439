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
// Bidirectional embeddings, overrides and isolates (U+202A–202E, U+2066–2069) reorder whatever follows them on screen:
// a message could make another seat's name or the text after it read backwards.
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/u;
// Something a reader can see: a letter, mark, number, punctuation or symbol (not only spaces, zero-width or format
// characters such as U+200B, U+200D, U+FEFF).
const VISIBLE = /[\p{L}\p{M}\p{N}\p{P}\p{S}]/u;

/** What every stored message's text satisfies, since the first build with chat: its length, no control character. */
const storedTextRules = (s: z.ZodString) =>
  s
    .min(1, 'empty text')
    .refine((t) => [...t].length <= CHAT_TEXT_MAX, `longer than ${CHAT_TEXT_MAX} characters`)
    .refine((t) => ![...t].some((ch) => isControl(ch.codePointAt(0)!)), 'control characters other than a newline');

// Malformed UTF-16 (a lone surrogate) is refused before anything else reads the text. In a `u` regex a surrogate pair
// is one code point, so the class matches lone halves only.
const LONE_SURROGATE = /[\ud800-\udfff]/u;

/**
 * A new message's text (a `say`), trimmed and normalised (NFC): well formed, something visible in it, and no
 * bidirectional control. Messages stored by earlier builds are read back by the stored rules only, so that a game
 * whose chat predates these rules still restores.
 */
const text = storedTextRules(
  z
    .string()
    .max(4 * CHAT_TEXT_MAX)
    .refine((t) => !LONE_SURROGATE.test(t), 'malformed text (a lone surrogate)')
    .trim()
    .normalize('NFC'),
)
  .refine((t) => VISIBLE.test(t), 'no visible character')
  .refine((t) => !BIDI_CONTROLS.test(t), 'bidirectional control characters (U+202A–202E, U+2066–2069)');

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
    text: storedTextRules(z.string()),
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
