// The log's words for the Ambassadors: drawn, placed, triggered or not, and what each effect did; the beneficiary
// alone reads what it saw (a hand, a traitor) and the card it drew.
import { factionName as f, leaderName, territoryName as land, titled } from '../../names.ts';
import type { EventOf, Sentences } from '../../log/sentence-types.ts';
import { forces, list, spot } from '../../log/words.ts';
import { ambassador } from './words.ts';

const cards = (ids: readonly string[]): string => list(ids.map(titled));

/** What an effect did, after the beneficiary's name (the event names only what became public). */
function used(e: EventOf<'ambassador-used'>): string {
  if (e.passed) return `pass the ${ambassador(e.token)}’s effect`;
  if (e.copy) return `copy the ${ambassador(e.copy)} with the Bene Gesserit’s`;
  if (e.leader) return `revive ${leaderName(e.leader)} from the Tanks`;
  if (e.to) return `${e.from ? `move ${forces(e.forces ?? 0)} from ${spot(e.from)}` : `send ${forces(e.forces ?? 0)} from reserves`} to ${spot(e.to)}`;
  if (e.forces !== undefined) return `revive ${forces(e.forces)} from the Tanks`;
  if (e.discarded) return `discard ${cards(e.discarded)} ${e.spice ? `for ${e.spice} spice` : 'and draw a card'}`;
  if (e.spice) return e.spice > 0 ? `take ${e.spice} spice` : `pay ${-e.spice} spice for the top card of the deck`;
  const what: Record<string, string> = {
    atreides: `look at the hand of the ${f(e.entrant)}`,
    harkonnen: `look at a traitor card of the ${f(e.entrant)}`,
  };
  return what[e.token] ?? `use the ${ambassador(e.token)}`;
}

export const ECAZ_SENTENCES = {
  'ambassadors-drawn': (e) => `Ecaz draw five new Ambassadors: ${list(e.tokens.map(f))}.`,
  'ambassador-placed': (e) => `Ecaz place the ${ambassador(e.token)} in ${land(e.territory)} for ${e.cost} spice.`,
  'ambassador-triggered': (e) =>
    `The ${f(e.entrant)} enter ${land(e.territory)}: Ecaz trigger the ${ambassador(e.token)} there${e.beneficiary === 'ecaz' ? '' : ` for the ${f(e.beneficiary)}`}.`,
  'ambassador-declined': (e) => `The ${f(e.entrant)} enter ${land(e.territory)}: Ecaz leave the ${ambassador(e.token)} there.`,
  'ambassador-used': (e) => `${f(e.beneficiary)} ${used(e)}.`,
  'ambassador-seen': (e) =>
    e.token === 'atreides'
      ? `You see the hand of the ${f(e.entrant)}: ${e.cards.length > 0 ? cards(e.cards) : 'no card'}.`
      : e.traitors.length > 0
        ? `You see a traitor card of the ${f(e.entrant)}: ${list(e.traitors.map(leaderName))}.`
        : `The ${f(e.entrant)} hold no traitor card.`,
  'ambassador-drawn-card': (e) => `You draw ${titled(e.card)}.`,
  'ambassador-returned': (e) =>
    `The ${ambassador(e.token)} in ${land(e.territory)} goes back to Ecaz’s supply (${e.cause === 'storm' ? 'the storm reached it' : 'the explosion'}).`,
  'occupy-fighter-chosen': (e) =>
    `Ecaz and the ${f(e.ally)} fight as one side in ${land(e.territory)}: ${e.fighter === 'ecaz' ? 'Ecaz fight' : `the ${f(e.fighter)} fight`}, the ${f(e.aggressor)} the aggressor.`,
  'occupy-collection-split': (e) =>
    `Ecaz and the ${f(e.ally)} split what they collected in ${land(e.territory)}: ${e.ecaz} spice to Ecaz, ${e.allyShare} to the ${f(e.ally)}.`,
  'ecaz-karama-dial': (e) => `Ecaz play a Karama card: ${e.bonus} added to their dial, the difference between the leaders.`,
  'vidal-taken': (e) =>
    `The ${f(e.faction)} take Duke Vidal${e.from ? ` from the ${f(e.from)}` : ''}${e.occupier ? ' while they occupy Ecaz' : e.lent ? ' for the turn, until he fights a battle' : ', until he fights a battle'}.`,
  'vidal-set-aside': (e) =>
    `Duke Vidal leaves the ${f(e.from)} and is set aside (${e.cause === 'battle' ? 'he fought his battle' : e.cause === 'turn' ? 'the turn ends' : e.cause === 'occupation' ? 'their occupation of Ecaz is over' : 'revived'}).`,
  'ecaz-poison-income': (e) =>
    `Ecaz take ${e.spice} spice from the bank for the poison weapon${e.cards.length === 1 ? '' : 's'} discarded (${e.cards.map(titled).join(', ')}).`,
  'ambassador-alliance-declined': (e) => `The ${f(e.to)} decline the alliance the ${ambassador(e.from)} offered.`,
} satisfies Partial<Sentences>;
