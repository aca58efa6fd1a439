// A decision that follows a card played as a free action: the Harkonnen give back as many cards as they took with
// their Karama power (1.14.04).
import type { TreacheryCardId } from '@dune-rooms/sdk';
import { factionName, titled } from '../../names.ts';
import { usePicks } from './picks.ts';
import type { FormProps } from './types.ts';

/** 1.14.04: exactly `count` cards of the hand, by position (a hand may hold two copies of one card). */
export function HarkonnenReturn({ decision, send, busy }: FormProps<'harkonnen-return'>) {
  const { picked, toggle } = usePicks();
  const cards: TreacheryCardId[] = picked.map((i) => decision.choices[i]!);
  return (
    <div class="stack">
      <p class="small">
        You took {decision.taken.map(titled).join(', ')} from the {factionName(decision.target)}: give back {decision.count}.
      </p>
      <div class="row wrap">
        {decision.choices.map((c, i) => (
          <label key={`${c}${i}`}>
            <input type="checkbox" checked={picked.includes(i)} onChange={() => toggle(i)} data-testid="give-back" /> {titled(c)}
          </label>
        ))}
      </div>
      <button
        type="button"
        disabled={busy || cards.length !== decision.count}
        onClick={() => send({ type: 'harkonnen-return', event: decision.id, cards })}
        data-testid="submit"
      >
        Give back {cards.length}/{decision.count}
      </button>
    </div>
  );
}
