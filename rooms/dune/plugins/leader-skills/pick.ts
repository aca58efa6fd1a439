// LS.setup and LS.revival: a faction dealt two skill cards keeps one (its own secret until every faction has
// chosen) and assigns it to one of its leaders; the other card is shuffled back. The kept cards and their leaders
// are then public. At set-up this follows the starting treachery cards and comes before the traitors are picked.
import { leadersOf } from '../../factions/leaders.ts';
import type { Context } from '../../context.ts';
import type { StepDef } from '../../phases/handler.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import type { SetupStep } from '../../phases/setup/types.ts';
import type { Faction, LeaderId } from '../../types.ts';
import { SKILL_NAMES, type SkillId } from './catalog.ts';
import { dealOffer, hasSkillCard, returnToDeck, skillsOn, skillsState } from './state.ts';
import { playsEdition } from '../../rules-edition.ts';

export const skillsStep: StepDef<SetupStep> = {
  step: 'leader-skills',
  rule: 'LS.setup',
  enter(ctx) {
    if (!skillsOn(ctx.state)) return;
    const pickers = ctx.seating.filter((f) => dealOffer(ctx, f).length > 0);
    ctx.openSecret('pick-skill', pickers, (seat) => ({
      kind: 'pick-skill',
      seat,
      options: [...skillsState(ctx.state).offers[seat]!],
      leaders: leadersOf(seat).map((l) => l.id),
    }));
  },
};

/**
 * LS.revival: a faction that revived its own leaders while holding no skill card draws two, keeps one and assigns
 * it to a leader it just revived (a captive's card still counts as its faction's: docs/RULES-DECISIONS.md).
 */
export function offerRevivalSkill(ctx: Context, faction: Faction, revived: readonly LeaderId[]): void {
  if (!skillsOn(ctx.state) || revived.length === 0 || hasSkillCard(ctx.state, faction)) return;
  const options = dealOffer(ctx, faction);
  if (options.length === 0) return;
  ctx.open({ kind: 'pick-skill', seat: faction, options: [...options], leaders: [...revived] });
}

/**
 * LS.revival (rules edition 10): a leader killed while its faction's revival offer names it (a Terror token's
 * Assassination as its forces arrive, the offer then put aside by the token's question) can no longer take the card:
 * the offer, the same decision, names the other leaders revived, or, with none left, it lapses and both cards go back
 * into the deck. Earlier games kept the offer as it was.
 */
export function revivedLeaderKilled(ctx: Context, leader: LeaderId): void {
  if (!playsEdition(ctx.state, 10)) return;
  for (const open of [ctx.state.pending, ctx.state.suspended?.pending ?? []]) {
    const at = open.findIndex((d) => d.kind === 'pick-skill' && !d.secret && d.leaders.includes(leader));
    const offer = open[at];
    if (offer?.kind !== 'pick-skill') continue;
    const left = offer.leaders.filter((l) => l !== leader);
    if (left.length > 0) {
      open[at] = { ...offer, leaders: left };
      return;
    }
    open.splice(at, 1);
    const skills = skillsState(ctx.state);
    returnToDeck(ctx, skills.offers[offer.seat] ?? []);
    delete skills.offers[offer.seat];
    ctx.emit({ type: 'skill-offer-lapsed', faction: offer.seat, leader });
    return;
  }
}

/** Puts the kept cards in play and the others back into the deck, then tells everyone who has which skill. */
function assign(ctx: Context, kept: Partial<Record<Faction, { card: SkillId; leader: LeaderId }>>): void {
  const skills = skillsState(ctx.state);
  const back: SkillId[] = [];
  const assignments: { faction: Faction; card: SkillId; leader: LeaderId }[] = [];
  for (const faction of ctx.seating) {
    const pick = kept[faction];
    if (!pick) continue;
    skills.assigned.push({ card: pick.card, leader: pick.leader, faceUp: true });
    back.push(...(skills.offers[faction] ?? []).filter((c) => c !== pick.card));
    delete skills.offers[faction];
    assignments.push({ faction, card: pick.card, leader: pick.leader });
  }
  returnToDeck(ctx, back);
  ctx.emit({ type: 'skills-assigned', assignments });
}

export const pickSkill: ActionHandler<'pick-skill'> = {
  type: 'pick-skill',
  rule: 'LS.setup',
  check(state, decision, action) {
    const dealt = decision.options.map((c) => SKILL_NAMES[c]).join(' or ');
    if (!decision.options.includes(action.card)) return `${action.card} is not one of the skill cards you were dealt (${dealt})`;
    if (!decision.leaders.includes(action.leader)) return `${action.leader} cannot take a skill here (choose one of ${decision.leaders.join(', ')})`;
    if (state.factions[decision.seat]!.leaders[action.leader] !== 'pool') return `${action.leader} is not in your leader pool`;
    return null;
  },
  apply(ctx, decision, action) {
    ctx.emit({ type: 'skill-picked', faction: decision.seat, card: action.card, leader: action.leader }, decision.seat);
    const skills = skillsState(ctx.state);
    skills.kept = { ...skills.kept, [decision.seat]: { card: action.card, leader: action.leader } };
    if (decision.secret && !ctx.close(decision)) return;
    if (!decision.secret) ctx.close(decision);
    const kept = skills.kept;
    delete skills.kept;
    assign(ctx, kept);
  },
};
