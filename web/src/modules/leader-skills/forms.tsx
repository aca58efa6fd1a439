// Leader Skills' decisions: keeping one of the two skill cards dealt and naming the leader who learns it (LS.pick),
// whether a skilled leader in a battle stays face up or goes behind the shield (LS.posture), and the Mentat's
// question and its answer, the Smuggler's piles, the Diplomat's retreat and the Rihani Decipherer's traitor swap.
import { useState } from 'preact/hooks';
import { ChoiceSelect } from '../../decisions/forms/choice-select.tsx';
import type { FormProps } from '../../decisions/forms/types.ts';
import { factionName, leaderName, territoryName, titled } from '../../names.ts';
import { Hint } from '../../rules-text/hint.tsx';

export function PickSkill({ decision, send, busy }: FormProps<'pick-skill'>) {
  const [card, setCard] = useState(decision.options[0]!);
  const [leader, setLeader] = useState(decision.leaders[0]!);
  return (
    <form
      class="row wrap"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'pick-skill', event: decision.id, card, leader });
      }}
    >
      <span>Keep</span>
      {decision.options.map((o) => (
        <label key={o}>
          <input type="radio" name="skill" value={o} checked={card === o} onChange={() => setCard(o)} />{' '}
          <Hint topic="skill" id={o}>
            {titled(o)}
          </Hint>
        </label>
      ))}
      <ChoiceSelect
        label="for"
        name="leader"
        ariaLabel="Leader who learns it"
        value={leader}
        choices={decision.leaders}
        words={leaderName}
        onChange={setLeader}
      />
      <button type="submit" disabled={busy} data-testid="submit">
        Keep this skill
      </button>
    </form>
  );
}

export function SkillPosture({ decision, send, busy }: FormProps<'skill-posture'>) {
  const answer = (faceUp: boolean) => send({ type: 'skill-posture', event: decision.id, faceUp });
  return (
    <div class="row wrap">
      <span class="grow">
        {leaderName(decision.leader)} knows{' '}
        <Hint topic="skill" id={decision.card}>
          {titled(decision.card)}
        </Hint>
        :
      </span>
      <button type="button" disabled={busy} onClick={() => answer(false)} data-testid="choice">
        Put behind the shield
      </button>
      <button type="button" disabled={busy} onClick={() => answer(true)} data-testid="choice">
        Leave face up (out of the plan)
      </button>
    </div>
  );
}

/** LS.mentat: name one weapon the opponent may hold, or ask nothing. */
export function MentatQuestion({ decision, send, busy }: FormProps<'mentat-question'>) {
  const [weapon, setWeapon] = useState(decision.weapons[0] ?? null);
  return (
    <form
      class="row wrap"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'mentat-question', event: decision.id, weapon });
      }}
    >
      <span>Ask {factionName(decision.target)} whether they hold</span>
      <select name="weapon" aria-label="Weapon" value={weapon ?? ''} onChange={(e) => setWeapon(e.currentTarget.value as typeof weapon)}>
        {decision.weapons.map((w) => (
          <option key={w} value={w}>
            {titled(w)}
          </option>
        ))}
      </select>
      <button type="submit" disabled={busy || weapon === null} data-testid="submit">
        Ask
      </button>
      <button type="button" disabled={busy} onClick={() => send({ type: 'mentat-question', event: decision.id, weapon: null })} data-testid="pass">
        Ask nothing
      </button>
    </form>
  );
}

/** LS.mentat: the card shown to the asker (the weapon named when held, else any card of the hand). */
export function MentatAnswer({ decision, send, busy }: FormProps<'mentat-answer'>) {
  return (
    <div class="row wrap">
      <span class="grow">
        {factionName(decision.asker)} asks whether you hold {titled(decision.weapon)}: show
      </span>
      {decision.options.map((card) => (
        <button type="button" key={card} disabled={busy} onClick={() => send({ type: 'mentat-answer', event: decision.id, card })} data-testid="choice">
          {titled(card)}
        </button>
      ))}
      {decision.options.length === 0 && (
        <button type="button" disabled={busy} onClick={() => send({ type: 'mentat-answer', event: decision.id, card: null })} data-testid="choice">
          Nothing (your hand is empty)
        </button>
      )}
    </div>
  );
}

/** LS.smuggler: how much of the spice the Smuggler collects comes from each pile of the battle's territory. */
export function SmugglerAllocation({ decision, send, busy }: FormProps<'smuggler-allocation'>) {
  const [allocations, setAllocations] = useState<Record<string, number>>(decision.fill);
  const total = Object.values(allocations).reduce((a, b) => a + b, 0);
  return (
    <form
      class="row wrap"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'smuggler-allocation', event: decision.id, allocations });
      }}
    >
      <span>
        Take {decision.amount} spice in {territoryName(decision.territory)} from
      </span>
      {Object.entries(decision.piles).map(([sector, most]) => (
        <label key={sector}>
          sector {sector}{' '}
          <input
            type="number"
            name={`sector ${sector}`}
            min={0}
            max={most}
            value={allocations[sector] ?? 0}
            onInput={(e) => setAllocations({ ...allocations, [sector]: Number(e.currentTarget.value) })}
          />
        </label>
      ))}
      <button type="submit" disabled={busy || total !== decision.amount} data-testid="submit">
        Take
      </button>
    </form>
  );
}

/** LS.diplomat: forces retreating from the battle to a safe place next to it, or none. */
export function DiplomatRetreat({ decision, send, busy }: FormProps<'diplomat-retreat'>) {
  const [spot, setSpot] = useState(0);
  const [count, setCount] = useState(decision.max);
  const to = decision.spots[spot];
  return (
    <form
      class="row wrap"
      onSubmit={(e) => {
        e.preventDefault();
        if (to) send({ type: 'diplomat-retreat', event: decision.id, to, count });
      }}
    >
      <label>
        Retreat{' '}
        <input
          type="number"
          name="retreat"
          aria-label="Forces"
          min={1}
          max={decision.max}
          value={count}
          onInput={(e) => setCount(Number(e.currentTarget.value))}
        />
      </label>
      <select name="retreat to" aria-label="Retreat to" value={String(spot)} onChange={(e) => setSpot(Number(e.currentTarget.value))}>
        {decision.spots.map((s, i) => (
          <option key={`${s.territory}-${s.sector}`} value={i}>
            {territoryName(s.territory)}, sector {s.sector}
          </option>
        ))}
      </select>
      <button type="submit" disabled={busy || !to} data-testid="submit">
        Retreat
      </button>
      <button type="button" disabled={busy} onClick={() => send({ type: 'diplomat-retreat', event: decision.id, to: null, count: 0 })} data-testid="pass">
        Stay
      </button>
    </form>
  );
}

/** LS.rihani-decipherer: keep one of the two traitor cards drawn by giving back one held, or keep neither. */
export function RihaniKeep({ decision, send, busy }: FormProps<'rihani-keep'>) {
  const [keep, setKeep] = useState(decision.drawn[0] ?? null);
  const [give, setGive] = useState(decision.traitors[0] ?? null);
  const leaderSelect = (name: string, options: readonly string[], value: string | null, set: (v: never) => void) => (
    <select name={name} aria-label={name} value={value ?? ''} onChange={(e) => set(e.currentTarget.value as never)}>
      {options.map((l) => (
        <option key={l} value={l}>
          {leaderName(l)}
        </option>
      ))}
    </select>
  );
  return (
    <form
      class="row wrap"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'rihani-keep', event: decision.id, keep, give });
      }}
    >
      <span>Keep</span>
      {leaderSelect('keep traitor', decision.drawn, keep, setKeep)}
      <span>giving back</span>
      {leaderSelect('give back traitor', decision.traitors, give, setGive)}
      <button type="submit" disabled={busy || keep === null || give === null} data-testid="submit">
        Swap
      </button>
      <button type="button" disabled={busy} onClick={() => send({ type: 'rihani-keep', event: decision.id, keep: null, give: null })} data-testid="pass">
        Keep neither
      </button>
    </form>
  );
}
