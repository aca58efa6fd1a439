// DS.entry: as the next turn's Storm phase starts, each faction with fighters in the territory around a place
// revealed the turn before may move any of them in, free: no spice, no shipment, no move of its turn. Stacks under the
// storm stay (no force moves out of it), and Jacurutu Sietch holds two factions at most. Asked of every such faction
// at once, each its own question.
import { inStorm } from '../../board/storm.ts';
import { moveForces } from '../../board/forces.ts';
import { arrive } from '../../arrivals.ts';
import type { Context } from '../../context.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import { strongholdFull } from '../../phases/shipment-movement/board-view.ts';
import { stormOrder } from '../../storm-order.ts';
import type { Faction } from '../../types.ts';
import { unnamedTokensIn } from '../../board/tokens.ts';
import { discoveryOf } from './state.ts';
import type { DiscoveredLocation } from './types.ts';

/** The stacks around the place that may enter, a concealed token (RI.no-field) left out: an entry names none. */
function stacksOf(ctx: Context, faction: Faction, location: DiscoveredLocation): { sector: number; count: number }[] {
  return ctx.state.forces
    .filter((s) => s.faction === faction && s.territory === location.on && !inStorm(ctx.state, s.territory, s.sector))
    .map((s) => ({ sector: s.sector, count: s.regular + s.elite - unnamedTokensIn(ctx.state, faction, s.territory, s.sector) }))
    .filter((s) => s.count > 0);
}

/** The Storm phase starts: the places revealed last turn offer their free entry. */
export function openEntries(ctx: Context): boolean {
  const part = discoveryOf(ctx.state);
  if (!part || part.entryTurn === ctx.state.turn) return false;
  part.entryTurn = ctx.state.turn;
  let opened = false;
  for (const location of part.locations.filter((l) => l.turn === ctx.state.turn - 1))
    for (const faction of stormOrder(ctx.state)) {
      const stacks = stacksOf(ctx, faction, location);
      if (stacks.length === 0 || strongholdFull(ctx.state, location.place, faction)) continue;
      ctx.open({ kind: 'discovery-entry', seat: faction, place: location.place, on: location.on, stacks });
      opened = true;
    }
  return opened;
}

export const discoveryEntry: ActionHandler<'discovery-entry'> = {
  type: 'discovery-entry',
  rule: 'DS.entry',
  check(state, decision, action) {
    if (!Array.isArray(action.groups)) return 'groups is a list of { sector, count }';
    const seen = new Set<number>();
    for (const g of action.groups) {
      const stack = decision.stacks.find((s) => s.sector === g?.sector);
      if (!stack || seen.has(g.sector)) return 'name each sector offered at most once';
      seen.add(g.sector);
      if (!Number.isInteger(g.count) || g.count < 1 || g.count > stack.count)
        return { code: 'OVER_LIMIT', message: `move 1 to ${stack.count} from sector ${g.sector}` };
      const here = state.forces.find((s) => s.faction === decision.seat && s.territory === decision.on && s.sector === g.sector);
      if (!here || here.regular + here.elite - unnamedTokensIn(state, decision.seat, decision.on, g.sector) < g.count)
        return { code: 'NOT_HELD', message: `not that many forces in sector ${g.sector}` };
    }
    return action.groups.length > 0 && strongholdFull(state, decision.place, decision.seat)
      ? { code: 'NOT_ELIGIBLE', message: `1.06.03.05: ${decision.place} already holds two other factions` }
      : null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    const faction = decision.seat;
    const count = action.groups.reduce((n, g) => n + g.count, 0);
    if (count === 0) return;
    const to = { territory: decision.place, sector: 0 };
    const land = () => {
      for (const g of action.groups) {
        const stack = ctx.state.forces.find((s) => s.faction === faction && s.territory === decision.on && s.sector === g.sector)!;
        const regular = Math.min(stack.regular - unnamedTokensIn(ctx.state, faction, decision.on, g.sector), g.count);
        moveForces(ctx.state, faction, { territory: decision.on, sector: g.sector }, to, { regular, elite: g.count - regular });
      }
    };
    // An arrival like any other: an Ambassador or a Terror token in Jacurutu Sietch may answer it.
    arrive(ctx, { faction, to, way: 'entry', from: decision.on, count }, land, () =>
      ctx.emit({ type: 'discovery-entered', faction, place: decision.place, count }),
    );
  },
};
