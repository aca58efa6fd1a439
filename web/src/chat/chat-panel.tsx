// Table talk (issue 22): the messages this connection may read and a box to write one. What reaches whom is the
// server's business (it sends each message only to its readers); this panel shows what arrived and offers only
// the channels this viewer may write to.
import { useEffect, useState } from 'preact/hooks';
import type { ChatMessage, GameConnection, PlayerView } from '@dune-rooms/sdk';
import { MessageList } from './message-list.tsx';
import { Composer } from './composer.tsx';

export function ChatPanel({ connection, view }: { connection: GameConnection; view: PlayerView }) {
  const [messages, setMessages] = useState<readonly ChatMessage[]>(connection.chat);
  useEffect(() => {
    // A copy: the SDK keeps its list in place (and may reorder it when a rejoin's history overlaps).
    const stop = connection.onChat(() => setMessages([...connection.chat]), { past: true });
    setMessages([...connection.chat]);
    return stop;
  }, [connection]);
  const spectator = connection.faction === null;
  return (
    <section class="panel chat" data-testid="chat" aria-labelledby="chat-title">
      <h3 id="chat-title">Table talk</h3>
      {spectator && <p class="muted small">You read the public channel and talk with the other spectators; the players never see what spectators say.</p>}
      <MessageList messages={messages} me={connection.faction} />
      <Composer connection={connection} view={view} />
    </section>
  );
}
