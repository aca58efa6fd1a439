// Moritani's decisions as a thinking bot answers them (medium and up), from its own view only: its forces set up in a
// stronghold if one is free, the tokens placed in strongholds others hold (the deadliest first), revealed unless the
// token would hurt its own, and Robbery, Sabotage and Sneak Attack used for what they are worth. Brutal, with no ally,
// offers a strong entrant an alliance instead (a shared victory is worth more than the token).
import { karamaBarred } from '../../../karama/barred.ts';
import type { BotContext } from '../../../bots/context.ts';
import { sectorsOf } from '../../../board/movement.ts';
import { STRONGHOLDS } from '../../../board/territories.ts';
import { treacheryCard } from '../../../cards/treachery.ts';
import { cardValue } from '../../../bots/cards.ts';
import { leader, seatLeaders } from '../../../factions/leaders.ts';
import { allyOf } from '../../../alliances.ts';
import { alliancesUseful, inStrongerHalf } from '../../../bots/nexus.ts';
import type { Decision, DecisionAction, LeaderId } from '../../../types.ts';
import type { TerrorId } from '../types.ts';

type D<K extends Decision['kind']> = Extract<Decision, { kind: K }>;

/** The tokens placed first: those that hurt an entrant most and cost Moritani nothing. */
const WORTH: readonly TerrorId[] = ['assassination', 'robbery', 'extortion', 'sneak-attack', 'sabotage', 'atomics'];

export function answerPlacement(d: D<'moritani-placement'>): DecisionAction {
  const territory = d.territories.find((t) => STRONGHOLDS.includes(t)) ?? d.territories[0]!;
  return { type: 'moritani-placement', event: d.id, territory, sector: sectorsOf(territory)[0]! };
}

export function answerTerrorPlace(d: D<'terror-place'>, ctx: BotContext): DecisionAction {
  const supply = [...(ctx.view.private?.terror?.supply ?? [])].sort((a, b) => WORTH.indexOf(a) - WORTH.indexOf(b));
  const mine = (t: string) => ctx.view.forces.some((s) => s.faction === ctx.me && s.territory === t);
  const held = d.strongholds.filter((t) => !mine(t) && ctx.view.forces.some((s) => s.territory === t));
  const to = held[0] ?? d.strongholds.find((t) => !mine(t));
  if (supply.length === 0 || to === undefined) return { type: 'terror-place', event: d.id };
  return { type: 'terror-place', event: d.id, token: supply[0]!, to };
}

const byWorth = (a: TerrorId, b: TerrorId) => WORTH.indexOf(a) - WORTH.indexOf(b);

export function answerTerrorTrigger(d: D<'terror-trigger'>, ctx: BotContext): DecisionAction {
  // MO.enemy-of-my-enemy (brutal): with no ally, a strong entrant is worth more as a partner than as a victim.
  if (ctx.level >= 3 && d.mayOffer && alliancesUseful(ctx.view) && allyOf(ctx.view, ctx.me) === null && inStrongerHalf(ctx, d.entrant))
    return { type: 'terror-trigger', event: d.id, choice: 'ally' };
  const there = (ctx.view.private?.terror?.placed ?? []).filter((p) => p.territory === d.territory).map((p) => p.token);
  const own = ctx.view.forces.some((s) => s.faction === ctx.me && s.territory === d.territory);
  // The Atomics spare nobody there: not while Moritani stands there.
  const usable = there.filter((t) => t !== 'atomics' || !own).sort(byWorth);
  if (usable.length === 0) return { type: 'terror-trigger', event: d.id, choice: 'pass' };
  // HW.grumman.high: of two tokens there, the one worth most.
  return { type: 'terror-trigger', event: d.id, choice: 'reveal', ...(there.length > 1 ? { token: usable[0]! } : {}) };
}

/** HW.grumman.high: short of spice, the token worth least on the board is taken back for 4. */
export function answerGrummanRemove(d: D<'grumman-remove'>, ctx: BotContext): DecisionAction {
  const placed = [...(ctx.view.private?.terror?.placed ?? [])].sort((a, b) => byWorth(b.token, a.token));
  const least = placed[0];
  if (!least || (ctx.view.private?.spice ?? 0) >= d.spice + 1) return { type: 'grumman-remove', event: d.id, from: null };
  return { type: 'grumman-remove', event: d.id, from: least.territory, token: least.token };
}

export function answerTerrorEffect(d: D<'terror-effect'>, ctx: BotContext): DecisionAction {
  const hand = ctx.view.private?.hand ?? [];
  if (d.token === 'robbery') return { type: 'terror-effect', event: d.id, take: hand.length < 3 ? 'card' : 'spice' };
  if (d.token === 'sabotage') {
    const worthless = hand.find((c) => treacheryCard(c).category === 'worthless') ?? null;
    return { type: 'terror-effect', event: d.id, give: worthless };
  }
  return { type: 'terror-effect', event: d.id, count: d.most ?? 0, sector: (d.sectors ?? [])[0]! };
}

/** MO.enemy-of-my-enemy: the entrant allies with Moritani when it has no ally (a refusal is revealed against it). */
export function answerTerrorAlliance(d: D<'terror-alliance'>, ctx: BotContext): DecisionAction {
  return { type: 'terror-alliance', event: d.id, accept: allyOf(ctx.view, ctx.me) === null };
}

/** MO.terror.extortion: pays the 3 when rich enough for the token's return to matter more. */
export function answerExtortion(d: D<'extortion-pay'>, ctx: BotContext): DecisionAction {
  return { type: 'extortion-pay', event: d.id, pay: (ctx.view.private?.spice ?? 0) >= 10 };
}

export function answerTerrorDiscard(d: D<'terror-discard'>, ctx: BotContext): DecisionAction {
  const hand = ctx.view.private?.hand ?? [];
  const card = hand.find((c) => treacheryCard(c).category === 'worthless') ?? hand[hand.length - 1]!;
  return { type: 'terror-discard', event: d.id, card };
}

/** MO.ally: the losing ally keeps the card it values most. */
export function answerAllyKeep(d: D<'moritani-ally-keep'>, ctx: BotContext): DecisionAction {
  const hand = ctx.view.private?.hand ?? [];
  const best = d.keepable.filter((c) => hand.includes(c)).sort((a, b) => cardValue(b, hand) - cardValue(a, hand))[0] ?? null;
  return { type: 'moritani-ally-keep', event: d.id, keep: best };
}

/** MO.assassinate: the strongest leader it holds a card for that still stands in the winner's pool, else none. */
export function answerAssassinate(d: D<'moritani-assassinate'>, ctx: BotContext): DecisionAction {
  const seat = ctx.view.seats.find((s) => s.faction === d.faction);
  const standing = (card: string) => seat !== undefined && seatLeaders(seat, ctx.view.advanced).some((l) => l.leader.id === card && l.at === 'pool');
  const best = d.cards.filter(standing).sort((a, b) => leader(b as LeaderId).strength - leader(a as LeaderId).strength)[0] ?? null;
  return { type: 'moritani-assassinate', event: d.id, card: best };
}

/** MO.karama: spent (thinking bots) when the winner may keep a weapon or a defense: every one of them discarded. */
export function answerMoritaniKarama(d: D<'moritani-karama'>, ctx: BotContext): DecisionAction {
  const karama = karamaBarred(ctx.view, ctx.me) ? undefined : (ctx.view.private?.hand ?? []).find((c) => treacheryCard(c).family === 'karama');
  const worth = d.keepable.filter((c) => ['weapon', 'defense'].includes(treacheryCard(c).category));
  if (!karama || worth.length === 0) return { type: 'moritani-karama', event: d.id, card: null };
  return { type: 'moritani-karama', event: d.id, card: karama, discard: worth };
}
