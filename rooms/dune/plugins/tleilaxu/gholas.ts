// TL.gholas (Advanced): while fewer than 5 leaders stand in their Leader Pool, the Tleilaxu may revive another
// faction's dead leader, face up or face down, as their own: it is their turn's one leader revival, paid at the
// leader's fighting strength to the bank, and the leader stays theirs (killed again, it lies in the Tanks as theirs and
// only they may revive it, as a Ghola again). It keeps its traitor card: whoever holds that card may still call it.
// CHOAM's Auditor is never a Ghola (CH.auditor.immune). A ✷ ability (TL.karama-abilities): cancelled, the revival is
// taken again without it. A reading of rules edition 6: games created earlier play without Gholas.
import { ALL_LEADERS, AUDITOR, holderOf, leader } from '../../factions/leaders.ts';
import { isCancelled, useOf } from '../../karama/abilities.ts';
import type { AbilityUse, CancelAbility } from '../../karama/types.ts';
import { isInTanks } from '../../phases/revival/leader-revival.ts';
import { playsEdition } from '../../rules-edition.ts';
import type { Draft, Faction, LeaderId } from '../../types.ts';
import { TLEILAXU } from './state.ts';

/** TL.gholas: the Tleilaxu may revive Gholas while fewer leaders than this stand in their Leader Pool. */
export const GHOLA_POOL_BELOW = 5;

/** The rules edition that brought Gholas (rules-edition.ts). */
const GHOLAS_EDITION = 6;

/** The Tleilaxu's Active Leaders: those in their Leader Pool, Gholas included (captured ones are not theirs to use). */
const activeLeaders = (state: Draft): number => Object.values(state.factions[TLEILAXU]?.leaders ?? {}).filter((at) => at === 'pool').length;

/** TL.gholas: the dead leaders of other factions the Tleilaxu may revive now as their own. */
export function gholaLeaders(state: Draft, faction: Faction, decision: { karamaCancelled?: CancelAbility[] }): LeaderId[] {
  if (faction !== TLEILAXU || !state.config.advanced || !playsEdition(state, GHOLAS_EDITION) || isCancelled(decision, 'tleilaxu-gholas')) return [];
  if (activeLeaders(state) >= GHOLA_POOL_BELOW) return [];
  // EM.vidal: Duke Vidal, of no faction, is revived by Ecaz alone.
  return ALL_LEADERS.filter((l) => l.faction !== TLEILAXU && l.faction !== null && l.id !== AUDITOR.id)
    .filter((l) => isInTanks(holderOf(state.factions, l.id)?.leaders[l.id]))
    .map((l) => l.id);
}

/** TL.karama-abilities: a revival that brings back a Ghola uses the ability (a Karama window opens first). */
export const gholaUses = (decision: { karamaCancelled?: CancelAbility[] }, adopted: LeaderId | null | undefined): AbilityUse[] =>
  adopted && !isCancelled(decision, 'tleilaxu-gholas') ? [useOf('tleilaxu-gholas')] : [];

/** Custody: another faction's leader is in the Tleilaxu's record only as a Ghola, so only in the Advanced game. */
export function gholaCustodyProblems(state: Draft): string[] {
  const tl = state.factions[TLEILAXU];
  if (!tl) return [];
  // EM.vidal: Duke Vidal, of no faction, is in a holder's record by his own rules (custody's recordedLeaders).
  const foreign = (Object.keys(tl.leaders) as LeaderId[]).filter((id) => leader(id).faction !== TLEILAXU && leader(id).faction !== null);
  if (foreign.length === 0) return [];
  if (!state.config.advanced) return [`tleilaxu hold ${foreign.join(', ')} in a Basic game`];
  return foreign.includes(AUDITOR.id) ? ['the Auditor is a Tleilaxu Ghola'] : [];
}
