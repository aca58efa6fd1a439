// A form that asks for one whole number from 0 to `max` (spice offered, forces paid for, income shared): the words
// around the number, and the button that sends it.
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';

interface AmountFormProps {
  /** The words before the number, and after it. */
  before: ComponentChildren;
  after?: ComponentChildren;
  /** The input's name (what tests and autofill find it by). */
  name: string;
  max: number;
  button: string;
  busy: boolean;
  send: (amount: number) => void;
}

export function AmountForm({ before, after, name, max, button, busy, send }: AmountFormProps) {
  const [amount, setAmount] = useState(0);
  return (
    <form
      class="row wrap"
      onSubmit={(e) => {
        e.preventDefault();
        send(amount);
      }}
    >
      <label>
        {before} <input type="number" name={name} min={0} max={max} value={amount} onInput={(e) => setAmount(Number(e.currentTarget.value))} />
        {after}
      </label>
      <button type="submit" disabled={busy} data-testid="submit">
        {button}
      </button>
    </form>
  );
}
