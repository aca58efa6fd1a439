// A card played at any time outside a decision. Distrans: give another player a card from your hand, not during the
// bidding; the Distrans is discarded. The engine judges the rest: a full hand, a card committed to a play; a refusal
// shows and changes nothing.
import { useState } from 'preact/hooks';
import type { Faction, GameConnection, PlayerView, TreacheryCardId } from '@dune-rooms/sdk';
import { familyOf } from '@dune-rooms/sdk/answers';
import { factionName, titled } from '../../names.ts';
import { ChoiceSelect } from '../../decisions/forms/choice-select.tsx';
import { FreePanel } from './free-panel.tsx';
import { useFreeAction } from './use-act.ts';

export const held = (view: PlayerView, family: string): TreacheryCardId | undefined => (view.private?.hand ?? []).find((c) => familyOf(c) === family);

export function Distrans({ connection, view }: { connection: GameConnection; view: PlayerView }) {
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
