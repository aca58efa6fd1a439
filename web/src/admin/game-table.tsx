// The stored games of GET /admin/games: where each is live (clients, process), whether the store found it
// damaged and why, and an Export button saving `{ record, log, stateHash }` as `<id>.json`.
import { useState } from 'preact/hooks';
import { phaseName } from '../names.ts';
import { type AdminGame, download, exportGame } from './admin-api.ts';

export function GameTable({ token, games }: { token: string; games: readonly AdminGame[] }) {
  const [failure, setFailure] = useState<string | null>(null);
  const save = (gameId: string) =>
    exportGame(token, gameId).then(
      (body) => {
        setFailure(null);
        download(`${gameId}.json`, body);
      },
      (e: Error) => setFailure(`export of ${gameId}: ${e.message}`),
    );
  return (
    <section class="panel" data-testid="admin-games">
      <h3>Stored games ({games.length})</h3>
      {failure && (
        <p class="error" role="alert">
          {failure}
        </p>
      )}
      {games.length === 0 && <p class="muted">The store holds no game.</p>}
      <div class="scroll-x">
        <table class="admin-table">
          <thead>
            <tr>
              <th>Game</th>
              <th>Turn</th>
              <th>Phase</th>
              <th>Version</th>
              <th>Updated</th>
              <th>Live</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {games.map((g) => (
              <tr key={g.gameId} data-game={g.gameId} data-live={g.live ? 'yes' : 'no'} class={g.damaged ? 'damaged' : ''}>
                <td>
                  <strong>{g.gameId}</strong>
                  {g.damaged && (
                    <div class="small" data-testid="damaged">
                      damaged: {g.damaged}
                    </div>
                  )}
                </td>
                <td>{g.damaged ? '' : g.turn}</td>
                <td>{g.damaged ? '' : phaseName(g.phase)}</td>
                <td>{g.damaged ? '' : g.version}</td>
                <td>{g.updatedAt > 0 ? new Date(g.updatedAt).toLocaleString() : ''}</td>
                <td data-testid="live">
                  {g.live ? (
                    <>
                      live · {g.live.clients} {g.live.clients === 1 ? 'client' : 'clients'}
                      <div class="small muted">process {g.live.processId}</div>
                    </>
                  ) : (
                    <span class="muted">stored</span>
                  )}
                </td>
                <td>
                  <button type="button" disabled={Boolean(g.damaged)} onClick={() => void save(g.gameId)} data-testid="export">
                    Export
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
