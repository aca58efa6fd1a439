// The other end of a seat's move: the transfer code its holder got on the first device, typed here.
import { useState } from 'preact/hooks';

export function TakeSeatForm({ busy, take }: { busy: boolean; take: (code: string) => void }) {
  const [code, setCode] = useState('');
  return (
    <details class="take-seat" data-testid="take-seat">
      <summary>I have a transfer code</summary>
      <form
        class="row wrap"
        onSubmit={(e) => {
          e.preventDefault();
          if (code.trim()) take(code.trim());
        }}
      >
        <label>
          Transfer code{' '}
          <input
            name="transferCode"
            value={code}
            onInput={(e) => setCode(e.currentTarget.value)}
            autocomplete="off"
            autocapitalize="characters"
            spellcheck={false}
            placeholder="ABCD-EFGH-JKMN"
          />
        </label>
        <button type="submit" disabled={busy} data-testid="take-seat-submit">
          Take the seat
        </button>
      </form>
    </details>
  );
}
