// The room's side of table talk, apart from the wire: a `say` checked against the channel's rules and the rate
// limits, then written to the log for the next commit; the readers of committed messages; the history pages a
// joiner gets. The room commits (rooms/session.ts persist) and sends.
import type { ChatMessage, SayMessage } from '../schema/chat.ts';
import type { ErrorCode } from '../schema/messages.ts';
import type { GameState, Viewer } from './dune/index.ts';
import { CHAT_RATE, ChatLimiter, SPECTATORS_RATE } from './chat-limit.ts';
import { ChatLog, type ChatTrimmed } from './chat-log.ts';
import { address } from './chat-rules.ts';

/** Chat messages sent to a joiner per `chat` message. */
const HISTORY_PAGE = 100;

export type Written = { ok: true; message: ChatMessage } | { ok: false; code: ErrorCode; message: string };

export class ChatDesk {
  readonly log: ChatLog;
  private readonly writers = new ChatLimiter(CHAT_RATE);
  private readonly spectators = new ChatLimiter(SPECTATORS_RATE);

  /** `stored`, `trimmed`: the chat as stored with the game; `readers`: every seat of the game and 'spectator'. */
  constructor(stored: readonly ChatMessage[], trimmed: ChatTrimmed, readers: readonly Viewer[]) {
    this.log = new ChatLog(stored, trimmed, readers);
  }

  /**
   * Writes `say` from `writer` (`key` names its rate budget: the seat, or a spectator's connection) if the channel
   * takes it and the limits allow; RATE_LIMITED otherwise. Nothing is counted or kept for a refused message. `at`:
   * the wall time the message shows, and the monotonic time its rate is counted on (a clock step moves no window).
   */
  write(game: GameState, writer: Viewer, key: string, say: SayMessage, at: { wall: number; monotonic: number }): Written {
    const to = address(game, writer, say);
    if (!to.ok) return to;
    const crowd = writer === 'spectator';
    const now = at.monotonic;
    if (!this.writers.allows(key, now) || (crowd && !this.spectators.allows('all', now)))
      return { ok: false, code: 'RATE_LIMITED', message: rateMessage(crowd) };
    this.writers.take(key, now);
    if (crowd) this.spectators.take('all', now);
    const { ok: _ok, ...sender } = to;
    return { ok: true, message: this.log.write({ at: at.wall, ...sender, text: say.text }) };
  }

  /** Which of `messages` `viewer` may read, numbered as it reads them (chat-log.ts). */
  readable(messages: readonly ChatMessage[], viewer: Viewer): ChatMessage[] {
    return this.log.forReader(viewer, messages);
  }

  /** The committed messages `viewer` may read, numbered as it reads them, in pages, oldest first. */
  history(viewer: Viewer): ChatMessage[][] {
    const mine = this.log.visibleTo(viewer);
    const pages: ChatMessage[][] = [];
    for (let at = 0; at < mine.length; at += HISTORY_PAGE) pages.push(mine.slice(at, at + HISTORY_PAGE));
    return pages;
  }
}

function rateMessage(crowd: boolean): string {
  const own = `at most ${CHAT_RATE.messages} chat messages every ${CHAT_RATE.windowMs / 1000} s`;
  return crowd ? `${own}, and ${SPECTATORS_RATE.messages} from all spectators together` : own;
}
