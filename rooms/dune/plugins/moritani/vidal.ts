// MO.vidal: as Shipment and Movement ends, Moritani takes Duke Vidal when it faces battles in two strongholds or more
// in which Ecaz has no forces — from wherever he waits or is held in a pool, never from the Tanks or a captor. He fights
// for Moritani until he has fought a battle, and is set aside as the turn ends (the Ecaz plug-in's Vidal rules). It is
// automatic; a Karama played beforehand prevents it (MO.karama-abilities.vidal, 3.01.11.02).
import type { Context } from '../../context.ts';
import { territory } from '../../board/territories.ts';
import { consumePrevention } from '../../karama/prevent.ts';
import { battleOptions, fightersIn } from '../../phases/battle/battles.ts';
import type { Draft, Faction, TerritoryId } from '../../types.ts';
import { takeVidal, vidalFree } from '../ecaz/vidal.ts';
import { MORITANI } from './state.ts';

const ECAZ: Faction = 'ecaz';
/** MO.vidal: in how many strongholds Moritani must face a battle. */
const STRONGHOLD_BATTLES = 2;

/** The strongholds where Moritani faces a battle now with Ecaz not there (the HMS counts, homeworlds do not). */
export function vidalBattles(state: Draft): TerritoryId[] {
  const sites = battleOptions(state, MORITANI).filter((o) => territory(o.territory).kind === 'stronghold' && fightersIn(state, ECAZ, o) === 0);
  return [...new Set(sites.map((o) => o.territory))];
}

/** As Shipment and Movement ends: Moritani takes him when two such battles are due and he may be taken. */
export function gainVidal(ctx: Context): void {
  const { state } = ctx;
  if (!state.factions[MORITANI]) return;
  const battles = vidalBattles(state);
  if (battles.length < STRONGHOLD_BATTLES || !vidalFree(state, MORITANI)) return;
  if (consumePrevention(ctx, 'moritani-vidal')) return;
  ctx.emit({ type: 'vidal-gained', territories: battles });
  takeVidal(ctx, MORITANI, true);
}
