// CHOAM's trade with its ally (CH.ally.trade): each trader secretly puts one treachery card forward; the trade
// happens only if both do. Either side may put nothing forward. And CHOAM's audit of a hand: paid off or shown.
import type { FormProps } from '../../decisions/forms/types.ts';
import { factionName, titled } from '../../names.ts';

export function ChoamTrade({ decision, view, send, busy }: FormProps<'choam-trade'>) {
  const hand = [...new Set(view.private?.hand ?? [])];
  return (
    <div class="row wrap">
      <span class="grow">Trade a card with {factionName(decision.partner)}:</span>
      {hand.map((card) => (
        <button type="button" key={card} disabled={busy} onClick={() => send({ type: 'choam-trade', event: decision.id, give: card })} data-testid="choice">
          Offer {titled(card)}
        </button>
      ))}
      <button type="button" disabled={busy} onClick={() => send({ type: 'choam-trade', event: decision.id, give: null })} data-testid="pass">
        No trade
      </button>
    </div>
  );
}

/** CHOAM's audit of this seat's hand: pay it off, or show the cards asked for. */
export function AuditPayoff({ decision, send, busy }: FormProps<'audit-payoff'>) {
  return (
    <div class="row wrap">
      <span class="grow">CHOAM audits {decision.count} of your cards:</span>
      <button type="button" disabled={busy} onClick={() => send({ type: 'audit-payoff', event: decision.id, pay: true })} data-testid="choice">
        Pay it off
      </button>
      <button type="button" disabled={busy} onClick={() => send({ type: 'audit-payoff', event: decision.id, pay: false })} data-testid="choice">
        Show the cards
      </button>
    </div>
  );
}
