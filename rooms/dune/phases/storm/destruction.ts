// 1.01.03 STORM DESTRUCTION: when the storm marker moves, forces in a sector of a sand territory over which the
// storm starts, passes or ends go to the Tleilaxu Tanks (sheltered territories excepted: board/storm.ts
// protectedFromStorm, which also knows Family Atomics, 3.01.07); spice in a sector the storm passes over or
// stops in returns to the Spice Bank.
//
// Read literally, the start sector counts for forces ("starts, passes, or ends on") but not for spice ("passes
// over or stops"); spice cannot lie in the storm's sector anyway (1.02.04 places none there), so only forces
// that ended up under the storm since it last moved (e.g. under the turn-1 storm, which is placed, not moved) are
// affected by the difference.
//
// Fremen: 2.04.16 (half losses) is an Advanced ability (2.04.00: Basic uses 2.04.01–2.04.12), so in the Basic game
// Fremen forces are destroyed like everyone else's; under Advanced rules see fremen-storm-losses.ts.
// BG advisors are forces too and die with the rest (2.02.12).
import { removeForces } from '../../board/forces.ts';
import { exposeTokens } from '../../board/token-exposure.ts';
import { advance } from '../../board/sectors.ts';
import { protectedFromStorm, sectorsSwept } from '../../board/storm.ts';
import { takeSpice } from '../../board/spice.ts';
import type { Context } from '../../context.ts';
import { fremenHalfLosses } from './fremen-storm-losses.ts';
import { plugins } from '../../extension-points.ts';
import type { Faction, TerritoryId } from '../../types.ts';

/** Moves the storm `moved` sectors counterclockwise and applies its destruction; 0 leaves it where it is. */
export function moveStorm(ctx: Context, moved: number): void {
  const storm = ctx.own('storm');
  const from = storm.sector;
  if (from === null) throw new Error('moveStorm: the storm is not on the board');
  const swept = sectorsSwept(from, moved);
  storm.sector = advance(from, moved);
  ctx.emit({ type: 'storm-moved', fromSector: from, toSector: storm.sector, moved });
  if (moved === 0) return; // "When the Storm Marker moves": a storm held still (3.01.23) destroys nothing.
  destroyForces(ctx, [from, ...swept]);
  destroySpice(ctx, swept);
  // The plug-ins' own pieces in the sectors the storm started in, passed over or stopped in (a token, say).
  for (const p of plugins()) p.stormStruck?.(ctx, [from, ...swept]);
}

function destroyForces(ctx: Context, sectors: readonly number[]): void {
  const state = ctx.state;
  const [start] = sectors;
  // A plug-in may spare some forces (CH.worthless.jubba-cloak: CHOAM's in the cloaked territory lose nothing).
  const spared = (faction: Faction, territory: TerritoryId) => plugins().some((p) => p.stormSpares?.(state, faction, territory) ?? false);
  const struck = (s: { faction: Faction; territory: TerritoryId; sector: number }) =>
    sectors.includes(s.sector) && !protectedFromStorm(state, s.territory) && !spared(s.faction, s.territory);
  // A concealed token the storm reaches is revealed and its forces lost with the rest (RI.no-field.reveal).
  for (const s of state.forces.filter(struck).map((x) => ({ ...x }))) exposeTokens(ctx, s.territory, [s.sector], 'storm', s.faction);
  const hit = state.forces.filter(struck);
  for (const stack of hit.map((s) => ({ ...s }))) {
    const { faction, territory, sector } = stack;
    const losses = fremenHalfLosses(state, stack, sector === start) ?? stack;
    const { regular, elite, advisors } = losses;
    if (regular + elite + advisors === 0) continue;
    removeForces(state, { faction, territory, sector }, { regular, elite, advisors }, 'tanks');
    ctx.emit({ type: 'storm-forces-destroyed', cause: 'storm', faction, territory, sector, regular, elite, advisors });
  }
}

function destroySpice(ctx: Context, sectors: readonly number[]): void {
  const state = ctx.state;
  for (const stack of state.spice.filter((s) => sectors.includes(s.sector)).map((s) => ({ ...s }))) {
    const amount = takeSpice(state, stack.territory, stack.sector);
    ctx.emit({ type: 'storm-spice-destroyed', territory: stack.territory, sector: stack.sector, amount });
  }
}
