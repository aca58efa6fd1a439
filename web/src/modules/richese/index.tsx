// Richese (CHOAM & Richese): its cache behind its shield, the cache lot beside the board (how many cards are left,
// never which; the lot's place, card, auction and bids), its forms and its events in the log.
import type { PlayerView } from '@dune-rooms/sdk';
import type { Sentences } from '../../log/sentence-types.ts';
import { factionName, territoryName, titled } from '../../names.ts';

/** RI.no-field.reveal: what turned the No-Field face up, as the log's sentence starts. */
const NO_FIELD_CAUSE = {
  richese: 'Richese reveal',
  battle: 'With the battle plans',
  storm: 'The storm strikes',
  worm: 'A sandworm strikes',
  discovery: 'A Discovery card devastates the territory',
  'family-atomics': 'Family Atomics strike',
  'ally-constraint': 'Their ally holds the territory',
  card: 'Trip to Gamont',
  shipment: 'Richese ship another No-Field',
  ally: 'Their ally ships it',
  pair: 'Shipped with another, by Richese’s Cunning',
} as const;
import type { Private, WebModule } from '../module.ts';
import { BlackMarket, CacheBid, CacheLot, CachePosition, CacheSealedBid, CacheUnsold } from './forms.tsx';
import { RicheseActions } from './actions.tsx';

function Cache({ view, mine }: { view: PlayerView; mine: Private }) {
  const at = view.richese?.noField;
  return (
    <>
      {mine.richeseCache.length > 0 && (
        <>
          <dt>Cache</dt>
          <dd data-testid="richese-cache">{mine.richeseCache.map(titled).join(', ')}</dd>
        </>
      )}
      {at && mine.richeseNoField !== null && (
        <>
          <dt>No-Field</dt>
          <dd data-testid="richese-no-field-value">
            the {mine.richeseNoField}, face down in {territoryName(at.territory)}
          </dd>
        </>
      )}
    </>
  );
}

function RichesePublic({ view }: { view: PlayerView }) {
  const r = view.richese;
  if (!r) return null;
  const lot = r.lot;
  return (
    <p class="small" data-testid="richese">
      <strong>Richese cache:</strong> {r.cache} {r.cache === 1 ? 'card' : 'cards'} left
      {r.position ? `; this turn’s lot comes ${r.position}` : ''}
      {r.removed.length > 0 ? `; removed from the game: ${r.removed.map(titled).join(', ')}` : ''}.
      {r.noField && (
        <span data-testid="no-field">
          {' '}
          A No-Field stands face down in {territoryName(r.noField.territory)} (sector {r.noField.sector}), counted as one force.
        </span>
      )}
      {r.faceUpNoField !== null && <span data-testid="no-field-face-up"> The {r.faceUpNoField} No-Field is face up.</span>}
      {!r.allyNoField && <span> Richese withhold their No-Fields from their ally.</span>}
      {lot && (
        <span data-testid="cache-lot" data-card={lot.card ?? ''}>
          {' '}
          Up for bid: {lot.card ? titled(lot.card) : `a concealed card from Richese’s hand${lot.claim ? ` (Richese says: ${titled(lot.claim)})` : ''}`},{' '}
          {lot.method === 'silent' ? 'silent auction' : lot.method === 'normal' ? 'normal auction' : `once around to the ${lot.direction}`}
          {lot.method !== 'silent' && `: ${lot.order.map(factionName).join(', ')}`}
          {lot.highBidder ? `; top bid ${lot.highBid} by ${factionName(lot.highBidder)}` : ''}.
        </span>
      )}
    </p>
  );
}

export const richese = {
  id: 'richese',
  inPlay: (view) => view.richese !== null,
  Private: Cache,
  Public: RichesePublic,
  Actions: RicheseActions,
  abilities: {
    'richese-cache-lot': 'Richese selling a card of its cache this turn',
    'richese-black-market': 'Richese selling a card of its hand on the Black Market',
    'richese-no-field': 'a No-Field shipment',
  },
  forms: {
    'black-market': BlackMarket,
    'cache-position': CachePosition,
    'cache-lot': CacheLot,
    'cache-bid': CacheBid,
    'cache-sealed-bid': CacheSealedBid,
    'cache-unsold': CacheUnsold,
  },
  sentences: {
    'cache-position-declared': (e) => `Richese will sell its cache card ${e.at === 'first' ? 'before the first card' : 'after the last card'} of the row.`,
    'black-market-offered': (e) =>
      `Richese sell a concealed card on the Black Market${e.claim ? `, saying it is ${titled(e.claim)}` : ''}: ${e.method === 'silent' ? 'a silent auction' : `${e.method === 'normal' ? 'a normal auction' : 'once around'}, ${e.order.map(factionName).join(', ')}`}.`,
    'black-market-card-seen': (e) => `The Black Market card is ${titled(e.card)}.`,
    'black-market-sold': (e) => `${factionName(e.faction)} buy Richese’s Black Market card for ${e.price}.`,
    'black-market-unsold': () => 'Richese sell nothing on the Black Market.',
    'cache-lot-cancelled': () => 'A Karama stops Richese’s cache lot this turn.',
    'cache-income-shared': (e) => `${factionName(e.faction)}, occupying Richese, take ${e.amount} of what Richese were paid for the card.`,
    'cache-lot-offered': (e) =>
      `${e.by === 'richese' ? '' : `${factionName(e.by)}, occupying Richese’s homeworld, chose the card: `}Richese put ${titled(e.card)} up for bid: ${e.method === 'silent' ? 'a silent auction' : `once around, ${e.order.map(factionName).join(', ')}`}.`,
    'cache-bid-made': (e) =>
      e.amount > 0 ? `${factionName(e.faction)} bid ${e.amount} on the cache card.` : `${factionName(e.faction)} pass on the cache card.`,
    'cache-bids-revealed': (e) =>
      `The sealed bids: ${
        Object.entries(e.bids)
          .map(([f, n]) => `${factionName(f as never)} ${n}`)
          .join(', ') || 'none'
      }.`,
    'cache-card-sold': (e) =>
      `${factionName(e.faction)} buy ${titled(e.card)} for ${e.price}${e.toRichese > 0 ? ` (${e.toRichese} to Richese)` : e.toEmperor > 0 ? ' (to the Emperor)' : ' (to the Spice Bank)'}.`,
    'cache-card-taken': (e) => `Richese use their Karama to take a card from their cache for ${e.price} spice.`,
    'cache-card-taken-card': (e) => `You take ${titled(e.card)} from your cache.`,
    'richese-card-given': (e) => `Richese give the ${factionName(e.to)} a card.`,
    'richese-card-given-card': (e) => `Richese give the ${factionName(e.to)} ${titled(e.card)}.`,
    'no-field-revealed': (e) =>
      e.cause === 'ally'
        ? `The ${factionName(e.faction ?? 'richese')} ship Richese's ${e.value} No-Field to ${territoryName(e.territory)}, revealed at once: ${e.forces === 1 ? '1 force lands' : `${e.forces} forces land`}.`
        : `${NO_FIELD_CAUSE[e.cause]}: Richese's No-Field in ${territoryName(e.territory)} is the ${e.value}${e.forces === e.value ? '' : `, but they have only ${e.forces} in reserve`}; ${e.forces === 1 ? '1 force takes' : `${e.forces} forces take`} its place.`,
    'ally-no-field-allowed': (e) => (e.allow ? 'Richese let their ally ship their No-Fields.' : 'Richese withhold their No-Fields from their ally.'),
    'cache-card-unsold': (e) => `Nobody bought ${titled(e.card)}: Richese ${e.kept ? 'keep it' : 'remove it from the game'}.`,
  } satisfies Partial<Sentences>,
} satisfies WebModule;
