// Slot cards: treachery cards that fill a battle plan's weapon or defense slot without being a weapon or a defense
// (Ecaz & Moritani rulebook p11). Their plug-in says what each does as plain terms (Plugin.slotCard, a view-level rule);
// the plan's checks, the resolution, the aftermath and the bots all read the same terms here.
import { familyOf, treacheryCard, type TreacheryFamily } from '../../cards/treachery.ts';
import type { TreacheryCardId } from '../../types.ts';
import { viewRules } from '../../view-rules.ts';
import type { PlanOptions } from './types.ts';

/** What a slot card does in the plan that holds it. */
export interface SlotCard {
  /** Added to its side's total wherever the dial counts (as a dial bonus is). */
  readonly bonus?: number;
  /** Forces its player sends from its reserves to the Tanks after the battle, whatever the outcome; without that many in reserves it may not be in a plan. */
  readonly reservesCost?: number;
  /** In a battle fought to the end, its side's forces not lost there go back to its reserves, win or lose. */
  readonly withdraws?: true;
  /** It may not be in a plan for a battle on the player's own homeworld. */
  readonly notOnHomeworld?: true;
}

/** The plug-ins' terms for a family of slot card, or null when no plug-in makes it one. */
export function slotCardOf(family: TreacheryFamily): SlotCard | null {
  for (const rules of viewRules()) {
    const card = rules.slotCard?.(family);
    if (card) return card;
  }
  return null;
}

const cardsOf = (plan: { weapon: TreacheryCardId | null; defense: TreacheryCardId | null }): SlotCard[] =>
  [plan.weapon, plan.defense].flatMap((id) => {
    const card = id === null ? null : slotCardOf(familyOf(id));
    return card ? [card] : [];
  });

/** What a plan's slot cards add together: their bonus, their reserves cost, and whether the side withdraws. */
export function slotTerms(plan: { weapon: TreacheryCardId | null; defense: TreacheryCardId | null }): {
  bonus: number;
  reservesCost: number;
  withdraws: boolean;
} {
  const cards = cardsOf(plan);
  return {
    bonus: cards.reduce((n, c) => n + (c.bonus ?? 0), 0),
    reservesCost: cards.reduce((n, c) => n + (c.reservesCost ?? 0), 0),
    withdraws: cards.some((c) => c.withdraws === true),
  };
}

/** Why card `id` may not be in a plan with these options (a slot card's cost in reserves, its place), or null. */
export function slotCardProblem(id: TreacheryCardId, options: Pick<PlanOptions, 'reserves' | 'homeworld'>): string | null {
  const card = slotCardOf(familyOf(id));
  if (!card) return null;
  const name = treacheryCard(id).name;
  if (options.reserves < (card.reservesCost ?? 0)) return `${name} needs ${card.reservesCost} forces in your reserves`;
  return card.notOnHomeworld && options.homeworld ? `${name} cannot be played on your homeworld` : null;
}
