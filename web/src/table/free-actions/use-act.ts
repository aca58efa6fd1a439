// One free action's sending state: busy while the server judges it, then what it did or why it was refused. A free
// action answers no decision, so the panel that sends it shows the outcome itself.
import { useState } from 'preact/hooks';
import type { Action, GameConnection } from '@dune-rooms/sdk';

export interface FreeActionState {
  busy: boolean;
  error: unknown;
  /** What the last accepted action did, in words (null before one is accepted, or when it said nothing). */
  done: string | null;
  act: (action: Action, done?: string) => void;
}

export function useFreeAction(connection: GameConnection): FreeActionState {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  const act = (action: Action, words?: string) => {
    setBusy(true);
    setError(null);
    setDone(null);
    connection.act(action).then(
      () => {
        setBusy(false);
        setDone(words ?? null);
      },
      (failure: unknown) => {
        setBusy(false);
        setError(failure);
      },
    );
  };
  return { busy, error, done, act };
}
