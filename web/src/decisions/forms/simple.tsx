// Forms for the decisions with one small choice: the storm dial, the traitor pick, the Bene Gesserit prediction,
// which battle to fight, and the yes/no windows.
import { useState } from 'preact/hooks';
import type { Decision } from '@dune-rooms/sdk';
import { factionName, leaderName, territoryName, titled } from '../../names.ts';
import { MODULE_YES_NO } from '../../modules/index.ts';
import { CardName } from '../../rules-text/hint.tsx';
import type { FormProps, YesNoEntry } from './types.ts';

export function StormDial({ decision, send, busy }: FormProps<'dial-storm'>) {
  const [value, setValue] = useState(decision.min);
  return (
    <form
      class="row"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'dial-storm', event: decision.id, value });
      }}
    >
      <label>
        Storm dial ({decision.min}–{decision.max}){' '}
        <input type="number" name="dial" min={decision.min} max={decision.max} value={value} onInput={(e) => setValue(Number(e.currentTarget.value))} />
      </label>
      <button type="submit" disabled={busy} data-testid="submit">
        Dial
      </button>
    </form>
  );
}

export function PickTraitor({ decision, send, busy }: FormProps<'pick-traitor'>) {
  return (
    <div class="row wrap">
      {decision.options.map((leader) => (
        <button type="button" key={leader} disabled={busy} onClick={() => send({ type: 'pick-traitor', event: decision.id, leader })} data-testid="choice">
          Keep {titled(leader)}
        </button>
      ))}
    </div>
  );
}

export function Predict({ decision, send, busy }: FormProps<'predict'>) {
  const [faction, setFaction] = useState(decision.factions[0]!);
  const [turn, setTurn] = useState(decision.turns.min);
  return (
    <form
      class="row wrap"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'predict', event: decision.id, faction, turn });
      }}
    >
      <select aria-label="Winner" value={faction} onChange={(e) => setFaction(e.currentTarget.value as typeof faction)}>
        {decision.factions.map((f) => (
          <option key={f} value={f}>
            {factionName(f)}
          </option>
        ))}
      </select>
      <label>
        on turn <input type="number" min={decision.turns.min} max={decision.turns.max} value={turn} onInput={(e) => setTurn(Number(e.currentTarget.value))} />
      </label>
      <button type="submit" disabled={busy} data-testid="submit">
        Predict
      </button>
    </form>
  );
}

export function ChooseBattle({ decision, send, busy }: FormProps<'choose-battle'>) {
  return (
    <div class="row wrap">
      {decision.options.map((o) => (
        <button
          type="button"
          key={o.territory + o.opponent + o.sectors.join()}
          disabled={busy}
          onClick={() => send({ type: 'choose-battle', event: decision.id, territory: o.territory, sectors: o.sectors, opponent: o.opponent })}
          data-testid="choice"
        >
          Fight {factionName(o.opponent)} in {territoryName(o.territory)}
        </button>
      ))}
    </div>
  );
}

/** The yes/no windows: the question, and the action each answer sends (the modules' own: modules/). */
const YES_NO: Partial<Record<Decision['kind'], YesNoEntry>> = {
  wormsign: { question: 'Look at the top card of the spice deck?', answer: (event, look) => ({ type: 'wormsign', event, look }) },
  'guild-timing': { question: 'Take your shipment and move now?', answer: (event, act) => ({ type: 'guild-timing', event, act }) },
  'call-traitor': {
    // The leader named (or the Cheap Hero, which the Cheap Hero traitor betrays).
    question: (d) =>
      d.kind === 'call-traitor' && d.cheapHero
        ? 'Call traitor on the opposing Cheap Hero?'
        : `Call traitor on ${d.kind === 'call-traitor' && d.opponentLeader ? leaderName(d.opponentLeader) : 'the opposing leader'}?`,
    answer: (event, call) => ({ type: 'call-traitor', event, call }),
  },
  intrusion: { question: 'Flip your fighters to advisors?', answer: (event, flip) => ({ type: 'intrusion', event, flip }) },
  'family-atomics': { question: 'Play Family Atomics?', answer: (event, play) => ({ type: 'family-atomics', event, play }) },
  'spiritual-advisor': { question: 'Send a spiritual advisor?', answer: (event, send) => ({ type: 'spiritual-advisor', event, send }) },
  'grant-free-revival': {
    question: 'Let your ally revive 3 forces for free this turn?',
    answer: (event, grant) => ({ type: 'grant-free-revival', event, grant }),
  },
};

const yesNoOf = (kind: Decision['kind']): YesNoEntry | undefined => YES_NO[kind] ?? MODULE_YES_NO[kind];

export const isYesNo = (kind: Decision['kind']): boolean => yesNoOf(kind) !== undefined;

export function YesNo({ decision, send, busy }: FormProps) {
  const entry = yesNoOf(decision.kind)!;
  return (
    <div class="row wrap">
      <span class="grow">{typeof entry.question === 'string' ? entry.question : entry.question(decision)}</span>
      <button type="button" disabled={busy} onClick={() => send(entry.answer(decision.id, true))} data-testid="yes">
        Yes
      </button>
      <button type="button" disabled={busy} onClick={() => send(entry.answer(decision.id, false))} data-testid="no">
        No
      </button>
    </div>
  );
}

/** A Poison Tooth's use or not, or a Stone Burner's kill or ignore, after the plans are revealed. */
export function BattleChoice({ decision, send, busy }: FormProps<'battle-choice'>) {
  const words = { use: 'Use it', hold: 'Hold it back', kill: 'Kill both leaders', ignore: 'Only ignore leader strength' } as const;
  return (
    <div class="row wrap">
      <span class="grow">
        <CardName card={decision.card} />
        {decision.copied ? ` (copying ${titled(decision.family)})` : ''}:
      </span>
      {decision.options.map((choice) => (
        <button type="button" key={choice} disabled={busy} onClick={() => send({ type: 'battle-choice', event: decision.id, choice })} data-testid="choice">
          {words[choice]}
        </button>
      ))}
    </div>
  );
}
