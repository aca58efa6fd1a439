// The Homeworlds' events in the log: occupations and their income, Tupile's intelligence, and each world's effect.
import type { Sentences } from '../../log/sentence-types.ts';
import { factionName as f, phaseName } from '../../names.ts';
import { card, list, spice, spot } from '../../log/words.ts';

export const WORLD_SENTENCES = {
  'homeworld-occupied': (e) => `${f(e.faction)} occupy ${card(e.world)}.`,
  'occupation-ended': (e) => `The ${f(e.faction)} occupation of ${card(e.world)} ends.`,
  'occupation-income': (e) => `${f(e.faction)} earn ${spice(e.amount)} from occupying ${card(e.world)}.`,
  'occupation-income-passed': (e) => `${f(e.from)} pass ${spice(e.amount)} from ${card(e.world)} to their ally ${f(e.to)}.`,
  'tupile-intelligence': (e) => `CHOAM ask Tupile about the ${f(e.target)}.`,
  'tupile-receipt': (e) =>
    `Tupile: the ${f(e.receipt.target)} hold ${e.receipt.count} ${e.receipt.category} and ${spice(e.receipt.spice)} (turn ${e.receipt.turn}, ${phaseName(e.receipt.phase)}).`,
  'junction-offered': (e) =>
    `The Guild offer shipping from Junction: ${Object.entries(e.offers)
      .map(([k, r]) => `${f(k)} ${r === 'half' ? 'at half price' : 'at full price'}`)
      .join(', ')}.`,
  'discarded-down': (e) => `${f(e.faction)} discard down to their hand limit: ${list(e.cards.map(card))}.`,
  'caladan-reinforced': (e) => `Caladan sends an Atreides force to ${spot(e)}.`,
  'kaitain-discarded': (e) => `The Emperor discard ${list(e.cards.map(card))}${e.cost > 0 ? ` for ${spice(e.cost)}` : ''} (Kaitain).`,
  'payment-shared': (e) =>
    `Of ${spice(e.amount)} paid to the ${f(e.native)} (${card(e.world)}), they keep ${e.kept}; ${e.share} go to ${e.to === 'bank' ? 'the bank' : f(e.to)}.`,
  'fedaykin-placed': (e) => `${e.count} revived Fedaykin join the Fremen in ${spot(e)}.`,
  'tleilax-sent': (e) => `Tleilax: ${e.count} Tleilaxu forces revived free go at once to ${spot(e)}.`,
  'ix-suboids-revived': (e) => `Ix: ${e.count} Suboids come back from the Tanks free with the Ixians' paid Cyborg revival.`,
  'collection-shared': (e) => `${f(e.faction)} take ${spice(e.amount)} of the Fremen collection (${card(e.world)}).`,
  'giedi-bonus': (e) => `${f(e.faction)} gain ${spice(e.amount)} from Giedi Prime for collecting spice.`,
} satisfies Partial<Sentences>;
