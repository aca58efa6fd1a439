// MO.terror.atomics: after the Atomics, nobody ships into their territory again (the Aftermath; moving there is
// allowed), and Moritani's hand limit and its ally's (whoever it is now) fall by one; a hand over its limit loses
// cards at random.
import { allyOf } from '../../alliances.ts';
import { discardFromHand } from '../../cards/deck.ts';
import type { Context } from '../../context.ts';
import { handLimit } from '../../phases/bidding/eligibility.ts';
import { randomInt } from '../../rng.ts';
import { MORITANI, moritaniOf } from './state.ts';

/** Hands over the limit the Atomics lowered lose cards at random, face up. */
export function settleAftermath(ctx: Context): void {
  if (!moritaniOf(ctx.state)?.aftermath || ctx.state.suspended !== null) return;
  const ally = allyOf(ctx.state, MORITANI);
  for (const f of ally ? [MORITANI, ally] : [MORITANI]) {
    while (ctx.faction(f).hand.length > handLimit(ctx.state, f)) {
      const hand = ctx.faction(f).hand;
      const card = hand[randomInt(ctx.state.rng, hand.length)]!;
      discardFromHand(ctx.state, f, card);
      ctx.emit({ type: 'hand-limit-discard', faction: f, card });
    }
  }
}
