// Beside the battle plan: what this seat knows of the fight from its own view — the opponent's plan element its
// Prescience revealed (2.01.08), the opponent's whole plan seen with a Karama (1.14.01), what the modules in play
// add (modules/), the cards it knows the opponent holds (known-cards.ts), and whether the Kwisatz Haderach may join
// (2.01.11).
import { useContext } from 'preact/hooks';
import type { Faction, PlayerView } from '@dune-rooms/sdk';
import { factionName, leaderName, titled } from '../../names.ts';
import { KnownCardsContext } from '../../table/known-cards.ts';
import { modulesInPlay } from '../../modules/index.ts';
import { CardName, Hints } from '../../rules-text/hint.tsx';

type BattleRound = Extract<NonNullable<NonNullable<PlayerView['private']>['round']>, { phase: 'battle' }>;
type Plan = NonNullable<BattleRound['plan']>;

const revealed = (value: string | number | null) => (value === null ? 'none' : typeof value === 'number' ? String(value) : leaderName(value));

/** A sealed plan in words, its cards with their texts: "Duncan Idaho, dial 3, weapon Lasgun, defense none". */
export function PlanWords({ plan }: { plan: Plan }) {
  const card = (c: string | null) => (c ? <CardName card={c} /> : 'none');
  return (
    <>
      {plan.leader ? (
        leaderName(plan.leader)
      ) : plan.cheapHero ? (
        <>
          <CardName card={plan.cheapHero} /> (Cheap Hero)
        </>
      ) : (
        'no leader'
      )}
      , dial {plan.dial}, weapon {card(plan.weapon)}, defense {card(plan.defense)}
    </>
  );
}

export function BattleIntel({ view, opponent, kwisatz }: { view: PlayerView; opponent: Faction; kwisatz: boolean }) {
  const known = useContext(KnownCardsContext)[opponent] ?? [];
  const round = view.private?.round;
  const battle = round && 'phase' in round && round.phase === 'battle' ? round : null;
  const me = view.viewer;
  return (
    <aside class="intel small" data-testid="battle-intel">
      <h5>What you know</h5>
      <ul>
        {battle?.prescience && (
          <li data-testid="prescience-answer">
            Prescience: the {factionName(opponent)} {battle.prescience.element} is <strong>{revealed(battle.prescience.value)}</strong>
          </li>
        )}
        {battle?.seenPlan && (
          <li data-testid="seen-plan">
            {factionName(battle.seenPlan.target)}'s plan: {battle.seenPlan.plan ? <PlanWords plan={battle.seenPlan.plan} /> : 'not sealed yet'}
          </li>
        )}
        {battle && modulesInPlay(view).map((m) => m.BattleIntel && <m.BattleIntel key={m.id} battle={battle} />)}
        <li data-testid="known-cards">
          {factionName(opponent)} cards you know of: <Hints topic="card" ids={known} name={titled} />
        </li>
        {me === 'atreides' && view.advanced && (
          <li data-testid="kwisatz">
            Kwisatz Haderach: {kwisatz ? 'may join this plan (+2)' : 'cannot join this battle (asleep, in the Tanks or already used this turn)'}
          </li>
        )}
      </ul>
    </aside>
  );
}
