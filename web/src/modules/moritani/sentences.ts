// The log's words for the Terror tokens: placed or moved (where, never which, but for Moritani), an entrant met,
// revealed or offered an alliance, what each effect did, and the Extortion's end; the private ones say "you" to
// their reader (Moritani, or the faction robbed or given a card).
import { factionName as f, leaderName, territoryName as land, titled } from '../../names.ts';
import type { EventOf, Sentences } from '../../log/sentence-types.ts';
import { factions, forces, list, spice, spot } from '../../log/words.ts';
import { terror } from './words.ts';

/** What a revealed token did (the event names only what became public). */
function effect(e: EventOf<'terror-effect'>): string {
  const them = `the ${f(e.entrant)}`;
  switch (e.token) {
    case 'assassination':
      return e.leader
        ? `Assassination: ${leaderName(e.leader)} of ${them} dies, and Moritani take ${spice(e.spice ?? 0)}.`
        : `Assassination: ${them} have no leader in their pool to lose.`;
    case 'atomics':
      return `Atomics: nobody ships into ${land(e.territory)} again (the Aftermath), and the hand limits of Moritani and their ally drop by one.`;
    case 'extortion':
      return `Extortion: ${spice(e.spice ?? 0)} for Moritani, before their shield; the token comes back at the Mentat Pause unless someone pays them 3.`;
    case 'robbery':
      return e.took === 'card' ? 'Robbery: Moritani take the top card of the treachery deck.' : `Robbery: Moritani take half the spice of ${them}.`;
    case 'sabotage':
      if (e.gave !== undefined) return e.gave ? `Moritani give ${them} a card of theirs.` : `Moritani give ${them} no card.`;
      return e.discarded ? `Sabotage: ${them} discard ${titled(e.discarded)}.` : `Sabotage: ${them} hold no card to lose.`;
    case 'sneak-attack':
      return e.forces
        ? `Sneak Attack: ${forces(e.forces)} of Moritani arrive in ${spot({ territory: e.territory, sector: e.sector ?? 0 })} from their reserves.`
        : `Sneak Attack: no Moritani force arrives in ${land(e.territory)}.`;
  }
}

export const MORITANI_SENTENCES = {
  'terror-placed': (e) =>
    e.from ? `Moritani move a Terror token from ${land(e.from)} to ${land(e.territory)}.` : `Moritani place a Terror token face down in ${land(e.territory)}.`,
  'terror-token-placed': (e) => `Your ${terror(e.token)} token stands in ${land(e.territory)}.`,
  'terror-declined': (e) => `${f(e.entrant)} enter ${land(e.territory)}: Moritani leave their Terror token there face down.`,
  'terror-revealed': (e) => `${f(e.entrant)} enter ${land(e.territory)}: Moritani reveal the ${terror(e.token)} token there against them.`,
  'terror-effect': effect,
  'terror-card-drawn': (e) => `You draw ${titled(e.card)}.`,
  'terror-card-given': (e) => (e.visibleTo === e.to ? `Moritani give you ${titled(e.card)}.` : `You give the ${f(e.to)} ${titled(e.card)}.`),
  'terror-alliance-offered': (e) => `Moritani offer the ${f(e.to)} an alliance instead of revealing their Terror token in ${land(e.territory)}.`,
  'terror-alliance-refused': (e) => `${f(e.to)} refuse Moritani’s alliance: the Terror token in ${land(e.territory)} is revealed against them.`,
  'alliances-broken': (e) => `The alliances of ${factions(e.factions)} end.`,
  'extortion-paid': (e) => `${f(e.faction)} pay Moritani 3 spice: the Extortion token leaves the game.`,
  'extortion-returned': () => 'Nobody paid Moritani: the Extortion token goes back to their supply.',
  'hand-limit-discard': (e) => `${f(e.faction)} discard ${titled(e.card)}: their hand was over its limit.`,
  'moritani-ally-kept': (e) => `The ${f(e.faction)}, Moritani’s ally, keep ${titled(e.card)} from the battle they lost.`,
  'leader-assassinated': (e) =>
    e.killed
      ? `Moritani reveal a traitor card: ${leaderName(e.leader)} of the ${f(e.faction)} is assassinated; Moritani take ${spice(e.spice)}.`
      : `Moritani reveal a traitor card for ${leaderName(e.leader)} of the ${f(e.faction)}, who is not in their pool: nobody dies.`,
  'assassins-replaced': (e) =>
    `Moritani draw ${e.count === 1 ? 'a traitor card' : `${e.count} traitor cards`} for the one${e.count === 1 ? '' : 's'} set aside.`,
  'assassins-drawn': (e) => `You draw ${list(e.cards.map(leaderName))} as your new traitor card${e.cards.length === 1 ? '' : 's'}.`,
  'moritani-karama-forced': (e) =>
    `Moritani play a Karama card on the ${f(e.winner)}’s battle cards: ${[
      ...(e.discard.length > 0 ? [`${list(e.discard.map(titled))} must be discarded`] : []),
      ...(e.keep.length > 0 ? [`${list(e.keep.map(titled))} must be kept`] : []),
    ].join('; ')}.`,
  'moritani-karama-returned': (e) => `${list(e.cards.map(titled))} come${e.cards.length === 1 ? 's' : ''} back from the discard pile to the ${f(e.winner)}.`,
  'vidal-gained': (e) => `Moritani faces battles in ${e.territories.map(land).join(' and ')}: it takes Duke Vidal.`,
  'terror-returned': (e) => `The Terror token in ${land(e.territory)} goes back to Moritani’s supply, unrevealed.`,
  'grumman-terror-removed': (e) => `Grumman: Moritani take the Terror token in ${land(e.territory)} back, unrevealed, for ${spice(e.spice)}.`,
  'terror-robbed': (e) => (e.visibleTo === e.from ? `Moritani rob you of ${spice(e.spice)}.` : `You take ${spice(e.spice)} from the ${f(e.from)}.`),
  'terror-forces-destroyed': (e) => `The Atomics send ${forces(e.regular + e.elite + e.advisors)} of the ${f(e.faction)} in ${land(e.territory)} to the Tanks.`,
} satisfies Partial<Sentences>;
