// The Leader Skills' events in the log: the skills dealt and picked, postures in battle, each skill's use and the
// spice it moves.
import type { Sentences } from '../../log/sentence-types.ts';
import { factionName as f, leaderName as leader, territoryName as land } from '../../names.ts';
import { card, forces, list, spice, spot } from '../../log/words.ts';

export const SKILL_SENTENCES = {
  'skills-dealt': (e) => `You are dealt the skills ${list(e.options.map(card))}.`,
  'skill-offer-lapsed': (e) => `${leader(e.leader)} died before taking a skill.`,
  'skill-picked': (e) => `${f(e.faction)} give ${leader(e.leader)} the skill ${card(e.card)}.`,
  'skills-assigned': (e) => `Skills: ${e.assignments.map((a) => `${leader(a.leader)} (${f(a.faction)}) ${card(a.card)}`).join('; ')}.`,
  'skill-postures': (e) =>
    `Skilled leaders in battle: ${Object.entries(e.postures)
      .map(([k, p]) => `${f(k)} ${leader(p!.leader)} ${p!.faceUp ? 'face up' : 'face down'}`)
      .join('; ')}.`,
  'skill-lost': (e) => `${leader(e.leader)} loses the skill ${card(e.card)}.`,
  'diplomat-retreated': (e) => `${f(e.faction)} retreat ${forces(e.count)} from ${land(e.from)} to ${spot(e.to)} (Diplomat).`,
  'rihani-peeked': (e) => `${f(e.faction)} use the Rihani Decipherer.`,
  'rihani-drew': (e) => `${f(e.faction)} draw ${e.count} traitor cards (Rihani Decipherer).`,
  'rihani-seen': (e) => `You see the traitor cards ${list(e.cards.map(leader))}.`,
  'rihani-kept': (e) => `You keep ${leader(e.kept)} as a traitor.`,
  'rihani-returned': (e) => `${f(e.faction)} return the traitor cards${e.shown ? `, showing ${leader(e.shown)}` : ''}.`,
  'mentat-asked': (e) => `${f(e.faction)} ${e.asked ? 'use' : 'do not use'} their Mentat on the ${f(e.target)}.`,
  'mentat-named': (e) => `The ${f(e.faction)} Mentat names ${card(e.weapon)} to the ${f(e.target)}.`,
  'mentat-shown': (e) => `The ${f(e.faction)} show the ${f(e.to)} ${e.card ? card(e.card) : 'no matching card'}.`,
  'smuggler-pending': (e) => `${leader(e.leader)} (Smuggler) may take ${spice(e.amount)} in ${land(e.territory)}.`,
  'smuggler-settled': (e) => `${leader(e.leader)} (Smuggler) takes ${spice(e.amount)} in ${land(e.territory)}.`,
  'smuggler-void': (e) =>
    `${leader(e.leader)} (Smuggler) takes nothing: ${e.reason === 'leader-killed' ? 'the leader died' : e.reason === 'explosion' ? 'an explosion' : 'a traitor'}.`,
  'skill-spice-paid': (e) => `${f(e.faction)} pay ${spice(e.amount)} for ${card(e.skill)}.`,
  'skill-escrow': (e) => `${spice(e.amount)} from ${f(e.payer)} waits in front of the ${f(e.faction)} shield (${card(e.card)}).`,
  'skill-escrow-collected': (e) => `${f(e.faction)} collect ${spice(e.amount)} waiting in front of their shield (${card(e.card)}).`,
  'skill-redirect': (e) => `${f(e.faction)} take ${spice(e.amount)} paid by ${f(e.payer)} to ${f(e.recipient)} (${card(e.card)}).`,
  'skill-redirect-held': (e) => `${spice(e.amount)} paid by ${f(e.payer)} to ${f(e.recipient)} is held for the ${f(e.faction)} answer (${card(e.card)}).`,
  'skill-redirect-declined': (e) => `${f(e.faction)} let ${spice(e.amount)} go to ${f(e.recipient)} (${card(e.card)}).`,
  'skill-redirect-released': (e) =>
    `${spice(e.amount)} held from ${f(e.payer)}'s payment reach ${f(e.recipient)}: ${f(e.faction)} used the ${card(e.card)} already.`,
  'skill-redirect-void': (e) => `${spice(e.amount)} paid by ${f(e.payer)} goes to the bank: nothing for ${card(e.card)}.`,
  'skill-used': (e) =>
    `${f(e.faction)} use ${card(e.card)}${e.strength > 0 ? `: +${e.strength} to their leader` : ''}${e.penalty > 0 ? `, -${e.penalty} to the opponent` : ''}.`,
  'skill-spice-collected': (e) => `${f(e.faction)} collect ${spice(e.amount)} in ${spot(e)} (${card(e.skill)}).`,
  'skill-spice': (e) => `${f(e.faction)} gain ${spice(e.amount)} in ${spot(e)} (${card(e.skill)}).`,
  'skill-forces-saved': (e) => `${f(e.faction)} keep ${forces(e.kept)} in ${land(e.territory)} and save ${e.reserves} to reserves (${card(e.skill)}).`,
} satisfies Partial<Sentences>;
