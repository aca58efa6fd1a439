// The Nullentropy Box (a card of the CHOAM & Richese cache): its search as a card played at any time (pay 2 spice,
// then the search's own secret decision lists the cards to take), that decision's form, and its events in the log.
// The engine judges the rest (a hand over its limit, a card committed to a play); a refusal shows and changes nothing.
import type { FormProps } from '../../decisions/forms/types.ts';
import type { Sentences } from '../../log/sentence-types.ts';
import { card, spice } from '../../log/words.ts';
import { factionName as f, titled } from '../../names.ts';
import { held } from '../../table/free-actions/held.ts';
import { FreePanel } from '../../table/free-actions/free-panel.tsx';
import { useFreeAction } from '../../table/free-actions/use-act.ts';
import type { GameConnection, PlayerView } from '@dune-rooms/sdk';
import type { WebModule } from '../module.ts';

function NullentropySearch({ connection, view }: { connection: GameConnection; view: PlayerView }) {
  const state = useFreeAction(connection);
  const card = held(view, 'nullentropy-box');
  if (view.viewer === 'spectator' || !card || view.phase === 'setup' || view.victory || view.interrupted) return null;
  return (
    <FreePanel
      testid="nullentropy-search"
      title={`Play ${titled(card)}: search the discard pile`}
      note="You pay 2 spice to the bank, take one card of your choice from the discard pile in secret, and the pile is shuffled with the Box on top."
      state={state}
    >
      <button
        type="button"
        disabled={state.busy}
        onClick={() => state.act({ type: 'nullentropy-search', card }, 'Choose the card to take.')}
        data-testid="search"
      >
        Pay 2 spice and search
      </button>
    </FreePanel>
  );
}

/** The Nullentropy Box: one card of the discard pile (never another Box), in the pile's sorted order. */
function Nullentropy({ decision, send, busy }: FormProps<'nullentropy'>) {
  return (
    <div class="row wrap">
      <span class="grow">Take one card from the discard pile:</span>
      {decision.candidates.map((card) => (
        <button type="button" key={card} disabled={busy} onClick={() => send({ type: 'nullentropy', event: decision.id, card })} data-testid="choice">
          {titled(card)}
        </button>
      ))}
    </div>
  );
}

const NULLENTROPY_SENTENCES = {
  'nullentropy-search-begun': (e) => `${f(e.faction)} open a Nullentropy Box (paying ${spice(e.paid)}) to search the discard pile.`,
  'nullentropy-card-taken': (e) => `You take ${card(e.card)} from the discard pile.`,
  'nullentropy-search-ended': (e) => `The ${f(e.faction)} search ends; the discard pile is shuffled.`,
} satisfies Partial<Sentences>;

export const nullentropyBox = {
  id: 'nullentropy-box',
  inPlay: (view) => view.cards.includes('richese'),
  Actions: NullentropySearch,
  forms: { nullentropy: Nullentropy },
  sentences: NULLENTROPY_SENTENCES,
} satisfies WebModule;
