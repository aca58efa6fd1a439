// HW.battle: a battle on a homeworld is fought like any other; the native fights with its forces there (its reserves
// on that world), adds the card's battle number for the face it shows to its total, and alone may call a traitor.
// HW.explosion: a Lasgun–Shield explosion there costs the native at most that same number of forces.
import type { Context } from '../../context.ts';
import type { OffBoardFighters } from '../../phases/battle/hooks.ts';
import { loseForces } from '../../phases/battle/losses.ts';
import type { BattleSite, PlanOptions } from '../../phases/battle/types.ts';
import { playsEdition } from '../../rules-edition.ts';
import type { Faction, FactionState, ForceCount, Draft, TerritoryId } from '../../types.ts';
import { HOMEWORLDS, isWorld, type World } from './catalog.ts';
import { faceOf, homeworldsOn, nativeForces } from './state.ts';

/** The world `territory` is, when the variant is on and it is `faction`'s own. */
function homeFor(state: Draft, faction: Faction, territory: TerritoryId): World | null {
  return homeworldsOn(state) && isWorld(territory) && HOMEWORLDS[territory].native === faction ? territory : null;
}

/** HW.battle: a plan's options on the seat's own world (ecaz.harass-and-withdraw is refused there; rules edition 10). */
export function homeworldPlanOptions(state: Draft, faction: Faction): Pick<PlanOptions, 'homeworld'> {
  const battle = state.round?.phase === 'battle' ? state.round.current : null;
  return battle && playsEdition(state, 10) && homeFor(state, faction, battle.territory) ? { homeworld: true } : {};
}

/** The native of the homeworld a battle is on (null anywhere else). */
export function nativeAt(state: Draft, territory: TerritoryId): Faction | null {
  return homeworldsOn(state) && isWorld(territory) ? HOMEWORLDS[territory].native : null;
}

/** A native's forces on its own world, in a battle there: its reserves, which fight and take its losses there. */
export function nativeForcesAt(state: Draft, faction: Faction, territory: TerritoryId): OffBoardFighters | null {
  if (!homeFor(state, faction, territory)) return null;
  return {
    count: nativeFighters(state, faction, territory),
    starred: nativeStarred(state, faction, territory),
    lose: (ctx, count) => loseNatives(ctx, faction, territory, count),
    loseDialed: (ctx, dialed) => loseDialedNatives(ctx, faction, dialed),
  };
}

/** HW.explosion: after an explosion on a homeworld, the native loses the card's battle number of its forces there. */
export function explosionLosses(ctx: Context, site: BattleSite): void {
  const native = nativeAt(ctx.state, site.territory);
  const cap = native ? explosionCap(ctx.state, native, site.territory) : null;
  if (native && cap !== null) loseForces(ctx, site, native, cap);
}

/** The native's forces fighting on its own world. */
function nativeFighters(state: Draft, faction: Faction, territory: TerritoryId): number {
  const world = homeFor(state, faction, territory);
  return world ? nativeForces(state, world) : 0;
}

/** Of those, the starred ones (Advanced game). */
export function nativeStarred(state: Draft, faction: Faction, territory: TerritoryId): number {
  const world = homeFor(state, faction, territory);
  if (!world || !state.config.advanced || world === 'kaitain') return 0;
  return state.factions[faction]!.reserves.elite;
}

/** HW.battle: what the world adds to its native's total there. */
export function homeBonus(state: Draft, faction: Faction, territory: TerritoryId): number {
  const world = homeFor(state, faction, territory);
  return world ? HOMEWORLDS[world].battle[faceOf(state, world)] : 0;
}

/** HW.explosion: the most native forces an explosion there costs (null: not the native's world). */
export function explosionCap(state: Draft, faction: Faction, territory: TerritoryId): number | null {
  return homeBonus(state, faction, territory) || null;
}

/** Native forces of a world into the Tanks (ordinary ones first; Salusa Secundus holds only Sardaukar). */
export function loseNatives(ctx: Context, faction: Faction, territory: TerritoryId, count: number | null): ForceCount {
  const world = homeFor(ctx.state, faction, territory);
  if (!world) return { regular: 0, elite: 0 };
  const fs = ctx.ownFaction(faction);
  const left = Math.min(count ?? Infinity, nativeForces(ctx.state, world));
  const regular = world === 'salusa-secundus' ? 0 : Math.min(fs.reserves.regular, left);
  const elite = world === 'kaitain' && ctx.state.config.advanced ? 0 : Math.min(fs.reserves.elite, left - regular);
  move(fs, { regular, elite });
  return { regular, elite };
}

/** A native's dialed forces, ordinary and starred as dialed, into the Tanks. */
export function loseDialedNatives(ctx: Context, faction: Faction, dialed: ForceCount): ForceCount {
  const fs = ctx.ownFaction(faction);
  if (fs.reserves.regular < dialed.regular || fs.reserves.elite < dialed.elite) throw new Error(`${faction} dialed forces it does not have at home`);
  move(fs, dialed);
  return { ...dialed };
}

function move(fs: FactionState, lost: ForceCount): void {
  fs.reserves.regular -= lost.regular;
  fs.reserves.elite -= lost.elite;
  fs.tanks.regular += lost.regular;
  fs.tanks.elite += lost.elite;
}

/** HW.battle: only the native may call a traitor in a battle on its homeworld. */
export function mayCallTraitorAt(state: Draft, faction: Faction, territory: TerritoryId): boolean {
  const native = nativeAt(state, territory);
  return native === null || native === faction;
}
