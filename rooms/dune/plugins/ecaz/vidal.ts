// EM.vidal: Duke Prad Vidal, a leader of no faction, set aside until taken (EC.ambassador.ecaz). Held, he stands in the
// holder's leader record and fights for it until he has fought a battle (or, lent to Ecaz's new ally, until the turn
// ends); then he is set aside. EC.vidal: dead, he goes to Ecaz's Tanks, whoever held him: Ecaz alone revives him, for
// 5 spice, and revived he is set aside again; EC.vidal.leaders: with him in its Tanks, four of its own there open
// Ecaz's leader revival. His record is kept in Ecaz's state, or in Moritani's in a game without Ecaz (MO.vidal): killed
// there, he leaves the game. HW.ecaz.occupied: while Ecaz's homeworld is occupied, its occupier takes him whenever he
// is not dead or captured, keeps him through his battles, and nobody else may take him; the occupation over, he is set
// aside. Dead, he waits in Ecaz's Tanks as ever (Ecaz alone revives him), and goes to the occupier once revived.
import type { Context } from '../../context.ts';
import { leadersOf, VIDAL } from '../../factions/leaders.ts';
import { isInTanks } from '../../phases/revival/leader-revival.ts';
import { occupierOf } from '../homeworlds/state.ts';
import type { Draft, Faction, LeaderId, ReadonlyFaction } from '../../types.ts';
import { ECAZ, ecazOf } from './state.ts';
import type { VidalKeeper, VidalState } from './types.ts';

const ID = VIDAL.id;
/** EC.vidal: what Ecaz pays to revive him. */
const REVIVAL_COST = 5;
/** EC.vidal.leaders: how many of its leaders, Vidal included, in the Tanks open Ecaz's leader revival. */
const LEADERS_WITH_VIDAL = 5;

/** The state that keeps his record (Ecaz's, else Moritani's), or null in a game with neither. */
const keeperOf = (state: Draft): VidalKeeper | null => ecazOf(state) ?? (state as { moritani?: VidalKeeper }).moritani ?? null;

/** Where he is (null: set aside). */
export const vidalAt = (state: Draft): VidalState | null => keeperOf(state)?.vidal ?? null;

/** The faction whose record holds him, if any. */
const recordOf = (state: Draft): Faction | null => state.seating.find((f) => state.factions[f]!.leaders[ID] !== undefined) ?? null;

/** Whether `faction` may take him now: set aside, or held in another's pool (never dead, captured or its own). */
export function vidalFree(state: Draft, faction: Faction): boolean {
  const occupier = occupierOf(state, 'ecaz');
  if (occupier !== null && occupier !== faction) return false;
  const vidal = vidalAt(state);
  if (!vidal) return true;
  return vidal.at === 'held' && vidal.by !== faction && state.factions[vidal.by]!.leaders[ID] === 'pool';
}

/** `faction` takes him (from wherever he is held); `lent`: for the rest of the turn; `occupier`: while it occupies Ecaz. */
export function takeVidal(ctx: Context, faction: Faction, lent = false, occupier = false): void {
  const keeper = keeperOf(ctx.state)!;
  const from = keeper.vidal?.at === 'held' ? keeper.vidal.by : null;
  if (from) delete ctx.ownFaction(from).leaders[ID];
  ctx.ownFaction(faction).leaders[ID] = 'pool';
  keeper.vidal = { at: 'held', by: faction, ...(lent ? { lent: true as const } : {}), ...(occupier ? { occupier: true as const } : {}) };
  ctx.emit({ type: 'vidal-taken', faction, from, ...(lent ? { lent: true as const } : {}), ...(occupier ? { occupier: true as const } : {}) });
}

function setAside(ctx: Context, cause: 'battle' | 'turn' | 'revived' | 'occupation'): void {
  const from = recordOf(ctx.state);
  if (from === null) return;
  delete ctx.ownFaction(from).leaders[ID];
  delete keeperOf(ctx.state)!.vidal;
  ctx.emit({ type: 'vidal-set-aside', from, cause });
}

/** Custody: he is in one record while held or dead. */
export const vidalRecorded = (state: Draft): readonly LeaderId[] => {
  const at = vidalAt(state)?.at;
  return at === 'held' || at === 'tanks' ? [ID] : [];
};

/** Custody: the record that holds him agrees with where the state says he is. */
export function vidalCustodyProblems(state: Draft): string[] {
  const vidal = vidalAt(state);
  const holder = recordOf(state);
  const expected = vidal?.at === 'held' ? vidal.by : vidal?.at === 'tanks' ? ECAZ : null;
  return holder === expected ? [] : [`Duke Vidal is in ${holder ?? 'no'} record, expected ${expected ?? 'none'}`];
}

/** EC.vidal: killed, he goes to Ecaz's Tanks whoever held him; in a game without Ecaz he leaves the game. */
export function vidalKilled(ctx: Context, leader: LeaderId): void {
  const keeper = keeperOf(ctx.state);
  if (leader !== ID || !keeper) return;
  const holder = recordOf(ctx.state)!;
  const at = ctx.state.factions[holder]!.leaders[ID]!;
  if (holder !== ECAZ) {
    const fs = ctx.ownFaction(holder);
    delete fs.leaders[ID];
    fs.leadersDied = fs.leadersDied.filter((l) => l !== ID);
    if (ctx.state.factions[ECAZ]) ctx.ownFaction(ECAZ).leaders[ID] = at;
  }
  keeper.vidal = ctx.state.factions[ECAZ] ? { at: 'tanks' } : { at: 'gone' };
}

/** EC.vidal.leaders: five of Ecaz's leaders in the Tanks, Vidal one of them, open its leader revival (1.05.03). */
export function vidalOpensRevival(state: Draft, faction: Faction): boolean {
  const fs = state.factions[ECAZ];
  if (faction !== ECAZ || !fs || !isInTanks(fs.leaders[ID])) return false;
  return leadersOf(ECAZ).filter((l) => isInTanks(fs.leaders[l.id])).length >= LEADERS_WITH_VIDAL - 1;
}

/** EC.vidal: Ecaz may revive him in any turn, as its one leader revival, for 5 spice. */
export const vidalRevivable = (fs: ReadonlyFaction): readonly LeaderId[] => (fs.faction === ECAZ && isInTanks(fs.leaders[ID]) ? [ID] : []);
export const vidalRevivalCost = (_fs: ReadonlyFaction, leader: LeaderId): number | null => (leader === ID ? REVIVAL_COST : null);

/** Brings the state in line: revived, he is set aside; HW.ecaz.occupied: he goes to Ecaz's occupier, or back. */
export function settleVidal(ctx: Context): void {
  let vidal = vidalAt(ctx.state);
  if (vidal?.at === 'tanks' && ctx.state.factions[ECAZ]!.leaders[ID] === 'pool') setAside(ctx, 'revived');
  vidal = vidalAt(ctx.state);
  const occupier = occupierOf(ctx.state, 'ecaz');
  const held = vidal?.at === 'held' ? vidal : null;
  // The occupation is over (or another's): held for it in a pool, he is set aside (in a battle plan, after it).
  if (held?.occupier && held.by !== occupier && ctx.state.factions[held.by]!.leaders[ID] === 'pool') setAside(ctx, 'occupation');
  if (occupier !== null && !(held?.by === occupier && held.occupier) && vidalFree(ctx.state, occupier)) takeVidal(ctx, occupier, false, true);
}

/** He fought a battle and lives: set aside. */
export function vidalFought(ctx: Context, plans: Partial<Record<Faction, { leader?: LeaderId | null } | null>>): void {
  const vidal = vidalAt(ctx.state);
  if (vidal?.at !== 'held' || vidal.occupier || plans[vidal.by]?.leader !== ID) return;
  if (ctx.state.factions[vidal.by]!.leaders[ID] === 'pool') setAside(ctx, 'battle');
}

/** Lent for the turn: set aside as it ends. */
export function vidalLoanEnds(ctx: Context): void {
  const vidal = vidalAt(ctx.state);
  if (vidal?.at === 'held' && vidal.lent && ctx.state.factions[vidal.by]!.leaders[ID] === 'pool') setAside(ctx, 'turn');
}
