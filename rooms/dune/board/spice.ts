// Spice on the board, one stack per (territory, sector), kept in canonical order.
import type { GameState, SpiceStack, TerritoryId } from '../types.ts';

function order(a: SpiceStack, b: SpiceStack): number {
  return a.territory.localeCompare(b.territory) || a.sector - b.sector;
}

export function addSpice(state: GameState, territory: TerritoryId, sector: number, amount: number): void {
  if (amount <= 0) return;
  const stack = state.spice.find((s) => s.territory === territory && s.sector === sector);
  if (stack) stack.amount += amount;
  else {
    state.spice.push({ territory, sector, amount });
    state.spice.sort(order);
  }
}

/** Removes up to `amount` spice from a sector (all when omitted); returns how much was removed. */
export function takeSpice(state: GameState, territory: TerritoryId, sector: number, amount = Infinity): number {
  const stack = state.spice.find((s) => s.territory === territory && s.sector === sector);
  if (!stack) return 0;
  const taken = Math.min(stack.amount, amount);
  stack.amount -= taken;
  if (stack.amount === 0) state.spice = state.spice.filter((s) => s !== stack);
  return taken;
}

/** The largest pile of a territory (the lowest sector on a tie), or undefined when it holds none. */
export function largestPile(state: GameState, territory: TerritoryId): SpiceStack | undefined {
  return state.spice.filter((s) => s.territory === territory && s.amount > 0).sort((a, b) => b.amount - a.amount || a.sector - b.sector)[0];
}

/** Spice in a territory, all sectors. */
export function spiceIn(state: GameState, territory: TerritoryId): number {
  return state.spice.filter((s) => s.territory === territory).reduce((n, s) => n + s.amount, 0);
}
