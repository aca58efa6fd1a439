// The battle strength a side's skills add (LS.mentat, LS.warmaster, LS.master-of-assassins, LS.swordmaster-of-ginaz,
// LS.killer-medic, LS.prana-bindu-adept, LS.planetologist, LS.spice-banker) and the one they take from the opponent
// (LS.bureaucrat). Pure: it reads the revealed plan, the cards in the roles they were actually played in, and who
// holds which skill. The +1 of a face-up skill goes to the plan's other leader disc (not a Cheap Hero); the skilled
// leader itself gets its card's battle effect instead, never both. resolve.ts adds all of it only to a leader that
// lives: a skill whose leader dies does nothing that battle.
import { familyOf, treacheryCard } from '../../cards/treachery.ts';
import { STRONGHOLDS } from '../../board/territories.ts';
import { attacksOf, protectionsOf } from '../../phases/battle/roles.ts';
import type { PlayedPlan } from '../../phases/battle/hooks.ts';
import type { BattlePlan } from '../../phases/battle/types.ts';
import type { SkillStrength } from '../../phases/battle/resolve.ts';
import type { Context } from '../../context.ts';
import type { Faction, Draft, TreacheryCardId } from '../../types.ts';
import type { SkillId } from './catalog.ts';
import { faceUpSkill, skillOf, skillUsed } from './state.ts';
import { diplomatDefense } from './diplomat.ts';

type Condition = (p: PlayedPlan) => boolean;

const worthless: Condition = ({ plan }) => [plan.weapon, plan.defense].some((id) => id !== null && treacheryCard(id).category === 'worthless');
// A card counts in the role it was played in: a weapon-slot card by its own attacks (a Mirror Weapon copies, it is
// no poison or projectile weapon itself), a Poison Tooth only when used.
const poisonWeapon: Condition = ({ plan, toothUsed }) =>
  plan.weapon !== null && (attacksOf(plan.weapon).includes('poison') || (familyOf(plan.weapon) === 'poison-tooth' && toothUsed));
const projectileWeapon: Condition = ({ plan }) => attacksOf(plan.weapon).includes('projectile');
const defenses = ({ plan, lateDefense }: PlayedPlan) => [...protectionsOf(plan.defense), ...protectionsOf(lateDefense)];
const poisonDefense: Condition = (p) => defenses(p).includes('poison');
const projectileDefense: Condition = (p) => defenses(p).includes('projectile');

/** The trainers: +3 to their own leader, +1 to the faction's other leader discs, when the plan meets the condition. */
const TRAINERS: Partial<Record<SkillId, Condition>> = {
  warmaster: worthless,
  'master-of-assassins': poisonWeapon,
  'swordmaster-of-ginaz': projectileWeapon,
  'killer-medic': poisonDefense,
  'prana-bindu-adept': projectileDefense,
};

/** LS.planetologist: a green special card other than a Cheap Hero, revealed in the weapon slot. */
export function isPlanetologistCard(id: TreacheryCardId): boolean {
  const card = treacheryCard(id);
  return card.category === 'special' && card.family !== 'cheap-hero';
}

/** The battle effect of the skill of the leader in the plan. */
function ownBand(skill: SkillId, played: PlayedPlan): number {
  const trainer = TRAINERS[skill];
  if (trainer) return trainer(played) ? 3 : 0;
  if (skill === 'mentat') return 2;
  if (skill === 'planetologist') return played.plan.weapon !== null && isPlanetologistCard(played.plan.weapon) ? 2 : 0;
  if (skill === 'spice-banker') return played.plan.bankerSpice ?? 0;
  return 0;
}

/** Strongholds where a faction has fighting forces (advisors alone do not occupy, 2.02.12). */
function strongholdsOccupied(state: Draft, faction: Faction): number {
  return STRONGHOLDS.filter((t) => state.forces.some((s) => s.faction === faction && s.territory === t && s.regular + s.elite > 0)).length;
}

export function skillStrength(state: Draft, faction: Faction, opponent: Faction, played: PlayedPlan): SkillStrength {
  const strength = bandsStrength(state, faction, opponent, played);
  return diplomatDefense(state, faction, played.plan, played.lateDefense) ? { ...strength, mimicsDefense: true } : strength;
}

function bandsStrength(state: Draft, faction: Faction, opponent: Faction, played: PlayedPlan): SkillStrength {
  const sources: SkillStrength['sources'] = [];
  if (!state.skills) return { bonus: 0, opponentPenalty: 0, sources };
  const leader = played.plan.leader;
  // The battle effect of the fielded leader's own card (a concealed own leader, or a captive for its captor).
  const own = skillOf(state, leader);
  if (own !== null) {
    const strength = ownBand(own, played);
    const penalty = own === 'bureaucrat' ? strongholdsOccupied(state, opponent) : 0;
    if (strength + penalty > 0) sources.push({ card: own, effect: 'battle', strength, penalty });
  }
  // The faction's face-up skill: +1 to the leader disc in the plan, which is never its own leader (that one is out).
  const faceUp = faceUpSkill(state, faction);
  const trainer = faceUp ? TRAINERS[faceUp.card] : undefined;
  if (leader !== null && trainer?.(played)) sources.push({ card: faceUp!.card, effect: 'normal', strength: 1, penalty: 0 });
  return {
    bonus: sources.reduce((n, s) => n + s.strength, 0),
    opponentPenalty: sources.reduce((n, s) => n + s.penalty, 0),
    sources,
  };
}

/** Tells everyone which skills changed the totals: those of the sides whose leader lived. */
export function announceStrength(
  ctx: Context,
  sides: readonly { faction: Faction; plan: BattlePlan; lateDefense?: TreacheryCardId | null; skill?: SkillStrength }[],
  killed: readonly string[],
): void {
  // LS.diplomat.normal: a Worthless card that stood in for a defense the opponent really used.
  for (const [i, side] of sides.entries()) {
    const other = sides[1 - i]!;
    if (side.skill?.mimicsDefense && (other.plan.defense !== null || (other.lateDefense ?? null) !== null)) skillUsed(ctx, side.faction, 'diplomat', 'normal');
  }
  for (const { faction, plan, skill } of sides) {
    if (!skill || plan.leader === null || killed.includes(plan.leader)) continue;
    for (const s of skill.sources) skillUsed(ctx, faction, s.card, s.effect, s.strength, s.penalty);
  }
}
