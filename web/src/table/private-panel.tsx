// What only this seat sees: spice, hand, traitors, prediction, its secret storm dial or card, skill offer.
import type { PlayerView } from '@dune-rooms/sdk';
import { factionName, leaderName, titled } from '../names.ts';

export function PrivatePanel({ view }: { view: PlayerView }) {
  const p = view.private;
  if (!p) return null;
  const list = (ids: readonly string[], name = titled) => (ids.length > 0 ? ids.map(name).join(', ') : 'none');
  return (
    <section class="panel private" data-testid="private">
      <h3>Behind your shield</h3>
      <dl>
        <dt>Spice</dt>
        <dd data-testid="spice">{p.spice}</dd>
        <dt>Hand</dt>
        <dd data-testid="hand">{list(p.hand)}</dd>
        <dt>Traitors</dt>
        <dd data-testid="traitors">{list(p.traitors, leaderName)}</dd>
        {p.traitorOptions.length > 0 && (
          <>
            <dt>Traitors dealt</dt>
            <dd>{list(p.traitorOptions, leaderName)}</dd>
          </>
        )}
        {p.prediction && (
          <>
            <dt>Prediction</dt>
            <dd>
              {factionName(p.prediction.faction)} on turn {p.prediction.turn}
            </dd>
          </>
        )}
        {p.stormDial !== null && (
          <>
            <dt>Storm dial</dt>
            <dd>{p.stormDial}</dd>
          </>
        )}
        {p.stormCard !== null && (
          <>
            <dt>Storm card</dt>
            <dd>{p.stormCard}</dd>
          </>
        )}
        {p.skillOffer.length > 0 && (
          <>
            <dt>Skills offered</dt>
            <dd>{list(p.skillOffer)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
