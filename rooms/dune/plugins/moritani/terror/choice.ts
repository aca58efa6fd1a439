// Moritani's answers to a revealed token that asks (MO.terror.robbery, .sabotage, .sneak-attack), and its discard
// when a robbed card takes its hand over the limit.
import { arrive } from '../../../arrivals.ts';
import { addForces } from '../../../board/forces.ts';
import { discardFromHand, drawTreachery, passCard } from '../../../cards/deck.ts';
import type { Context } from '../../../context.ts';
import { resumePending } from '../../../interrupts.ts';
import { handLimit } from '../../../phases/bidding/eligibility.ts';
import type { ActionHandler, ActionOf, DecisionFor } from '../../../phases/handler.ts';
import type { Draft, EngineError, Faction, TreacheryCardId } from '../../../types.ts';
import { MORITANI } from '../state.ts';

type Decision = DecisionFor<'terror-effect'>;
type Choice = ActionOf<'terror-effect'>;

function problem(state: Draft, d: Decision, a: Choice): string | EngineError | null {
  switch (d.token) {
    case 'robbery':
      return a.take === 'spice' || a.take === 'card' ? null : "MO.terror.robbery: take 'spice' (half the entrant's, rounded up) or 'card' (the deck's top)";
    case 'sabotage':
      if (a.give === undefined || a.give === null) return null;
      return state.factions[MORITANI]!.hand.includes(a.give) ? null : { code: 'NOT_HELD', message: 'give a card of your hand, or none' };
    case 'sneak-attack':
      if (!Number.isInteger(a.count) || a.count! < 0 || a.count! > (d.most ?? 0)) return { code: 'OVER_LIMIT', message: `send 0 to ${d.most} forces` };
      return a.count === 0 || (d.sectors ?? []).includes(a.sector as number)
        ? null
        : `MO.terror.sneak-attack: a sector out of the storm: ${(d.sectors ?? []).join(', ')}`;
  }
}

export const terrorEffect: ActionHandler<'terror-effect'> = {
  type: 'terror-effect',
  rule: 'MO.terror',
  check: problem,
  apply(ctx, d, a) {
    ctx.close(d);
    const done = { type: 'terror-effect', token: d.token, entrant: d.entrant, territory: d.territory } as const;
    if (d.token === 'robbery') return rob(ctx, d, a.take!);
    if (d.token === 'sabotage') {
      if (a.give) give(ctx, a.give, d.entrant);
      ctx.emit({ ...done, gave: Boolean(a.give) });
      return resumePending(ctx.state);
    }
    const count = a.count!;
    if (count === 0) ctx.emit({ ...done, forces: 0 });
    else {
      const to = { territory: d.territory, sector: a.sector! };
      arrive(
        ctx,
        { faction: MORITANI, to, way: 'terror', from: null, count },
        () => {
          ctx.ownFaction(MORITANI).reserves.regular -= count;
          addForces(ctx.state, { faction: MORITANI, ...to }, { regular: count });
        },
        () => ctx.emit({ ...done, forces: count, sector: to.sector }),
      );
    }
    resumePending(ctx.state);
  },
};

/** MO.terror.robbery: half the entrant's spice, rounded up (the amount told to the two alone), or the deck's top card. */
function rob(ctx: Context, d: Decision, take: 'spice' | 'card'): void {
  ctx.emit({ type: 'terror-effect', token: 'robbery', entrant: d.entrant, territory: d.territory, took: take });
  if (take === 'spice') {
    const amount = Math.ceil(ctx.faction(d.entrant).spice / 2);
    ctx.ownFaction(d.entrant).spice -= amount;
    ctx.ownFaction(MORITANI).spice += amount;
    for (const seat of [MORITANI, d.entrant]) ctx.emit({ type: 'terror-robbed', from: d.entrant, spice: amount }, seat);
    return resumePending(ctx.state);
  }
  const { card, reshuffled } = drawTreachery(ctx.state);
  if (reshuffled > 0) ctx.emit({ type: 'treachery-reshuffled', count: reshuffled });
  if (card !== null) {
    ctx.ownFaction(MORITANI).hand.push(card);
    ctx.emit({ type: 'terror-card-drawn', card }, MORITANI);
  }
  // Over the limit, Moritani discards a card of its choice.
  if (ctx.faction(MORITANI).hand.length > handLimit(ctx.state, MORITANI)) ctx.open({ kind: 'terror-discard', seat: MORITANI });
  else resumePending(ctx.state);
}

function give(ctx: Context, card: TreacheryCardId, to: Faction): void {
  passCard(ctx.state, MORITANI, to, card);
  for (const seat of [MORITANI, to]) ctx.emit({ type: 'terror-card-given', card, to }, seat);
}

export const terrorDiscard: ActionHandler<'terror-discard'> = {
  type: 'terror-discard',
  rule: 'MO.terror.robbery',
  check: (state, _d, a) => (state.factions[MORITANI]!.hand.includes(a.card) ? null : { code: 'NOT_HELD', message: 'discard a card of your hand' }),
  apply(ctx, d, a) {
    ctx.close(d);
    discardFromHand(ctx.state, MORITANI, a.card);
    ctx.emit({ type: 'hand-limit-discard', faction: MORITANI, card: a.card });
    resumePending(ctx.state);
  },
};
