// Who holds which skill: lookups over `GameState.skills` shared by set-up, battles, revival and the view.
import { leader as leaderData } from '../../factions/leaders.ts';
import type { Context } from '../../context.ts';
import { shuffled } from '../../rng.ts';
import type { Faction, Draft, LeaderId } from '../../types.ts';
import type { SkillId } from './catalog.ts';
import type { SkillAssignment, SkillsState } from './types.ts';

/** Whether this game plays the Leader Skills module. */
export function skillsOn(state: Draft): boolean {
  return state.skills !== undefined;
}

export function skillsState(state: Draft): SkillsState {
  if (!state.skills) throw new Error('this game does not play the Leader Skills module');
  return state.skills;
}

/** The faction whose disc this leader is. */
export function ownerOf(leader: LeaderId): Faction {
  const owner = leaderData(leader).faction;
  if (owner === null) throw new Error(`${leader} belongs to no faction`);
  return owner;
}

/** Who holds the leader now: its owner, or the Harkonnen while it is their captive (2.05.10.03). */
export function holderOf(state: Draft, leader: LeaderId): Faction {
  const captor = state.factions.harkonnen?.captives?.some((c) => c.leader === leader);
  return captor ? 'harkonnen' : ownerOf(leader);
}

export function assignmentOf(state: Draft, leader: LeaderId | null): SkillAssignment | null {
  if (leader === null || !state.skills) return null;
  return state.skills.assigned.find((a) => a.leader === leader) ?? null;
}

export function skillOf(state: Draft, leader: LeaderId | null): SkillId | null {
  return assignmentOf(state, leader)?.card ?? null;
}

/**
 * The skill a faction may use the normal effect of: its own leader's, held by itself (not a captive's, whose captor
 * has only the battle effect, and not its own leader held captive), face up.
 */
export function faceUpSkill(state: Draft, faction: Faction): SkillAssignment | null {
  if (!state.skills) return null;
  return state.skills.assigned.find((a) => a.faceUp && ownerOf(a.leader) === faction && holderOf(state, a.leader) === faction) ?? null;
}

/** Whether a faction has a skill card: one of its own leaders carries one, wherever that leader is (LS.revival). */
export function hasSkillCard(state: Draft, faction: Faction): boolean {
  return (state.skills?.assigned ?? []).some((a) => ownerOf(a.leader) === faction);
}

/** Tells everyone a skill took effect (public: every skill and its leader are public). */
export function skillUsed(ctx: Context, faction: Faction, card: SkillId, effect: 'normal' | 'battle', strength = 0, penalty = 0): void {
  ctx.emit({ type: 'skill-used', faction, card, effect, strength, penalty });
}

/** Deals up to two cards from the skill deck to a faction's offer. */
export function dealOffer(ctx: Context, faction: Faction): SkillId[] {
  const skills = skillsState(ctx.state);
  const options = skills.deck.splice(0, 2);
  skills.offers[faction] = options;
  ctx.emit({ type: 'skills-dealt', faction, options: [...options] }, faction);
  return options;
}

/** Cards go back into the skill deck, which is shuffled. */
export function returnToDeck(ctx: Context, cards: readonly SkillId[]): void {
  const skills = skillsState(ctx.state);
  skills.deck = shuffled(ctx.state.rng, [...skills.deck, ...cards]);
}

/** A skilled leader died: its card is shuffled back into the skill deck (LS.lifecycle). */
export function loseSkill(ctx: Context, leader: LeaderId): void {
  const a = assignmentOf(ctx.state, leader);
  if (!a) return;
  const skills = skillsState(ctx.state);
  skills.assigned = skills.assigned.filter((x) => x !== a);
  returnToDeck(ctx, [a.card]);
  ctx.emit({ type: 'skill-lost', leader, card: a.card });
}
