// The Mentat's exchange in the battle at hand (who asked whom for which weapon, and what was shown): a row behind
// the seat's shield and a line beside its battle plan.
import { factionName, titled } from '../../names.ts';
import { CardName } from '../../rules-text/hint.tsx';
import type { BattlePrivate } from '../module.ts';

export function MentatRows({ battle }: { battle: BattlePrivate }) {
  if (!battle.mentat) return null;
  return (
    <>
      <dt>Mentat</dt>
      <dd data-testid="private-mentat">
        {factionName(battle.mentat.asker)} asked {factionName(battle.mentat.target)} for {titled(battle.mentat.weapon)}:{' '}
        {battle.mentat.shown ? (
          <>
            shown <CardName card={battle.mentat.shown} />
          </>
        ) : (
          'none shown'
        )}
      </dd>
    </>
  );
}

export function MentatIntel({ battle }: { battle: BattlePrivate }) {
  if (!battle.mentat) return null;
  return (
    <li data-testid="mentat">
      Mentat: {factionName(battle.mentat.asker)} asked {factionName(battle.mentat.target)} for {titled(battle.mentat.weapon)};{' '}
      {battle.mentat.shown ? (
        <>
          shown <CardName card={battle.mentat.shown} />
        </>
      ) : (
        'none shown'
      )}
    </li>
  );
}
