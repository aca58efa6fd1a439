// Richese's decisions and the bids on a cache card: where the lot comes, which card and how it is sold, a bid once
// around, a sealed bid, and what becomes of an unsold card.
import { useState } from 'preact/hooks';
import type { TreacheryCardId } from '@dune-rooms/sdk';
import { AmountForm } from '../../decisions/forms/amount.tsx';
import type { FormProps } from '../../decisions/forms/types.ts';
import { factionName, titled } from '../../names.ts';
import { CardName } from '../../rules-text/hint.tsx';

/** A choice among cards by name; with `none`, an empty choice first (its words). */
export function CardSelect<V extends TreacheryCardId | ''>(props: {
  cards: readonly TreacheryCardId[];
  value: V;
  onPick: (card: V) => void;
  name: string;
  /** Its accessible name, where no label says it. */
  label?: string;
  none?: string;
}) {
  return (
    <select name={props.name} aria-label={props.label} value={props.value} onChange={(e) => props.onPick(e.currentTarget.value as V)}>
      {props.none !== undefined && <option value="">{props.none}</option>}
      {props.cards.map((c) => (
        <option key={c} value={c}>
          {titled(c)}
        </option>
      ))}
    </select>
  );
}

/** The card up for bid as this bidder sees it: a cache card; a Black Market card concealed (the Atreides see it), with its claim. */
function LotCard({ card, claim }: { card: TreacheryCardId | null; claim: TreacheryCardId | null }) {
  return (
    <>
      {card ? <CardName card={card} /> : 'a concealed card'}
      {claim ? ` (Richese says: ${titled(claim)})` : ''}
    </>
  );
}

export function CachePosition({ decision, send, busy }: FormProps<'cache-position'>) {
  if (decision.karamaCancelled?.includes('richese-cache-lot'))
    return (
      <div class="row wrap">
        <span class="grow">A Karama stopped your cache lot this turn.</span>
        <button type="button" disabled={busy} onClick={() => send({ type: 'cache-position', event: decision.id, at: 'last' })} data-testid="choice">
          Go on
        </button>
      </div>
    );
  return (
    <div class="row wrap">
      <span class="grow">Your cache lot this turn: before the first card of the row, or after its last?</span>
      {(['first', 'last'] as const).map((at) => (
        <button type="button" key={at} disabled={busy} onClick={() => send({ type: 'cache-position', event: decision.id, at })} data-testid="choice">
          {at === 'first' ? 'First' : 'Last'}
        </button>
      ))}
    </div>
  );
}

export function CacheLot({ decision, send, busy }: FormProps<'cache-lot'>) {
  const [card, setCard] = useState<TreacheryCardId>(decision.cards[0]!);
  const [method, setMethod] = useState<'once-around' | 'silent'>('once-around');
  const [direction, setDirection] = useState<'right' | 'left'>('right');
  return (
    <form
      class="row wrap"
      onSubmit={(e) => {
        e.preventDefault();
        send(
          method === 'silent' ? { type: 'cache-lot', event: decision.id, card, method } : { type: 'cache-lot', event: decision.id, card, method, direction },
        );
      }}
    >
      <span>Put up</span>
      <CardSelect cards={decision.cards} value={card} onPick={setCard} name="card" label="Card" />
      <label>
        <input type="radio" name="method" checked={method === 'once-around'} onChange={() => setMethod('once-around')} /> once around
      </label>
      {method === 'once-around' && (
        <select name="direction" aria-label="Direction" value={direction} onChange={(e) => setDirection(e.currentTarget.value as 'right' | 'left')}>
          <option value="right">to the right (the way bidding goes)</option>
          <option value="left">to the left</option>
        </select>
      )}
      <label>
        <input type="radio" name="method" checked={method === 'silent'} onChange={() => setMethod('silent')} /> silent
      </label>
      <button type="submit" disabled={busy} data-testid="submit">
        Offer
      </button>
    </form>
  );
}

export function CacheBid({ decision, send, busy }: FormProps<'cache-bid'>) {
  const lowest = decision.highBid + 1;
  const [amount, setAmount] = useState(lowest);
  return (
    <form
      class="row wrap"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'cache-bid', event: decision.id, amount });
      }}
    >
      <span class="grow">
        {decision.method === 'normal' ? 'Your bid' : 'Your one bid'} on <LotCard card={decision.card} claim={decision.claim} /> from Richese: top bid{' '}
        {decision.highBid}
        {decision.highBidder ? ` by ${factionName(decision.highBidder)}` : ''}; you can pay up to {decision.maxBid}.
      </span>
      {lowest <= decision.maxBid && (
        <>
          <input
            type="number"
            name="bid"
            aria-label="Bid"
            min={lowest}
            max={decision.maxBid}
            value={amount}
            onInput={(e) => setAmount(Number(e.currentTarget.value))}
          />
          <button type="submit" disabled={busy} data-testid="submit">
            Bid
          </button>
        </>
      )}
      <button type="button" disabled={busy} onClick={() => send({ type: 'cache-bid', event: decision.id, amount: 0 })} data-testid="pass">
        Pass
      </button>
    </form>
  );
}

export function CacheSealedBid({ decision, send, busy }: FormProps<'cache-sealed-bid'>) {
  return (
    <AmountForm
      before={
        <>
          Your sealed bid on <LotCard card={decision.card} claim={decision.claim} /> from Richese (0 for none; up to {decision.maxBid}):
        </>
      }
      name="sealed-bid"
      max={decision.maxBid}
      button="Hand in"
      busy={busy}
      send={(amount) => send({ type: 'cache-sealed-bid', event: decision.id, amount })}
    />
  );
}

export function BlackMarket({ decision, send, busy }: FormProps<'black-market'>) {
  const [card, setCard] = useState<TreacheryCardId>(decision.cards[0]!);
  const [method, setMethod] = useState<'normal' | 'once-around' | 'silent'>('silent');
  const [claim, setClaim] = useState<TreacheryCardId | ''>('');
  const said = claim === '' ? null : claim;
  return (
    <form
      class="row wrap"
      onSubmit={(e) => {
        e.preventDefault();
        send(
          method === 'once-around'
            ? { type: 'black-market', event: decision.id, card, method, direction: 'right', claim: said }
            : { type: 'black-market', event: decision.id, card, method, claim: said },
        );
      }}
    >
      <span class="grow">Black Market: sell a card of your hand face down before the hands are declared?</span>
      <CardSelect cards={decision.cards} value={card} onPick={setCard} name="card" />
      <span>say it is</span>
      <CardSelect cards={decision.cards} value={claim} onPick={setClaim} name="claim" none="nothing" label="Claim" />
      <select name="method" aria-label="Auction" value={method} onChange={(e) => setMethod(e.currentTarget.value as 'normal' | 'once-around' | 'silent')}>
        <option value="silent">silent</option>
        <option value="normal">normal (round and round)</option>
        <option value="once-around">once around, to the right</option>
      </select>
      <button type="submit" disabled={busy} data-testid="submit">
        Sell
      </button>
      <button type="button" disabled={busy} onClick={() => send({ type: 'black-market', event: decision.id, card: null })} data-testid="pass">
        No sale
      </button>
    </form>
  );
}

export function CacheUnsold({ decision, send, busy }: FormProps<'cache-unsold'>) {
  return (
    <div class="row wrap">
      <span class="grow">
        Nobody bought <CardName card={decision.card} />: keep it, or remove it from the game?
      </span>
      <button type="button" disabled={busy} onClick={() => send({ type: 'cache-unsold', event: decision.id, keep: true })} data-testid="choice">
        Keep
      </button>
      <button type="button" disabled={busy} onClick={() => send({ type: 'cache-unsold', event: decision.id, keep: false })} data-testid="pass">
        Remove
      </button>
    </div>
  );
}
