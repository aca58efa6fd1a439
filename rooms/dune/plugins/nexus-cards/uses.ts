// NX.uses: which use a held card has for its holder — Cunning for the card's own faction, Betrayal against its faction
// when seated, Secret Ally when its faction is not in the game.
import type { Draft, Faction } from '../../types.ts';
import { heldBy } from './state.ts';
import type { NexusCardId, NexusUse } from './types.ts';

export function useOf(state: Draft, holder: Faction, card: NexusCardId): NexusUse {
  if (card === holder) return 'cunning';
  return state.factions[card] ? 'betrayal' : 'secret-ally';
}

/** Why `seat` may not play `card` as `use` now (it does not hold it, or holds it for another use), or null. */
export function holdingProblem(state: Draft, seat: Faction, card: NexusCardId, use: NexusUse): string | null {
  if (heldBy(state, seat) !== card) return `you hold no ${card} Nexus card`;
  const actual = useOf(state, seat, card);
  return actual === use ? null : `the ${card} Nexus card is a ${actual} card for you, not a ${use} one`;
}
