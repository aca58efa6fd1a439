// EC.occupy: Ecaz and its ally share the battle's site; Ecaz names which of the two fights (its leader, its cards, its
// spice), the ally's forces dialed either way with half of Ecaz's beside them.
import { Choice } from '../../decisions/forms/choice.tsx';
import type { FormProps } from '../../decisions/forms/types.ts';
import { factionName, territoryName } from '../../names.ts';

export function OccupyFighter({ decision, send, busy }: FormProps<'occupy-fighter'>) {
  const name = (fighter: string) => send({ type: 'occupy-fighter', event: decision.id, fighter: fighter as typeof decision.ally });
  return (
    <div class="row wrap">
      <span class="grow">
        {`You and the ${factionName(decision.ally)} fight the ${factionName(decision.opponent)} in ${territoryName(decision.territory)} as one side. Who fights? The ${factionName(decision.ally)}’s forces are dialed either way, with half of yours.`}
      </span>
      <Choice label="Ecaz fight" onClick={() => name('ecaz')} busy={busy} testid="submit" />
      <Choice label={`The ${factionName(decision.ally)} fight`} onClick={() => name(decision.ally)} busy={busy} testid="ally" />
    </div>
  );
}
