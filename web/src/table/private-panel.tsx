// What only this seat sees: spice, hand, traitors (kept, dealt, and those discarded), prediction, its secret storm
// dial or card, what it sees of the round in progress (the card up for bid, spice an ally offers, the Wormsign look,
// its sealed battle plan, Prescience's answer, a plan seen with a Karama, then the modules' battle rows), and the
// rows the modules in play add (modules/). Every field of the seat's private view is somewhere on the page: the
// coverage test (test/web/private-coverage.test.ts) checks it.
import { useContext } from 'preact/hooks';
import type { Faction, PlayerView } from '@dune-rooms/sdk';
import { KnownCardsContext } from './known-cards.ts';
import { factionName, leaderName, titled } from '../names.ts';
import { Hints } from '../rules-text/hint.tsx';
import { modulesInPlay } from '../modules/index.ts';
import { battlePrivate, type Private } from '../modules/module.ts';
import { PlanWords } from '../decisions/forms/battle-intel.tsx';

const list = (ids: readonly string[], name = titled) => (ids.length > 0 ? ids.map(name).join(', ') : 'none');

/** Rows for the round in progress: bidding, shipment and movement, or a battle. */
function RoundRows({ view, mine }: { view: PlayerView; mine: Private }) {
  const round = mine.round;
  if (!round) return null;
  if (!('phase' in round))
    return (
      <>
        {round.cardUp && (
          <>
            <dt>Card up for bid</dt>
            <dd data-testid="private-card-up">{titled(round.cardUp)}</dd>
          </>
        )}
        <dt>Bidding support</dt>
        <dd data-testid="bid-support">
          your ally offers {round.allySupport} · you offer {round.offeredSupport}
        </dd>
      </>
    );
  if (round.phase === 'shipment-movement')
    return (
      <>
        {round.wormsign && (
          <>
            <dt>Top of the spice deck</dt>
            <dd data-testid="wormsign">{titled(round.wormsign)}</dd>
          </>
        )}
        <dt>Shipping support</dt>
        <dd data-testid="ship-support">your ally offers {round.allySupport}</dd>
      </>
    );
  const battle = battlePrivate(mine);
  if (!battle) return null;
  return (
    <>
      {battle.plan && (
        <>
          <dt>Your sealed plan</dt>
          <dd data-testid="sealed-plan">
            <PlanWords plan={battle.plan} />
          </dd>
        </>
      )}
      {battle.prescience && (
        <>
          <dt>Prescience</dt>
          <dd data-testid="private-prescience">
            their {battle.prescience.element}: {battle.prescience.value === null ? 'none' : titled(String(battle.prescience.value))}
          </dd>
        </>
      )}
      {battle.seenPlan && (
        <>
          <dt>{factionName(battle.seenPlan.target)}'s plan</dt>
          <dd data-testid="private-seen-plan">{battle.seenPlan.plan ? <PlanWords plan={battle.seenPlan.plan} /> : 'not sealed yet'}</dd>
        </>
      )}
      {modulesInPlay(view).map((m) => m.BattleRows && <m.BattleRows key={m.id} battle={battle} />)}
    </>
  );
}

/** What this seat knows of the other hands (known-cards.ts). */
function KnownRows({ viewer }: { viewer: PlayerView['viewer'] }) {
  const known = Object.entries(useContext(KnownCardsContext)).filter(([f, cards]) => f !== viewer && cards.length > 0) as [Faction, string[]][];
  if (known.length === 0) return null;
  return (
    <>
      <dt>Cards you know of</dt>
      <dd data-testid="known-hands" data-known={JSON.stringify(Object.fromEntries(known))}>
        {known.map(([f, cards], i) => (
          <span key={f}>
            {i > 0 && '; '}
            {factionName(f)}: <Hints topic="card" ids={cards} name={titled} />
          </span>
        ))}
      </dd>
    </>
  );
}

export function PrivatePanel({ view }: { view: PlayerView }) {
  const p = view.private;
  if (!p) return null;
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
            <dd data-testid="traitor-options">{list(p.traitorOptions, leaderName)}</dd>
          </>
        )}
        {p.discardedTraitors.length > 0 && (
          <>
            <dt>Traitors discarded</dt>
            <dd data-testid="discarded-traitors">{list(p.discardedTraitors, leaderName)}</dd>
          </>
        )}
        {p.prediction && (
          <>
            <dt>Prediction</dt>
            <dd data-testid="prediction">
              {factionName(p.prediction.faction)} on turn {p.prediction.turn}
            </dd>
          </>
        )}
        {p.stormDial !== null && (
          <>
            <dt>Storm dial</dt>
            <dd data-testid="storm-dial">{p.stormDial}</dd>
          </>
        )}
        {p.stormCard !== null && (
          <>
            <dt>Storm card</dt>
            <dd data-testid="storm-card">{p.stormCard}</dd>
          </>
        )}
        <RoundRows view={view} mine={p} />
        <KnownRows viewer={view.viewer} />
        {modulesInPlay(view).map((m) => m.Private && <m.Private key={m.id} view={view} mine={p} />)}
      </dl>
    </section>
  );
}
