// `#/game/<id>`: gets into the game — the connection the lobby handed over, else the seat whose token this
// browser keeps (reclaimed), else it offers to join a free seat or to watch — then shows the table.
import { useEffect, useState } from 'preact/hooks';
import type { Faction, GameConnection } from '@dune-rooms/sdk';
import { client, takeHandedOver } from '../server.ts';
import { forgetSeat, storedSeat, storeSeat } from '../seat-tokens.ts';
import { factionName } from '../names.ts';
import { ErrorBox } from '../errors.tsx';
import { Table } from './table.tsx';
import { useFreeSeats } from '../lobby/free-seats.ts';
import { TakeSeatForm } from '../lobby/take-seat.tsx';

export function GamePage({ gameId }: { gameId: string }) {
  const [connection, setConnection] = useState<GameConnection | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [faction, setFaction] = useState<Faction | ''>('');
  const seats = useFreeSeats(gameId);
  const free = seats?.listed ? seats.free : null;

  const enter = async (how: () => Promise<GameConnection>) => {
    setBusy(true);
    setError(null);
    try {
      const c = await how();
      if (c.seatToken && c.faction) storeSeat(c.gameId, { token: c.seatToken, faction: c.faction });
      setConnection(c);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    const handed = takeHandedOver(gameId);
    const seat = storedSeat(gameId);
    if (handed) setConnection(handed);
    else if (seat)
      void enter(() =>
        client.reclaim(gameId, seat.token).catch((e: { code?: string }) => {
          // A token the game does not know (another server, an old game) is of no further use.
          if (e.code === 'BAD_TOKEN' || e.code === 'GAME_NOT_FOUND') forgetSeat(gameId);
          throw e;
        }),
      );
  }, [gameId]);

  // Leaving the page leaves the room; the seat stays ours (its token is kept).
  useEffect(() => () => void connection?.leave(), [connection]);

  if (connection) return <Table connection={connection} />;
  return (
    <section class="panel narrow" data-testid="enter">
      <h2>Game {gameId}</h2>
      {busy && <p>Connecting…</p>}
      <ErrorBox error={error} />
      {!busy && (
        <>
          <p>
            {free?.length === 0
              ? 'Every seat of this game is taken: you may watch it (public information only).'
              : 'Take a free seat, or watch the game (public information only).'}
          </p>
          <div class="row wrap">
            {free?.length !== 0 && (
              <>
                <label>
                  Seat{' '}
                  <select value={faction} onChange={(e) => setFaction(e.currentTarget.value as Faction | '')} data-testid="free-seats">
                    <option value="">first free seat</option>
                    {free?.map((f) => (
                      <option key={f} value={f}>
                        {factionName(f)}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="button" onClick={() => void enter(() => client.join(gameId, faction && free?.includes(faction) ? { faction } : {}))}>
                  Join
                </button>
              </>
            )}
            <button type="button" onClick={() => void enter(() => client.spectate(gameId))}>
              Watch
            </button>
          </div>
          <TakeSeatForm busy={busy} take={(code) => void enter(() => client.takeSeat(gameId, code))} />
        </>
      )}
    </section>
  );
}
