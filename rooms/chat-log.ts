// A game's chat as the room holds it: the messages kept (the last CHAT_LIMIT, within CHAT_TEXT_BUDGET characters of
// text, the oldest dropped first), stored with the room's control data (rooms/control.ts). A message is shown to
// nobody, a joiner included, until the commit that holds it has succeeded.
import type { ChatMessage } from '../schema/chat.ts';
import type { Viewer } from './dune/index.ts';
import { mayRead } from './chat-rules.ts';

/** Most messages kept. */
export const CHAT_LIMIT = 200;
/** Most characters of text kept over all messages: every commit of the game carries the chat, so it stays small. */
export const CHAT_TEXT_BUDGET = 20_000;

const numberOf = (message: ChatMessage | undefined): number => (message ? Number(message.id.slice(1)) : 0);

export class ChatLog {
  private messages: ChatMessage[];
  /** Messages numbered up to this one are stored. */
  private durable: number;
  private next: number;

  constructor(stored: readonly ChatMessage[] = []) {
    this.messages = [...stored];
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

  /** What a commit stores now, and the number it reaches (for `committed`). */
  stored(): { chat: ChatMessage[]; upTo: number } {
    return { chat: [...this.messages], upTo: numberOf(this.messages.at(-1)) };
  }

  committed(upTo: number): void {
    this.durable = Math.max(this.durable, upTo);
  }

  /** Forgets a message whose commit failed (the room is letting the game go then). */
  withdraw(id: string): void {
    this.messages = this.messages.filter((m) => m.id !== id);
  }

  /** The stored messages `viewer` may read, oldest first. */
  visibleTo(viewer: Viewer): ChatMessage[] {
    return this.messages.filter((m) => numberOf(m) <= this.durable && mayRead(m, viewer));
  }

  private trim(): void {
    let text = this.messages.reduce((sum, m) => sum + m.text.length, 0);
    let drop = 0;
    while (this.messages.length - drop > CHAT_LIMIT || (text > CHAT_TEXT_BUDGET && drop < this.messages.length - 1)) text -= this.messages[drop++]!.text.length;
    if (drop > 0) this.messages.splice(0, drop);
  }
}
