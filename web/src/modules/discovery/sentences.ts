// The log's words for the Discovery variant: a card's devastation, tokens laid, looked at, passed and revealed, what
// the places and stashes pay, and the free entries.
import { factionName as f, territoryName as land, titled } from '../../names.ts';
import type { Sentences } from '../../log/sentence-types.ts';
import { forces, list, spice } from '../../log/words.ts';
import { discoveryName, kindName } from './words.ts';

export const DISCOVERY_SENTENCES = {
  'discovery-devastation': (e) =>
    `A Discovery card devastates ${land(e.territory)}: ${
      e.forces.length > 0 ? list(e.forces.map((x) => `${forces(x.count)} of the ${f(x.faction)}`)) : 'no force'
    } to the Tanks${e.spice > 0 ? `, ${spice(e.spice)} to the bank` : ''}.`,
  'discovery-token-laid': (e) => `A ${kindName(e.kind)} token is laid face down in ${land(e.site)}.`,
  'discovery-token-seen': (e) => `You look at the token in ${land(e.site)}: ${discoveryName(e.token)}.`,
  'discovery-pile-empty': (e) => `No ${kindName(e.kind)} token is left to lay.`,
  'discovery-token-passed': (e) => `The ${f(e.faction)} leave the token in ${land(e.site)} face down.`,
  'discovery-token-revealed': (e) => `The ${f(e.faction)} reveal the token in ${land(e.site)}: ${discoveryName(e.token)}.`,
  'discovery-spice': (e) =>
    e.from
      ? `The ${discoveryName(e.token)}: the ${f(e.faction)} take ${spice(e.amount)} from the ${f(e.from)}’s collection.`
      : `The ${discoveryName(e.token)}: the ${f(e.faction)} take ${spice(e.amount)} from the bank.`,
  'discovery-entered': (e) => `The ${f(e.faction)} move ${forces(e.count)} into ${discoveryName(e.place)}, free.`,
  'discovery-card-drawn': (e) => `The Treachery Card Stash: the ${f(e.faction)} draw a treachery card.`,
  'discovery-card-drawn-card': (e) => `You draw ${titled(e.card)} from the Treachery Card Stash.`,
  'great-maker': (e) =>
    e.vote
      ? 'The Great Maker! It strikes like Shai-Hulud; its Nexus is put to a vote, and nobody rides it from where it struck.'
      : 'The Great Maker! It strikes like Shai-Hulud; the Nexus already due stands, and nobody rides it from where it struck.',
  'great-maker-set-aside': () => 'The Great Maker drawn on the first turn is set aside and shuffled back with the sandworms.',
  'great-maker-voted': (e) => `The ${f(e.faction)} vote ${e.nexus ? 'for' : 'against'} a Nexus.`,
  'great-maker-vote-result': (e) => `The vote: ${e.yes} for, ${e.no} against — ${e.nexus ? 'a Nexus' : 'no Nexus'}.`,
  'great-maker-ridden': (e) => `The Fremen ride the Great Maker from their reserves: ${forces(e.count)} into ${land(e.to.territory)}.`,
  'discovery-flight': (e) => `The ${f(e.faction)} fly their group from ${land(e.from)} to ${land(e.to)} with the Ornithopter token, which leaves the game.`,
  'testing-station-used': (e) => `The Ecological Testing Station: the ${f(e.faction)} make the storm move ${e.movement} sectors instead of ${e.from}.`,
  'discovery-card-discarded': (e) => `The ${f(e.faction)} discard ${titled(e.card)}: their hand was over its limit.`,
} satisfies Partial<Sentences>;
