// The Ornithopter's view-level rule (view-rules.ts), which its plug-in and its answers both spread: it is the card a
// move may play, for a range of 3 territories or for one more move of another group.
import { holdsCard } from '../../phases/shipment-movement/cards.ts';
import type { ViewRules } from '../../view-rules.ts';

export const ornithopterViewRules = {
  name: 'ornithopter',
  moveCard: {
    heldIn: (hand) => hand.find((c) => holdsCard(hand, c, 'ornithopter')),
    range: 3,
    problem: (hand, card) => (holdsCard(hand, card, 'ornithopter') ? null : { code: 'NOT_HELD', message: `no Ornithopter card ${card} in hand` }),
  },
} satisfies ViewRules;
