// `#/admin`, the operators page: asks for the admin token (kept for this tab only, admin-api.ts), then lists the
// stored games with where each is live, exports any of them as a file and imports one (issue 22, Operators).
import { useEffect, useState } from 'preact/hooks';
import { AdminError, type AdminGame, errorText, forgetToken, listGames, storedToken, storeToken } from './admin-api.ts';
import { GameTable } from './game-table.tsx';
import { ImportForm } from './import-form.tsx';

export function AdminPage() {
  const [token, setToken] = useState(storedToken());
  // The last listing that succeeded: a failed refresh leaves it on show, under the failure.
  const [games, setGames] = useState<AdminGame[] | null>(null);
  const [error, setError] = useState<unknown>(null);

  const refresh = (t = token) =>
    t
      ? listGames(t).then(
          (g) => {
            setGames(g);
            setError(null);
          },
          (e: unknown) => setError(e),
        )
      : Promise.resolve();
  useEffect(() => {
    void refresh();
    if (!token) return;
    const timer = setInterval(() => void refresh(), 5000);
    return () => clearInterval(timer);
  }, [token]);

  const wrongToken = error instanceof AdminError && error.status === 401;
  const disabled = error instanceof AdminError && error.disabled;
  const listFailed = error !== null && !wrongToken && !disabled;
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
        {disabled && (
          <p class="error" role="alert" data-testid="admin-disabled">
            <strong>Not available:</strong> the admin API is disabled on this server (ADMIN_TOKEN is not set). Start it with an ADMIN_TOKEN, then try again.{' '}
            <button type="button" onClick={() => void refresh()}>
              Try again
            </button>
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
        {listFailed && <ListFailure error={error} stale={games !== null} onRetry={() => void refresh()} />}
      </section>
      {token && !wrongToken && !disabled && (
        <>
          {games && <GameTable token={token} games={games} />}
          <ImportForm token={token} onImported={() => void refresh()} />
        </>
      )}
    </div>
  );
}

/** A listing that failed: its status and the server's reason (or the network's), with a way to ask again. */
function ListFailure({ error, stale, onRetry }: { error: unknown; stale: boolean; onRetry: () => void }) {
  const status = error instanceof AdminError ? (error.status === 0 ? 'the server could not be reached' : String(error.status)) : 'the page failed';
  const reason = error instanceof AdminError ? errorText(error.body) : String(error);
  return (
    <p class="error" role="alert" data-testid="list-failed">
      <strong>
        Listing the games failed: {status} — {reason}
      </strong>{' '}
      <span class="muted">{stale ? 'The games below are those of the last listing that worked. ' : ''}Importing still works.</span>{' '}
      <button type="button" onClick={onRetry} data-testid="retry">
        Retry
      </button>
    </p>
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
