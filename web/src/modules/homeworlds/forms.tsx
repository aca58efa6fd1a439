// Homeworlds' decisions a seat meets: discarding down to the hand limit when an occupation's extra card ends
// (HW.hand-limit), and how much occupation income goes to the ally (HW.occupation-income).
import { useState } from 'preact/hooks';
import type { TreacheryCardId } from '@dune-rooms/sdk';
import type { FormProps } from '../../decisions/forms/types.ts';
import { factionName, titled } from '../../names.ts';

export function DiscardDown({ decision, view, send, busy }: FormProps<'discard-down'>) {
  const hand = view.private?.hand ?? [];
  // By position in the hand: a hand may hold two copies of one card.
  const [chosen, setChosen] = useState<readonly number[]>([]);
  const toggle = (i: number) => setChosen((now) => (now.includes(i) ? now.filter((x) => x !== i) : [...now, i]));
  const cards: TreacheryCardId[] = chosen.map((i) => hand[i]!);
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
  const [amount, setAmount] = useState(0);
  return (
    <form
      class="row wrap"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'occupation-share', event: decision.id, amount });
      }}
    >
      <label>
        Of {titled(decision.world)}'s income, give {factionName(decision.ally)}{' '}
        <input type="number" name="share" min={0} max={decision.max} value={amount} onInput={(e) => setAmount(Number(e.currentTarget.value))} /> of{' '}
        {decision.max}
      </label>
      <button type="submit" disabled={busy} data-testid="submit">
        Give
      </button>
    </form>
  );
}
