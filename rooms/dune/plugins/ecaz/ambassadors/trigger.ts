// EC.ambassadors.trigger: when forces of a faction enter a stronghold holding an Ambassador — any way they come but as
// Bene Gesserit advisors, from another territory or from off the board — Ecaz may trigger it, for itself or for its
// ally, unless the entrant is Ecaz, its ally or the token's own faction. The question interrupts the game as soon as
// the arrival and what it opened first are settled (the Bene Gesserit's intrusion and spiritual advisor are asked
// before it: docs/RULES-DECISIONS.md); a declined token stays. Triggered, it leaves the board (supply.ts).
import { allyOf } from '../../../alliances.ts';
import type { ArrivalReaction } from '../../../extension-points/board.ts';
import type { Context } from '../../../context.ts';
import { BG, sideIn } from '../../../factions/advisors.ts';
import type { ActionHandler } from '../../../phases/handler.ts';
import type { Draft, Faction, TerritoryId } from '../../../types.ts';
import { ECAZ, ecazOf } from '../state.ts';
import type { AmbassadorId } from '../types.ts';
import { useEffect } from './effects.ts';
import { holdGame, releaseHold } from './hold.ts';
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

export const ambassadorArrival: ArrivalReaction = {
  name: 'ecaz-ambassador',
  notice(state, { faction, to, from }) {
    if (from === to.territory || ambassadorIn(state, to.territory) === null) return null;
    return {
      told: (ctx) => {
        if (triggers(ctx.state, faction, to.territory)) ecazOf(ctx.state)!.arrivals.push({ territory: to.territory, entrant: faction });
      },
    };
  },
};

/** Whether what an arrival opened first is still being settled (the intrusion, the spiritual advisor). */
function arrivalSettling(state: Draft): boolean {
  const round = state.round;
  return round?.phase === 'shipment-movement' && (round.stage === 'intrusion' || round.stage === 'advisor');
}

/** Puts the next noticed arrival to Ecaz, holding every other decision; true when it did (an interrupt). */
export function openTrigger(ctx: Context): boolean {
  const ecaz = ecazOf(ctx.state);
  if (!ecaz || ecaz.holding || ecaz.arrivals.length === 0) return false;
  if (ctx.state.suspended !== null || ctx.state.karama.window !== null || arrivalSettling(ctx.state)) return false;
  while (ecaz.arrivals.length > 0) {
    const { territory, entrant } = ecaz.arrivals.shift()!;
    // Asked again now: the token may have gone, or an alliance changed, since the arrival.
    if (!triggers(ctx.state, entrant, territory) || ctx.state.victory) continue;
    holdGame(ctx);
    ctx.open({ kind: 'ambassador-trigger', seat: ECAZ, token: ambassadorIn(ctx.state, territory)!, territory, entrant, ally: allyOf(ctx.state, ECAZ) });
    return true;
  }
  return false;
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
      releaseHold(ctx);
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
