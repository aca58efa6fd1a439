// HW.occupation: a faction occupies another's homeworld once it is there alone (no native forces, no other faction)
// and keeps it until it has no forces left there; checked after every change the engine makes (phases/turn.ts).
// HW.occupation-income: in Spice Collection each occupier takes the world's occupied spice from the bank.
import type { Context } from '../../context.ts';
import type { Faction, Draft } from '../../types.ts';
import { HOMEWORLDS, type World } from './catalog.ts';
import { gameWorlds, homeworldsOn, nativeForces, occupierOf } from './state.ts';

/** Foreign factions with forces on `world`. */
export function visitorsOf(state: Draft, world: World): Faction[] {
  const native = HOMEWORLDS[world].native;
  const present = state.forces.filter((s) => s.territory === world && s.faction !== native && s.regular + s.elite + s.advisors > 0);
  return [...new Set(present.map((s) => s.faction))];
}

/** Starts and ends occupations as the forces now stand; returns whether anything changed. */
export function syncOccupation(ctx: Context): boolean {
  if (!homeworldsOn(ctx.state)) return false;
  const occupiers = ctx.state.homeworlds!.occupiers;
  let changed = false;
  for (const world of gameWorlds(ctx.state)) {
    const visitors = visitorsOf(ctx.state, world);
    const current = occupierOf(ctx.state, world);
    if (current && !visitors.includes(current)) {
      delete occupiers[world];
      ctx.emit({ type: 'occupation-ended', world, faction: current });
      changed = true;
    }
    if (!occupierOf(ctx.state, world) && visitors.length === 1 && nativeForces(ctx.state, world) === 0) {
      occupiers[world] = visitors[0]!;
      ctx.emit({ type: 'homeworld-occupied', world, faction: visitors[0]! });
      changed = true;
    }
  }
  return changed;
}

/**
 * HW.occupation-income: each occupier takes the world's occupied spice from the bank (Spice Collection). Returns what
 * was paid, which an occupier may pass to its ally (income-share.ts).
 */
export function occupationIncome(ctx: Context): { world: World; occupier: Faction; amount: number }[] {
  const paid: { world: World; occupier: Faction; amount: number }[] = [];
  for (const world of gameWorlds(ctx.state)) {
    const occupier = occupierOf(ctx.state, world);
    const amount = HOMEWORLDS[world].occupiedSpice;
    if (!occupier || amount === 0) continue;
    ctx.ownFaction(occupier).spice += amount;
    ctx.emit({ type: 'occupation-income', world, faction: occupier, amount });
    paid.push({ world, occupier, amount });
  }
  return paid;
}

/** HW.alliance: two factions may not ally while either occupies the other's homeworld. */
export function occupationBarsAlliance(state: Draft, a: Faction, b: Faction): boolean {
  return gameWorlds(state).some((w) => {
    const native = HOMEWORLDS[w].native;
    const occupier = occupierOf(state, w);
    return (native === a && occupier === b) || (native === b && occupier === a);
  });
}
