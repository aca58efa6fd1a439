// EC.occupy: Ecaz and its ally may share any territory, strongholds included, and count as one side there: the
// constraint keeping allies apart spares them, the occupancy limit counts them once, and where both have forces at a
// battle's site they fight one battle, the ally's army dialing with half of Ecaz's beside it (battle.ts).
import { allyOf } from '../../../alliances.ts';
import { fightersIn } from '../../../phases/battle/battles.ts';
import type { BattleSite } from '../../../phases/battle/types.ts';
import type { AlliancesBoard } from '../../../allied-sides.ts';
import type { Draft, Faction } from '../../../types.ts';
import { ECAZ } from '../state.ts';

/** Whether `faction` and `ally` are Ecaz and its ally (the rule is Ecaz's, whichever of the two asks). */
export const ecazPair = (_board: AlliancesBoard, faction: Faction, ally: Faction): boolean => faction === ECAZ || ally === ECAZ;

/** Ecaz's ally when both have fighters at the site (their armies fight as one side there), or null. */
export function sharedSite(state: Draft, site: BattleSite): Faction | null {
  const ally = allyOf(state, ECAZ);
  if (ally === null || !state.factions[ECAZ]) return null;
  return fightersIn(state, ECAZ, site) > 0 && fightersIn(state, ally, site) > 0 ? ally : null;
}

/** What half of Ecaz's `forces` adds to the side's dial, rounded up (docs/RULES-DECISIONS.md, Occupy rounding). */
export const contribution = (forces: number): number => Math.ceil(forces / 2);
