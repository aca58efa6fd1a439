// Forgetting this seat's token in this browser (a shared computer): the seat stays the player's while this page is
// connected, but reopening the game here no longer takes it back; only the token, kept elsewhere, would.
import { useState } from 'preact/hooks';
import { forgetSeat, storedSeat } from '../seat-tokens.ts';

export function ForgetSeat({ gameId }: { gameId: string }) {
  const [kept, setKept] = useState(storedSeat(gameId) !== null);
  if (!kept)
    return (
      <span class="small muted" data-testid="seat-forgotten">
        This browser no longer keeps your seat.
      </span>
    );
  return (
    <button
      type="button"
      title="For a shared computer: reopening this game here will no longer take your seat back"
      data-testid="forget-seat"
      onClick={() => {
        forgetSeat(gameId);
        setKept(false);
      }}
    >
      Forget my seat on this browser
    </button>
  );
}
