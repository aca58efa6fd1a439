// CHOAM (CHOAM & Richese): behind the shield, the card a trader put forward for the trade with its ally
// (CH.ally.trade) and what CHOAM's battle funding still covers (CH.ally.battle-funding); in public, the Inflation
// token and the Worthless effects in force; the spice CHOAM paid in a revealed plan; its events in the log and the
// Kull Wahad reaction, a window the Karama setting governs.
import type { PlayerView } from '@dune-rooms/sdk';
import { factionName, territoryName, titled } from '../../names.ts';
import { CardName } from '../../rules-text/hint.tsx';
import { battlePrivate, type Private, type WebModule } from '../module.ts';
import { AuditPayoff, ChoamBattleSupport, ChoamInflation, ChoamMarket, ChoamTrade, ChoamWorthless } from './forms.tsx';
import { CHOAM_ABILITIES, CHOAM_SENTENCES } from './sentences.ts';
import { ChoamKaramaDiscard } from './karama-discard.tsx';

function ChoamPrivate({ mine }: { view: PlayerView; mine: Private }) {
  const support = battlePrivate(mine)?.choamSupport;
  return (
    <>
      {mine.tradeOffer && (
        <>
          <dt>Trade with {factionName(mine.tradeOffer.partner)}</dt>
          <dd data-testid="trade-offer">{mine.tradeOffer.give ? `you put forward ${titled(mine.tradeOffer.give)}` : 'you declined'}</dd>
        </>
      )}
      {support !== undefined && (
        <>
          <dt>CHOAM's battle funding</dt>
          <dd data-testid="choam-support">{support} spice still covered</dd>
        </>
      )}
    </>
  );
}

function ChoamPublic({ view }: { view: PlayerView }) {
  const c = view.choam;
  if (!c) return null;
  return (
    <section data-testid="choam" class="small">
      <h4>CHOAM</h4>
      <div>
        Inflation: {c.inflation ? `${c.inflation.side === 'double' ? 'doubling' : 'cancelling'} charity since turn ${c.inflation.turn}` : 'not yet played'}
        {c.tradedTurn > 0 ? ` · last trade with its ally on turn ${c.tradedTurn}` : ''}
      </div>
      {c.effects.length > 0 && (
        <ul>
          {c.effects.map((e) => (
            <li key={`${e.card}${e.turn}`}>
              <CardName card={e.card} /> (turn {e.turn}){'faction' in e ? `: ${factionName(e.faction)}` : ''}
              {'territory' in e ? ` in ${territoryName(e.territory)}` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export const choam = {
  id: 'choam',
  inPlay: (view) => view.choam !== null,
  Private: ChoamPrivate,
  Public: ChoamPublic,
  Actions: ChoamKaramaDiscard,
  forms: {
    'choam-trade': ChoamTrade,
    'audit-payoff': AuditPayoff,
    'choam-market': ChoamMarket,
    'choam-worthless': ChoamWorthless,
    'choam-inflation': ChoamInflation,
    'choam-battle-support': ChoamBattleSupport,
  },
  yesNo: { 'kull-wahad': { question: 'Stop this Karama with Kull Wahad?', answer: (event, play) => ({ type: 'kull-wahad', event, play }) } },
  karamaWindows: ['kull-wahad'],
  sentences: CHOAM_SENTENCES,
  abilities: CHOAM_ABILITIES,
  revealSpiceNote: (plan) => (plan.choamSpice ? ` (${plan.choamSpice} from CHOAM)` : ''),
} satisfies WebModule;
