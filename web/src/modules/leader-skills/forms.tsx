// Leader Skills' decisions: keeping one of the two skill cards dealt and naming the leader who learns it (LS.pick),
// and whether a skilled leader in a battle stays face up or goes behind the shield (LS.posture).
import { useState } from 'preact/hooks';
import type { FormProps } from '../../decisions/forms/types.ts';
import { leaderName, titled } from '../../names.ts';
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
      <label>
        for{' '}
        <select name="leader" aria-label="Leader who learns it" value={leader} onChange={(e) => setLeader(e.currentTarget.value as typeof leader)}>
          {decision.leaders.map((l) => (
            <option key={l} value={l}>
              {leaderName(l)}
            </option>
          ))}
        </select>
      </label>
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
