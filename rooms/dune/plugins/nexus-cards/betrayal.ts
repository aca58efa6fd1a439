// NX.betrayal: the Betrayals that cancel an ability are played where a Karama would cancel it, in its Karama window:
// the Atreides' Prescience, the Bene Gesserit's Voice, the Ixians' selection or their Technology, the Fremen's
// two-territory move; and the Tleilaxu's Face Dancer reveal, which no Karama cancels (its window asks only the Nexus
// holders). Every seat holding a Nexus card is asked in every window, whatever card it holds.
import type { Context } from '../../context.ts';
import type { AbilityUse } from '../../karama/types.ts';
import { BETRAYED } from './betrayed.ts';
import type { Draft, Faction } from '../../types.ts';
import { heldBy, spend } from './state.ts';
import { useOf } from './uses.ts';
import { cancelledReveal } from '../tleilaxu/reveal.ts';

export const asksInWindows = (state: Draft, seat: Faction): boolean => heldBy(state, seat) !== null;

export function betrays(state: Draft, seat: Faction, use: AbilityUse): boolean {
  const card = heldBy(state, seat);
  return card !== null && BETRAYED[use.ability] === card && use.owner === card && useOf(state, seat, card) === 'betrayal';
}

export function betrayalSpent(ctx: Context, seat: Faction, use: AbilityUse): void {
  spend(ctx, seat, 'betrayal', use.ability);
  // NX.tleilaxu.betrayal: the Face Dancer whose reveal is cancelled stays revealed.
  if (use.ability === 'tleilaxu-face-dancer' && use.leader) {
    ctx.emit({ type: 'nexus-face-dancer-cancelled', leader: use.leader });
    cancelledReveal(ctx, use.leader);
  }
}
