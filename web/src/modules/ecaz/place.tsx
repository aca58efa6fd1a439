// Ecaz's own questions: which Ambassador goes to which stronghold at the end of Revival (or none), and whether a
// token a non-ally entered is triggered, for Ecaz or for its ally.
import { useState } from 'preact/hooks';
import { Choice } from '../../decisions/forms/choice.tsx';
import { ChoiceSelect } from '../../decisions/forms/choice-select.tsx';
import type { FormProps } from '../../decisions/forms/types.ts';
import { factionName, territoryName } from '../../names.ts';
import { AMBASSADOR_TEXT, ambassador } from './words.ts';

export function AmbassadorPlace({ decision, send, busy }: FormProps<'ambassador-place'>) {
  const [token, setToken] = useState(decision.tokens[0]!);
  const answer = (territory?: (typeof decision.strongholds)[number]) =>
    send({ type: 'ambassador-place', event: decision.id, token: territory ? token : null, ...(territory ? { territory } : {}) });
  return (
    <div class="row wrap">
      <ChoiceSelect label={`Place, for ${decision.cost} spice,`} name="token" value={token} choices={decision.tokens} words={ambassador} onChange={setToken} />
      <span class="grow">in</span>
      {decision.strongholds.map((t) => (
        <Choice key={t} label={territoryName(t)} onClick={() => answer(t)} busy={busy} />
      ))}
      <Choice label="Place none" onClick={() => answer()} busy={busy} testid="pass" />
    </div>
  );
}

export function AmbassadorTrigger({ decision, send, busy }: FormProps<'ambassador-trigger'>) {
  const answer = (trigger: boolean, forAlly?: true) => send({ type: 'ambassador-trigger', event: decision.id, trigger, ...(forAlly ? { forAlly } : {}) });
  return (
    <div class="row wrap">
      <span class="grow">
        The {factionName(decision.entrant)} entered {territoryName(decision.territory)}: trigger the {ambassador(decision.token)}?{' '}
        {AMBASSADOR_TEXT[decision.token]}
      </span>
      <Choice label="For Ecaz" onClick={() => answer(true)} busy={busy} />
      {decision.ally && <Choice label={`For the ${factionName(decision.ally)}`} onClick={() => answer(true, true)} busy={busy} />}
      <Choice label="Leave it" onClick={() => answer(false)} busy={busy} testid="pass" />
    </div>
  );
}
