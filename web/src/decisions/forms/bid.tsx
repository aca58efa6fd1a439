// 1.04: raise the bid (up to the decision's maxBid, or beyond it with a Karama card) or pass; the card's name when
// this seat sees it (2.01.05).
import { useState } from 'preact/hooks';
import { factionName, titled } from '../../names.ts';
import { CardName } from '../../rules-text/hint.tsx';
import type { FormProps } from './types.ts';

export function Bid({ decision, view, send, busy }: FormProps<'bid'>) {
  const round = view.private?.round;
  // 2.01.05: the Atreides (and whoever shares their look) see the card up for bid; the view says which.
  const cardUp = round && !('phase' in round) ? round.cardUp : null;
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
        Card {decision.card}
        {cardUp && (
          <>
            {' '}
            is{' '}
            <strong data-testid="card-up" data-card={cardUp}>
              <CardName card={cardUp} />
            </strong>
          </>
        )}
        : top bid {decision.highBid}
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
