// CH.karama (Advanced game): once a game CHOAM may spend a Karama card to discard any of its other cards face up, 3
// spice each from the bank. The panel offers the cards of CHOAM's hand other than the Karama spent; the engine
// refuses a card committed to a play not yet resolved (the refusal shows and changes nothing).
import type { GameConnection, PlayerView } from '@dune-rooms/sdk';
import { karamaCardsIn } from '@dune-rooms/sdk/answers';
import { titled } from '../../names.ts';
import { usePicks } from '../../decisions/forms/picks.ts';
import { FreePanel } from '../../table/free-actions/free-panel.tsx';
import { useFreeAction } from '../../table/free-actions/use-act.ts';

export function ChoamKaramaDiscard({ connection, view }: { connection: GameConnection; view: PlayerView }) {
  const state = useFreeAction(connection);
  const { picked, toggle } = usePicks();
  if (view.viewer !== 'choam' || !view.advanced || view.phase === 'setup' || view.victory || view.interrupted || view.karama.powersUsed.includes('choam'))
    return null;
  const card = karamaCardsIn(view, 'choam')[0];
  if (!card) return null;
  const hand = view.private?.hand ?? [];
  // By position: the hand may hold two copies of one card, and the Karama spent is not among them.
  const others = hand.filter((_, i) => i !== hand.indexOf(card));
  if (others.length === 0) return null;
  const cards = picked.filter((i) => i < others.length).map((i) => others[i]!);
  return (
    <FreePanel
      testid="choam-karama"
      title="Karama: sell cards to the bank (CHOAM's power)"
      note="Once a game: the cards you pick are discarded face up, and the bank pays 3 spice for each."
      state={state}
    >
      <div class="row wrap">
        {others.map((c, i) => (
          <label key={`${c}${i}`}>
            <input type="checkbox" checked={picked.includes(i)} onChange={() => toggle(i)} data-testid="sell" /> {titled(c)}
          </label>
        ))}
        <button
          type="button"
          disabled={state.busy || cards.length === 0}
          onClick={() =>
            state.act({ type: 'karama-power', power: 'choam-discard', card, cards }, `Sold ${cards.length} card(s) for ${3 * cards.length} spice.`)
          }
          data-testid="play-power"
        >
          Spend {titled(card)} and sell {cards.length}
        </button>
      </div>
    </FreePanel>
  );
}
