// EC.collection: Ecaz and its ally split what they collect in a territory they share: evenly, the odd spice to the
// ally (the rulebook's default where they do not agree; dune-rooms has no agreement to record, so the default is the
// rule: docs/RULES-DECISIONS.md). Each collected by the core's rules first; the split follows, announced.
import { allyOf } from '../../../alliances.ts';
import type { Context } from '../../../context.ts';
import type { TerritoryId } from '../../../types.ts';
import { fightersIn } from '../../../victory.ts';
import { ECAZ } from '../state.ts';

export function splitCollection(ctx: Context, since: number): void {
  const ally = allyOf(ctx.state, ECAZ);
  if (ally === null || !ctx.state.factions[ECAZ]) return;
  const collected = new Map<TerritoryId, { ecaz: number; ally: number }>();
  for (const e of ctx.events.slice(since)) {
    if (e.type !== 'spice-collected' || (e.faction !== ECAZ && e.faction !== ally)) continue;
    const sums = collected.get(e.territory) ?? { ecaz: 0, ally: 0 };
    if (e.faction === ECAZ) sums.ecaz += e.amount;
    else sums.ally += e.amount;
    collected.set(e.territory, sums);
  }
  for (const [territory, sums] of collected) {
    if (fightersIn(ctx.state, ECAZ, territory) === 0 || fightersIn(ctx.state, ally, territory) === 0) continue;
    const total = sums.ecaz + sums.ally;
    const allyShare = Math.ceil(total / 2);
    const toAlly = allyShare - sums.ally;
    ctx.ownFaction(ECAZ).spice -= toAlly;
    ctx.ownFaction(ally).spice += toAlly;
    ctx.emit({ type: 'occupy-collection-split', territory, ally, ecaz: total - allyShare, allyShare });
  }
}
