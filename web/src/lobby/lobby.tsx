// The lobby: the public games (GET /games through the SDK), a game opened by its id, and the create form.
import { useEffect, useState } from 'preact/hooks';
import type { LobbyPage } from '@dune-rooms/sdk';
import { client } from '../server.ts';
import { factionName, phaseName } from '../names.ts';
import { ErrorBox } from '../errors.tsx';
import { CreateForm } from './create-form.tsx';

export function Lobby() {
  const [page, setPage] = useState<LobbyPage | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [gameId, setGameId] = useState('');
  const refresh = () =>
    client.listGames({ limit: 50 }).then(
      (p) => {
        setPage(p);
        setError(null);
      },
      (e: unknown) => setError(e),
    );
  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(), 5000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div class="lobby">
      <section class="panel" data-testid="game-list">
        <h2>
          Public games{' '}
          <button type="button" onClick={() => void refresh()}>
            Refresh
          </button>
        </h2>
        <ErrorBox error={error} />
        {page && page.games.length === 0 && <p class="muted">No public game yet: create one below.</p>}
        <ul class="games">
          {page?.games.map((g) => (
            <li key={g.gameId} class="game-entry">
              <div>
                <strong>{g.gameId}</strong> · turn {g.turn}, {phaseName(g.phase)} · {g.spectators} watching
              </div>
              <div class="muted">
                {g.factions.map((f) => `${factionName(f)}${g.bots.includes(f) ? ' (bot)' : g.freeSeats.includes(f) ? ' (free)' : ''}`).join(', ')}
              </div>
              <a class="button" href={`#/game/${g.gameId}`}>
                {g.freeSeats.length > 0 ? 'Join or watch' : 'Watch'}
              </a>
            </li>
          ))}
        </ul>
        <form
          class="row"
          onSubmit={(e) => {
            e.preventDefault();
            if (gameId.trim()) location.hash = `#/game/${gameId.trim()}`;
          }}
        >
          <label>
            Game id <input value={gameId} onInput={(e) => setGameId(e.currentTarget.value)} pattern="[A-Za-z0-9_\-]{1,64}" />
          </label>
          <button type="submit">Open</button>
        </form>
      </section>
      <CreateForm />
    </div>
  );
}
