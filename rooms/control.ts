// Who controls each seat, as stored with the game: the autopilot options of this game and each seat's mode; and the
// game's chat (rooms/chat-log.ts). New games take the server's defaults for what their create options leave out.
import { z } from 'zod';
import { FACTIONS, type Faction } from './dune/index.ts';
import type { BotProfile } from './dune/bots/index.ts';
import { BOT_PROFILES } from '../schema/messages.ts';
import { ChatMessageSchema, type ChatMessage } from '../schema/chat.ts';
import { CHAT_LIMIT, type ChatTrimmed } from './chat-log.ts';
import { chatNumber } from '../schema/chat-ids.ts';
import { Autopilot, type AutopilotOptions, type ControlState } from './autopilot.ts';
import type { GameDefaults } from './ports.ts';

/** Control data stored with the game: the autopilot options and who controls each seat. */
export interface StoredControl {
  options: AutopilotOptions;
  state: ControlState;
  /** Shown in the public lobby (created with `visibility: 'public'`); absent: unlisted. */
  listed?: true;
  /** The chat kept, oldest first; absent: none (and in records written before chat). */
  chat?: ChatMessage[];
  /** Per reader, the messages it could read that the chat no longer keeps (rooms/chat-log.ts); absent: none. */
  chatTrimmed?: ChatTrimmed;
}

const profile = z.enum(BOT_PROFILES);
const DECISION_KEY = new RegExp(`^(?:e\\d{1,9}|(?:${FACTIONS.join('|')}):e\\d{1,9}\\.\\d{1,9})$`);

/** Stored control read back (a restore, an import) is checked before a room trusts it: known seats and modes only. */
export const StoredControlSchema = z
  .object({
    options: z
      .object({
        botDelayMs: z.number().int().min(0).max(60_000),
        graceSeconds: z.number().min(0).max(86_400),
        turnSeconds: z.number().min(1).max(86_400).nullable(),
        autopilotProfile: profile,
      })
      .strict(),
    state: z
      .object({
        seats: z.partialRecord(
          z.enum(FACTIONS),
          z.object({ mode: z.enum(['human', 'bot', 'autopilot']), profile, disconnected: z.boolean(), chosen: z.literal(true).optional() }).strict(),
        ),
        // Keyed by decision (rooms/dune/ids.ts decisionKey): a public `e<n>`, or a seat's own `<seat>:e<q>.<k>`.
        deadlines: z.record(z.string().regex(DECISION_KEY), z.number().int().min(0)),
      })
      .strict(),
    listed: z.literal(true).optional(),
    chat: z
      .array(ChatMessageSchema)
      .max(CHAT_LIMIT)
      .refine((chat) => chat.every((m, i) => i === 0 || chatNumber(m.id) > chatNumber(chat[i - 1]!.id)), 'chat ids in increasing order')
      .optional(),
    chatTrimmed: z.partialRecord(z.enum([...FACTIONS, 'spectator']), z.number().int().min(0).max(1_000_000_000)).optional(),
  })
  .strict();

// The schema and the type are one shape (a compile-time check).
const _sameShape: z.infer<typeof StoredControlSchema> extends StoredControl ? true : false = true;
void _sameShape;

/** What a game's create options may say about control. */
export interface ControlRequest {
  bots?: Partial<Record<Faction, BotProfile>>;
  botDelayMs?: number;
  graceSeconds?: number;
  turnSeconds?: number | null;
  autopilotProfile?: BotProfile;
  visibility?: 'public' | 'unlisted';
}

/** The control of a new game: bot seats as asked, every other seat human; unset options from `defaults`. */
export function newControl(seating: readonly Faction[], request: ControlRequest, defaults: GameDefaults): StoredControl {
  const autopilotProfile = request.autopilotProfile ?? defaults.autopilotProfile;
  return {
    options: {
      botDelayMs: request.botDelayMs ?? defaults.botDelayMs,
      graceSeconds: request.graceSeconds ?? defaults.graceSeconds,
      turnSeconds: request.turnSeconds === undefined ? defaults.turnSeconds : request.turnSeconds,
      autopilotProfile,
    },
    state: Autopilot.initialControl(seating, request.bots ?? {}, autopilotProfile),
    ...(request.visibility === 'public' ? { listed: true as const } : {}),
  };
}

export function storedControl(autopilot: Autopilot, listed: boolean, chat: ChatMessage[], chatTrimmed: ChatTrimmed): StoredControl {
  return {
    options: autopilot.options,
    state: autopilot.state,
    ...(listed ? { listed: true as const } : {}),
    ...(chat.length > 0 ? { chat } : {}),
    ...(Object.keys(chatTrimmed).length > 0 ? { chatTrimmed } : {}),
  };
}
