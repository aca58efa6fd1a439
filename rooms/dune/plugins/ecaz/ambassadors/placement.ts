// EC.ambassadors.placement: at the end of the Revival phase Ecaz may place Ambassadors from its supply, one at a time,
// each in a stronghold out of the storm that holds none (forces there or not); the n-th of a turn costs n spice, paid
// to the bank. A ✷ ability: a Karama cancelling a placement ends the placements of the turn (its fallback places none).
import type { Context } from '../../../context.ts';
import { sectorsOutOfStorm } from '../../../board/storm.ts';
import { strongholdsOn } from '../../../board/movement.ts';
import { useOf } from '../../../karama/abilities.ts';
import { pay } from '../../../payments.ts';
import type { ActionHandler } from '../../../phases/handler.ts';
import type { Draft, TerritoryId } from '../../../types.ts';
import { ECAZ, ecazOf } from '../state.ts';
import type { EcazState } from '../types.ts';

/** What the next placement of the turn costs. */
export const nextCost = (state: Draft, ecaz: EcazState): number => (ecaz.placements.turn === state.turn ? ecaz.placements.count : 0) + 1;

/** The strongholds an Ambassador may go to now. */
export function openStrongholds(state: Draft, ecaz: EcazState): TerritoryId[] {
  const taken = new Set(ecaz.placed.map((p) => p.territory));
  return strongholdsOn(state).filter((id) => !taken.has(id) && sectorsOutOfStorm(state, id).length > 0);
}

/** Asks Ecaz for its next placement, when it has a token, a stronghold and the spice; true when it asked. */
export function openPlacement(ctx: Context): boolean {
  const ecaz = ecazOf(ctx.state);
  if (!ecaz || ctx.state.victory) return false;
  const cost = nextCost(ctx.state, ecaz);
  const strongholds = openStrongholds(ctx.state, ecaz);
  if (ecaz.supply.length === 0 || strongholds.length === 0 || ctx.faction(ECAZ).spice < cost) return false;
  ctx.open({ kind: 'ambassador-place', seat: ECAZ, tokens: [...new Set(ecaz.supply)], strongholds, cost });
  return true;
}

export const ambassadorPlace: ActionHandler<'ambassador-place'> = {
  type: 'ambassador-place',
  rule: 'EC.ambassadors.placement',
  check(state, decision, action) {
    if (action.token === null) return action.territory === undefined ? null : 'placing none names no stronghold';
    if (!decision.tokens.includes(action.token)) return `place one of the tokens in your supply: ${decision.tokens.join(', ')}`;
    if (action.territory === undefined || !decision.strongholds.includes(action.territory))
      return `place it in a stronghold out of the storm with no Ambassador: ${decision.strongholds.join(', ')}`;
    return state.factions[ECAZ]!.spice < decision.cost ? { code: 'INSUFFICIENT_SPICE', message: `this placement costs ${decision.cost} spice` } : null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    if (action.token === null || action.territory === undefined) return;
    const ecaz = ecazOf(ctx.state)!;
    ecaz.supply.splice(ecaz.supply.indexOf(action.token), 1);
    ecaz.placed.push({ token: action.token, territory: action.territory });
    ecaz.placements = { turn: ctx.state.turn, count: decision.cost };
    ctx.ownFaction(ECAZ).spice -= decision.cost;
    pay(ctx, ECAZ, 'bank', decision.cost);
    ctx.emit({ type: 'ambassador-placed', token: action.token, territory: action.territory, cost: decision.cost });
    openPlacement(ctx);
  },
  karama: {
    uses: (_state, _decision, action) => (action.token === null ? [] : [useOf('ecaz-ambassadors')]),
    fallback: (decision) => ({ type: 'ambassador-place', event: decision.id, token: null }),
  },
};
