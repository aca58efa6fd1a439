// The messages this connection may read, oldest first and the newest at the bottom; the list follows new messages
// unless the reader has scrolled up to read older ones.
import { useEffect, useRef } from 'preact/hooks';
import type { ChatMessage, Faction } from '@dune-rooms/sdk';
import { FACTION_COLOURS, factionName } from '../names.ts';
import { CHANNEL_NAMES, senderName } from './channels.ts';

const time = (at: number) => new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

export function MessageList({ messages, me }: { messages: readonly ChatMessage[]; me: Faction | null }) {
  const list = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  useEffect(() => {
    const el = list.current;
    if (el && following.current) el.scrollTop = el.scrollHeight;
  }, [messages.length]);
  const scrolled = () => {
    const el = list.current;
    if (el) following.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
  };
  if (messages.length === 0) return <p class="muted small">No messages yet.</p>;
  return (
    // role="log": a screen reader announces each new message as it arrives.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the list scrolls, so it must be reachable by keyboard to scroll it
    <div class="chat-messages" ref={list} onScroll={scrolled} role="log" aria-label="Messages" tabIndex={0} data-testid="chat-messages">
      <ol>
        {messages.map((m) => {
          const mine = me !== null && m.from === me;
          return (
            <li
              key={m.id}
              class={`chat-message ${m.channel}${mine ? ' mine' : ''}`}
              data-testid="chat-message"
              data-channel={m.channel}
              data-from={m.from}
              style={m.from === 'spectator' ? undefined : { borderColor: FACTION_COLOURS[m.from] }}
            >
              <div class="chat-meta small">
                <strong>{senderName(m)}</strong>
                {m.to && <span> → {factionName(m.to)}</span>}
                <span class="chat-channel">{CHANNEL_NAMES[m.channel]}</span>
                <time class="muted" dateTime={new Date(m.at).toISOString()}>
                  {time(m.at)}
                </time>
              </div>
              <div class="chat-text">{m.text}</div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
