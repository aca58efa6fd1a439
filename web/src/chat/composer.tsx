// Writing a message: the channel (only those this viewer may write), the recipient of a private message, the text
// (Enter sends, Shift+Enter starts a new line) and a send button. A refused message stays in the box with the
// server's error code beside it, so nothing typed is lost.
import { useState } from 'preact/hooks';
import type { ChatChannel, Faction, GameConnection, PlayerView } from '@dune-rooms/sdk';
import { ErrorBox } from '../errors.tsx';
import { factionName } from '../names.ts';
import { CHANNEL_NAMES, allyOf, writableChannels } from './channels.ts';

/** The server's limit is 500 code points; maxLength counts UTF-16 units, so it never lets more than that through. */
const MAX = 500;

export function Composer({ connection, view }: { connection: GameConnection; view: PlayerView }) {
  const me = connection.faction;
  const channels = writableChannels(view, me);
  const others = view.seats.map((s) => s.faction).filter((f) => f !== me);
  const [picked, setPicked] = useState<ChatChannel>(channels[0]!);
  const [to, setTo] = useState<Faction | ''>('');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // A channel that closed meanwhile (the alliance ended) falls back to the first one still open.
  const channel = channels.includes(picked) ? picked : channels[0]!;
  const recipient = to && others.includes(to) ? to : (others[0] ?? null);
  const ally = me ? allyOf(view, me) : null;
  const control = connection.control;

  const send = async () => {
    if (busy || text.trim() === '') return;
    setBusy(true);
    setError(null);
    try {
      await connection.say(channel, text, channel === 'private' ? (recipient ?? undefined) : undefined);
      setText('');
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const onKey = (e: KeyboardEvent) => {
    // Enter sends; Shift+Enter is a new line; Enter while an input method composes a word belongs to it.
    if (e.key !== 'Enter' || e.shiftKey || e.isComposing) return;
    e.preventDefault();
    void send();
  };

  return (
    <form
      class="chat-composer"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
      data-testid="chat-form"
    >
      <div class="row wrap">
        <label>
          Channel{' '}
          <select value={channel} onChange={(e) => setPicked(e.currentTarget.value as ChatChannel)} data-testid="chat-channel">
            {channels.map((c) => (
              <option key={c} value={c}>
                {CHANNEL_NAMES[c]}
                {c === 'alliance' && ally ? ` (${factionName(ally)})` : ''}
              </option>
            ))}
          </select>
        </label>
        {channel === 'private' && (
          <label>
            To{' '}
            <select value={recipient ?? ''} onChange={(e) => setTo(e.currentTarget.value as Faction)} data-testid="chat-to">
              {others.map((f) => (
                <option key={f} value={f}>
                  {factionName(f)}
                  {control[f] === 'bot' ? ' (bot)' : ''}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <label class="chat-text-label">
        Message <span class="muted small">(Enter sends, Shift+Enter for a new line)</span>
        <textarea rows={2} maxLength={MAX} value={text} onInput={(e) => setText(e.currentTarget.value)} onKeyDown={onKey} data-testid="chat-text" />
      </label>
      <div class="row">
        <span class="muted small grow" aria-live="polite">
          {text.length > MAX - 50 ? `${MAX - text.length} characters left` : ''}
        </span>
        <button type="submit" disabled={busy || text.trim() === ''} data-testid="chat-send">
          {busy ? 'Sending…' : 'Send'}
        </button>
      </div>
      <ErrorBox error={error} />
    </form>
  );
}
