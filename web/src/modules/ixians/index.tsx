// The Ixians (Ixians & Tleilaxu): where the Hidden Mobile Stronghold sits beside the board (the board draws it over
// its territory), the forms of its placement and movement, of their starting card and of their selection before the
// auctions, and their events in the log.
import type { PlayerView } from '@dune-rooms/sdk';
import type { Sentences } from '../../log/sentence-types.ts';
import { factionName, titled, place } from '../../names.ts';
import type { WebModule } from '../module.ts';
import { IxianKaramaPower } from './karama-power.tsx';
import { CyborgPrevent } from './cyborg-prevent.tsx';
import type { GameConnection } from '@dune-rooms/sdk';
import { CyborgReplacement, HmsMove, HmsPlace, IxianSelection, IxianStartingCard, IxianTechnology } from './forms.tsx';

function IxiansPublic({ view }: { view: PlayerView }) {
  const part = view.ixians;
  if (!part) return null;
  return (
    <p class="small" data-testid="ixians">
      <strong>Hidden Mobile Stronghold:</strong> {part.hms ? `over ${place(part.hms)}` : 'not placed yet'}.
    </p>
  );
}

/** The Ixians' free actions: their Karama power, and others' Karama against their Cyborgs' bonus. */
function IxiansActions(props: { connection: GameConnection; view: PlayerView }) {
  return (
    <>
      <IxianKaramaPower {...props} />
      <CyborgPrevent {...props} />
    </>
  );
}

export const ixians = {
  id: 'ixians',
  inPlay: (view) => view.ixians !== null,
  Public: IxiansPublic,
  Actions: IxiansActions,
  abilities: {
    'ixians-hms-movement': 'the Ixians moving the Hidden Mobile Stronghold',
    'ixians-technology': 'the Ixians swapping a card with Technology',
    'ixians-casualties': 'the Ixians replacing lost Cyborgs with Suboids',
    'ixians-ally-swap': 'the Ixians’ ally swapping a card it bought',
    'ixians-cyborg-move': 'the Ixians’ Cyborgs carrying their group two territories',
    'ixians-selection': 'the Ixians choosing a card to put back before the auctions',
    'ixians-cyborg-bonus': 'the Ixians’ Cyborgs counting two in their next battle',
  },
  forms: {
    'hms-place': HmsPlace,
    'hms-move': HmsMove,
    'ixian-starting-card': IxianStartingCard,
    'ixian-selection': IxianSelection,
    'cyborg-replacement': CyborgReplacement,
    'ixian-technology': IxianTechnology,
  },
  yesNo: {
    'ixian-ally-swap': {
      question: (d) =>
        `Discard ${d.kind === 'ixian-ally-swap' ? titled(d.card) : 'the card you bought'} (face up) and draw the top card of the treachery deck instead?`,
      answer: (event, swap) => ({ type: 'ixian-ally-swap', event, swap }),
    },
  },
  sentences: {
    'hms-placed': (e) => `The Ixians place the Hidden Mobile Stronghold over ${place(e.at)}.`,
    'hms-moved': (e) =>
      `The Ixians move the Hidden Mobile Stronghold by ${e.route.map(place).join(', then ')}${e.collected > 0 ? `, collecting ${e.collected} spice on the way` : ''}.`,
    'ixian-pool-drawn': (e) => `The Ixians draw ${e.count} cards to choose their starting card from; the others will be dealt the rest.`,
    'ixian-pool-seen': (e) => `Your pool: ${e.cards.map(titled).join(', ')}.`,
    'ixian-card-kept': () => 'The Ixians keep one card of their pool; each other faction is dealt one of the rest.',
    'ixian-extra-drawn': () => 'The Ixians draw one card more than the row to choose from.',
    'ixian-selection-seen': (e) => `The row and one card more: ${e.cards.map(titled).join(', ')}.`,
    'ixian-card-returned': () => 'The Ixians put one card back on the treachery deck.',
    'technology-used': (e) => `The Ixians use Technology: card ${e.number} of the row changes places with a card of their hand.`,
    'technology-swapped': (e) => `You give ${titled(e.gave)} and take ${titled(e.took)}.`,
    'ally-card-swapped': (e) => `${factionName(e.faction)}, the Ixians' ally, discard ${titled(e.card)} and draw the top card of the treachery deck.`,
    'ally-swap-drawn': (e) => `You draw ${titled(e.card)} in its place.`,
    'cyborgs-replaced': (e) =>
      `The Ixians send ${e.count} Suboids to the Tanks in place of as many Cyborgs, back in ${place({ territory: e.territory, sector: 0 })}.`,
    'ixian-card-placed': (e) => `You put ${titled(e.card)} back ${e.to === 'top' ? 'on top of the deck' : 'at the bottom of the deck'}.`,
  } satisfies Partial<Sentences>,
} satisfies WebModule;
