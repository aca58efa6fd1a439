// Reinforcements and Harass and Withdraw: slot cards, neither weapon nor defense, in either slot of a plan
// (phases/battle/slot-cards.ts). Reinforcements adds 2 to its side's total and sends 3 forces from its player's
// reserves to the Tanks after the battle, whatever happens (so it needs 3 there to be played); Harass and Withdraw
// sends its side's forces not lost back to reserves, win or lose, and may not be played on its player's own homeworld
// (rules edition 10: the plan's options say so). A view-level rule: the bots read the same terms.
import type { TreacheryFamily } from '../../cards/treachery.ts';
import type { SlotCard } from '../../phases/battle/slot-cards.ts';
import type { ViewRules } from '../../view-rules.ts';

const SLOT_CARDS: Partial<Record<TreacheryFamily, SlotCard>> = {
  reinforcements: { bonus: 2, reservesCost: 3 },
  'harass-and-withdraw': { withdraws: true, notOnHomeworld: true },
};

export const ecazCardsViewRules = {
  slotCard: (family) => SLOT_CARDS[family] ?? null,
} satisfies Omit<ViewRules, 'name'>;
