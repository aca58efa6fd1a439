// The Stronghold cards module (CHOAM & Richese, Advanced): beside the board who holds each card this turn and what it
// gives in battles there; the HMS card's copy asked before a battle there; the cards' events in the log.
import type { PlayerView, StrongholdCard } from '@dune-rooms/sdk';
import type { FormProps } from '../../decisions/forms/types.ts';
import type { Sentences } from '../../log/sentence-types.ts';
import { factionName, territoryName } from '../../names.ts';
import type { WebModule } from '../module.ts';

const CARD_TEXT: Readonly<Record<StrongholdCard, string>> = {
  arrakeen: 'In battles here, the Spice Bank pays 2 of the spice your dialed forces need.',
  carthag: 'In battles here, if you play no poison weapon, a defense of yours that is no poison defense also counts as a Snooper.',
  'habbanya-sietch': 'You win ties in battles here, whatever the storm order or a Juice of Sapho.',
  'sietch-tabr': 'When you win a battle here, take from the Spice Bank the number your opponent dialed (rounded down).',
  'tueks-sietch': 'Take 2 spice from the Spice Bank for each Worthless card you play in a battle here.',
  hms: 'In battles in the Hidden Mobile Stronghold, copy the advantage of another stronghold you control, declared before the battle plans.',
};

const ORDER: readonly StrongholdCard[] = ['arrakeen', 'carthag', 'habbanya-sietch', 'sietch-tabr', 'tueks-sietch', 'hms'];

function StrongholdCardsPanel({ view }: { view: PlayerView }) {
  const cards = view.strongholdCards;
  if (!cards) return null;
  // The HMS card is in play only with the Ixians seated.
  const inPlay = ORDER.filter((c) => c !== 'hms' || view.seats.some((s) => s.faction === 'ixians'));
  return (
    <p class="small" data-testid="stronghold-cards">
      <strong>Stronghold cards:</strong>{' '}
      {inPlay.map((c, i) => {
        const holder = cards.holders[c];
        return (
          <span key={c} title={CARD_TEXT[c]} data-card={c} data-holder={holder ?? ''}>
            {i > 0 ? '; ' : ''}
            {territoryName(c)}: {holder ? factionName(holder) : 'set aside'}
          </span>
        );
      })}
      {cards.copy ? ` (this battle: ${factionName(cards.copy.faction)} copy ${territoryName(cards.copy.card)} with the HMS card)` : ''}. Each turn’s end, the
      faction alone in a stronghold takes its card for the next turn.
    </p>
  );
}

function HmsCardCopy({ decision, send, busy }: FormProps<'hms-card-copy'>) {
  return (
    <div class="row wrap">
      <span class="grow">Your HMS card: copy the advantage of a stronghold you control for this battle?</span>
      {decision.options.map((card) => (
        <button
          type="button"
          key={card}
          title={CARD_TEXT[card]}
          disabled={busy}
          onClick={() => send({ type: 'hms-card-copy', event: decision.id, card })}
          data-testid="choice"
        >
          {territoryName(card)}
        </button>
      ))}
      <button type="button" disabled={busy} onClick={() => send({ type: 'hms-card-copy', event: decision.id, card: null })} data-testid="pass">
        None
      </button>
    </div>
  );
}

export const strongholdCards = {
  id: 'stronghold-cards',
  inPlay: (view) => view.strongholdCards !== null,
  Public: StrongholdCardsPanel,
  forms: { 'hms-card-copy': HmsCardCopy },
  sentences: {
    'stronghold-card-used': (e) =>
      e.card === 'habbanya-sietch'
        ? `${factionName(e.faction)} win the tie with the Habbanya Sietch card.`
        : `${factionName(e.faction)}’s leader lives: the Carthag card made their defense a Snooper too.`,
    'stronghold-card-copied': (e) => `${factionName(e.faction)} copy ${territoryName(e.card)}’s advantage with the HMS card for this battle.`,
    'stronghold-cards-held': (e) =>
      `Stronghold cards for the next turn: ${
        ORDER.filter((c) => e.holders[c])
          .map((c) => `${factionName(e.holders[c]!)} hold ${territoryName(c)}`)
          .join('; ') || 'all set aside'
      }.`,
    'stronghold-card-paid': (e) => `${factionName(e.faction)} receive ${e.amount} spice from the Spice Bank (${territoryName(e.card)} card).`,
  } satisfies Partial<Sentences>,
} satisfies WebModule;
