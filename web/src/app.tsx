// Routes by the URL's hash: `#/` is the lobby, `#/game/<id>` a table, `#/admin` the operators page. The hash holds a
// game id at most, never a seat token (seat-tokens.ts) nor the admin token (admin/admin-api.ts).
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { Lobby } from './lobby/lobby.tsx';
import { GamePage } from './table/game-page.tsx';
import { ForgetSeats } from './lobby/forget-seats.tsx';

const GAME_ROUTE = /^#\/game\/([A-Za-z0-9_-]{1,64})$/;

function useHash(): string {
  const [hash, setHash] = useState(location.hash);
  useEffect(() => {
    const changed = () => setHash(location.hash);
    addEventListener('hashchange', changed);
    return () => removeEventListener('hashchange', changed);
  }, []);
  return hash;
}

/** The operators page, loaded when it is opened (a chunk of its own): a player's page never downloads it. */
function AdminPage() {
  const [Page, setPage] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    void import('./admin/admin-page.tsx').then((m) => {
      if (live) setPage(() => m.AdminPage);
    });
    return () => {
      live = false;
    };
  }, []);
  return Page ? <Page /> : <p class="muted">Loading the operators page…</p>;
}

export function App() {
  const hash = useHash();
  const game = GAME_ROUTE.exec(hash)?.[1] ?? null;
  const admin = hash === '#/admin';
  return (
    <div class="app">
      <header class="topbar">
        <a href="#/" class="brand">
          Dune · rooms
        </a>
        {game && <span class="muted">game {game}</span>}
      </header>
      <main>{game ? <GamePage key={game} gameId={game} /> : admin ? <AdminPage /> : <Lobby />}</main>
      {!game && !admin && (
        <footer class="footer small">
          <ForgetSeats />
          <a href="#/admin">Operators</a>
        </footer>
      )}
    </div>
  );
}
