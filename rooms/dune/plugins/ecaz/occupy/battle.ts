// EC.occupy in the battle: whichever of the two fights, the plan dials the ally's army (its forces, their spice and
// stars); half of Ecaz's forces there, rounded up, add to that dial at full strength and free of spice. The side wins:
// the ally loses what it dialed, Ecaz that half. It loses: both armies are lost. Harass and Withdraw sends Ecaz's other
// half home with the ally's undialed forces. With the combined army prevented by a Karama, the fighter dials its own
// forces alone, and the other army is lost only with the battle. The readings: docs/RULES-DECISIONS.md (Ecaz: Occupy).
import type { Context } from '../../../context.ts';
import { fightersIn } from '../../../phases/battle/battles.ts';
import { loseForces, sendHome } from '../../../phases/battle/losses.ts';
import type { SideModifiers, SideQuery } from '../../../phases/battle/hooks.ts';
import type { ForceLoss } from '../../../phases/battle/resolve.ts';
import { currentBattle } from '../../../phases/battle/options.ts';
import type { CurrentBattle, PlanOptions } from '../../../phases/battle/types.ts';
import type { Draft, Faction } from '../../../types.ts';
import type { EcazState } from '../types.ts';
import { ECAZ, ecazOf } from '../state.ts';
import { contribution } from './sides.ts';

/** The occupation when `faction` fights for Ecaz and its ally in the current battle, or null. */
function occupationOf(state: Draft, faction: Faction): NonNullable<EcazState['occupy']> | null {
  const occupy = ecazOf(state)?.occupy ?? null;
  return occupy !== null && (faction === ECAZ || faction === occupy.ally) ? occupy : null;
}

/** Ecaz's ally when `faction`'s plan dials the combined army (not prevented), or null. */
function combinedFor(state: Draft, faction: Faction): Faction | null {
  const occupy = occupationOf(state, faction);
  return occupy && !occupy.prevented ? occupy.ally : null;
}

/** The plan of either of the two dials the ally's army. */
export const occupyArmy = (state: Draft, _battle: CurrentBattle, faction: Faction): Faction | null => combinedFor(state, faction);

/** Ecaz's half, added to the dial whoever fights, shown with the plan's options. */
export function occupyPlanOptions(state: Draft, faction: Faction): Partial<PlanOptions> {
  if (combinedFor(state, faction) === null) return {};
  return { dialBonus: contribution(fightersIn(state, ECAZ, currentBattle(state))) };
}

/** The side's strength: Ecaz's half on the dial; its forces there (Stone Burner's count) the ally's and Ecaz's other half. */
export function occupyStrength(state: Draft, side: SideQuery): Partial<SideModifiers> {
  const ally = combinedFor(state, side.faction);
  if (ally === null) return {};
  const battle = currentBattle(state);
  const ecazForces = fightersIn(state, ECAZ, battle);
  const half = contribution(ecazForces);
  return { dialBonus: half, fighters: fightersIn(state, ally, battle) + ecazForces - half };
}

/** After the dialed army took the side's losses: the other army's (Ecaz's half when the side won; everything when it lost). */
export function occupyLosses(ctx: Context, battle: CurrentBattle, faction: Faction, loss: ForceLoss, withdraw: boolean): void {
  const occupy = occupationOf(ctx.state, faction);
  if (occupy === null || loss === 'none') return;
  if (occupy.prevented) {
    // The other army took no part in the dial: lost only with the battle.
    const other = faction === ECAZ ? occupy.ally : ECAZ;
    if (loss === 'all' && !withdraw) loseForces(ctx, battle, other, null);
    return;
  }
  const forces = fightersIn(ctx.state, ECAZ, battle);
  loseForces(ctx, battle, ECAZ, loss === 'all' && !withdraw ? null : contribution(forces));
  if (withdraw) sendHome(ctx, battle, ECAZ);
}
