// Homeworlds' decisions a seat meets: discarding down to the hand limit when an occupation's extra card ends
// (HW.hand-limit), how much occupation income goes to the ally (HW.occupation-income), and the high faces' offers:
// Caladan's reinforcement (HW.caladan.high), Kaitain's paid discards (HW.kaitain.high) and the Guild's Junction
// shipping offers (HW.junction.high).
import { useState } from 'preact/hooks';
import type { Faction, TreacheryCardId } from '@dune-rooms/sdk';
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
