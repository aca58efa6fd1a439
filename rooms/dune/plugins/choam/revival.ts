// CH.revival: CHOAM revives any number of its forces by the normal revival, at 1 spice each, none free. A Karama
// cancels that for the phase (CH.karama-cancel): CHOAM then revives like anyone, up to the normal limit at 2 each.
// CH.auditor.revival: the Auditor may be revived in any turn, as that turn's one leader revival.
import { isCancelled, useOf } from '../../karama/abilities.ts';
import type { AbilityUse, CancelAbility } from '../../karama/types.ts';
import type { RevivalTerms } from '../../extension-points.ts';
import { AUDITOR } from '../../factions/leaders.ts';
import { isInTanks } from '../../phases/revival/leader-revival.ts';
import type { ReadonlyFaction, Faction, LeaderId } from '../../types.ts';

export const CHOAM_COST_PER_FORCE = 1;

/** The terms of `faction`'s normal revival, given the usual ones; CHOAM's own unless a Karama cancelled them. */
export function revivalTerms(fs: ReadonlyFaction, usual: RevivalTerms, decision: { karamaCancelled?: CancelAbility[] }): RevivalTerms {
  if (fs.faction !== 'choam' || isCancelled(decision, 'choam-revival')) return usual;
  return { limit: fs.tanks.regular + fs.tanks.elite, costPerForce: CHOAM_COST_PER_FORCE };
}

/** A CHOAM revival of any forces on its own terms is a ✷ use a Karama may cancel. */
export function choamRevivalUses(faction: Faction, forces: number, decision: { karamaCancelled?: CancelAbility[] }): AbilityUse[] {
  return faction === 'choam' && forces > 0 && !isCancelled(decision, 'choam-revival') ? [useOf('choam-revival')] : [];
}

/** CH.auditor.revival: the Auditor, when it is in the Tanks, whatever CHOAM's other leaders are doing. */
export const auditorRevivable = (fs: ReadonlyFaction): LeaderId[] => (isInTanks(fs.leaders[AUDITOR.id]) ? [AUDITOR.id] : []);
