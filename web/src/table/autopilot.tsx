// Hands this seat to autopilot and back (GameConnection.setAutopilot); the seat's control shows which is on.
import { useState } from 'preact/hooks';
import type { GameConnection, PlayerView } from '@dune-rooms/sdk';
import { ErrorBox } from '../errors.tsx';

export function AutopilotToggle({ connection, view }: { connection: GameConnection; view: PlayerView }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // `view` is a prop so this re-renders on each change; control is read from the connection.
  void view;
  const on = connection.faction !== null && connection.control[connection.faction] === 'autopilot';
  const flip = async () => {
    setBusy(true);
    setError(null);
    try {
      await connection.setAutopilot(!on);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <span>
      <button type="button" aria-pressed={on} disabled={busy} onClick={() => void flip()} data-testid="autopilot">
        Autopilot: {on ? 'on' : 'off'}
      </button>
      <ErrorBox error={error} />
    </span>
  );
}
