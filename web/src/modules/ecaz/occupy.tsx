// EC.occupy: Ecaz and its ally share the battle's site; Ecaz names which of the two fights (its leader, its cards, its
// spice), the ally's forces dialed either way with half of Ecaz's beside them. HW.ecaz.low: the opponent names it.
import { Choice } from '../../decisions/forms/choice.tsx';
import type { FormProps } from '../../decisions/forms/types.ts';
import { factionName, territoryName } from '../../names.ts';

export function OccupyFighter({ decision, send, busy }: FormProps<'occupy-fighter'>) {
  const name = (fighter: string) => send({ type: 'occupy-fighter', event: decision.id, fighter: fighter as typeof decision.ally });
  const where = territoryName(decision.territory);
  const ally = factionName(decision.ally);
  return (
    <div class="row wrap">
      <span class="grow">
        {decision.seat === decision.opponent
          ? `Ecaz and the ${ally} fight you in ${where} as one side, and Ecaz’s homeworld shows its low face: you name which of them fights. The ${ally}’s forces are dialed either way, with half of Ecaz’s.`
          : `You and the ${ally} fight the ${factionName(decision.opponent)} in ${where} as one side. Who fights? The ${ally}’s forces are dialed either way, with half of yours.`}
      </span>
      <Choice label="Ecaz fight" onClick={() => name('ecaz')} busy={busy} testid="submit" />
      <Choice label={`The ${factionName(decision.ally)} fight`} onClick={() => name(decision.ally)} busy={busy} testid="ally" />
    </div>
  );
}
