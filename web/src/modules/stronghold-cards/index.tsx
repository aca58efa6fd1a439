// The Stronghold cards module (CHOAM & Richese, Advanced): beside the board who holds each card this turn and what it
// gives in battles there; the cards' events in the log.
import type { PlayerView, StrongholdCard } from '@dune-rooms/sdk';
import type { Sentences } from '../../log/sentence-types.ts';
import { factionName, territoryName } from '../../names.ts';
import type { WebModule } from '../module.ts';

const CARD_TEXT: Readonly<Record<StrongholdCard, string>> = {
  arrakeen: 'In battles here, the Spice Bank pays 2 of the spice your dialed forces need.',
  carthag: 'In battles here, if you play no poison weapon, a defense of yours that is no poison defense also counts as a Snooper.',
  'habbanya-sietch': 'You win ties in battles here, whatever the storm order or a Juice of Sapho.',
  'sietch-tabr': 'When you win a battle here, take from the Spice Bank the number your opponent dialed (rounded down).',
  'tueks-sietch': 'Take 2 spice from the Spice Bank for each Worthless card you play in a battle here.',
};

const ORDER: readonly StrongholdCard[] = ['arrakeen', 'carthag', 'habbanya-sietch', 'sietch-tabr', 'tueks-sietch'];

function StrongholdCardsPanel({ view }: { view: PlayerView }) {
  const cards = view.strongholdCards;
  if (!cards) return null;
  return (
    <p class="small" data-testid="stronghold-cards">
      <strong>Stronghold cards:</strong>{' '}
      {ORDER.map((c, i) => {
        const holder = cards.holders[c];
        return (
          <span key={c} title={CARD_TEXT[c]} data-card={c} data-holder={holder ?? ''}>
            {i > 0 ? '; ' : ''}
            {territoryName(c)}: {holder ? factionName(holder) : 'set aside'}
          </span>
        );
      })}
      . Each turn’s end, the faction alone in a stronghold takes its card for the next turn.
    </p>
  );
}

export const strongholdCards = {
  id: 'stronghold-cards',
  inPlay: (view) => view.strongholdCards !== null,
  Public: StrongholdCardsPanel,
  sentences: {
    'stronghold-cards-held': (e) =>
      `Stronghold cards for the next turn: ${
        ORDER.filter((c) => e.holders[c])
          .map((c) => `${factionName(e.holders[c]!)} hold ${territoryName(c)}`)
          .join('; ') || 'all set aside'
      }.`,
    'stronghold-card-paid': (e) => `${factionName(e.faction)} receive ${e.amount} spice from the Spice Bank (${territoryName(e.card)} card).`,
  } satisfies Partial<Sentences>,
} satisfies WebModule;
