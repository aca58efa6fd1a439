// What everyone may see of the Leader Skills module: each assigned card, its leader, who holds it and whether it is
// face up. The skill deck's order, the cards a faction was dealt and the card it is keeping stay hidden.
import type { GameState } from '../../types.ts';
import { holderOf } from './state.ts';
import type { PublicSkill } from './types.ts';

export function publicSkills(state: GameState): PublicSkill[] {
  return (state.skills?.assigned ?? []).map((a) => ({ card: a.card, leader: a.leader, holder: holderOf(state, a.leader), faceUp: a.faceUp }));
}
