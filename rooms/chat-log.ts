// A game's chat as the room holds it: the messages kept (the last CHAT_LIMIT, within CHAT_TEXT_BUDGET characters of
// text, the oldest dropped first), stored with the room's control data (rooms/control.ts). A message is shown to
// nobody, a joiner included, until the commit that holds it has succeeded.
//
// Stored messages keep one numbering for the whole game (`c<n>`), but no reader is shown it: it would count the
// messages of channels the reader cannot read. Each reader (each seat; all spectators together) gets its own: its
// k-th readable message is `c<k>` (docs/ARCHITECTURE.md §10). The messages each reader could read that were trimmed
// away are counted and stored too, so its numbering goes on across trimming and restores.
import type { ChatMessage } from '../schema/chat.ts';
import { chatNumber } from '../schema/chat-ids.ts';
import type { Viewer } from './dune/index.ts';
import { mayRead } from './chat-rules.ts';

/** Per reader, how many messages it could read are no longer kept (absent: none, as in games stored before). */
export type ChatTrimmed = Partial<Record<Viewer, number>>;

/** Most messages kept. */
export const CHAT_LIMIT = 200;
/** Most characters of text kept over all messages: every commit of the game carries the chat, so it stays small. */
export const CHAT_TEXT_BUDGET = 20_000;

const numberOf = (message: ChatMessage | undefined): number => (message ? chatNumber(message.id) : 0);

export class ChatLog {
  private messages: ChatMessage[];
  private trimmed: ChatTrimmed;
  /** Messages numbered up to this one are stored. */
  private durable: number;
  private next: number;

  /** `readers`: every seat of the game and 'spectator', whose trimmed messages are counted. */
  constructor(
    stored: readonly ChatMessage[],
    trimmed: ChatTrimmed,
    private readonly readers: readonly Viewer[],
  ) {
    this.messages = [...stored];
    this.trimmed = { ...trimmed };
    this.trim();
    this.durable = numberOf(stored.at(-1));
    this.next = this.durable + 1;
  }

  /** Keeps a new message for the next commit; it is shown once `committed` has been told of that commit. */
  write(message: Omit<ChatMessage, 'id'>): ChatMessage {
    const written = { id: `c${this.next++}`, ...message };
    this.messages.push(written);
    this.trim();
    return written;
  }

  /** What a commit stores now (the messages and each reader's trimmed count), and the number it reaches (for `committed`). */
  stored(): { chat: ChatMessage[]; trimmed: ChatTrimmed; upTo: number } {
    return { chat: [...this.messages], trimmed: { ...this.trimmed }, upTo: numberOf(this.messages.at(-1)) };
  }

  committed(upTo: number): void {
    this.durable = Math.max(this.durable, upTo);
  }

  /** Forgets a message whose commit failed (the room is letting the game go then). */
  withdraw(id: string): void {
    this.messages = this.messages.filter((m) => m.id !== id);
  }

  /** The stored messages `viewer` may read, oldest first, numbered as it reads them. */
  visibleTo(viewer: Viewer): ChatMessage[] {
    return this.forReader(
      viewer,
      this.messages.filter((m) => numberOf(m) <= this.durable),
    );
  }

  /**
   * Those of `messages` (kept ones) that `viewer` may read, each with the id it has for that reader: `c<k>` for its
   * k-th readable message, the trimmed ones counted. A message trimmed away before it was shown is no longer there.
   */
  forReader(viewer: Viewer, messages: readonly ChatMessage[]): ChatMessage[] {
    const wanted = new Set(messages.map((m) => m.id));
    let k = this.trimmed[viewer] ?? 0;
    const out: ChatMessage[] = [];
    for (const m of this.messages) {
      if (!mayRead(m, viewer)) continue;
      k += 1;
      if (wanted.has(m.id)) out.push({ ...m, id: `c${k}` });
    }
    return out;
  }

  private trim(): void {
    let text = this.messages.reduce((sum, m) => sum + m.text.length, 0);
    let drop = 0;
    while (this.messages.length - drop > CHAT_LIMIT || (text > CHAT_TEXT_BUDGET && drop < this.messages.length - 1)) text -= this.messages[drop++]!.text.length;
    for (const m of this.messages.splice(0, drop))
      for (const reader of this.readers) if (mayRead(m, reader)) this.trimmed[reader] = (this.trimmed[reader] ?? 0) + 1;
  }
}
