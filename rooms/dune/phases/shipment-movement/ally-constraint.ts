// 1.06.07 / 1.10.02.07 CONSTRAINT: at the end of a faction's shipment and movement, its forces in a territory
// (other than the Polar Sink) where its ally has forces go to the Tleilaxu Tanks.
import { removeForces } from '../../board/forces.ts';
import { exposeTokens } from '../../board/token-exposure.ts';
import { territory } from '../../board/territories.ts';
import { allyOf } from '../../alliances.ts';
import { sharesWithAlly } from '../../allied-sides.ts';
import type { Context } from '../../context.ts';
import type { Faction, TerritoryId } from '../../types.ts';

export function applyAllyConstraint(ctx: Context, faction: Faction): void {
  const ally = allyOf(ctx.state, faction);
  // EC.occupy: allies that share territories are spared.
  if (!ally || sharesWithAlly(ctx.state, faction)) return;
  // 2.02.12 COEXISTENCE: Bene Gesserit advisors live beside anyone, allies included; only fighters count here.
  const allyTerritories = new Set(ctx.state.forces.filter((s) => s.faction === ally && s.regular + s.elite > 0).map((s) => s.territory));
  const isDoomed = (s: { faction: Faction; territory: TerritoryId; regular: number; elite: number }) =>
    s.faction === faction && s.regular + s.elite > 0 && allyTerritories.has(s.territory) && territory(s.territory).kind !== 'polar-sink';
  for (const s of ctx.state.forces.filter(isDoomed).map((x) => ({ ...x }))) exposeTokens(ctx, s.territory, [s.sector], 'ally-constraint', faction);
  const doomed = ctx.state.forces.filter(isDoomed);
  const lost = new Map<TerritoryId, number>();
  for (const s of doomed) {
    lost.set(s.territory, (lost.get(s.territory) ?? 0) + s.regular + s.elite);
    removeForces(ctx.state, s, { regular: s.regular, elite: s.elite }, 'tanks');
  }
  for (const [id, count] of lost) ctx.emit({ type: 'ally-constraint', faction, territory: id, count });
}
