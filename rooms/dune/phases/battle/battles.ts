// 1.07.01 BATTLE DETERMINATION and 1.07.02 storm order: where battles must be fought and who is the aggressor.
import { areAllied } from '../../alliances.ts';
import { sidesAmong } from '../../allied-sides.ts';
import { distanceAhead } from '../../board/sectors.ts';
import { sectorless, territory } from '../../board/territories.ts';
import type { Faction, ForceStack, Draft, TerritoryId } from '../../types.ts';
import type { BattleOption, BattleSite } from './types.ts';
import { offBoardFighters } from './hooks.ts';

/**
 * 1.07.01.01 / 1.07.01.02: the parts of a territory in which forces can meet. Without the storm in the territory it
 * is one part; with it, the storm sector is a part of its own (forces there battle blind) and the sectors on either
 * side of it, taken in the storm's cyclic order, are separate parts.
 */
export function battleSites(state: Draft, id: TerritoryId): BattleSite[] {
  // HW.battle, IX.hms.battle: a place with no sector (a homeworld, the HMS) is one place, sector 0.
  if (sectorless(territory(id))) return [{ territory: id, sectors: [0] }];
  const sectors = territory(id).sectors;
  const storm = state.storm.sector;
  if (storm === null || !sectors.includes(storm)) return [{ territory: id, sectors: [...sectors] }];
  // Walk the territory's sectors cyclically starting just after the storm: the storm splits the run there.
  const ordered = [...sectors].sort((a, b) => distanceAhead(storm, a) - distanceAhead(storm, b));
  const sites: BattleSite[] = [{ territory: id, sectors: [storm] }];
  let run: number[] = [];
  let prev = storm;
  for (const s of ordered.slice(1)) {
    if (run.length > 0 && distanceAhead(prev, s) !== 1) {
      sites.push({ territory: id, sectors: run });
      run = [];
    }
    run.push(s);
    prev = s;
  }
  if (run.length > 0) sites.push({ territory: id, sectors: run });
  return sites.map((site) => ({ territory: id, sectors: [...site.sectors].sort((a, b) => a - b) }));
}

/** Fighting forces (not Advanced advisors, 2.02.12) of a faction in a battle site. */
export function fightersIn(state: Draft, faction: Faction, site: BattleSite): number {
  // HW.battle: on its own homeworld a faction fights with its forces there, its reserves.
  const natives = offBoardFighters(state, faction, site.territory)?.count ?? 0;
  return state.forces
    .filter((s) => s.faction === faction && s.territory === site.territory && site.sectors.includes(s.sector))
    .reduce((n, s) => n + s.regular + s.elite, natives);
}

function factionsFighting(state: Draft, site: BattleSite): Faction[] {
  return state.seating.filter((f) => fightersIn(state, f, site) > 0);
}

/**
 * factionsFighting, from the stacks of the site's territory alone (in board order, so each sum is fightersIn's):
 * contestedSites asks it for every site on the board after every battle action.
 */
function factionsFightingAmong(state: Draft, stacks: readonly ForceStack[], site: BattleSite): Faction[] {
  return state.seating.filter((f) => {
    let n = offBoardFighters(state, f, site.territory)?.count ?? 0;
    for (const s of stacks) if (s.faction === f && site.sectors.includes(s.sector)) n = n + s.regular + s.elite;
    return n > 0;
  });
}

// 1.07.00: a battle wherever fighters of two or more non-allied factions share a territory.
/** Every battle site on the board holding fighters of two or more non-allied factions (1.07.00, 1.07.01.03). */
function contestedSites(state: Draft): BattleSite[] {
  const byTerritory = new Map<TerritoryId, ForceStack[]>();
  for (const s of state.forces) {
    const list = byTerritory.get(s.territory);
    if (list) list.push(s);
    else byTerritory.set(s.territory, [s]);
  }
  const territories = [...byTerritory.keys()].sort();
  const sites: BattleSite[] = [];
  for (const id of territories) {
    if (territory(id).kind === 'polar-sink') continue; // 1.07.01.03 NEUTRAL ZONE
    for (const site of battleSites(state, id)) {
      const present = factionsFightingAmong(state, byTerritory.get(id)!, site);
      if (present.some((a) => present.some((b) => a !== b && !areAllied(state, a, b)))) sites.push(site);
    }
  }
  return sites;
}

/** 1.07.02, 1.07.03: the battles an aggressor may choose now: each site and each non-allied opponent there. */
export function battleOptions(state: Draft, aggressor: Faction): BattleOption[] {
  const options: BattleOption[] = [];
  for (const site of contestedSites(state)) {
    if (fightersIn(state, aggressor, site) === 0) continue;
    // EC.occupy: allies that share the site are one side, one battle, named by the first of them in seating order.
    for (const opponent of sidesAmong(state, factionsFighting(state, site)))
      if (opponent !== aggressor && !areAllied(state, aggressor, opponent)) options.push({ ...site, opponent });
  }
  return options;
}

/** Whether any battle is left anywhere (the phase ends when none is, 1.07.01). */
export function anyBattleLeft(state: Draft): boolean {
  return contestedSites(state).length > 0;
}
