// Leader Skills scenarios: an empty board with the module on and chosen skills assigned, and a battle between the
// Emperor (aggressor) and the Harkonnen in the Great Flat, answered up to the plans.
import { pendingDecisions, type Faction, type GameState, type LeaderId, type TerritoryId } from '../../rooms/dune/index.ts';
import { SKILLS, type SkillId } from '../../rooms/dune/plugins/leader-skills/catalog.ts';
import { act } from './engine.ts';
import { decisionOf, emptyBoard, enterBattle, place } from './battle.ts';

const BASE = emptyBoard();

/** Turns the module on and assigns `skills` (face up); the other cards make the skill deck. */
export function withSkills(s: GameState, skills: Partial<Record<LeaderId, SkillId>>): void {
  s.config.modules = ['leader-skills'];
  // Object.entries types its keys as string; these are the record's LeaderId keys.
  const assigned = (Object.entries(skills) as [LeaderId, SkillId][]).map(([leader, card]) => ({ card, leader, faceUp: true }));
  s.skills = { deck: SKILLS.filter((c) => !assigned.some((a) => a.card === c)), assigned, offers: {}, smuggler: null };
}

/** Emperor (aggressor, `emperor` forces) against the Harkonnen (`harkonnen` forces), in the Great Flat (sector 14) unless `at` says where. */
export function skillBattle(
  skills: Partial<Record<LeaderId, SkillId>>,
  forces: { emperor?: number; harkonnen?: number; at?: { territory: TerritoryId; sector: number }; mentat?: 'open' } = {},
  edit: (s: GameState) => void = () => {},
): GameState {
  const state = enterBattle(BASE, (s) => {
    withSkills(s, skills);
    s.firstPlayer = 'emperor';
    const at = forces.at ?? { territory: 'the-great-flat', sector: 14 };
    place(s, 'emperor', at.territory, at.sector, forces.emperor ?? 5);
    place(s, 'harkonnen', at.territory, at.sector, forces.harkonnen ?? 5);
    edit(s);
  }).state;
  // A face-up Mentat's question comes first; declined unless the test is about it.
  const question = pendingDecisions(state).find((d) => d.kind === 'mentat-question');
  if (!question || forces.mentat === 'open') return state;
  return act(state, question.seat, { type: 'mentat-question', event: question.id, weapon: null }).state;
}

/** Answers the open skill postures: `faceUp` per faction (default: behind the shield). */
export function postures(state: GameState, faceUp: Partial<Record<Faction, boolean>> = {}): GameState {
  for (const d of pendingDecisions(state).filter((x) => x.kind === 'skill-posture'))
    state = act(state, d.seat, { type: 'skill-posture', event: d.id, faceUp: faceUp[d.seat] ?? false }).state;
  decisionOf(state, 'battle-plan');
  return state;
}
