// The Tleilaxu's decisions as a thinking bot answers them (medium and up), from its own view only.
import type { BotContext } from '../../../bots/context.ts';
import { isLeaderId, seatLeaders } from '../../../factions/leaders.ts';
import { isCancelled } from '../../../karama/abilities.ts';
import { karamaCardsIn } from '../../../karama/cards.ts';
import type { Decision, DecisionAction, Faction, TraitorCardId } from '../../../types.ts';
import { revealWith, unrevealedFaceDancers } from '../legal.ts';

type D<K extends Decision['kind']> = Extract<Decision, { kind: K }>;

/**
 * TL.face-dancers: reveal whenever the winner's leader is one of its own, and take the winner's place with as many
 * forces from reserves as may go (keeping none back: the territory was worth a battle).
 */
export function answerFaceDancer(d: D<'face-dancer'>, ctx: BotContext): DecisionAction {
  if (!unrevealedFaceDancers(ctx.view).includes(d.leader)) return { type: 'face-dancer', event: d.id, reveal: false };
  return revealWith(d, ctx.view, d.max);
}

/**
 * TL.face-dancers.renewal: swap a Face Dancer that can never be revealed: the Cheap Hero traitor (no leader), or a
 * leader dead for good (in the Tanks face down, as its seat's statuses show). Otherwise keep them.
 */
export function answerFaceDancerSwap(d: D<'face-dancer-swap'>, ctx: BotContext): DecisionAction {
  const lost = (card: TraitorCardId): boolean => {
    if (!isLeaderId(card)) return true;
    return ctx.view.seats.some((s) => seatLeaders(s, ctx.view.advanced).some((l) => l.leader.id === card && l.at === 'tanks-face-down'));
  };
  if (isCancelled(d, 'tleilaxu-face-dancer-swap')) return { type: 'face-dancer-swap', event: d.id, card: null };
  return { type: 'face-dancer-swap', event: d.id, card: unrevealedFaceDancers(ctx.view).find(lost) ?? null };
}

/**
 * TL.revival-limits, TL.leader-revival, TL.karama: favour the ally (a raised limit and an early leader revival bring
 * its forces and leader back sooner, and their payments to the Tleilaxu); nobody else. The Karama power stops the
 * revival of the faction with the most forces in the Tanks, once it has at least 5 there (hard and up).
 */
export function answerRevivalFavours(d: D<'revival-favours'>, ctx: BotContext): DecisionAction {
  const ally = ctx.view.alliances.find((pair) => pair.includes(ctx.me))?.find((f) => f !== ctx.me);
  const favoured = ally !== undefined && d.factions.includes(ally) ? [ally] : [];
  const answer: DecisionAction = {
    type: 'revival-favours',
    event: d.id,
    raise: isCancelled(d, 'tleilaxu-raise-limits') ? [] : favoured,
    early: isCancelled(d, 'tleilaxu-early-revival') ? [] : favoured,
  };
  const karama = d.karamaPower && ctx.level >= 2 ? karamaCardsIn(ctx.view, ctx.me)[0] : undefined;
  if (!karama) return answer;
  const inTanks = (f: Faction) => {
    const seat = ctx.view.seats.find((s) => s.faction === f);
    return seat ? seat.tanks.regular + seat.tanks.elite : 0;
  };
  const target = d.factions.filter((f) => f !== ally).sort((a, b) => inTanks(b) - inTanks(a))[0];
  return target !== undefined && inTanks(target) >= 5 ? { ...answer, stop: { card: karama, target } } : answer;
}
