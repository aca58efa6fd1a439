// Homeworlds' decisions a seat meets: discarding down to the hand limit when an occupation's extra card ends
// (HW.hand-limit), how much occupation income goes to the ally (HW.occupation-income), and the high faces' offers:
// Caladan's reinforcement (HW.caladan.high), Kaitain's paid discards (HW.kaitain.high) and the Guild's Junction
// shipping offers (HW.junction.high).
import { useState } from 'preact/hooks';
import type { Faction, TerritoryId, TreacheryCardId } from '@dune-rooms/sdk';
import type { FormProps } from '../../decisions/forms/types.ts';
import { usePicks } from '../../decisions/forms/picks.ts';
import { AmountForm } from '../../decisions/forms/amount.tsx';
import { factionName, territoryName, titled } from '../../names.ts';

/** Cards of the hand chosen by position (a hand may hold two copies of one card). */
function useHandChoice(hand: readonly TreacheryCardId[]) {
  const { picked, toggle } = usePicks();
  return { chosen: picked, toggle, cards: picked.map((i) => hand[i]!) };
}

export function DiscardDown({ decision, view, send, busy }: FormProps<'discard-down'>) {
  const hand = view.private?.hand ?? [];
  const { chosen, toggle, cards } = useHandChoice(hand);
  return (
    <form
      class="row wrap"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'discard-down', event: decision.id, cards });
      }}
    >
      <span data-testid="discard-count" data-count={decision.count}>
        Discard {decision.count}:
      </span>
      {hand.map((c, i) => (
        <label key={`${c}-${i}`}>
          <input type="checkbox" name="discard" checked={chosen.includes(i)} onChange={() => toggle(i)} /> {titled(c)}
        </label>
      ))}
      <button type="submit" disabled={busy || chosen.length !== decision.count} data-testid="submit">
        Discard
      </button>
    </form>
  );
}

export function OccupationShare({ decision, send, busy }: FormProps<'occupation-share'>) {
  return (
    <AmountForm
      before={`Of ${titled(decision.world)}'s income, give ${factionName(decision.ally)}`}
      after={` of ${decision.max}`}
      name="share"
      max={decision.max}
      button="Give"
      busy={busy}
      send={(amount) => send({ type: 'occupation-share', event: decision.id, amount })}
    />
  );
}

export function CaladanReinforce({ decision, send, busy }: FormProps<'caladan-reinforce'>) {
  return (
    <div class="row wrap">
      <span class="grow">Add one force from your reserves to {territoryName(decision.territory)}:</span>
      {decision.sectors.map((sector) => (
        <button type="button" key={sector} disabled={busy} onClick={() => send({ type: 'caladan-reinforce', event: decision.id, sector })} data-testid="choice">
          Sector {sector}
        </button>
      ))}
      <button type="button" disabled={busy} onClick={() => send({ type: 'caladan-reinforce', event: decision.id, sector: null })} data-testid="pass">
        No
      </button>
    </div>
  );
}

export function KaitainDiscard({ decision, view, send, busy }: FormProps<'kaitain-discard'>) {
  const hand = view.private?.hand ?? [];
  const { chosen, toggle, cards } = useHandChoice(hand);
  const cost = cards.length * decision.cost;
  return (
    <form
      class="row wrap"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'kaitain-discard', event: decision.id, cards });
      }}
    >
      <span>Discard at {decision.cost} spice each:</span>
      {hand.map((c, i) => (
        <label key={`${c}-${i}`}>
          <input type="checkbox" name="discard" checked={chosen.includes(i)} onChange={() => toggle(i)} /> {titled(c)}
        </label>
      ))}
      <button type="submit" disabled={busy || cost > (view.private?.spice ?? 0)} data-testid="submit">
        {cards.length === 0 ? 'Keep them all' : `Discard ${cards.length} for ${cost} spice`}
      </button>
    </form>
  );
}

const RATES = { none: 'no offer', half: 'half price', full: 'full price' } as const;

export function JunctionOffers({ decision, send, busy }: FormProps<'junction-offers'>) {
  const [rates, setRates] = useState<Partial<Record<Faction, 'half' | 'full'>>>({});
  const setRate = (f: Faction, rate: keyof typeof RATES) =>
    setRates((now) => {
      const { [f]: _dropped, ...rest } = now;
      return rate === 'none' ? rest : { ...rest, [f]: rate };
    });
  return (
    <form
      class="stack"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'junction-offers', event: decision.id, offers: rates });
      }}
    >
      <span>Offer cross-planet shipping this phase (Junction):</span>
      {decision.factions.map((f) => (
        <label key={f}>
          {factionName(f)}{' '}
          <select name={`junction-${f}`} value={rates[f] ?? 'none'} onChange={(e) => setRate(f, e.currentTarget.value as keyof typeof RATES)}>
            {Object.entries(RATES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      ))}
      <button type="submit" disabled={busy} data-testid="submit">
        Make these offers
      </button>
    </form>
  );
}

type Spot = { territory: TerritoryId; sector: number };

/** Forces placed at no cost in one of the places offered, or kept in reserves (a Fedaykin placement, a Tleilax send). */
function PlaceOffered({
  spots,
  most,
  what,
  onPlace,
  onKeep,
  busy,
}: {
  spots: readonly Spot[];
  most: number;
  what: string;
  onPlace: (to: Spot, count: number) => void;
  onKeep: () => void;
  busy: boolean;
}) {
  const [at, setAt] = useState(0);
  const [count, setCount] = useState(most);
  return (
    <form
      class="row wrap"
      onSubmit={(e) => {
        e.preventDefault();
        onPlace(spots[at]!, count);
      }}
    >
      <span class="grow">{what}</span>
      <select name="to" value={String(at)} onChange={(e) => setAt(Number((e.target as HTMLSelectElement).value))}>
        {spots.map((s, i) => (
          <option key={`${s.territory}:${s.sector}`} value={String(i)}>
            {territoryName(s.territory)}
            {s.sector > 0 ? `, sector ${s.sector}` : ''}
          </option>
        ))}
      </select>
      <input name="count" type="number" min={1} max={most} value={count} onInput={(e) => setCount(Number((e.target as HTMLInputElement).value))} />
      <button type="submit" disabled={busy || spots.length === 0} data-testid="submit">
        Send
      </button>
      <button type="button" disabled={busy} onClick={onKeep} data-testid="pass">
        Keep in reserves
      </button>
    </form>
  );
}

export function TleilaxSend({ decision, send, busy }: FormProps<'tleilax-send'>) {
  return (
    <PlaceOffered
      spots={decision.spots}
      most={decision.count}
      what={`Tleilax: send up to ${decision.count} forces revived free, at no cost, to`}
      busy={busy}
      onPlace={(to, count) => send({ type: 'tleilax-send', event: decision.id, to: { territory: to.territory, sector: to.sector }, count })}
      onKeep={() => send({ type: 'tleilax-send', event: decision.id, to: null, count: 0 })}
    />
  );
}

export function FedaykinPlacement({ decision, send, busy }: FormProps<'fedaykin-placement'>) {
  return (
    <PlaceOffered
      spots={decision.spots}
      most={decision.count}
      what={`Southern Hemisphere: place up to ${decision.count} Fedaykin just revived in`}
      busy={busy}
      onPlace={(to, count) => send({ type: 'fedaykin-placement', event: decision.id, to: { territory: to.territory, sector: to.sector }, count })}
      onKeep={() => send({ type: 'fedaykin-placement', event: decision.id, to: null, count: 0 })}
    />
  );
}
