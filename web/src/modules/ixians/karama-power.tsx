// IX.karama (Advanced game): during their own turn of Shipment and Movement, the Ixians may spend a Karama card, once a
// game, to move the HMS up to two territories. Offered while their shipment or move is asked and a Karama is held.
import { useState } from 'preact/hooks';
import type { GameConnection, PlayerView } from '@dune-rooms/sdk';
import { hmsSteps, KARAMA_HMS_RANGE, karamaCardsIn } from '@dune-rooms/sdk/answers';
import { place, titled } from '../../names.ts';
import { FreePanel } from '../../table/free-actions/free-panel.tsx';
import { useFreeAction } from '../../table/free-actions/use-act.ts';
import { NextStep, type HmsSpot } from './next-step.tsx';

export function IxianKaramaPower({ connection, view }: { connection: GameConnection; view: PlayerView }) {
  const state = useFreeAction(connection);
  const [route, setRoute] = useState<HmsSpot[]>([]);
  const at = view.ixians?.hms ?? null;
  const ownTurn = (view.private?.decisions ?? []).some((d) => d.kind === 'ship' || d.kind === 'move');
  const cards = view.viewer === 'ixians' ? karamaCardsIn(view, 'ixians') : [];
  if (!view.advanced || !at || !ownTurn || cards.length === 0 || view.karama.powersUsed.includes('ixians') || view.interrupted) return null;
  const next = route.length < KARAMA_HMS_RANGE ? hmsSteps(view.storm.sector, route.at(-1) ?? at) : [];
  return (
    <FreePanel
      testid="ixian-karama"
      title="Karama: move the HMS"
      note="Once a game, during your own turn: up to two territories, collecting nothing."
      state={state}
    >
      <form
        class="row wrap"
        onSubmit={(e) => {
          e.preventDefault();
          if (route.length > 0) state.act({ type: 'ixian-karama-hms', card: cards[0]!, route }, `The HMS moves to ${place(route.at(-1)!)}.`);
        }}
      >
        <span class="grow">
          From {place(at)}
          {route.length > 0 ? ` by ${route.map(place).join(', then ')}` : ''}, with {titled(cards[0]!)}.
        </span>
        <NextStep name="karama-step" steps={next} onStep={(p) => setRoute([...route, p])} />
        <button type="submit" disabled={state.busy || route.length === 0} data-testid="play-power">
          Move the HMS
        </button>
      </form>
    </FreePanel>
  );
}
