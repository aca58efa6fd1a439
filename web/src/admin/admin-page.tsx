// `#/admin`, the operators page: asks for the admin token (kept for this tab only, admin-api.ts), then lists the
// stored games with where each is live, exports any of them as a file and imports one (issue 22, Operators).
import { useEffect, useState } from 'preact/hooks';
import { AdminError, type AdminGame, forgetToken, listGames, storedToken, storeToken } from './admin-api.ts';
import { GameTable } from './game-table.tsx';
import { ImportForm } from './import-form.tsx';

export function AdminPage() {
  const [token, setToken] = useState(storedToken());
  const [games, setGames] = useState<AdminGame[] | null>(null);
  const [error, setError] = useState<unknown>(null);

  const refresh = (t = token) =>
    t
      ? listGames(t).then(
          (g) => {
            setGames(g);
            setError(null);
          },
          (e: unknown) => {
            setGames(null);
            setError(e);
          },
        )
      : Promise.resolve();
  useEffect(() => {
    void refresh();
    if (!token) return;
    const timer = setInterval(() => void refresh(), 5000);
    return () => clearInterval(timer);
  }, [token]);

  const wrongToken = error instanceof AdminError && error.status === 401;
  const forget = () => {
    forgetToken();
    setToken('');
    setGames(null);
    setError(null);
  };
  return (
    <div class="admin" data-testid="admin">
      <section class="panel">
        <h2>Operators</h2>
        {wrongToken && (
          <p class="error" role="alert" data-testid="wrong-token">
            <strong>Wrong token.</strong> The server refused it (401): check ADMIN_TOKEN and enter it again.
          </p>
        )}
        {(!token || wrongToken) && (
          <TokenForm
            onToken={(t) => {
              storeToken(t);
              setError(null);
              setToken(t);
              // The same token again (after a 401) changes no state: ask anyway.
              if (t === token) void refresh(t);
            }}
          />
        )}
        {token && (
          <p class="row wrap small">
            <span class="muted">The admin token is kept for this tab only.</span>
            <button type="button" onClick={forget} data-testid="forget-token">
              Forget the token
            </button>
            <button type="button" onClick={() => void refresh()}>
              Refresh
            </button>
          </p>
        )}
        {error !== null && !wrongToken && (
          <p class="error" role="alert">
            {String((error as Error).message ?? error)}
          </p>
        )}
      </section>
      {token && games && (
        <>
          <GameTable token={token} games={games} />
          <ImportForm token={token} onImported={() => void refresh()} />
        </>
      )}
    </div>
  );
}

function TokenForm({ onToken }: { onToken: (token: string) => void }) {
  const [text, setText] = useState('');
  return (
    <form
      class="row wrap"
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim()) onToken(text.trim());
      }}
    >
      <label>
        Admin token <input type="password" autocomplete="off" value={text} onInput={(e) => setText(e.currentTarget.value)} data-testid="admin-token" />
      </label>
      <button type="submit" data-testid="use-token">
        Use token
      </button>
    </form>
  );
}
