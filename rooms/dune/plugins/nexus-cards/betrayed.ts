// NX.betrayal: the abilities a Nexus Betrayal cancels in their window, and whose card betrays each. Apart from the
// plug-in's state so that a client (the SDK's window passes, the web table) reads it without the engine.
import type { CancelAbility } from '../../karama/types.ts';
import type { Faction } from '../../types.ts';

export const BETRAYED: Partial<Record<CancelAbility, Faction>> = {
  'atreides-prescience': 'atreides',
  'bg-voice': 'bene-gesserit',
  'ixians-selection': 'ixians',
  'ixians-technology': 'ixians',
  'fremen-movement': 'fremen',
  'tleilaxu-face-dancer': 'tleilaxu',
  'harkonnen-traitor': 'harkonnen',
};

/** Whether the Nexus card `held` lets `seat` cancel `use` in its window (a Betrayal of the use's owner, not its own). */
export function betraysUse(held: Faction | null, seat: Faction, use: { ability: CancelAbility; owner: Faction; user: Faction }): boolean {
  return held !== null && held !== seat && BETRAYED[use.ability] === held && use.owner === held && use.user !== seat;
}
