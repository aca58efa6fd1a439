// What only this seat sees: spice, hand, traitors, prediction, its secret storm dial or card, skill offer, and the
// answers it sealed that wait for another seat's (a card put forward for CHOAM's trade, a skilled leader's posture).
import type { PlayerView } from '@dune-rooms/sdk';
import { factionName, leaderName, titled } from '../names.ts';
import { Hints } from '../rules-text/hint.tsx';

export function PrivatePanel({ view }: { view: PlayerView }) {
  const p = view.private;
  if (!p) return null;
  const list = (ids: readonly string[], name = titled) => (ids.length > 0 ? ids.map(name).join(', ') : 'none');
  const round = p.round && 'phase' in p.round && p.round.phase === 'battle' ? p.round : null;
  return (
    <section class="panel private" data-testid="private">
      <h3>Behind your shield</h3>
      <dl>
        <dt>Spice</dt>
        <dd data-testid="spice">{p.spice}</dd>
        <dt>Hand</dt>
        <dd data-testid="hand">
          <Hints topic="card" ids={p.hand} name={titled} />
        </dd>
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
            <dd>
              <Hints topic="skill" ids={p.skillOffer} name={titled} />
            </dd>
          </>
        )}
        {p.tradeOffer && (
          <>
            <dt>Trade with {factionName(p.tradeOffer.partner)}</dt>
            <dd data-testid="trade-offer">{p.tradeOffer.give ? `you put forward ${titled(p.tradeOffer.give)}` : 'you declined'}</dd>
          </>
        )}
        {round?.posture !== undefined && (
          <>
            <dt>Skilled leader</dt>
            <dd data-testid="posture">{round.posture ? 'left face up' : 'behind your shield'}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
