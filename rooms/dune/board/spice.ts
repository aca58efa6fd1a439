// Spice on the board, one stack per (territory, sector), kept in canonical order.
import { own } from '../draft.ts';
import type { Draft, SpiceStack, TerritoryId } from '../types.ts';

function order(a: SpiceStack, b: SpiceStack): number {
  return a.territory.localeCompare(b.territory) || a.sector - b.sector;
}

export function addSpice(state: Draft, territory: TerritoryId, sector: number, amount: number): void {
  if (amount <= 0) return;
  const spice = own(state, 'spice');
  const stack = spice.find((s) => s.territory === territory && s.sector === sector);
  if (stack) stack.amount += amount;
  else {
    spice.push({ territory, sector, amount });
    spice.sort(order);
  }
}

/** Removes up to `amount` spice from a sector (all when omitted); returns how much was removed. */
export function takeSpice(state: Draft, territory: TerritoryId, sector: number, amount = Infinity): number {
  if (!state.spice.some((s) => s.territory === territory && s.sector === sector)) return 0;
  const spice = own(state, 'spice');
  const at = spice.findIndex((s) => s.territory === territory && s.sector === sector);
  const stack = spice[at]!;
  const taken = Math.min(stack.amount, amount);
  stack.amount -= taken;
  if (stack.amount === 0) spice.splice(at, 1);
  return taken;
}

/** The largest pile of a territory (the lowest sector on a tie), or undefined when it holds none. */
export function largestPile(state: Draft, territory: TerritoryId): Readonly<SpiceStack> | undefined {
  return state.spice.filter((s) => s.territory === territory && s.amount > 0).sort((a, b) => b.amount - a.amount || a.sector - b.sector)[0];
}

/** Spice in a territory, all sectors. */
export function spiceIn(state: Draft, territory: TerritoryId): number {
  return state.spice.filter((s) => s.territory === territory).reduce((n, s) => n + s.amount, 0);
}
