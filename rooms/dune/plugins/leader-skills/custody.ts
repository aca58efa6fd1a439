// Leader Skills custody: every skill card in one place (custody.ts runs it).
import { sameMultiset } from '../../custody.ts';
import { holderOf } from '../../factions/leaders.ts';
import type { Draft } from '../../types.ts';
import { SKILLS } from './catalog.ts';

/**
 * Leader Skills: each of the 14 cards is in the deck, dealt to one faction, or assigned to one living leader of a
 * faction in play (alive: in a pool or captive), exactly once; a collection pending holds no more than its piles.
 */
export function skillCustodyProblems(state: Draft): string[] {
  const skills = state.skills;
  if (!skills) return state.config.modules?.includes('leader-skills') ? ['leader skills: the module is on but the game holds no skill state'] : [];
  const problems: string[] = [];
  if (!state.config.modules?.includes('leader-skills')) problems.push('leader skills: skill state in a game without the module');
  const held = [...skills.deck, ...Object.values(skills.offers).flat(), ...skills.assigned.map((a) => a.card)];
  const k = sameMultiset(held, SKILLS);
  if (k) problems.push(`skill cards: ${k}`);
  for (const a of skills.assigned) {
    const status = holderOf(state.factions, a.leader)?.leaders[a.leader];
    if (status !== 'pool' && status !== 'captured') problems.push(`skill ${a.card}: its leader ${a.leader} is not alive in this game`);
  }
  for (const [f, pick] of Object.entries(skills.kept ?? {}))
    if (!skills.offers[f as keyof typeof skills.offers]?.includes(pick!.card)) problems.push(`skill kept by ${f} was not dealt to it`);
  const c = skills.smuggler;
  if (c && (c.amount < 1 || c.amount > Object.values(c.piles).reduce((n, v) => n + v, 0)))
    problems.push(`smuggler collection of ${c.amount} exceeds its piles`);
  return problems;
}
