// 1.14.04 Harkonnen: during the bidding phase a Karama card lets the Harkonnen take another player's entire hand,
// then give that player one card of their choice for each card taken. The take interrupts the game (interrupts.ts)
// with one private decision, answered by the Harkonnen alone; nothing else moves until the cards are given back.
// The public learns the counts only (hand sizes are public, 1.11.02); which cards go either way is told to the two
// players. Cards committed to the bidding stay out of it: the standing top bidder's hand may not be taken (a Karama
// may back its bid, 3.01.11.04, and that is secret), and the Harkonnen's own bid Karama is neither spent nor given.
import { committedCards } from '../../cards/committed.ts';
import type { Context } from '../../context.ts';
import { resumePending, suspendPending } from '../../interrupts.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import { isEligible, karamaInHand } from '../../phases/bidding/eligibility.ts';
import type { EngineError, Faction, Draft, TreacheryCardId } from '../../types.ts';
import type { PowerHandler } from './index.ts';
import { isSeated, isStringList } from '../../action-shape.ts';

const notEligible = (message: string): EngineError => ({ code: 'NOT_ELIGIBLE', message });

/** The Karama backing `faction`'s standing top bid (3.01.11.04), if any: it must stay in the hand until the sale. */
function bidKarama(state: Draft, faction: Faction): TreacheryCardId | null {
  const round = state.round;
  return round?.phase === 'bidding' && round.highBidder === faction ? round.highKarama : null;
}

export const harkonnenHand: PowerHandler<'harkonnen-hand'> = {
  faction: 'harkonnen',
  check(state, seat, action) {
    const round = state.round;
    if (state.phase !== 'bidding' || round?.phase !== 'bidding') return notEligible('1.14.04: only during the bidding phase');
    if (state.karama.window !== null || state.cardWindow?.open) return notEligible('1.14.04: not while a Karama or card window is open');
    const target = isSeated(state, action.target) ? state.factions[action.target] : undefined;
    if (action.target === seat || !target) return { code: 'INVALID_CHOICE', message: `1.14.04: ${action.target} is not another faction in this game` };
    if (target.hand.length === 0) return notEligible(`1.14.04: ${action.target} holds no cards`);
    // Who holds the top bid is public; whether a Karama backs it is not, so the refusal does not depend on it.
    if (round.highBidder === action.target) return notEligible(`1.14.04: ${action.target} holds the top bid; its cards may back it until the card is sold`);
    if (action.card === bidKarama(state, seat) || committedCards(state, seat).includes(action.card))
      return notEligible('1.14.04: that Karama is committed to your standing bid');
    return null;
  },
  apply(ctx, seat, action) {
    const { state } = ctx;
    // 1.14.04: the whole hand moves to the Harkonnen (who may hold more than 8 cards only while they choose).
    const target = ctx.ownFaction(action.target);
    const taken = target.hand;
    target.hand = [];
    const hand = ctx.ownFaction(seat).hand;
    hand.push(...taken);
    ctx.emit({ type: 'hand-taken', faction: seat, target: action.target, count: taken.length });
    for (const party of [seat, action.target]) ctx.emit({ type: 'hand-taken-cards', faction: seat, target: action.target, cards: [...taken] }, party);
    suspendPending(state);
    const reserved = bidKarama(state, seat);
    const choices = hand.filter((id) => id !== reserved);
    ctx.open({ kind: 'harkonnen-return', seat, target: action.target, count: taken.length, taken: [...taken], choices });
  },
};

export const harkonnenReturn: ActionHandler<'harkonnen-return'> = {
  type: 'harkonnen-return',
  rule: '1.14.04',
  check(state, decision, action) {
    const hand = state.factions[decision.seat]!.hand;
    if (!isStringList(action.cards)) return 'cards is a list of card ids';
    if (action.cards.length !== decision.count) return `give back exactly ${decision.count} card${decision.count === 1 ? '' : 's'}`;
    if (new Set(action.cards).size !== action.cards.length) return 'name each card once';
    const bad = action.cards.find((id) => !decision.choices.includes(id) || !hand.includes(id));
    return bad === undefined ? null : `${bad} is not a card you may give back`;
  },
  apply(ctx, decision, action) {
    // 1.14.04: one card in return for each card taken, so both hands are back to their sizes.
    ctx.close(decision);
    const hand = ctx.ownFaction(decision.seat).hand;
    for (const id of action.cards) hand.splice(hand.indexOf(id), 1);
    ctx.ownFaction(decision.target).hand.push(...action.cards);
    const body = { faction: decision.seat, target: decision.target };
    ctx.emit({ type: 'cards-given-back', ...body, count: action.cards.length });
    for (const party of [decision.target, decision.seat]) ctx.emit({ type: 'cards-given-back-cards', ...body, cards: [...action.cards] }, party);
    resumePending(ctx.state);
    refreshBids(ctx, [decision.seat, decision.target]);
  },
};

/**
 * An open bid decision names the Karama its seat holds (3.01.11.04) and whether its hand has room (1.04.03): after
 * the exchange (and the Karama spent) either may have changed. The decision keeps its id.
 */
function refreshBids(ctx: Context, seats: readonly Faction[]): void {
  for (const d of ctx.state.pending)
    if (d.kind === 'bid' && seats.includes(d.seat)) {
      d.karama = karamaInHand(ctx.state, d.seat);
      d.eligible = isEligible(ctx.state, d.seat);
    }
}
