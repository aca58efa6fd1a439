// CHOAM's Advanced-game decisions as a thinking bot answers them, from its own view only (docs/rules/choam.tsv):
// the audited side's payoff (CH.audit; the audit itself is always called, bots/index.ts), funding the ally's battles
// (CH.ally.battle-funding; the ally's plan takes it in bots/battle-plan.ts) and CHOAM's Karama power (CH.karama).
import type { FreeAction } from '../../../deals/types.ts';
import { isKarama, karamaCardsIn } from '../../../karama/cards.ts';
import type { BiddingRoundView } from '../../../phases/bidding/types.ts';
import type { Decision, DecisionAction, Faction, PlayerView } from '../../../types.ts';
import { fightersOf, myHand, mySpice } from '../../../bots/board.ts';
import { cardValue } from '../../../bots/cards.ts';
import { contested, isWorthless, keptForEffect } from './worthless.ts';
import { LEVEL, type BotContext, type BotProfile } from '../../../bots/context.ts';

type D<K extends Decision['kind']> = Extract<Decision, { kind: K }>;

/** CH.audit: the audited side pays when the cards it could show are worth hiding and the spice is to spare. */
export function answerAuditPayoff(d: D<'audit-payoff'>, ctx: BotContext): DecisionAction {
  const { view, me } = ctx;
  const spice = mySpice(view);
  const round = view.private?.round;
  const plan = round && 'phase' in round && round.phase === 'battle' && 'plan' in round ? round.plan : null;
  const battle = view.round && 'battle' in view.round ? view.round.battle : null;
  const late = battle && me in battle.lateDefenses ? battle.lateDefenses[me] : undefined;
  const used = [plan?.weapon, plan?.defense, plan?.cheapHero, late];
  const hand = myHand(view);
  const open = hand.filter((c) => !used.includes(c));
  const worth = Math.max(0, ...open.map((c) => cardValue(c, hand)));
  const pay = spice >= d.count && worth >= 5 && spice - d.count >= (ctx.level >= 2 ? 6 : 4);
  return { type: 'audit-payoff', event: d.id, pay };
}

/** CH.ally.battle-funding: a share of CHOAM's spare spice when its ally has a battle to fight this phase. */
export function answerBattleSupport(d: D<'choam-battle-support'>, ctx: BotContext): DecisionAction {
  const { view } = ctx;
  const forces = (f: Faction) => contested(view, f).reduce((n, t) => n + fightersOf(view, f, t), 0);
  const need = d.ally === 'fremen' ? 0 : forces(d.ally); // 2.04.21: the Fremen need no spice
  const spare = mySpice(view) - forces('choam') - (ctx.level >= 3 ? 2 : 3);
  const share = [0, 0.34, 0.5, 0.75][ctx.level] ?? 0.5;
  const amount = Math.max(0, Math.min(d.max, spare, Math.ceil(need * share)));
  return { type: 'choam-battle-support', event: d.id, amount };
}

/**
 * CH.karama (hard and brutal): spend a Karama to discard three or more cards worth least (3 or less: no weapon, no
 * first defense, no Karama, no Worthless card kept for its effect) for 3 spice each; the 9 spice or more outweigh
 * what a Karama is worth to keep (6, bots/karama.ts). Only when no card could be committed to a play (its battle, a
 * window, a storm card or a Mentat Pause play) or promised (a trade, a search, its standing bid).
 */
export function choamKaramaAction(profile: BotProfile, view: PlayerView): FreeAction | null {
  if (LEVEL[profile] < 2 || view.viewer !== 'choam' || !view.advanced || view.interrupted || view.karama.powersUsed.includes('choam')) return null;
  if (['setup', 'game-over', 'storm', 'mentat-pause'].includes(view.phase) || view.karama.window !== null || view.cardWindow !== null) return null;
  const battle = view.round && 'battle' in view.round ? view.round.battle : null;
  if (battle && (battle.aggressor === 'choam' || battle.defender === 'choam')) return null;
  if (view.round?.phase === 'bidding' && (view.round as BiddingRoundView).highBidder === 'choam') return null;
  if (view.awaiting.some((a) => a.kind === 'choam-trade' || a.kind === 'nullentropy')) return null;
  const card = karamaCardsIn(view, 'choam')[0];
  if (card === undefined) return null;
  const hand = myHand(view);
  const low = hand.filter((c) => !isKarama(c) && cardValue(c, hand) <= 3 && !(isWorthless(c) && keptForEffect(view, c)));
  return low.length >= 3 ? { type: 'karama-power', power: 'choam-discard', card, cards: low } : null;
}
