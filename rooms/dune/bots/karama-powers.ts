// The Advanced faction Karama powers a bot plays on its own initiative, from its own view only (1.14.01, 1.14.04),
// and its answer to the Harkonnen's return decision. The Atreides look at their opponent's plan while they still have
// their own to write, in a battle worth it; the Harkonnen take the biggest hand outside their alliance during bidding
// and give back what is worth least to them.
import { territory } from '../board/territories.ts';
import type { FreeAction } from '../deals/types.ts';
import { karamaCardsIn } from '../karama/cards.ts';
import { leader } from '../factions/leaders.ts';
import type { BattlePlan, BattleRoundView } from '../phases/battle/types.ts';
import type { BiddingRoundView } from '../phases/bidding/types.ts';
import type { Decision, DecisionAction, Faction, PlayerView, TreacheryCardId } from '../types.ts';
import { fightersOf, myHand } from './board.ts';
import { cardValue } from './cards.ts';
import type { BotContext } from './context.ts';

/** The plan this seat (the Atreides) saw of `opponent` with its Karama power, once sealed (1.14.01). */
export function seenPlanOf(view: PlayerView, opponent: Faction): BattlePlan | null {
  const round = view.private?.round;
  const seen = round && 'seenPlan' in round ? round.seenPlan : undefined;
  return seen && seen.target === opponent ? seen.plan : null;
}

/** 1.14.01: in a battle of its own whose plans are being written, before its own plan is sealed. */
function atreidesLook(view: PlayerView, me: Faction, card: TreacheryCardId): FreeAction | null {
  const battle = view.round?.phase === 'battle' ? (view.round as BattleRoundView).battle : null;
  if (battle?.stage !== 'reveal' || battle.plans !== null) return null;
  if (battle.aggressor !== me && battle.defender !== me) return null;
  if (!(view.private?.decisions ?? []).some((d) => d.kind === 'battle-plan')) return null;
  const target = battle.aggressor === me ? battle.defender : battle.aggressor;
  // Worth a Karama: a stronghold, or a sizeable force on the other side.
  if (territory(battle.territory).kind !== 'stronghold' && fightersOf(view, target, battle.territory) < 4) return null;
  return { type: 'karama-power', power: 'atreides-plan', card, target };
}

/** 1.14.04: the largest hand (two cards at least) of a non-ally that does not hold the top bid. */
function harkonnenTake(view: PlayerView, me: Faction, card: TreacheryCardId): FreeAction | null {
  if (view.phase !== 'bidding' || view.round?.phase !== 'bidding') return null;
  if (view.karama.window !== null || view.cardWindow !== null) return null;
  const round = view.round as BiddingRoundView;
  // Its own standing bid may be backed by this very Karama: the bot plays the power only when it holds no top bid.
  if (round.highBidder === me) return null;
  const allies = new Set(view.alliances.filter((pair) => pair.includes(me)).flat());
  const targets = view.seats
    .filter((s) => s.faction !== me && !allies.has(s.faction) && s.faction !== round.highBidder && s.handSize >= 2)
    .sort((a, b) => b.handSize - a.handSize);
  const target = targets[0];
  return target ? { type: 'karama-power', power: 'harkonnen-hand', card, target: target.faction } : null;
}

/** A faction Karama power worth playing now, or null. */
export function karamaPowerAction(view: PlayerView): FreeAction | null {
  const me = view.viewer;
  if (me === 'spectator' || !view.advanced || view.interrupted || view.karama.powersUsed.includes(me)) return null;
  if (me !== 'atreides' && me !== 'harkonnen') return null;
  const card = karamaCardsIn(view, me)[0];
  if (card === undefined) return null;
  return me === 'atreides' ? atreidesLook(view, me, card) : harkonnenTake(view, me, card);
}

/** 1.14.04: give back the cards worth least to the hand (worthless ones first). */
export function answerHarkonnenReturn(d: Extract<Decision, { kind: 'harkonnen-return' }>, ctx: BotContext): DecisionAction {
  const hand = myHand(ctx.view);
  const cards = [...d.choices].sort((a, b) => cardValue(a, hand) - cardValue(b, hand) || a.localeCompare(b)).slice(0, d.count);
  return { type: 'harkonnen-return', event: d.id, cards };
}

/** What the leader of a seen plan adds to its total: nothing for a Cheap Hero or a leader that is our traitor. */
export function seenLeaderStrength(plan: BattlePlan, traitors: readonly string[]): number {
  return plan.leader === null || traitors.includes(plan.leader) ? 0 : leader(plan.leader).strength;
}
