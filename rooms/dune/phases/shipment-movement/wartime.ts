// 2.02.17 WARTIME (Advanced game): before shipment and movement, the Bene Gesserit may flip all their advisors to
// fighters in any of the territories where they have advisors, announced publicly; not beside an ally (2.02.18),
// not under the storm (2.02.19), not beyond a stronghold's occupancy limit. A ✷ use a Karama can cancel.
import type { Context } from '../../context.ts';
import { advisorsInPlay, BG, fighterProblem, flipTerritory } from '../../factions/advisors.ts';
import { useOf } from '../../karama/abilities.ts';
import type { Draft, TerritoryId } from '../../types.ts';
import type { ActionHandler } from '../handler.ts';
import { isStringList } from '../../action-shape.ts';

/** Territories whose advisors could flip now, in board order. */
export function wartimeTerritories(state: Draft): TerritoryId[] {
  if (!advisorsInPlay(state)) return [];
  const withAdvisors = [...new Set(state.forces.filter((s) => s.faction === BG && s.advisors > 0).map((s) => s.territory))];
  return withAdvisors.filter((id) => fighterProblem(state, id) === null);
}

/** Opens the Wartime decision; false when there is nothing to flip. */
export function openWartime(ctx: Context): boolean {
  const territories = wartimeTerritories(ctx.state);
  if (territories.length === 0) return false;
  ctx.open({ kind: 'wartime', seat: BG, territories });
  return true;
}

export const wartime: ActionHandler<'wartime'> = {
  type: 'wartime',
  rule: '2.02.17',
  check(_state, decision, action) {
    if (!isStringList(action.territories)) return 'territories is a list of territory ids';
    if (new Set(action.territories).size !== action.territories.length) return 'name each territory once';
    const other = action.territories.find((id) => !decision.territories.includes(id));
    return other === undefined ? null : { code: 'NOT_ELIGIBLE', message: `the advisors in ${other} cannot flip now` };
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    for (const id of action.territories) flipTerritory(ctx, id, 'fighters', '2.02.17');
  },
  karama: {
    uses: (_state, _decision, action) => (action.territories.length > 0 ? [useOf('bg-wartime')] : []),
    fallback: (_decision, action) => ({ ...action, territories: [] }),
  },
};
