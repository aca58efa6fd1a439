// 1.05.03 Leader Revival: a faction with no Active Leader, or whose leaders have all died at least once, revives
// one face-up leader per turn from the Tleilaxu Tanks, paying its fighting strength in spice to the bank
// (1.05.03.02, 1.05.03.03); the leader returns to the Leader Pool (1.05.03.04). 1.05.04 DEAD AGAIN: a face-down
// leader (killed after a revival) may be revived only once every other leader of the faction is face down in the
// tanks too, or unavailable (captured).
import { plugins } from '../../extension-points.ts';
import { gameLeaders, holderOf, leader as leaderDisc, leadersOf } from '../../factions/leaders.ts';
import type { Context } from '../../context.ts';
import type { CancelAbility } from '../../karama/types.ts';
import type { Draft, Faction, ReadonlyFaction, FactionState, LeaderId, LeaderLocation } from '../../types.ts';

export function isInTanks(location: LeaderLocation | undefined): boolean {
  return location === 'tanks-face-up' || location === 'tanks-face-down';
}

/** Leaders of this faction in the tanks (face up or down), in catalog order. */
export function leadersInTanks(fs: ReadonlyFaction): LeaderId[] {
  return gameLeaders(fs)
    .map((l) => l.id)
    .filter((id) => isInTanks(fs.leaders[id]));
}

// 2.01.15 ASCENSION: the Kwisatz Haderach is no leader here: alive or dead, it changes nothing below.
/**
 * 1.05.03, 1.05.04: the leaders the normal revival may bring back now, then those a plug-in's rules let be revived in
 * any turn, whatever the faction's other leaders are doing (CH.auditor.revival).
 */
export function revivableLeaders(state: Draft, fs: ReadonlyFaction): LeaderId[] {
  if (revivalStopped(state, fs.faction)) return [];
  const always = plugins().flatMap((p) => p.revivableLeaders?.(fs) ?? []);
  const ids = leadersOf(fs.faction).map((l) => l.id);
  const at = (status: LeaderLocation): LeaderId[] => ids.filter((id) => fs.leaders[id] === status);
  const faceUp = at('tanks-face-up');
  if (leaderRevivalOpen(fs)) return [...(faceUp.length > 0 ? faceUp : at('tanks-face-down')), ...always];
  // A plug-in's rules may open it early (TL.leader-revival): a leader killed once (1.05.04 still keeps the others).
  return plugins().some((p) => p.leaderRevivalOpened?.(state, fs.faction) ?? false) ? [...faceUp, ...always] : always;
}

/** Whether a plug-in's rules close `faction`'s whole normal revival this turn (TL.karama). */
export const revivalStopped = (state: Draft, faction: Faction): boolean => plugins().some((p) => p.revivalStopped?.(state, faction) ?? false);

/** 1.05.03: a faction with no Active Leader, or whose leaders have all died at least once, may revive one. */
export function leaderRevivalOpen(fs: ReadonlyFaction): boolean {
  const ids = leadersOf(fs.faction).map((l) => l.id);
  return ids.every((id) => fs.leaders[id] !== 'pool') || ids.every((id) => fs.leadersDied.includes(id));
}

/** 1.05.03.02: a leader's revival cost is its fighting strength. */
export function leaderCost(fs: ReadonlyFaction, leader: LeaderId, state: Draft): number {
  const found = gameLeaders(fs).find((l) => l.id === leader);
  if (!found) throw new Error(`${leader} is not a ${fs.faction} leader`);
  for (const p of plugins()) {
    const cost = p.leaderRevivalCost?.(fs, leader, state);
    if (cost !== undefined && cost !== null) return cost;
  }
  return found.strength;
}

/** 1.05.03.04: the revived leader goes to the Leader Pool. */
export function returnToPool(fs: FactionState, leader: LeaderId): void {
  if (!isInTanks(fs.leaders[leader])) throw new Error(`${leader} is not in the tanks`);
  fs.leaders[leader] = 'pool';
}

/**
 * TL.gholas: other factions' dead leaders `faction` may revive now as its own, as the plug-ins' rules allow (none
 * while a Karama stopped its revival).
 */
export function adoptableLeaders(state: Draft, faction: Faction, decision: { karamaCancelled?: CancelAbility[] }): LeaderId[] {
  if (revivalStopped(state, faction)) return [];
  return plugins().flatMap((p) => p.adoptableLeaders?.(state, faction, decision) ?? []);
}

/** The leaders `fs` may revive this turn with their prices: its own (1.05.03), then other factions' (TL.gholas). */
export function leaderOptions(state: Draft, fs: ReadonlyFaction, decision: { karamaCancelled?: CancelAbility[] }): { id: LeaderId; cost: number }[] {
  const own = revivableLeaders(state, fs).map((id) => ({ id, cost: leaderCost(fs, id, state) }));
  return [...own, ...adoptableLeaders(state, fs.faction, decision).map((id) => ({ id, cost: leaderDisc(id).strength }))];
}

/** TL.gholas: a dead leader joins `faction`'s Leader Pool from whichever faction's record held it. */
export function adoptLeader(ctx: Context, faction: Faction, leader: LeaderId): void {
  const holder = holderOf(ctx.state.factions, leader);
  if (!holder || !isInTanks(holder.leaders[leader])) throw new Error(`${leader} is not in the tanks`);
  delete ctx.ownFaction(holder.faction).leaders[leader];
  ctx.ownFaction(faction).leaders[leader] = 'pool';
}
