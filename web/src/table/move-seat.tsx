// Moving this seat to another device (a phone, another computer): the page asks the server for a transfer code and
// shows it to be typed there (never in a link: whoever had the link would take the seat). Once it is used, this
// device is closed, its seat token stops working and is forgotten here, and the page says where the seat went.
import { useEffect, useState } from 'preact/hooks';
import type { GameConnection, TransferCode } from '@dune-rooms/sdk';
import { ErrorBox } from '../errors.tsx';
import { forgetSeat } from '../seat-tokens.ts';
import { Clock } from './clock.tsx';

export function MoveSeat({ connection }: { connection: GameConnection }) {
  const [code, setCode] = useState<TransferCode | null>(null);
  const [error, setError] = useState<unknown>(null);
  const ask = () => {
    setError(null);
    connection.transferCode().then(setCode, setError);
  };
  return (
    <details class="move-seat small" data-testid="move-seat">
      <summary>Move my seat to another device</summary>
      <p>Open this game on the other device, choose “I have a transfer code” and type the code. It works once, for five minutes.</p>
      <button type="button" onClick={ask} data-testid="transfer-ask">
        {code ? 'New code' : 'Show a transfer code'}
      </button>
      {code && (
        <p>
          <strong class="transfer-code" data-testid="transfer-code">
            {code.code}
          </strong>{' '}
          <Clock until={code.expiresAt} label="expires in" />
        </p>
      )}
      <ErrorBox error={error} />
    </details>
  );
}

/** Tells this device its seat left (the server closed it with the seat-moved code) and forgets the dead token. */
export function SeatMovedNotice({ connection }: { connection: GameConnection }) {
  const [lost, setLost] = useState<'moved' | 'unknown' | null>(null);
  useEffect(
    () =>
      connection.onError((e) => {
        if (e.code !== 'BAD_TOKEN') return;
        forgetSeat(connection.gameId);
        setLost(/moved/.test(e.message) ? 'moved' : 'unknown');
      }),
    [connection],
  );
  if (!lost) return null;
  return (
    <div class="error" role="alert" data-testid="seat-moved">
      {lost === 'moved'
        ? 'This seat now plays from another device: this page no longer holds it.'
        : 'The game no longer knows this seat’s token: this page no longer holds it.'}{' '}
      You may still watch the game from its link.
    </div>
  );
}
