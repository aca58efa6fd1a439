// The lobby's footer offers to forget every seat this browser keeps (a shared computer), when it keeps any.
import { useState } from 'preact/hooks';
import { forgetAllSeats, storedSeatCount } from '../seat-tokens.ts';

export function ForgetSeats() {
  const [count, setCount] = useState(storedSeatCount());
  if (count === 0) return null;
  return (
    <button
      type="button"
      data-testid="forget-seats"
      onClick={() => {
        forgetAllSeats();
        setCount(storedSeatCount());
      }}
    >
      Forget the {count === 1 ? 'seat' : `${count} seats`} kept in this browser
    </button>
  );
}
