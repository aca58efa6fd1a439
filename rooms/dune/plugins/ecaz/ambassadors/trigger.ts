// EC.ambassadors.trigger: when forces of a faction enter a stronghold holding an Ambassador — any way they come but as
// Bene Gesserit advisors, from another territory or from off the board — Ecaz may trigger it, for itself or for its
// ally, unless the entrant is Ecaz, its ally or the token's own faction. The question interrupts the game as soon as
// the arrival and what it opened first are settled (the Bene Gesserit's intrusion and spiritual advisor are asked
// before it: docs/RULES-DECISIONS.md); a declined token stays. Triggered, it leaves the board (supply.ts).
import { allyOf } from '../../../alliances.ts';
import { nextQueuedArrival, tokenWatchReaction, type TokenWatch } from '../../../arrivals.ts';
import type { Context } from '../../../context.ts';
import { BG, sideIn } from '../../../factions/advisors.ts';
import type { ActionHandler } from '../../../phases/handler.ts';
import type { Draft, Faction, TerritoryId } from '../../../types.ts';
import { ECAZ, ecazOf } from '../state.ts';
import type { AmbassadorId } from '../types.ts';
import { useEffect } from './effects.ts';
import { resumePending, suspendPending } from '../../../interrupts.ts';
import { spend } from './supply.ts';

/** The token in `territory`, if any. */
export const ambassadorIn = (state: Draft, territory: TerritoryId): AmbassadorId | null =>
  ecazOf(state)?.placed.find((p) => p.territory === territory)?.token ?? null;

/** Whether `entrant` entering `territory` may trigger its Ambassador now. */
function triggers(state: Draft, entrant: Faction, territory: TerritoryId): boolean {
  const token = ambassadorIn(state, territory);
  if (token === null || entrant === ECAZ || entrant === token || allyOf(state, ECAZ) === entrant) return false;
  // Bene Gesserit advisors enter nothing (their side there is what they landed as).
  return entrant !== BG || sideIn(state, territory) !== 'advisors';
}

const WATCH: TokenWatch = {
  name: 'ecaz-ambassador',
  stands: (state, territory) => ambassadorIn(state, territory) !== null,
  triggers,
  queue: (state) => ecazOf(state)?.arrivals ?? null,
};

export const ambassadorArrival = tokenWatchReaction(WATCH);

/** Puts the next noticed arrival to Ecaz, holding every other decision; true when it did (an interrupt). */
export function openTrigger(ctx: Context): boolean {
  const next = nextQueuedArrival(ctx.state, WATCH);
  if (!next) return false;
  const { territory, entrant } = next;
  suspendPending(ctx.state);
  ctx.open({ kind: 'ambassador-trigger', seat: ECAZ, token: ambassadorIn(ctx.state, territory)!, territory, entrant, ally: allyOf(ctx.state, ECAZ) });
  return true;
}

export const ambassadorTrigger: ActionHandler<'ambassador-trigger'> = {
  type: 'ambassador-trigger',
  rule: 'EC.ambassadors.trigger',
  check(_state, decision, action) {
    if (typeof action.trigger !== 'boolean') return 'trigger must be true or false';
    if (action.forAlly !== undefined && typeof action.forAlly !== 'boolean') return 'forAlly must be true or false';
    if (action.forAlly === true && (!action.trigger || decision.ally === null)) return 'only a token triggered while Ecaz has an ally may be for the ally';
    return null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    const { token, territory, entrant } = decision;
    if (!action.trigger) {
      ctx.emit({ type: 'ambassador-declined', token, territory, entrant });
      resumePending(ctx.state);
      return;
    }
    const ecaz = ecazOf(ctx.state)!;
    ecaz.placed = ecaz.placed.filter((p) => p.territory !== territory);
    const beneficiary = action.forAlly ? decision.ally! : ECAZ;
    ctx.emit({ type: 'ambassador-triggered', token, territory, entrant, beneficiary });
    spend(ctx, token);
    useEffect(ctx, { token, beneficiary, entrant, territory });
  },
};
