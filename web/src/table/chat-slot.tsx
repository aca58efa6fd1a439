// ── CHAT PANEL GOES HERE ──────────────────────────────────────────────────────────────────────────────────
// Table talk is being added to the server and SDK separately (issue 22): `game.say(channel, text, to?)`,
// `game.chat`, `game.onChat(listener, { past })`. Until it lands this is an empty, clearly marked slot in the
// table's side column; replace it with the chat panel (public, alliance and private channels).
export function ChatSlot() {
  return (
    <section class="panel chat-slot" data-testid="chat-slot" aria-label="Table talk">
      <h3>Table talk</h3>
      <p class="muted">Chat is coming soon.</p>
    </section>
  );
}
