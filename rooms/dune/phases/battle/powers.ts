// Who may use a battle power in the current battle: the faction itself when it fights, or for its ally when the
// ally fights (2.01.09 Prescience, 2.02.07 Voice). Returns the faction the power targets.
import { allyOf } from '../../alliances.ts';
import type { Faction, Draft } from '../../types.ts';
import { opponentOf } from './options.ts';
import type { CurrentBattle } from './types.ts';

// 2.01.09 / 2.02.07: Prescience and the Voice may be used in an ally's battle, against the ally's opponent.
export function powerTarget(state: Draft, battle: CurrentBattle, holder: Faction): Faction | null {
  if (!state.factions[holder]) return null;
  if (battle.aggressor === holder || battle.defender === holder) return opponentOf(battle, holder);
  const ally = allyOf(state, holder);
  if (ally !== null && (battle.aggressor === ally || battle.defender === ally)) return opponentOf(battle, ally);
  return null;
}
