// The Nexus Betrayals that take back a payment just made: the Guild's (a shipment's payment goes to the holder) and
// Richese's (Richese loses what its sale earned, or discards the card it bought).
import { discardFromHand } from '../../../cards/deck.ts';
import { nexusOf } from '../state.ts';
import type { Effect } from './effect.ts';

const RICHESE = 'richese';

export const PAYMENT_BETRAYALS = {
  // NX.guild.betrayal: the holder takes the last shipment's payment: what reached the Guild from the Guild (as far as
  // it still holds it), a payment to the bank from the bank.
  'guild-betrayal': {
    rule: 'NX.guild.betrayal',
    card: 'guild',
    use: 'betrayal',
    check: (state) => {
      const last = nexusOf(state)?.lastPaid;
      return last?.for === 'shipment' && last.amount > 0 ? null : 'only just after a shipment is paid for, in its phase';
    },
    apply(ctx, seat) {
      const part = nexusOf(ctx.state)!;
      const last = part.lastPaid!;
      delete part.lastPaid;
      const from = last.paidTo;
      let amount = last.amount;
      if (from !== 'bank') {
        const payee = ctx.ownFaction(from);
        amount = Math.min(last.received, payee.spice);
        payee.spice -= amount;
      }
      ctx.ownFaction(seat).spice += amount;
      ctx.emit({ type: 'nexus-payment-taken', faction: seat, from, amount });
    },
  },
  // NX.richese.betrayal: just after a card is sold in Bidding: Richese, paid for it, loses that payment to the bank (as
  // far as it still holds it); Richese, having bought it, discards it face up.
  'richese-betrayal': {
    rule: 'NX.richese.betrayal',
    card: RICHESE,
    use: 'betrayal',
    // Refused on public facts alone (whether Richese still holds the card is told only by playing it).
    check(state) {
      const last = nexusOf(state)?.lastPaid;
      if (state.phase !== 'bidding' || last?.for !== 'card') return 'only in Bidding, just after a card is sold';
      return last.paidTo === RICHESE || last.payer === RICHESE ? null : 'the last card sold neither paid Richese nor went to Richese';
    },
    apply(ctx) {
      const part = nexusOf(ctx.state)!;
      const last = part.lastPaid!;
      delete part.lastPaid;
      const richese = ctx.ownFaction(RICHESE);
      if (last.paidTo === RICHESE) {
        // Never below a bid Richese holds the lead with now: the card it wins must be paid for.
        const round = ctx.state.round;
        const committed = round?.phase === 'bidding' && round.highBidder === RICHESE ? round.highBid : 0;
        const amount = Math.max(0, Math.min(last.received, richese.spice - committed));
        richese.spice -= amount;
        ctx.emit({ type: 'nexus-sale-lost', faction: RICHESE, amount });
        return;
      }
      // Played or passed on since, the card is no longer Richese's to lose: the Betrayal is spent for nothing.
      if (!richese.hand.includes(last.card!)) return void ctx.emit({ type: 'nexus-purchase-discarded', faction: RICHESE, card: null });
      discardFromHand(ctx.state, RICHESE, last.card!);
      // NX.ixians.secret-ally: the card gone, there is no purchase left to swap.
      if (part.bought?.card === last.card) delete part.bought;
      ctx.emit({ type: 'nexus-purchase-discarded', faction: RICHESE, card: last.card! });
    },
  },
} satisfies Record<string, Effect>;
