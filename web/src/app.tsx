// Routes by the URL's hash: `#/` is the lobby, `#/game/<id>` a table. The hash holds a game id at most, never a
// seat token (seat-tokens.ts).
import { useEffect, useState } from 'preact/hooks';
import { Lobby } from './lobby/lobby.tsx';
import { GamePage } from './table/game-page.tsx';

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

export function App() {
  const game = GAME_ROUTE.exec(useHash())?.[1] ?? null;
  return (
    <div class="app">
      <header class="topbar">
        <a href="#/" class="brand">
          Dune · rooms
        </a>
        {game && <span class="muted">game {game}</span>}
      </header>
      <main>{game ? <GamePage key={game} gameId={game} /> : <Lobby />}</main>
    </div>
  );
}
