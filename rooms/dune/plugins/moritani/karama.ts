// MO.karama (Advanced): once a game, after a battle Moritani lost to a winner, Moritani may spend a Karama card to
// decide of the cards the winner played: some it must discard, some it must keep (only cards a winner may keep); the
// rest stay the winner's choice. Asked after every such loss while the power is unused and Moritani holds any card
// (public facts), and held to the timing floor: being asked, and how soon it answers, tell nobody whether Moritani
// holds a Karama card.
import type { Context } from '../../context.ts';
import { powerAvailable, powerProblem, spendPower } from '../../karama/powers/power.ts';
import { discardCards } from '../../phases/battle/aftermath.ts';
import { planSlots } from '../../phases/battle/cards.ts';
import type { BattleOutcome } from '../../phases/battle/resolve.ts';
import type { CurrentBattle } from '../../phases/battle/types.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import type { Decision, EngineError, Faction, TreacheryCardId } from '../../types.ts';
import { MORITANI } from './state.ts';

/** After a battle: the question, when the public facts allow it. */
export function openMoritaniKarama(ctx: Context, battle: CurrentBattle, outcome: BattleOutcome): void {
  const { state } = ctx;
  const winner = outcome.winner;
  if (winner === null || !outcome.losers.includes(MORITANI) || !powerAvailable(state, MORITANI)) return;
  const plan = battle.plans[winner];
  const played = plan ? planSlots(plan).map((s) => s.id) : [];
  if (played.length === 0 || state.factions[MORITANI]!.hand.length === 0) return;
  ctx.open({ kind: 'moritani-karama', seat: MORITANI, winner, played, keepable: [...outcome.keepable] });
}

type WinnerChoice = Extract<Decision, { kind: 'battle-cards' }>;

const check: ActionHandler<'moritani-karama'>['check'] = (state, d, a): string | EngineError | null => {
  if (a.card === null) return a.keep === undefined && a.discard === undefined ? null : 'without a card, name no cards to keep or discard';
  if (typeof a.card !== 'string') return 'card is a Karama card id, or null';
  const power = powerProblem(state, MORITANI, a.card);
  if (power) return power;
  const keep = (a.keep ?? []) as unknown[];
  const discard = (a.discard ?? []) as unknown[];
  if (!Array.isArray(keep) || !Array.isArray(discard)) return 'keep and discard are lists of card ids';
  if (keep.length + discard.length === 0) return 'MO.karama: name a card to keep or to discard';
  if (keep.some((c) => !d.keepable.includes(c as TreacheryCardId))) return 'MO.karama: keep only cards the winner may keep';
  if (discard.some((c) => !d.played.includes(c as TreacheryCardId))) return 'MO.karama: discard only cards the winner played';
  if (new Set([...keep, ...discard]).size !== keep.length + discard.length) return 'MO.karama: a card is named twice';
  return null;
};

export const moritaniKarama: ActionHandler<'moritani-karama'> = {
  type: 'moritani-karama',
  rule: 'MO.karama',
  check,
  apply(ctx, d, a) {
    ctx.close(d);
    if (a.card === null) return;
    spendPower(ctx, MORITANI, a.card);
    const keep = a.keep ?? [];
    const discard = a.discard ?? [];
    ctx.emit({ type: 'moritani-karama-forced', winner: d.winner, keep: [...keep], discard: [...discard] });
    const winner = d.winner as Faction;
    // The winner's own choice, if still open, loses the cards Moritani decided.
    const open = ctx.state.pending.find((p): p is WinnerChoice => p.kind === 'battle-cards' && p.seat === winner);
    if (open) {
      const left = open.keepable.filter((c) => !keep.includes(c) && !discard.includes(c));
      if (left.length === 0) ctx.close(open);
      else open.keepable = left;
    }
    const hand = ctx.state.factions[winner]!.hand;
    discardCards(
      ctx,
      winner,
      discard.filter((c) => hand.includes(c)),
    );
    // Answered after the winner discarded it: a card to keep comes back from the discard pile, if it is still there.
    const pile = ctx.own('decks').treacheryDiscard;
    const back = keep.filter((c) => !hand.includes(c) && pile.includes(c));
    if (back.length === 0) return;
    ctx.own('decks').treacheryDiscard = pile.filter((c) => !back.includes(c));
    ctx.ownFaction(winner).hand.push(...back);
    ctx.emit({ type: 'moritani-karama-returned', winner, cards: back });
  },
};
