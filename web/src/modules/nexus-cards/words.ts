// The Nexus cards in words: each use, and each effect built so far with what it asks for.
import type { Faction } from '@dune-rooms/sdk';

export type NexusEffect = Extract<import('@dune-rooms/sdk').Action, { type: 'nexus-card' }>['effect'];
export type NexusUse = 'cunning' | 'betrayal' | 'secret-ally';

export const USE_NAMES: Readonly<Record<NexusUse, string>> = { cunning: 'Cunning', betrayal: 'Betrayal', 'secret-ally': 'Secret Ally' };

/** What each effect does, the card and use it takes, and what it names (a territory, a faction). */
export const EFFECTS: Readonly<Record<NexusEffect, { card: Faction; use: NexusUse; words: string; names?: 'territory' | 'target' | 'element' | 'card' }>> = {
  'choam-betrayal': { card: 'choam', use: 'betrayal', words: 'CHOAM discard a card at random, for no spice' },
  'moritani-betrayal': { card: 'moritani', use: 'betrayal', words: 'a Terror token goes back to Moritani, unrevealed', names: 'territory' },
  'ecaz-betrayal': { card: 'ecaz', use: 'betrayal', words: 'Ecaz’s ally takes its forces home from a territory it shares with Ecaz', names: 'territory' },
  'ecaz-cunning': { card: 'ecaz', use: 'cunning', words: 'take Duke Vidal for the rest of the turn' },
  'ecaz-secret-ally': { card: 'ecaz', use: 'secret-ally', words: 'a faction tells whether it holds a traitor card of one of your leaders', names: 'target' },
  'harkonnen-cunning': { card: 'harkonnen', use: 'cunning', words: 'draw a traitor card, then give one of yours back' },
  'harkonnen-secret-ally': { card: 'harkonnen', use: 'secret-ally', words: 'in the Mentat Pause, draw two traitor cards, then give two back' },
  'emperor-betrayal': { card: 'emperor', use: 'betrayal', words: 'the Sardaukar of this battle count as ordinary forces (before the plans are revealed)' },
  'emperor-cunning': {
    card: 'emperor',
    use: 'cunning',
    words: 'five of your ordinary forces count as Sardaukar in your next battle this turn (Advanced; before your plan is asked)',
  },
  'choam-cunning': {
    card: 'choam',
    use: 'cunning',
    words: 'once this turn, discard any card of yours for a Worthless card’s effect (in your Worthless window)',
  },
  'ixians-cunning': { card: 'ixians', use: 'cunning', words: 'your Suboids count fully, without spice, for the rest of the turn' },
  'fremen-cunning': {
    card: 'fremen',
    use: 'cunning',
    words: 'a sandworm struck an empty territory: ride from a sand territory of yours as the Nexus concludes',
    names: 'territory',
  },
  'fremen-secret-ally': { card: 'fremen', use: 'secret-ally', words: 'sandworms spare your forces for the rest of the turn' },
  'fremen-secret-ally-revival': { card: 'fremen', use: 'secret-ally', words: 'your free revival is three this turn (before Revival)' },
  'fremen-betrayal': { card: 'fremen', use: 'betrayal', words: 'no sandworm is ridden for the rest of the turn' },
  'emperor-secret-ally': { card: 'emperor', use: 'secret-ally', words: 'three more forces revived free this turn, beyond the limit (before Revival)' },
  'emperor-betrayal-purchase': {
    card: 'emperor',
    use: 'betrayal',
    words: 'the Emperor pays the bank for the next card its ally buys this phase, and receives nothing for it (in Bidding)',
  },
  'emperor-secret-ally-card': { card: 'emperor', use: 'secret-ally', words: 'the next card you buy this turn is yours for nothing (in Bidding)' },
  'choam-secret-ally-worthless': {
    card: 'choam',
    use: 'secret-ally',
    words: 'discard a Worthless card for 2 spice (at Collection: Spice Collection or the Mentat Pause)',
    names: 'card',
  },
  'tleilaxu-cunning': { card: 'tleilaxu', use: 'cunning', words: 'your revealed Face Dancers replaced by new ones' },
  'moritani-secret-ally': { card: 'moritani', use: 'secret-ally', words: 'lose this battle to a winner and keep one card you played (before it is resolved)' },
  'moritani-cunning': {
    card: 'moritani',
    use: 'cunning',
    words: 'this turn’s Terror placement may go where a token stands (before the Mentat Pause placement)',
  },
  'choam-secret-ally': { card: 'choam', use: 'secret-ally', words: 'having won the last battle, see a card of the loser’s hand at random' },
  'ixians-secret-ally': { card: 'ixians', use: 'secret-ally', words: 'discard the card you just bought and draw the next of the deck' },
  'bene-gesserit-secret-ally': {
    card: 'bene-gesserit',
    use: 'secret-ally',
    words: 'give the Voice to your opponent in your next battle this turn (before Prescience)',
  },
  'tleilaxu-secret-ally': {
    card: 'tleilaxu',
    use: 'secret-ally',
    words: 'a leader revived free and up to five forces at 1 spice each this turn (before Revival)',
  },
  'guild-betrayal': { card: 'guild', use: 'betrayal', words: 'take the payment of the shipment just made (from the Guild, or from the bank)' },
  'atreides-cunning': {
    card: 'atreides',
    use: 'cunning',
    words: 'see a second element of your opponent’s plan as it is sealed (before the reveal)',
    names: 'element',
  },
  'atreides-secret-ally': {
    card: 'atreides',
    use: 'secret-ally',
    words: 'see one element of your battle opponent’s plan as it is sealed (before the reveal)',
    names: 'element',
  },
  'guild-cunning': { card: 'guild', use: 'cunning', words: 'ship once more after your move this turn (before your turn is over)' },
  'guild-secret-ally': {
    card: 'guild',
    use: 'secret-ally',
    words: 'ship this turn as the Guild does: half price, across the planet and back to reserves (before your shipment is asked)',
  },
  'richese-cunning': {
    card: 'richese',
    use: 'cunning',
    words: 'your shipment this turn may carry two No-Fields: one face down, one revealed with its forces (before your shipment is asked)',
  },
  'richese-secret-ally': {
    card: 'richese',
    use: 'secret-ally',
    words: 'up to five forces of your shipment this turn cost as one (before your shipment is asked)',
  },
  'richese-betrayal': {
    card: 'richese',
    use: 'betrayal',
    words: 'just after a sale in Bidding: Richese loses what it was paid, or discards the card it bought',
  },
  'bene-gesserit-cunning': {
    card: 'bene-gesserit',
    use: 'cunning',
    words: 'your advisors in a territory turn fighters (in your own Shipment and Movement)',
    names: 'territory',
  },
};

/** How `viewer` may use `card`: its own faction's Cunning, a Betrayal of a seated faction, else a Secret Ally. */
export const useOf = (seated: readonly Faction[], viewer: Faction, card: Faction): NexusUse =>
  card === viewer ? 'cunning' : seated.includes(card) ? 'betrayal' : 'secret-ally';
