// Caladan (Atreides).
// HW.caladan.high: when the Atreides win a battle they may add one force from their reserves to the territory or
// homeworld of the battle, into a sector where a force of theirs is still there (not under the storm).
// HW.caladan.low: they may not use their movement advantage to look at the top card of the Spice Deck (2.01.07).
// HW.caladan.occupied: the occupier shares their bidding advantage: it sees each card up for bid (2.01.05), privately.
import { arrive } from '../../arrivals.ts';
import { addForces, stackAt } from '../../board/forces.ts';
import { inStorm } from '../../board/storm.ts';
import type { Context } from '../../context.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import type { Faction, Draft, TerritoryId } from '../../types.ts';
import { occupierOf, shown } from './state.ts';

/** HW.caladan.low: no Wormsign look while Caladan shows its low face. */
export const caladanBlind = (state: Draft): boolean => shown(state, 'caladan') === 'low';

/** HW.caladan.occupied: whether `faction` sees the card up for bid as the occupier of Caladan. */
export const sharesBiddingLook = (state: Draft, faction: Faction): boolean => occupierOf(state, 'caladan') === faction;

function sectorsHeld(state: Draft, territory: TerritoryId, sectors: readonly number[]): number[] {
  return sectors.filter((sector) => {
    const stack = stackAt(state, 'atreides', territory, sector);
    return stack !== undefined && stack.regular + stack.elite > 0 && !inStorm(state, territory, sector);
  });
}

/** HW.caladan.high: after the battle, the Atreides winner's offer (optional, public). */
export function openCaladanReinforce(ctx: Context, battle: { territory: TerritoryId; sectors: readonly number[] }, winner: Faction | null): void {
  // Reserves are Caladan's forces: adding one of them to Caladan itself would change nothing.
  if (winner !== 'atreides' || battle.territory === 'caladan' || shown(ctx.state, 'caladan') !== 'high') return;
  const reserves = ctx.faction('atreides').reserves;
  if (reserves.regular + reserves.elite < 1) return;
  const sectors = sectorsHeld(ctx.state, battle.territory, battle.sectors);
  if (sectors.length > 0) ctx.open({ kind: 'caladan-reinforce', seat: 'atreides', territory: battle.territory, sectors });
}

export const caladanReinforce: ActionHandler<'caladan-reinforce'> = {
  type: 'caladan-reinforce',
  rule: 'HW.caladan.high',
  check(state, decision, action) {
    if (action.sector === null) return null;
    if (!decision.sectors.includes(action.sector)) return `HW.caladan.high: add the force to one of sectors ${decision.sectors.join(', ')}`;
    if (sectorsHeld(state, decision.territory, [action.sector]).length === 0)
      return { code: 'NOT_ELIGIBLE', message: 'HW.caladan.high: you have no force left there' };
    const reserves = state.factions.atreides!.reserves;
    return reserves.regular + reserves.elite < 1 ? { code: 'NOT_HELD', message: 'no force in reserves' } : null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    if (action.sector === null) return;
    const reserves = ctx.ownFaction('atreides').reserves;
    const take = reserves.regular > 0 ? { regular: 1, elite: 0 } : { regular: 0, elite: 1 };
    reserves.regular -= take.regular;
    reserves.elite -= take.elite;
    const to = { territory: decision.territory, sector: action.sector };
    arrive(
      ctx,
      { faction: 'atreides', to, way: 'reinforcement', from: null, count: 1 },
      () => addForces(ctx.state, { faction: 'atreides', ...to }, take),
      () => ctx.emit({ type: 'caladan-reinforced', ...to }),
    );
  },
};
