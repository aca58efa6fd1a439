// CHOAM's events in the log: its dividends, Inflation, audits, battle funding, Worthless plays for effect, Kull Wahad,
// sales and the card trade with its ally.
import type { Sentences } from '../../log/sentence-types.ts';
import { factionName as f, territoryName as land } from '../../names.ts';
import { ability, card, list, spice } from '../../log/words.ts';

const worthless = (p: { card: string } & Record<string, unknown>): string => {
  const who = typeof p.faction === 'string' ? ` on ${f(p.faction)}` : '';
  const where = typeof p.territory === 'string' ? ` in ${land(p.territory)}` : '';
  return `CHOAM play ${card(p.card)}${who}${where} for its effect.`;
};

export const CHOAM_SENTENCES = {
  'choam-karama-discard': (e) => `CHOAM use a Karama to sell ${list(e.cards.map(card))} for ${spice(e.spice)}.`,
  'choam-dividends': (e) => `CHOAM collect ${spice(e.amount)} in dividends.`,
  'charity-cancelled': () => 'Inflation: no charity and no dividends this turn.',
  'inflation-placed': (e) => `CHOAM place Inflation, ${e.side === 'double' ? 'doubling' : 'cancelling'} charity.`,
  'inflation-flipped': (e) => `Inflation flips: charity is now ${e.side === 'double' ? 'doubled' : 'cancelled'}.`,
  'inflation-removed': () => 'Inflation is removed from the game.',
  'audit-called': (e) => `CHOAM audit the ${f(e.opponent)} (${e.count} cards).`,
  'audit-paid-off': (e) => `The ${f(e.faction)} pay CHOAM ${spice(e.amount)} to end the audit.`,
  'audit-made': (e) => `CHOAM look at ${e.count} cards of the ${f(e.faction)}.`,
  'audit-seen': (e) => `The audit of the ${f(e.faction)} shows ${list(e.cards.map(card))}.`,
  'battle-support-offered': (e) => `CHOAM will pay up to ${spice(e.amount)} for their ally ${f(e.ally)} in battle.`,
  'battle-support-paid': (e) => `CHOAM pay ${spice(e.amount)} for their ally in battle.`,
  'worthless-played': (e) => worthless(e.play),
  'kull-wahad-reacted': (e) => `CHOAM answer with Kull Wahad: the ${f(e.faction)} Karama against ${ability(e.ability)} fails.`,
  'choam-sold': (e) => `CHOAM sell ${list(e.cards.map(card))} for ${spice(e.spice)}.`,
  'choam-traded': (e) => `CHOAM trade a card with their ally ${f(e.ally)}.`,
  'choam-trade-declined': (e) => `${f(e.ally)} decline the card trade with CHOAM.`,
  'card-traded': (e) => `You give ${card(e.gave)} and get ${card(e.got)} from ${f(e.with)}.`,
} satisfies Partial<Sentences>;

/** CHOAM's powers a Karama may cancel, in words. */
export const CHOAM_ABILITIES: Readonly<Record<string, string>> = {
  'choam-dividends': 'CHOAM collecting its dividends',
  'choam-revival': 'CHOAM reviving forces',
  'choam-sale': 'CHOAM selling cards',
  'choam-inflation': 'CHOAM placing Inflation',
  'choam-worthless': 'CHOAM playing a worthless card for effect',
  'choam-battle-income': 'CHOAM earning from a battle',
  'choam-audit': 'CHOAM auditing a hand',
};
