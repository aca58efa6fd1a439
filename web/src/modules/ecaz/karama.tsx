// EC.karama (Advanced): the plans revealed, Ecaz may spend a Karama card (its power, once a game) to add the difference
// between the two leaders to its dial. Asked whether it holds a Karama card or not.
import { familyOf } from '@dune-rooms/sdk/answers';
import { Choice } from '../../decisions/forms/choice.tsx';
import type { FormProps } from '../../decisions/forms/types.ts';
import { titled } from '../../names.ts';

export function EcazKarama({ decision, view, send, busy }: FormProps<'ecaz-karama'>) {
  const karama = (view.private?.hand ?? []).find((c) => familyOf(c) === 'karama');
  return (
    <div class="row wrap">
      <span class="grow">
        {karama
          ? `Spend ${titled(karama)} (your Karama power, once a game) to add ${decision.bonus}, the difference between the leaders, to your dial?`
          : 'You hold no Karama card.'}
      </span>
      {karama && (
        <Choice label={`Add ${decision.bonus}`} onClick={() => send({ type: 'ecaz-karama', event: decision.id, card: karama })} busy={busy} testid="submit" />
      )}
      <Choice label="Keep the power" onClick={() => send({ type: 'ecaz-karama', event: decision.id, card: null })} busy={busy} testid="decline" />
    </div>
  );
}
