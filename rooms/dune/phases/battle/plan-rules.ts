// 1.07.04 BATTLE PLAN: what a plan may contain, given the seat's hand, its available leaders, a Prescience reveal
// (2.01.08) and a Voice command (2.02.06). Pure functions of their arguments: the handler validates with them, and
// the legal-move bot drafts plans with them from the seat's own view.
import type { EngineError, LeaderId, TreacheryCardId } from '../../types.ts';
import { isTreacheryCardId } from '../../cards/ids.ts';
import { isLeaderId } from '../../factions/leaders.ts';
import { isCheapHero, mayAnswer, planAnswers, planSlots, slotPairs, voiceSubjectsOf } from './cards.ts';
import { familyOf } from '../../cards/treachery.ts';
import { fitsSlot } from './roles.ts';
import { slotCardProblem } from './slot-cards.ts';
import type { BattlePlan, PlanOptions, PrescienceReveal, VoiceCommand } from './types.ts';
import { spiceProblem } from './spice-dialing.ts';
import { leastStarred, starredProblem } from './starred-forces.ts';
import { kwisatzProblem } from './kwisatz-haderach.ts';
import { plugins } from '../../extension-points.ts';
import { viewRules } from '../../view-rules.ts';

export interface PlanConstraints extends PlanOptions {
  voice: VoiceCommand | null;
  prescience: PrescienceReveal | null;
}

type Problem = string | EngineError | null;
const notHeld = (message: string): EngineError => ({ code: 'NOT_HELD', message });

/** 1.07.04.05: a leader or Cheap Hero must be played when one is available. */
export function canFieldLeader(options: PlanOptions, hand: readonly TreacheryCardId[]): boolean {
  return options.leaders.length > 0 || hand.some(isCheapHero);
}

/** Whether the Prescience reveal fixes a plan element, and to what. */
function fixed(prescience: PrescienceReveal | null, element: PrescienceReveal['element']): { value: PrescienceReveal['value'] } | null {
  return prescience && prescience.element === element ? { value: prescience.value } : null;
}

/** A revealed value as a treachery card (a leader's answer may be a leader disc instead; the dial's is a number). */
export function revealedCard(value: PrescienceReveal['value']): TreacheryCardId | null {
  return typeof value === 'string' && isTreacheryCardId(value) ? value : null;
}

// 1.07.04.02 BATTLE WHEEL: 0 up to the forces the faction has in the disputed territory (options.ts maxDial).
function dialProblem(maxDial: number, dial: number): Problem {
  if (!Number.isInteger(dial) || dial < 0) return 'dial a whole number from 0';
  if (dial > maxDial) return { code: 'OVER_LIMIT', message: `dial at most ${maxDial}: the forces you have in this battle` };
  return null;
}

/** 2.01.08: checks a Prescience answer is an element the seat could really put in its plan. */
export function checkPrescienceValue(
  options: PlanOptions,
  hand: readonly TreacheryCardId[],
  element: PrescienceReveal['element'],
  value: PrescienceReveal['value'],
): Problem {
  if (element === 'dial') return typeof value === 'number' ? dialProblem(options.maxDial, value) : 'answer the dial with a number';
  if (typeof value === 'number') return `answer the ${element} with a ${element === 'leader' ? 'leader' : 'card'} or null`;
  if (element === 'leader') {
    if (value === null) return canFieldLeader(options, hand) ? '1.07.04.05: you have a leader or Cheap Hero to play' : null;
    if (isLeaderId(value) && options.leaders.includes(value)) return null;
    const card = revealedCard(value);
    if (card !== null && hand.includes(card) && isCheapHero(card)) return null;
    return notHeld(`${value} is not a leader or Cheap Hero you can play here`);
  }
  if (value === null) return null;
  if (!isTreacheryCardId(value) || !hand.includes(value)) return notHeld(`${value} is not in your hand`);
  // A Planetologist's green card stands in place of a weapon and is no answer to "the weapon" (RULES-DECISIONS).
  if (!slotPairs(hand).some((p) => p[element] === value)) return `${value} cannot be played as a ${element}`;
  const costly = slotCardProblem(value, options);
  if (costly) return costly;
  if (!canFieldLeader(options, hand)) return '1.07.04.06: without a leader or Cheap Hero no treachery card may be played';
  return null;
}

type Pair = { weapon: TreacheryCardId | null; defense: TreacheryCardId | null };

/** The (weapon, defense) pairs the hand allows that honour a Prescience reveal of either slot. */
function allowedPairs(c: PlanConstraints, hand: readonly TreacheryCardId[]): Pair[] {
  const w = fixed(c.prescience, 'weapon');
  const d = fixed(c.prescience, 'defense');
  return slotPairs(hand).filter((p) => (!w || p.weapon === w.value) && (!d || p.defense === d.value) && (p.weapon === null || !isCheapHero(p.weapon)));
}

/** Whether the seat can obey a "play" command (2.02.06: "as well as they are able"). */
export function ableToPlay(c: PlanConstraints, hand: readonly TreacheryCardId[], command: VoiceCommand): boolean {
  if (!hand.some((id) => mayAnswer(id, command.subject))) return false;
  if (command.subject === 'cheap-hero') {
    // A leader revealed to Prescience may be a leader disc, not a card: only a card in hand can obey the Voice.
    const f = fixed(c.prescience, 'leader');
    const card = f ? revealedCard(f.value) : null;
    return !f || (card !== null && hand.includes(card) && isCheapHero(card));
  }
  if (!canFieldLeader(c, hand)) return false;
  return allowedPairs(c, hand).some((p) => planAnswers({ cheapHero: null, ...p }, command.subject));
}

/** The cards Prescience fixed, which the Voice cannot move (2.01.08 came first). */
function prescribed(c: PlanConstraints): PrescienceReveal['value'][] {
  return (['leader', 'weapon', 'defense'] as const).map((e) => fixed(c.prescience, e)?.value ?? null);
}

/**
 * Whether a plan card is beyond the Voice's "not play" because Prescience came first (2.01.08): the card itself
 * was revealed, or it fills the slot a revealed Weirding Way (as a defense) or Chemistry (as a weapon) needs.
 */
function boundByPrescience(c: PlanConstraints, id: TreacheryCardId, slot: 'leader' | 'weapon' | 'defense'): boolean {
  if (prescribed(c).includes(id)) return true;
  const other = slot === 'weapon' ? fixed(c.prescience, 'defense') : slot === 'defense' ? fixed(c.prescience, 'weapon') : null;
  const card = other ? revealedCard(other.value) : null;
  if (card === null) return false;
  const family = familyOf(card);
  return (slot === 'weapon' && family === 'weirding-way') || (slot === 'defense' && family === 'chemistry');
}

/** 2.02.06: does the plan obey the command? Slots fixed by an earlier Prescience reveal take precedence. */
function voiceProblem(c: PlanConstraints, hand: readonly TreacheryCardId[], plan: BattlePlan, command: VoiceCommand): Problem {
  if (command.play) {
    if (!ableToPlay(c, hand, command)) return null;
    if (planAnswers(plan, command.subject)) return null;
    return `2.02.06: the Voice commands you to play a ${command.subject}`;
  }
  const offending = planSlots(plan).filter(({ id, slot }) => voiceSubjectsOf(id, slot).includes(command.subject) && !boundByPrescience(c, id, slot));
  return offending.length > 0 ? `2.02.06: the Voice commands you not to play a ${command.subject}` : null;
}

function prescienceProblem(prescience: PrescienceReveal, plan: BattlePlan): Problem {
  const v = prescience.value;
  const ok =
    prescience.element === 'dial'
      ? plan.dial === v
      : prescience.element === 'leader'
        ? v === null
          ? plan.leader === null && plan.cheapHero === null
          : plan.leader === v || plan.cheapHero === v
        : plan[prescience.element] === v;
  return ok ? null : `2.01.08: your ${prescience.element} was revealed to Prescience as ${String(v)}`;
}

// 1.07.04.01: a plan always has a dial, a leader or Cheap Hero when one can be played (1.07.04.05), cards at will.
/** Validates a submitted plan (1.07.04.01–1.07.04.07, 2.01.08, 2.02.06, 3.01.11.01). */
export function checkPlan(c: PlanConstraints, hand: readonly TreacheryCardId[], plan: BattlePlan, karama: TreacheryCardId | null): Problem {
  const dial = dialProblem(c.maxDial, plan.dial);
  if (dial) return dial;
  const spice = spiceProblem(c, plan);
  if (spice) return spice;
  const starred = starredProblem(c, plan);
  if (starred) return starred;
  const kwisatz = kwisatzProblem(c, plan);
  if (kwisatz) return kwisatz;
  if (plan.leader !== null && plan.cheapHero !== null) return '1.07.04.03: play one leader or one Cheap Hero, not both';
  if (plan.leader !== null && !c.leaders.includes(plan.leader))
    return notHeld(`1.07.04.04: ${plan.leader} is not an available leader (in the Tanks, not yours, or used in another territory)`);
  const cards = [...planSlots(plan).map((x) => x.id), ...(karama === null ? [] : [karama])];
  for (const id of cards) if (!hand.includes(id)) return notHeld(`${id} is not in your hand`);
  if (new Set(cards).size !== cards.length) return 'a card can fill only one place in the plan';
  if (plan.cheapHero !== null && !isCheapHero(plan.cheapHero)) return `${plan.cheapHero} is not a Cheap Hero`;
  const voiceOn = c.voice !== null && karama === null ? c.voice : null;
  const cheapHeroForbidden = voiceOn !== null && !voiceOn.play && voiceOn.subject === 'cheap-hero';
  const canLead = c.leaders.length > 0 || (hand.some(isCheapHero) && !cheapHeroForbidden);
  if (plan.leader === null && plan.cheapHero === null && canLead) return '1.07.04.05: you must play a leader or a Cheap Hero';
  if (plan.leader === null && plan.cheapHero === null && (plan.weapon !== null || plan.defense !== null))
    return '1.07.04.06: without a leader or Cheap Hero no treachery card may be played';
  if (plan.weapon !== null && !fitsSlot(plan.weapon, 'weapon', plan.defense) && !plugins().some((p) => p.weaponSlotAllows?.(c, plan) ?? false))
    return `${plan.weapon} cannot be played as a weapon here`;
  if (plan.defense !== null && !fitsSlot(plan.defense, 'defense', plan.weapon))
    return `${plan.defense} cannot be played as a defense here (one weapon per plan)`;
  const costly = costlyCard(plan, c);
  if (costly) return costly;
  if (c.prescience) {
    const p = prescienceProblem(c.prescience, plan);
    if (p) return p;
  }
  if (karama !== null) {
    // Whether the card may serve as a Karama (3.01.11, 2.02.22) is the caller's check: it knows the seat.
    if (c.voice === null) return '3.01.11.01: no Voice command to cancel';
  }
  return voiceOn ? voiceProblem(c, hand, plan, voiceOn) : null;
}

/** Why a slot card of the pair may not be played here (Reinforcements' reserves, Harass and Withdraw at home), or null. */
function costlyCard(plan: Pair, c: Pick<PlanOptions, 'reserves' | 'homeworld'>): string | null {
  for (const id of [plan.weapon, plan.defense]) {
    const problem = id === null ? null : slotCardProblem(id, c);
    if (problem) return problem;
  }
  return null;
}

/** The slot pairs a plan may hold under these constraints (Prescience, the Voice, a slot card's reserves cost). */
export function legalPairs(c: PlanConstraints, hand: readonly TreacheryCardId[], cheapHero: TreacheryCardId | null): Pair[] {
  const voice = c.voice;
  const free = (id: TreacheryCardId | null) => id === null || id !== cheapHero;
  let pairs = allowedPairs(c, hand).filter((p) => free(p.weapon) && free(p.defense) && costlyCard(p, c) === null);
  if (voice && !voice.play)
    pairs = pairs.filter(
      (p) => !planSlots({ cheapHero: null, ...p }).some(({ id, slot }) => voiceSubjectsOf(id, slot).includes(voice.subject) && !boundByPrescience(c, id, slot)),
    );
  if (voice?.play && voice.subject !== 'cheap-hero' && ableToPlay(c, hand, voice))
    pairs = pairs.filter((p) => planAnswers({ cheapHero: null, ...p }, voice.subject));
  return pairs;
}

/**
 * Whether a plan the bots make takes the Kwisatz Haderach along with `leader` (2.01.11, when it may join at all):
 * never beside a Smuggler, whose collection counts the printed strength alone (LS.smuggler.battle). The bots leave
 * that combination to a human who wants it (docs/RULES-DECISIONS.md).
 */
export function botTakesKwisatz(c: Pick<PlanOptions, 'kwisatzHaderach' | 'skilled'>, leader: LeaderId | null): boolean {
  return c.kwisatzHaderach === true && (leader === null || c.skilled?.[leader] !== 'smuggler');
}

/** A legal plan for the seat, varied by `pick`: used by the legal-move bot and by Prescience answers. */
export function draftPlan(c: PlanConstraints, hand: readonly TreacheryCardId[], pick: number): BattlePlan {
  const voice = c.voice;
  let leader: LeaderId | null = null;
  let cheapHero: TreacheryCardId | null = null;
  const spareHero = hand.find((id) => isCheapHero(id) && !prescribed(c).includes(id));
  const fixedLeader = fixed(c.prescience, 'leader');
  if (fixedLeader) {
    const v = fixedLeader.value;
    // checkPrescienceValue let through only one of the seat's leaders, a Cheap Hero it holds, or null.
    if (typeof v === 'string' && isLeaderId(v) && c.leaders.includes(v)) leader = v;
    else cheapHero = revealedCard(v);
  } else if (voice?.play && voice.subject === 'cheap-hero' && spareHero) cheapHero = spareHero;
  else if (c.leaders.length > 0) leader = c.leaders[pick % c.leaders.length]!;
  else if (!(voice && !voice.play && voice.subject === 'cheap-hero')) cheapHero = spareHero ?? null;
  // 1.07.04.06: no cards without a leader or Cheap Hero.
  const pairs = leader !== null || cheapHero !== null ? legalPairs(c, hand, cheapHero) : [];
  const { weapon, defense } = pairs.length > 0 ? pairs[(pick >> 1) % pairs.length]! : { weapon: null, defense: null };
  const fixedDial = fixed(c.prescience, 'dial');
  const dial = fixedDial ? (fixedDial.value as number) : pick % (c.maxDial + 1);
  // 1.13.04.04: some spice behind the dialed forces, when spice is dialed in this game.
  const spice = Math.min(c.maxSpice ?? 0, dial, pick % 3);
  const elite = Math.min(c.maxElite ?? 0, dial, leastStarred(c, dial) + (pick % 2));
  const kwisatz = botTakesKwisatz(c, leader) && (leader !== null || cheapHero !== null) && pick % 2 === 0;
  const drafted: BattlePlan = {
    leader,
    cheapHero,
    dial,
    weapon,
    defense,
    ...(spice > 0 ? { spice } : {}),
    ...(elite > 0 ? { elite } : {}),
    ...(kwisatz ? { kwisatzHaderach: true as const } : {}),
  };
  // A card the Voice or Prescience fixed stays where it is: skill cards are added only to an unconstrained plan.
  if (c.voice !== null || c.prescience !== null) return drafted;
  return viewRules().reduce((plan, p) => p.draftedPlan?.(c, hand, plan, pick) ?? plan, drafted);
}
