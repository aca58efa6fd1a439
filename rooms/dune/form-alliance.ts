// 1.10.01: two factions ally, whichever rule brings them together (a Nexus, EC.ambassador.ecaz, MO.enemy-of-my-enemy):
// the alliance is recorded and announced (1.10.01.03: public), then the plug-ins act on it (NX.alliance).
import { alliancePair } from './alliances.ts';
import type { Context } from './context.ts';
import { plugins } from './extension-points.ts';
import type { Faction } from './types.ts';

export function formAlliance(ctx: Context, a: Faction, b: Faction): [Faction, Faction] {
  const formed = alliancePair(ctx.state, a, b);
  ctx.state.alliances.push(formed);
  ctx.emit({ type: 'alliance-formed', factions: formed });
  for (const p of plugins()) p.allianceFormed?.(ctx, formed);
  return formed;
}
