// Distrans (a card of the CHOAM & Richese cache): give another player a card from your hand, not during the bidding;
// the Distrans is discarded. The engine judges the rest (a full hand, a card committed to a play); a refusal shows
// and changes nothing. Its events in the log.
import { useState } from 'preact/hooks';
import type { Faction, GameConnection, PlayerView } from '@dune-rooms/sdk';
import { ChoiceSelect } from '../../decisions/forms/choice-select.tsx';
import type { Sentences } from '../../log/sentence-types.ts';
import { card } from '../../log/words.ts';
import { factionName, titled } from '../../names.ts';
import { FreePanel } from '../../table/free-actions/free-panel.tsx';
import { held } from '../../table/free-actions/held.ts';
import { useFreeAction } from '../../table/free-actions/use-act.ts';
import type { WebModule } from '../module.ts';

function Distrans({ connection, view }: { connection: GameConnection; view: PlayerView }) {
  const state = useFreeAction(connection);
  const [give, setGive] = useState('');
  const [to, setTo] = useState('');
  const me = view.viewer;
  const card = held(view, 'distrans');
  if (me === 'spectator' || !card || view.phase === 'setup' || view.phase === 'bidding' || view.victory || view.interrupted) return null;
  const gifts = [...new Set((view.private?.hand ?? []).filter((c) => c !== card))];
  const takers = view.seats.map((s) => s.faction).filter((f) => f !== me);
  if (gifts.length === 0) return null;
  const gift = gifts.find((c) => c === give) ?? gifts[0]!;
  const taker = (takers as string[]).includes(to) ? (to as Faction) : takers[0]!;
  return (
    <FreePanel
      testid="distrans"
      title={`Play ${titled(card)}: give a card`}
      note="Everyone sees that a card changed hands; only you and the receiver learn which. Their hand must have room."
      state={state}
    >
      <form
        class="row wrap"
        onSubmit={(e) => {
          e.preventDefault();
          state.act({ type: 'distrans', card, give: gift, to: taker }, `You gave ${titled(gift)} to the ${factionName(taker)}.`);
        }}
      >
        <ChoiceSelect label="Give" testid="distrans-give" value={gift} choices={gifts} words={titled} onChange={setGive} />
        <ChoiceSelect label="to" testid="distrans-to" value={taker} choices={takers} words={factionName} onChange={setTo} />
        <button type="submit" disabled={state.busy} data-testid="play-distrans">
          Give
        </button>
      </form>
    </FreePanel>
  );
}

const DISTRANS_SENTENCES = {
  'distrans-played': (e) => `${factionName(e.from)} play a Distrans and give a card to ${factionName(e.to)}.`,
  'card-given': (e) => `${factionName(e.from)} give ${card(e.card)} to ${factionName(e.to)}.`,
} satisfies Partial<Sentences>;

export const distrans = {
  id: 'distrans',
  inPlay: (view) => view.cards.includes('richese'),
  Actions: Distrans,
  sentences: DISTRANS_SENTENCES,
} satisfies WebModule;
