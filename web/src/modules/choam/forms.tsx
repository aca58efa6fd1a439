// CHOAM's trade with its ally (CH.ally.trade): each trader secretly puts one treachery card forward; the trade
// happens only if both do. Either side may put nothing forward. CHOAM's audit of a hand: paid off or shown. And
// CHOAM's own: the market at a phase's end (CH.sale), the Worthless cards' effects (CH.worthless.*), the Inflation
// token (CH.inflation) and its offer toward its ally's battles (CH.ally.battle-funding).
import { useState } from 'preact/hooks';
import type { WorthlessPlay } from '@dune-rooms/sdk';
import type { FormProps } from '../../decisions/forms/types.ts';
import { usePicks } from '../../decisions/forms/picks.ts';
import { AmountForm } from '../../decisions/forms/amount.tsx';
import { factionName, phaseName, territoryName, titled } from '../../names.ts';

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

export function ChoamMarket({ decision, send, busy }: FormProps<'choam-market'>) {
  const { picked, toggle } = usePicks();
  const [trade, setTrade] = useState(false);
  const sell = picked.map((i) => decision.offers[i]!.card);
  const earned = picked.reduce((sum, i) => sum + decision.offers[i]!.price, 0);
  return (
    <form
      class="row wrap"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'choam-market', event: decision.id, sell, trade });
      }}
    >
      <span>After {phaseName(decision.phase)}, sell:</span>
      {decision.offers.map((o, i) => (
        <label key={`${o.card}-${i}`}>
          <input type="checkbox" name="sell" checked={picked.includes(i)} onChange={() => toggle(i)} /> {titled(o.card)} ({o.price} spice)
        </label>
      ))}
      {decision.tradeWith && (
        <label>
          <input type="checkbox" name="trade" checked={trade} onChange={(e) => setTrade(e.currentTarget.checked)} /> offer {factionName(decision.tradeWith)} a
          trade
        </label>
      )}
      <button type="submit" disabled={busy} data-testid="submit">
        {sell.length === 0 && !trade ? 'Nothing now' : `Done${earned > 0 ? ` (+${earned} spice)` : ''}`}
      </button>
    </form>
  );
}

/** A Worthless play in words: the card and its target. */
function playText(play: WorthlessPlay): string {
  const target = [
    'faction' in play ? factionName(play.faction) : '',
    'territory' in play ? territoryName(play.territory) : '',
    'sector' in play ? `sector ${play.sector}` : '',
    'force' in play ? `one ${play.force === 'elite' ? 'starred force' : play.force === 'advisors' ? 'advisor' : 'force'}` : '',
  ].filter(Boolean);
  return target.length > 0 ? `${titled(play.card)}: ${target.join(', ')}` : titled(play.card);
}

export function ChoamWorthless({ decision, send, busy }: FormProps<'choam-worthless'>) {
  const plays = decision.plays ?? [];
  const { picked, toggle } = usePicks();
  const chosen = picked.map((i) => plays[i]!);
  // One play per card: each is one physical card.
  const twice = new Set(chosen.map((p) => p.card)).size !== chosen.length;
  return (
    <form
      class="stack"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'choam-worthless', event: decision.id, plays: chosen });
      }}
    >
      <span>
        {plays.length === 0 ? `No Worthless card of yours works in ${phaseName(decision.phase)}.` : `Discard Worthless cards in ${phaseName(decision.phase)}:`}
      </span>
      {plays.map((p, i) => (
        <label key={playText(p)}>
          <input type="checkbox" name="worthless" checked={picked.includes(i)} onChange={() => toggle(i)} /> {playText(p)}
        </label>
      ))}
      {twice && <span class="error">One play per card.</span>}
      <button type="submit" disabled={busy || twice} data-testid="submit">
        {chosen.length === 0 ? 'Play none' : `Play ${chosen.length}`}
      </button>
    </form>
  );
}

export function ChoamInflation({ decision, send, busy }: FormProps<'choam-inflation'>) {
  const answer = (side: 'double' | 'cancel' | null) => send({ type: 'choam-inflation', event: decision.id, side });
  return (
    <div class="row wrap">
      <span class="grow">Play the Inflation token (once a game; next turn's charity and dividends, then the opposite):</span>
      <button type="button" disabled={busy} onClick={() => answer('double')} data-testid="choice">
        Double side up
      </button>
      <button type="button" disabled={busy} onClick={() => answer('cancel')} data-testid="choice">
        Cancel side up
      </button>
      <button type="button" disabled={busy} onClick={() => answer(null)} data-testid="pass">
        Not now
      </button>
    </div>
  );
}

export function ChoamBattleSupport({ decision, view, send, busy }: FormProps<'choam-battle-support'>) {
  const most = Math.min(decision.max, view.private?.spice ?? decision.max);
  return (
    <AmountForm
      before={`Offer ${factionName(decision.ally)} for its battles this phase`}
      after={` spice (at most ${most})`}
      name="support"
      max={most}
      button="Offer"
      busy={busy}
      send={(amount) => send({ type: 'choam-battle-support', event: decision.id, amount })}
    />
  );
}
