// Treachery cards played in this phase: Hajr (3.01.09) and Karama for Guild-rate shipping (3.01.11.03).
import { discardFromHand } from '../../cards/deck.ts';
import { familyOf, type TreacheryFamily } from '../../cards/treachery.ts';
import type { Context } from '../../context.ts';
import type { Faction, TreacheryCardId } from '../../types.ts';

/** Whether `card` is in `hand` and is of the given family. */
export function holdsCard(hand: readonly TreacheryCardId[], card: TreacheryCardId, family: TreacheryFamily): boolean {
  if (!hand.includes(card)) return false;
  try {
    return familyOf(card) === family;
  } catch {
    return false;
  }
}

/** Plays a card from hand to the discard pile, publicly. */
export function playCard(ctx: Context, faction: Faction, card: TreacheryCardId, rule: string): void {
  discardFromHand(ctx.state, faction, card);
  ctx.emit({ type: 'shipment-card-played', faction, card, rule });
}
