// IX.starting-card: at set-up's starting deal (0.14) the Ixians draw a pool of one card per faction seated, keep one
// and the others are shuffled and dealt one to each other faction as its starting card; the Harkonnen then draw their
// second from the deck (2.05.04). The pool is theirs alone to see; each other faction sees only its own card.
import type { Context } from '../../context.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import { dealStartingHands } from '../../phases/setup/starting-treachery.ts';
import { shuffled } from '../../rng.ts';
import type { Faction, TreacheryCardId } from '../../types.ts';
import { IXIANS, ixiansOf } from './state.ts';

/** Draws the pool and asks the Ixians; true when they play (the deal then waits for their answer). */
export function dealIxianPool(ctx: Context): boolean {
  if (!ctx.state.ixians) return false;
  const decks = ctx.own('decks');
  // One per seat, drawn from the deck at set-up (never short: the deck holds 33 cards or more).
  const pool = decks.treachery.splice(0, ctx.seating.length);
  ctx.state.ixians = { ...ixiansOf(ctx.state), pool };
  ctx.emit({ type: 'ixian-pool-drawn', count: pool.length });
  ctx.emit({ type: 'ixian-pool-seen', cards: [...pool] }, IXIANS);
  ctx.open({ kind: 'ixian-starting-card', seat: IXIANS, cards: [...pool] });
  return true;
}

export const ixianStartingCard: ActionHandler<'ixian-starting-card'> = {
  type: 'ixian-starting-card',
  rule: 'IX.starting-card',
  check(_state, decision, action) {
    if (typeof action.card !== 'string' || !decision.cards.includes(action.card))
      return { code: 'NOT_HELD', message: `IX.starting-card: ${String(action.card)} is not one of the pool's cards` };
    return null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    const part = ixiansOf(ctx.state);
    const rest = [...(part.pool ?? [])];
    rest.splice(rest.indexOf(action.card), 1);
    const { pool: _pool, ...kept } = part;
    ctx.state.ixians = kept;
    // The others' cards, shuffled so that the Ixians, who saw them all, do not learn who holds which.
    const dealt = shuffled(ctx.state.rng, rest);
    const given: Partial<Record<Faction, TreacheryCardId>> = { [IXIANS]: action.card };
    ctx.emit({ type: 'ixian-card-kept' });
    for (const f of ctx.seating.filter((s) => s !== IXIANS)) given[f] = dealt.shift()!;
    dealStartingHands(ctx, given);
  },
};

/** The pool while the Ixians choose (custody finds it here). */
export const heldPool = (state: { ixians?: { pool?: TreacheryCardId[] } }): TreacheryCardId[] => state.ixians?.pool ?? [];
