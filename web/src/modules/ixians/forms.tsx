// The Ixians' decisions: placing the Hidden Mobile Stronghold after the first storm (IX.hms.placement) and moving it
// as a Storm phase starts (IX.hms.movement), one territory a step, each step among those the last one leaves open.
import { useState } from 'preact/hooks';
import { hmsSteps } from '@dune-rooms/sdk/answers';
import type { FormProps } from '../../decisions/forms/types.ts';
import type { TreacheryCardId } from '@dune-rooms/sdk';
import { NextStep, type HmsSpot } from './next-step.tsx';
import { titled, place as placeName } from '../../names.ts';

const keyOf = (p: { territory: string; sector: number }) => `${p.territory}:${p.sector}`;

/** One button a card: `verb` and the card's name, sending the card picked. */
function CardButtons({
  cards,
  verb,
  busy,
  onPick,
}: {
  cards: readonly TreacheryCardId[];
  verb: string;
  busy: boolean;
  onPick: (card: TreacheryCardId) => void;
}) {
  return (
    <>
      {cards.map((card) => (
        <button key={card} type="button" disabled={busy} data-testid="choice" data-card={card} onClick={() => onPick(card)}>
          {verb} {titled(card)}
        </button>
      ))}
    </>
  );
}

export function HmsPlace({ decision, send, busy }: FormProps<'hms-place'>) {
  const [at, setAt] = useState(0);
  const place = decision.places[at];
  return (
    <form
      class="row wrap"
      onSubmit={(e) => {
        e.preventDefault();
        if (place) send({ type: 'hms-place', event: decision.id, territory: place.territory, sector: place.sector });
      }}
    >
      <label class="grow">
        Place the Hidden Mobile Stronghold over{' '}
        <select name="place" value={String(at)} onChange={(e) => setAt(Number((e.target as HTMLSelectElement).value))}>
          {decision.places.map((p, i) => (
            <option key={keyOf(p)} value={String(i)}>
              {placeName(p)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" disabled={busy || !place} data-testid="submit">
        Place
      </button>
    </form>
  );
}

export function HmsMove({ decision, view, send, busy }: FormProps<'hms-move'>) {
  const [route, setRoute] = useState<HmsSpot[]>([]);
  const last = route.at(-1) ?? decision.from;
  const next = route.length < decision.range ? hmsSteps(view.storm.sector, last) : [];
  return (
    <form
      class="row wrap"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'hms-move', event: decision.id, route });
      }}
    >
      <span class="grow" data-testid="hms-route">
        The HMS is over {placeName(decision.from)}
        {route.length > 0 ? `; moving by ${route.map(placeName).join(', then ')}` : ''}. It may move {decision.range - route.length} more{' '}
        {decision.range - route.length === 1 ? 'territory' : 'territories'}.
      </span>
      <NextStep name="step" steps={next} onStep={(p) => setRoute([...route, p])} />
      {route.length > 0 && (
        <button type="button" onClick={() => setRoute(route.slice(0, -1))} data-testid="undo-step">
          Back one
        </button>
      )}
      <button type="submit" disabled={busy} data-testid="submit">
        {route.length === 0 ? 'Leave it where it is' : 'Move the HMS'}
      </button>
    </form>
  );
}

/** IX.starting-card: one card of the pool kept; the others go to the other factions. */
export function IxianStartingCard({ decision, send, busy }: FormProps<'ixian-starting-card'>) {
  return (
    <div class="row wrap">
      <span class="grow">Keep one of these as your starting card; each other faction is dealt one of the rest:</span>
      <CardButtons cards={decision.cards} verb="Keep" busy={busy} onPick={(card) => send({ type: 'ixian-starting-card', event: decision.id, card })} />
    </div>
  );
}

/** IX.bidding: one card of the row and the extra card put back, on top of the deck or at its bottom. */
export function IxianSelection({ decision, send, busy }: FormProps<'ixian-selection'>) {
  const [card, setCard] = useState(decision.cards[0]!);
  const [to, setTo] = useState<'top' | 'bottom'>('bottom');
  return (
    <form
      class="row wrap"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'ixian-selection', event: decision.id, card, to });
      }}
    >
      <span class="grow">The row and one card more, in auction order: {decision.cards.map(titled).join(', ')}. Put one back:</span>
      <select name="card" value={card} onChange={(e) => setCard((e.target as HTMLSelectElement).value as typeof card)}>
        {decision.cards.map((c, i) => (
          <option key={c} value={c}>
            {i + 1}. {titled(c)}
          </option>
        ))}
      </select>
      <select name="to" value={to} onChange={(e) => setTo((e.target as HTMLSelectElement).value === 'top' ? 'top' : 'bottom')}>
        <option value="top">on top of the deck</option>
        <option value="bottom">at the bottom of the deck</option>
      </select>
      <button type="submit" disabled={busy} data-testid="submit">
        Put it back
      </button>
    </form>
  );
}

/** IX.casualties: Suboids that survived the battle go to the Tanks in place of lost Cyborgs. */
export function CyborgReplacement({ decision, send, busy }: FormProps<'cyborg-replacement'>) {
  const [count, setCount] = useState(decision.max);
  return (
    <form
      class="row wrap"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'cyborg-replacement', event: decision.id, count });
      }}
    >
      <span class="grow">
        Replace Cyborgs lost in {placeName({ territory: decision.territory, sector: 0 })} with Suboids that survived there (up to {decision.max}):
      </span>
      <input name="count" type="number" min={0} max={decision.max} value={count} onInput={(e) => setCount(Number((e.target as HTMLInputElement).value))} />
      <button type="submit" disabled={busy} data-testid="submit">
        Replace
      </button>
    </form>
  );
}

/** IX.technology: a card of the hand in place of the one about to be put up for bid (or none). */
export function IxianTechnology({ decision, view, send, busy }: FormProps<'ixian-technology'>) {
  const hand = view.private?.hand ?? [];
  return (
    <div class="row wrap">
      <span class="grow">
        Technology: card {decision.number} of the row is {titled(decision.card)}. Put a card of your hand in its place and take it?
      </span>
      <CardButtons cards={hand} verb="Give" busy={busy} onPick={(give) => send({ type: 'ixian-technology', event: decision.id, give })} />
      <button type="button" disabled={busy} data-testid="pass" onClick={() => send({ type: 'ixian-technology', event: decision.id, give: null })}>
        Keep my hand
      </button>
    </div>
  );
}
