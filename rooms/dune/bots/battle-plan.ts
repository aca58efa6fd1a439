// 1.07.04 battle plans from what the seat knows: the forces on both sides, the opponent's leaders still
// available, the Prescience answer (Atreides side, 2.01.08), the weapons still unseen, and its own traitors.
import { isLeaderId, leader, seatLeaders } from '../factions/leaders.ts';
import { familyOf, treacheryCard } from '../cards/treachery.ts';
import { isCheapHero, mayAnswer, planAnswers, voiceSubjectsOf } from '../phases/battle/cards.ts';
import { attackKills, attacksOf, fitsSlot, isTrueDefense, isTrueWeapon, protectionsOf } from '../phases/battle/roles.ts';
import { botTakesKwisatz, checkPlan, draftPlan, revealedCard, type PlanConstraints } from '../phases/battle/plan-rules.ts';
import type { BattlePlan, PrescienceReveal } from '../phases/battle/types.ts';
import { territory } from '../board/territories.ts';
import type { Faction, LeaderId, PlayerView, TraitorCardId, TreacheryCardId } from '../types.ts';
import type { BotContext } from './context.ts';
import { fightersOf, myHand, seatOf } from './board.ts';
import { unseenWeapons } from './cards.ts';
import { leastStarred } from '../phases/battle/starred-forces.ts';
import { seenLeaderStrength, seenPlanOf } from './karama-powers.ts';
import { thinkingPlugins } from './extension-points.ts';
import { firstAnswer } from '../first-answer.ts';

const strength = (id: LeaderId): number => leader(id).strength;

/** The first weapon a plug-in's rules showed `me` in the opponent's plan, or null. */
function shownWeapon(view: PlayerView, me: Faction): TreacheryCardId | null {
  return firstAnswer(thinkingPlugins(), (p) => p.shownWeapon?.(view, me));
}

/** Opponent leaders in its Leader Pool (TL.gholas: another faction's it holds too). */
export function opponentLeaders(view: PlayerView, opp: Faction): LeaderId[] {
  const seat = seatOf(view, opp);
  if (!seat) return [];
  return seatLeaders(seat, view.advanced)
    .filter((l) => l.at === 'pool')
    .map((l) => l.leader.id);
}

/** The Prescience answer this seat sees about the opponent (only on the Atreides side). */
function foresight(view: PlayerView): PrescienceReveal | null {
  const round = view.private?.round;
  return round && 'phase' in round && round.phase === 'battle' && 'prescience' in round ? round.prescience : null;
}

/** Own leaders dealt to this seat as traitor cards: nobody else can hold them as traitors (0.11). */
function safeLeaders(view: PlayerView): Set<TraitorCardId> {
  const p = view.private;
  return new Set(p ? [...p.traitors, ...p.traitorOptions, ...p.discardedTraitors] : []);
}

/** Whether a defense card stops every attack of a weapon card (a Mirror's copy is unknown: treated as stopped). */
function stops(defense: TreacheryCardId, weapon: TreacheryCardId): boolean {
  const guard = protectionsOf(defense);
  return attacksOf(weapon).every((a) => !attackKills(a, guard));
}

function pickDefense(
  hand: readonly TreacheryCardId[],
  used: Set<TreacheryCardId>,
  view: PlayerView,
  threat: TreacheryCardId | null | 'unknown',
  weapon: TreacheryCardId | null,
): TreacheryCardId | null {
  const defenses = hand.filter((id) => isTrueDefense(id) && !used.has(id) && fitsSlot(id, 'defense'));
  if (defenses.length === 0) return null;
  // 3.01.14: a Shield in a battle with our own Lasgun explodes everything.
  const lasgun = weapon !== null && attacksOf(weapon).includes('lasgun');
  const usable = lasgun ? defenses.filter((id) => !protectionsOf(id).includes('shield')) : defenses;
  if (threat === null) return null; // known: no weapon coming, keep the card.
  if (threat !== 'unknown') return usable.find((id) => stops(id, threat)) ?? null;
  const both = usable.find((id) => protectionsOf(id).includes('projectile') && protectionsOf(id).includes('poison'));
  if (both) return both;
  const unseen = unseenWeapons(view);
  const order = unseen.poison > unseen.projectile ? (['poison', 'projectile'] as const) : (['projectile', 'poison'] as const);
  for (const kind of order) {
    const found = usable.find((id) => protectionsOf(id).includes(kind));
    if (found) return found;
  }
  return null;
}

/** Weapons that need no care: they hit only the opponent, and no post-reveal choice is needed. */
const PLAIN: ReadonlySet<string> = new Set(['projectile', 'poison', 'lasgun']);
const isPlain = (id: TreacheryCardId): boolean => attacksOf(id).length > 0 && attacksOf(id).every((a) => PLAIN.has(a));

function pickWeapon(hand: readonly TreacheryCardId[], used: Set<TreacheryCardId>, against: TreacheryCardId | null | 'unknown'): TreacheryCardId | null {
  // An Artillery Strike also kills our own unshielded leader: left to the choice-free weapons and the Tooth, Stone
  // Burner and Mirror, whose effects are settled after the reveal (the Tooth may be held back).
  const weapons = hand.filter((id) => isTrueWeapon(id) && !used.has(id) && familyOf(id) !== 'artillery-strike');
  if (weapons.length === 0) return null;
  // Known defense: a weapon it does not stop (the Lasgun passes all, 3.01.14; but a Shield explodes with it).
  if (against !== 'unknown' && against !== null) {
    const guard = protectionsOf(against);
    const beats = weapons.filter((id) => attacksOf(id).some((a) => attackKills(a, guard)) && !(attacksOf(id).includes('lasgun') && guard.includes('shield')));
    return beats.find(isPlain) ?? beats[0] ?? null;
  }
  const plain = weapons.filter(isPlain);
  return plain.find((id) => !attacksOf(id).includes('lasgun')) ?? plain[0] ?? weapons[0]!;
}

/** The plan this seat wants, before the Voice and a Prescience answer of its own are applied. */
export function preferredPlan(c: PlanConstraints, ctx: BotContext): BattlePlan {
  const { view, me } = ctx;
  const hand = myHand(view);
  const opp = c.opponent;
  const oppForces = fightersOf(view, opp, c.territory);
  const oppLeaders = opponentLeaders(view, opp);
  const seen = ctx.level >= 3 ? foresight(view) : null;
  // 1.14.01: the opponent's whole plan, when the Atreides looked at it with a Karama (it is sealed: it will not change).
  const known = seenPlanOf(view, opp);
  // Brutal: when every leader the opponent can field is our traitor, its leader never counts against us (the call
  // wins, 1.07.06.07); only a Cheap Hero (strength 0) is left to beat.
  const allTraitors = ctx.level >= 3 && oppLeaders.length > 0 && oppLeaders.every((l) => (view.private?.traitors ?? []).includes(l));
  const oppLeaderStrength = known
    ? seenLeaderStrength(known, view.private?.traitors ?? [])
    : allTraitors
      ? 0
      : seen?.element === 'leader'
        ? typeof seen.value === 'string' && isLeaderId(seen.value)
          ? strength(seen.value)
          : 0
        : Math.max(0, ...oppLeaders.map(strength));
  const oppDial = known ? known.dial : seen?.element === 'dial' && typeof seen.value === 'number' ? seen.value : oppForces;
  const aggressor = view.round && 'battle' in view.round && view.round.battle?.aggressor === me;

  // A leader may be worth more than its strength under a plug-in's rules (a skilled leader's battle effect).
  const spice = view.private?.spice ?? 0;
  const bonus = (id: LeaderId) => thinkingPlugins().reduce((sum, p) => sum + (p.leaderBonus?.(c, id, hand, spice) ?? 0), 0);
  const worth = (id: LeaderId) => strength(id) + bonus(id);
  const leaders = [...c.leaders].sort((a, b) => worth(b) - worth(a));
  const cheap = hand.find(isCheapHero) ?? null;
  const used = new Set<TreacheryCardId>();
  const stronghold = territory(c.territory).kind === 'stronghold';

  let lead: LeaderId | null = leaders[0] ?? null;
  if (ctx.level >= 3 && lead !== null) lead = leastRiskyLeader(view, opp, leaders, c.maxDial);
  // A leader a plug-in's rules field instead (CH.audit: CHOAM's Auditor), here or in a battle given up.
  const dialNeeded = (leaderStrength: number) => oppDial + oppLeaderStrength - leaderStrength + (aggressor ? 0 : 1);
  const instead = (hopeless: boolean, chosen: LeaderId | null): LeaderId | null =>
    firstAnswer(thinkingPlugins(), (p) => p.battleLeader?.({ me, options: c, level: ctx.level, lead: chosen, hopeless, dialNeeded }));
  lead = instead(false, lead) ?? lead;
  const L = lead ? strength(lead) : 0;
  const needed = dialNeeded(L);
  // A weapon a plug-in's rules showed us in the opponent's plan (LS.mentat.normal) is the one to defend against.
  const shown = ctx.level >= 1 ? shownWeapon(view, me) : null;
  const threat: TreacheryCardId | null | 'unknown' = known ? known.weapon : seen?.element === 'weapon' ? revealedCard(seen.value) : (shown ?? 'unknown');
  const guard: TreacheryCardId | null | 'unknown' = known ? known.defense : seen?.element === 'defense' ? revealedCard(seen.value) : 'unknown';

  if (ctx.level === 1) {
    // Medium: fight with everything it has, best leader, any weapon and defense.
    const weapon = pickWeapon(hand, used, 'unknown');
    if (weapon) used.add(weapon);
    return {
      leader: lead,
      cheapHero: lead ? null : cheap,
      dial: Math.min(c.maxDial, Math.max(0, Math.ceil(c.maxDial * (0.5 + ctx.random() * 0.5)))),
      weapon,
      defense: pickDefense(hand, used, view, 'unknown', weapon),
    };
  }

  const close = c.maxDial + L >= 0.6 * (oppDial + oppLeaderStrength);
  if (needed <= c.maxDial || close || stronghold) {
    const weapon = pickWeapon(hand, used, guard);
    if (weapon) used.add(weapon);
    const defense = pickDefense(hand, used, view, threat, weapon);
    // Enough to beat their best possible total; all in when it is close.
    const dial = needed <= c.maxDial ? Math.max(0, needed) : c.maxDial;
    return { leader: lead, cheapHero: lead ? null : cheap, dial, weapon, defense };
  }
  // Hopeless: the loser loses its forces anyway (1.07.06.04); keep the cards and the good leaders.
  const given = instead(true, null);
  if (given !== null) return { leader: given, cheapHero: null, dial: 0, weapon: null, defense: null };
  const fodder = cheap ?? null;
  const weakest = leaders[leaders.length - 1] ?? null;
  return fodder
    ? { leader: null, cheapHero: fodder, dial: 0, weapon: null, defense: null }
    : { leader: weakest, cheapHero: null, dial: 0, weapon: null, defense: null };
}

/**
 * 1.13.04 spice dialing: every dialed force the seat can support gets its spice. Hard and brutal bots, short of
 * spice, dial more unsupported forces (each worth ½) to keep the value they aimed for.
 */
function withSpice(plan: BattlePlan, c: PlanConstraints, level: number): BattlePlan {
  if (c.maxSpice === undefined || plan.dial === 0) return plan;
  const own = Math.min(c.maxSpice, plan.dial);
  // CH.ally.battle-funding: CHOAM's offer pays for the dialed forces the seat's own spice cannot (medium and up).
  const funded = level >= 1 ? Math.min(c.choamSupport ?? 0, plan.dial - own) : 0;
  const spice = own + funded;
  const dial = level >= 2 ? Math.min(c.maxDial, spice + 2 * (plan.dial - spice)) : plan.dial;
  const choam = funded > 0 ? { choamSpice: funded } : {};
  return spice > 0 ? { ...plan, dial, spice, ...choam } : { ...plan, dial };
}

/**
 * 2.03.08, 2.04.18: which dialed forces are starred. Medium and up dial their starred forces first (each is worth
 * two); easy only those its ordinary forces cannot make up.
 */
function starredFor(plan: BattlePlan, c: PlanConstraints, level: number): number {
  return level >= 1 ? Math.min(c.maxElite ?? 0, plan.dial) : leastStarred(c, plan.dial);
}

/** Makes a plan obey the Voice and a Prescience answer (2.01.08, 2.02.06), then checks it like the handler. */
export function legalPlan(c: PlanConstraints, ctx: BotContext): BattlePlan | null {
  const hand = myHand(ctx.view);
  const plan = withSpice(preferredPlan(c, ctx), c, ctx.level);
  const p = c.prescience;
  if (p) {
    if (p.element === 'dial' && typeof p.value === 'number') plan.dial = p.value;
    if (p.element === 'weapon') plan.weapon = revealedCard(p.value);
    if (p.element === 'defense') plan.defense = revealedCard(p.value);
    if (p.element === 'leader') {
      // The revealed leader is one of the seat's leaders, or a Cheap Hero card (checkPrescienceValue), or null.
      const fielded = typeof p.value === 'string' && isLeaderId(p.value) && c.leaders.includes(p.value) ? p.value : null;
      plan.leader = fielded;
      plan.cheapHero = fielded === null ? revealedCard(p.value) : null;
    }
    if (plan.weapon !== null && plan.weapon === plan.defense) plan.defense = null;
  }
  const v = c.voice;
  if (v && !v.play) {
    for (const slot of ['weapon', 'defense'] as const)
      if (plan[slot] && voiceSubjectsOf(plan[slot]!, slot).includes(v.subject) && !(p && p.element === slot)) plan[slot] = null;
    if (plan.cheapHero && v.subject === 'cheap-hero' && !(p && p.element === 'leader')) {
      plan.cheapHero = null;
      plan.leader = c.leaders[0] ?? null;
    }
  }
  if (v?.play) {
    const ordered = hand.find((id) => mayAnswer(id, v.subject) && id !== plan.weapon && id !== plan.defense && id !== plan.cheapHero);
    if (ordered && !planAnswers(plan, v.subject)) {
      if (v.subject === 'cheap-hero') {
        if (!(p && p.element === 'leader')) {
          plan.cheapHero = ordered;
          plan.leader = null;
        }
      } else {
        const answersAsWeapon = voiceSubjectsOf(ordered, 'weapon').includes(v.subject) && fitsSlot(ordered, 'weapon', plan.defense);
        const slot = answersAsWeapon && !(treacheryCard(ordered).category === 'worthless' && plan.weapon !== null) ? 'weapon' : 'defense';
        if (!(p && p.element === slot)) plan[slot] = ordered;
      }
    }
  }
  if ((plan.spice ?? 0) > plan.dial) plan.spice = plan.dial;
  if (plan.spice === 0) delete plan.spice;
  // CHOAM's part stays within the spice dialed (the seat's own part then shrinks first).
  if (plan.choamSpice !== undefined) plan.choamSpice = Math.min(plan.choamSpice, plan.spice ?? 0);
  if (plan.choamSpice === 0) delete plan.choamSpice;
  const elite = starredFor(plan, c, ctx.level);
  if (elite > 0) plan.elite = elite;
  else delete plan.elite;
  // 2.01.11: medium and up bring the Kwisatz Haderach whenever they may (never beside a Smuggler: botTakesKwisatz).
  if (botTakesKwisatz(c, plan.leader) && ctx.level >= 1 && (plan.leader !== null || plan.cheapHero !== null)) plan.kwisatzHaderach = true;
  else delete plan.kwisatzHaderach;
  // What the plug-ins' rules let the fielded leader take (a Spice Banker's spice, a Planetologist's card).
  const skilled = thinkingPlugins().reduce((p, a) => a.completedPlan?.(p, c, hand, ctx.level) ?? p, plan);
  if (checkPlan(c, hand, skilled, null) === null) return skilled;
  if (checkPlan(c, hand, plan, null) === null) return plan;
  for (let pick = 0; pick < 16; pick++) {
    const draft = draftPlan(c, hand, pick);
    if (checkPlan(c, hand, draft, null) === null) return draft;
  }
  return null;
}

/**
 * Traitor awareness (brutal). A leader dealt to us as a traitor card cannot be anyone else's traitor (0.11). Other
 * leaders may be: the opponent kept one traitor of its four (the Harkonnen all four, 2.05.03), most likely the
 * strongest leader it was dealt, so our strongest unsafe leaders are the likeliest traitors, most of all at a
 * two-player table where half the traitor deck is ours. Picks the leader worth most after that risk, counting a
 * betrayal as the loss of the forces at stake.
 */
function leastRiskyLeader(view: PlayerView, opp: Faction, leaders: readonly LeaderId[], stake: number): LeaderId {
  const safe = safeLeaders(view);
  const twoPlayer = view.seats.length <= 2;
  const unsafeRank = new Map(leaders.filter((l) => !safe.has(l)).map((l, i) => [l, i]));
  const risk = (l: LeaderId): number => {
    const rank = unsafeRank.get(l);
    if (rank === undefined) return 0;
    const base = opp === 'harkonnen' ? 0.4 : ([0.45, 0.25, 0.15, 0.1, 0.05][rank] ?? 0.05);
    return twoPlayer ? base : base * 0.3;
  };
  const worth = (l: LeaderId) => strength(l) * (1 - risk(l)) - risk(l) * (stake + 5);
  return [...leaders].sort((a, b) => worth(b) - worth(a))[0]!;
}
