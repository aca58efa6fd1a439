// 1.04: raise the bid (up to the decision's maxBid, or beyond it with a Karama card) or pass.
import { useState } from 'preact/hooks';
import { factionName, titled } from '../../names.ts';
import type { FormProps } from './types.ts';

export function Bid({ decision, send, busy }: FormProps<'bid'>) {
  const lowest = decision.highBid + 1;
  const [amount, setAmount] = useState(lowest);
  const [karama, setKarama] = useState(false);
  const canRaise = decision.eligible && (lowest <= decision.maxBid || decision.karama !== null);
  return (
    <form
      class="row wrap"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'bid', event: decision.id, amount, ...(karama && decision.karama ? { karama: decision.karama } : {}) });
      }}
    >
      <span class="grow">
        Card {decision.card}: top bid {decision.highBid}
        {decision.highBidder ? ` by ${factionName(decision.highBidder)}` : ''}; you can pay up to {decision.maxBid}.
      </span>
      {canRaise && (
        <>
          <input
            type="number"
            name="bid"
            aria-label="Bid"
            min={lowest}
            max={karama ? undefined : decision.maxBid}
            value={amount}
            onInput={(e) => setAmount(Number(e.currentTarget.value))}
          />
          {decision.karama && (
            <label>
              <input type="checkbox" checked={karama} onChange={(e) => setKarama(e.currentTarget.checked)} /> with {titled(decision.karama)}
            </label>
          )}
          <button type="submit" disabled={busy} data-testid="submit">
            Bid
          </button>
        </>
      )}
      <button type="button" disabled={busy} onClick={() => send({ type: 'bid', event: decision.id, amount: 0 })} data-testid="pass">
        Pass
      </button>
    </form>
  );
}
