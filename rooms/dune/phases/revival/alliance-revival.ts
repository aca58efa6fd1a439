// Alliance powers in the Revival phase (Basic abilities):
// - 2.04.11: at the Fremen's discretion their ally's free revival is 3. Asked before the ally revives, and only
//   when it changes something (the ally's own free revival is lower and it has more forces than that in the tanks).
// - 2.03.07: the Emperor may pay for the revival of up to 3 of their ally's forces beyond the ally's limit, at the
//   normal 2 spice each (1.05.01.03), paid to the bank. Asked after the ally's own revival, when forces are left.
import { payForRevival } from './payment.ts';
import type { Context } from '../../context.ts';
import { FACTION_PROFILES } from '../../factions/profiles.ts';
import type { Faction } from '../../types.ts';
import { useOf } from '../../karama/abilities.ts';
import type { ActionHandler } from '../handler.ts';
import {
  COST_PER_FORCE,
  EMPEROR_ALLY_EXTRA,
  FREMEN_ALLY_FREE_REVIVAL,
  allyIs,
  eliteAllowance,
  isCount,
  moveToReserves,
  pickFromTanks,
  revivalRound,
  totalOf,
} from './force-revival.ts';

/** 2.04.11: opens the Fremen's choice if granting would matter for `faction`. Returns whether it opened one. */
export function openFremenGrant(ctx: Context, faction: Faction): boolean {
  if (!allyIs(ctx.state, faction, 'fremen')) return false;
  const own = FACTION_PROFILES[faction].freeRevival;
  if (own >= FREMEN_ALLY_FREE_REVIVAL || totalOf(ctx.faction(faction).tanks) <= own) return false;
  ctx.open({ kind: 'grant-free-revival', seat: 'fremen', ally: faction, freeRevival: FREMEN_ALLY_FREE_REVIVAL });
  return true;
}

export const grantFreeRevival: ActionHandler<'grant-free-revival'> = {
  type: 'grant-free-revival',
  rule: '2.04.11',
  check() {
    return null;
  },
  apply(ctx, decision, action) {
    revivalRound(ctx.state).boosted = action.grant;
    ctx.emit({ type: 'free-revival-granted', by: decision.seat, ally: decision.ally, granted: action.grant });
    ctx.close(decision);
  },
  karama: {
    // 3.01.11.01: a grant is a ✷ use; cancelled, the ally revives with its own free revival.
    uses: (_state, decision, action) => (action.grant ? [useOf('fremen-ally-revival', decision.ally)] : []),
    fallback: (_decision, action) => ({ ...action, grant: false }),
  },
};

/** Forces of `faction` the Emperor could pay for now: regular first, starred within this turn's allowance. */
function payableForces(ctx: Context, faction: Faction): number {
  return totalOf(pickFromTanks(ctx.faction(faction).tanks, EMPEROR_ALLY_EXTRA, eliteAllowance(ctx.state, faction)));
}

/** 2.03.07: opens the Emperor's offer if their ally still has forces in the tanks. */
export function openEmperorPays(ctx: Context, faction: Faction): boolean {
  if (!allyIs(ctx.state, faction, 'emperor')) return false;
  const max = payableForces(ctx, faction);
  if (max === 0) return false;
  ctx.open({ kind: 'pay-ally-revival', seat: 'emperor', ally: faction, max, costPerForce: COST_PER_FORCE });
  return true;
}

export const payAllyRevival: ActionHandler<'pay-ally-revival'> = {
  type: 'pay-ally-revival',
  rule: '2.03.07',
  check(state, decision, action) {
    if (!isCount(action.forces)) return 'the number of forces is a whole number from 0';
    if (action.forces > decision.max) return { code: 'OVER_LIMIT', message: `you may pay for at most ${decision.max} of ${decision.ally}'s forces` };
    const cost = action.forces * decision.costPerForce;
    if (cost > state.factions[decision.seat]!.spice) return { code: 'INSUFFICIENT_SPICE', message: `reviving ${action.forces} forces costs ${cost} spice` };
    return null;
  },
  apply(ctx, decision, action) {
    if (action.forces > 0) {
      const ally = ctx.ownFaction(decision.ally);
      const forces = pickFromTanks(ally.tanks, action.forces, eliteAllowance(ctx.state, decision.ally));
      const cost = totalOf(forces) * decision.costPerForce;
      moveToReserves(ally, forces);
      revivalRound(ctx.state).eliteRevived += forces.elite;
      ctx.ownFaction(decision.seat).spice -= cost; // 1.05.01.04: to the Spice Bank
      payForRevival(ctx, decision.seat, cost);
      ctx.emit({ type: 'forces-revived', faction: decision.ally, forces, free: 0, cost, paidBy: decision.seat, by: 'ally' });
    }
    ctx.close(decision);
  },
  karama: {
    // 3.01.11.01: paying for the ally is a ✷ use; cancelled, no extra forces are revived.
    uses: (_state, decision, action) => (action.forces > 0 ? [useOf('emperor-ally-revival', decision.ally)] : []),
    fallback: (_decision, action) => ({ ...action, forces: 0 }),
  },
};
