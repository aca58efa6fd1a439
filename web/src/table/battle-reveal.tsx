// The battle at its reveal (issue 22): both plans side by side, then the outcome (winner, totals, traitors, leaders
// killed, forces lost) as the events arrive. Read from the event log alone, so a page that joins mid-battle shows
// it too; it stays until the next battle starts or the phase ends.
import { Fragment, type ComponentChildren } from 'preact';
import { leader, type GameEvent, type LeaderId } from '@dune-rooms/sdk';
import { factionName, leaderName, territoryName, titled } from '../names.ts';
import { revealRows, revealSpiceNote } from '../modules/index.ts';
import type { RevealedPlan } from '../modules/module.ts';
import { CardName } from '../rules-text/hint.tsx';

type Event<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;
type Weapons = Event<'weapons-resolved'>['weapons'];

interface Reveal {
  started: Event<'battle-started'> | null;
  revealed: Event<'plans-revealed'>;
  /** What followed the reveal, up to now. */
  after: readonly GameEvent[];
}

/** The latest reveal, unless a battle or a phase started since. */
function latestReveal(events: readonly GameEvent[]): Reveal | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.type === 'battle-started' || e.type === 'phase-started') return null;
    if (e.type !== 'plans-revealed') continue;
    let started: Event<'battle-started'> | null = null;
    for (let j = i - 1; j >= 0 && !started; j--) {
      const b = events[j]!;
      if (b.type === 'phase-started') break;
      if (b.type === 'battle-started') started = b;
    }
    return { started, revealed: e, after: events.slice(i + 1) };
  }
  return null;
}

const OUTCOMES: Record<string, string> = {
  traitor: 'a traitor was called',
  'double-traitor': 'both leaders were traitors: both sides lose',
  explosion: 'Lasgun and Shield: the explosion kills everything',
};

const strength = (id: LeaderId): string => {
  try {
    return ` (${leader(id).strength})`;
  } catch {
    return '';
  }
};

function PlanCard({
  faction,
  plan,
  weapons,
  total,
  betrayedBy,
}: {
  faction: string;
  plan: RevealedPlan;
  weapons: Weapons | null;
  total: number | undefined;
  betrayedBy: string | null;
}) {
  const weapon = weapons?.[faction as keyof Weapons];
  const rows: [string, ComponentChildren][] = [
    [
      'Leader',
      plan.leader ? (
        `${leaderName(plan.leader)}${strength(plan.leader)}`
      ) : plan.cheapHero ? (
        <>
          <CardName card={plan.cheapHero} /> (Cheap Hero)
        </>
      ) : (
        'none'
      ),
    ],
    ...(plan.kwisatzHaderach ? [['Kwisatz Haderach', 'with the leader'] as [string, string]] : []),
    ['Dial', String(plan.dial)],
    ...(plan.elite ? [['Starred forces', String(plan.elite)] as [string, string]] : []),
    ...(plan.spice !== undefined ? [['Spice', `${plan.spice}${revealSpiceNote(plan)}`] as [string, string]] : []),
    ...revealRows(plan),
    [
      'Weapon',
      plan.weapon ? (
        <>
          <CardName card={plan.weapon} />
          {weapon?.copiedFrom ? ` (copying ${titled(weapon.copiedFrom)})` : ''}
        </>
      ) : (
        'none'
      ),
    ],
    ['Defense', plan.defense ? <CardName card={plan.defense} /> : 'none'],
    ...(total !== undefined ? [['Total', String(total)] as [string, string]] : []),
  ];
  return (
    <div class="plan" data-faction={faction}>
      <h4>{factionName(faction)}</h4>
      <dl>
        {rows.map(([k, v]) => (
          <Fragment key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </Fragment>
        ))}
      </dl>
      {betrayedBy && <p class="betrayed">Betrayed: the leader is a traitor of {factionName(betrayedBy)}.</p>}
    </div>
  );
}

export function BattleReveal({ events }: { events: readonly GameEvent[] }) {
  const reveal = latestReveal(events);
  if (!reveal) return null;
  const { started, revealed, after } = reveal;
  const pick = <T extends GameEvent['type']>(type: T) => after.filter((e): e is Event<T> => e.type === type);
  const resolved = pick('battle-resolved')[0] ?? null;
  const weapons = pick('weapons-resolved')[0]?.weapons ?? null;
  const traitors = pick('traitor-revealed');
  const sides = [...new Set([...(started ? [started.aggressor, started.defender] : []), ...Object.keys(revealed.plans)])].filter(
    (f) => revealed.plans[f as keyof typeof revealed.plans],
  );
  const killed = [
    ...pick('leader-killed').map((k) => `${leaderName(k.leader)} (${factionName(k.faction)})`),
    ...(resolved?.killed ?? []).filter((id) => !pick('leader-killed').some((k) => k.leader === id)).map(leaderName),
  ];
  const lost = new Map<string, number>();
  for (const l of pick('forces-lost')) lost.set(l.faction, (lost.get(l.faction) ?? 0) + l.count);
  return (
    <section class="panel battle-reveal" data-testid="battle-reveal" data-territory={revealed.territory} role="status">
      <h3>
        Battle in {territoryName(revealed.territory)}
        {started && (
          <span class="muted small">
            {' '}
            · {factionName(started.aggressor)} attack {factionName(started.defender)}
          </span>
        )}
      </h3>
      <div class="plans">
        {sides.map((f) => (
          <PlanCard
            key={f}
            faction={f}
            plan={revealed.plans[f as keyof typeof revealed.plans]!}
            weapons={weapons}
            total={resolved?.totals[f as keyof typeof resolved.totals]}
            betrayedBy={traitors.find((t) => t.faction === f)?.by ?? null}
          />
        ))}
      </div>
      <div class="outcome" data-testid="battle-outcome" data-winner={resolved?.winner ?? ''} data-resolved={resolved ? 'yes' : 'no'}>
        {resolved ? (
          <p>
            <strong>{resolved.winner ? `${factionName(resolved.winner)} win` : 'Nobody wins'}</strong>
            {OUTCOMES[resolved.outcome] ? `: ${OUTCOMES[resolved.outcome]}` : ''}.
            {resolved.winner && resolved.spice > 0 ? ` ${factionName(resolved.winner)} collect ${resolved.spice} spice for the leaders killed.` : ''}
          </p>
        ) : (
          <p class="muted">Resolving…</p>
        )}
        <ul class="small">
          {traitors.map((t) => (
            <li key={t.id}>
              Traitor called: {leaderName(t.leader)} betrays {factionName(t.faction)} for {factionName(t.by)}.
            </li>
          ))}
          {killed.length > 0 && <li>Leaders killed: {killed.join(', ')}.</li>}
          {[...lost].map(([f, n]) => (
            <li key={f}>
              {factionName(f)} lose {n} {n === 1 ? 'force' : 'forces'}.
            </li>
          ))}
          {pick('kwisatz-haderach-killed').length > 0 && <li>The Kwisatz Haderach is killed.</li>}
        </ul>
      </div>
    </section>
  );
}
