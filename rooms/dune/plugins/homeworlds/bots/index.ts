// Bots in the Homeworlds variant: when a shipment to another faction's homeworld beats the best shipment on Arrakis,
// and CHOAM's use of Tupile's intelligence. From the seat's own view only (faces, natives and occupiers are public).
import type { ShipDecision } from '../../../phases/shipment-movement/types.ts';
import { quoteFor, shipmentProblem, type ShipAction, type Shipper } from '../../../phases/shipment-movement/ship.ts';
import type { FreeAction } from '../../../deals/types.ts';
import type { PlayerView } from '../../../types.ts';
import type { BotContext } from '../../../bots/context.ts';
import { HOMEWORLDS, type World } from '../catalog.ts';
import { TUPILE_LOW_MAX } from '../tupile.ts';

/** A scored shipment to a homeworld: an undefended world to occupy, or (CHOAM) contact for Tupile's intelligence. */
export function homeworldShipment(ctx: BotContext, d: ShipDecision, s: Shipper): { action: ShipAction; score: number } | null {
  if (!d.homeworlds || ctx.level < 1) return null;
  const total = s.reserves.regular + s.reserves.elite;
  let best: { action: ShipAction; score: number } | null = null;
  for (const world of d.homeworlds as World[]) {
    const seen = ctx.view.homeworlds.find((w) => w.world === world);
    if (!seen) continue;
    const native = HOMEWORLDS[world].native;
    // With the Guild's offer (HW.junction.high) a faction's own world is listed too, for forces going home: from
    // reserves that would move nothing.
    if (native === ctx.me) continue;
    // CHOAM: forces there open Tupile's question to that faction; enough of them bring Tupile down to its low face.
    const quote = ctx.view.tupile;
    const contact = ctx.me === 'choam' && quote !== null && quote.blocked !== 'occupied' && !quote.used.includes(native) && !quote.targets.includes(native);
    const tupile = ctx.view.homeworlds.find((w) => w.world === 'tupile')?.natives ?? 0;
    const weak = seen.occupier === null && seen.natives <= 1;
    if (!contact && !weak) continue;
    const count = Math.min(total, weak ? seen.natives + 3 : Math.max(1, tupile - TUPILE_LOW_MAX));
    if (count < 1) continue;
    const elite = Math.max(0, count - s.reserves.regular);
    const action: ShipAction = { type: 'ship', event: d.id, mode: 'reserves', to: { territory: world, sector: 0 }, count, ...(elite > 0 ? { elite } : {}) };
    const cost = quoteFor(ctx.view, s, action, d.karamaCancelled).cost;
    if (cost > s.spice || shipmentProblem(ctx.view, s, d, action) !== null) continue;
    const value = (weak ? 6 + HOMEWORLDS[world].occupiedSpice * 2 : 0) + (contact ? 5 : 0);
    const score = value - cost * 0.5 + ctx.random();
    if (!best || score > best.score) best = { action, score };
  }
  return best;
}

/** HW.tupile.intelligence: CHOAM asks whoever its public quote allows (`pick`: the legal bot's variation). */
export function tupileAction(view: PlayerView, pick: number | null): FreeAction | null {
  const quote = view.tupile;
  if (view.viewer !== 'choam' || view.interrupted || !quote || quote.targets.length === 0 || view.phase === 'setup' || view.phase === 'game-over') return null;
  const target = quote.targets[(pick ?? 0) % quote.targets.length]!;
  // Weapons are what a battle needs to fear; the legal bot varies.
  const category = pick === null || pick % 2 === 0 ? 'weapons' : 'defenses';
  return { type: 'tupile-intelligence', target, category };
}
