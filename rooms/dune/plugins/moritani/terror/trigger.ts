// MO.terror.trigger: when forces of any faction but Moritani and its ally enter a stronghold holding a Terror token —
// shipped, moved, riding a worm, Bene Gesserit advisors too — Moritani may reveal it against them, offer them an
// alliance instead (MO.enemy-of-my-enemy; never to Ecaz), or leave it. Asked as an interrupt once the arrival's own
// questions and an Ambassador's are settled (EM.order.terror); the question names only public facts. Grumman's card
// may bar it (grumman.ts). Where two tokens stand (HW.grumman.high), Moritani names the one it reveals, and is asked
// again about the other; a pass or an offer answers for both.
import { allyOf } from '../../../alliances.ts';
import { nextQueuedArrival, tokenWatchReaction, type TokenWatch } from '../../../arrivals.ts';
import type { Context } from '../../../context.ts';
import { resumePending, suspendPending } from '../../../interrupts.ts';
import { consumePrevention } from '../../../karama/prevent.ts';
import type { ActionHandler } from '../../../phases/handler.ts';
import type { Draft, Faction, TerritoryId } from '../../../types.ts';
import { terrorBarred } from '../grumman.ts';
import { MORITANI, moritaniOf } from '../state.ts';
import { reveal } from './effects.ts';

const ECAZ: Faction = 'ecaz';

const tokenIn = (state: Draft, territory: TerritoryId) => moritaniOf(state)?.placed.find((p) => p.territory === territory) ?? null;

const triggers = (state: Draft, entrant: Faction, territory: TerritoryId, count?: number): boolean =>
  tokenIn(state, territory) !== null && entrant !== MORITANI && allyOf(state, MORITANI) !== entrant && !terrorBarred(state, entrant, count);

const WATCH: TokenWatch = {
  name: 'moritani-terror',
  stands: (state, territory) => tokenIn(state, territory) !== null,
  triggers,
  queue: (state) => moritaniOf(state)?.arrivals ?? null,
};

export const terrorArrival = tokenWatchReaction(WATCH);

/** Puts the next noticed arrival to Moritani, holding every other decision; true when it did (an interrupt). */
export function openTerrorTrigger(ctx: Context): boolean {
  const next = nextQueuedArrival(ctx.state, WATCH);
  if (!next) return false;
  suspendPending(ctx.state);
  // MO.karama-abilities.alliance: a Karama played beforehand takes the offer away this once (3.01.11.02).
  const mayOffer = next.entrant !== ECAZ && !consumePrevention(ctx, 'moritani-alliance');
  ctx.open({ kind: 'terror-trigger', seat: MORITANI, territory: next.territory, entrant: next.entrant, mayOffer });
  return true;
}

export const terrorTrigger: ActionHandler<'terror-trigger'> = {
  type: 'terror-trigger',
  rule: 'MO.terror.trigger',
  check(state, decision, action) {
    if (!['reveal', 'ally', 'pass'].includes(action.choice)) return 'choice is reveal, ally or pass';
    if (action.token !== undefined) {
      if (action.choice !== 'reveal') return 'name a token only to reveal it';
      if (!moritaniOf(state)!.placed.some((p) => p.territory === decision.territory && p.token === action.token)) return 'that token is not there';
    }
    return action.choice === 'ally' && !decision.mayOffer ? 'MO.enemy-of-my-enemy: no alliance is offered to Ecaz' : null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    const { territory, entrant } = decision;
    if (action.choice === 'pass') {
      ctx.emit({ type: 'terror-declined', territory, entrant });
      return resumePending(ctx.state);
    }
    if (action.choice === 'ally') {
      ctx.emit({ type: 'terror-alliance-offered', territory, to: entrant });
      ctx.open({ kind: 'terror-alliance', seat: entrant, from: MORITANI, territory });
      return;
    }
    const m = moritaniOf(ctx.state)!;
    // HW.grumman.high: the other token there is put to Moritani next, about the same arrival.
    if (m.placed.filter((p) => p.territory === territory).length > 1) m.arrivals.unshift({ territory, entrant });
    reveal(ctx, territory, entrant, action.token);
  },
};
