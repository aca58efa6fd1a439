// Short words for the ids a log sentence names: forces, amounts per faction, the abilities a Karama may cancel,
// the ways a game is won (a module words its own powers: modules/). Cards, leaders, places and factions are worded by names.ts.
import { factionName, place, titled } from '../names.ts';
import { moduleAbility } from '../modules/index.ts';

export const forces = (n: number): string => `${n} ${n === 1 ? 'force' : 'forces'}`;
export const spice = (n: number): string => `${n} spice`;
export const list = (items: readonly string[]): string => (items.length <= 1 ? (items[0] ?? 'nobody') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
export const factions = (fs: readonly string[]): string => list(fs.map(factionName));

/** `{ atreides: 3, fremen: 1 }` → "Atreides 3, Fremen 1". */
export const perFaction = (m: Partial<Record<string, number>>, unit = ''): string =>
  Object.entries(m)
    .map(([k, v]) => `${factionName(k)} ${v}${unit}`)
    .join(', ') || 'none';

export const spot = (p: { territory: string; sector: number } | null | undefined): string => place(p);

/** A card named for the reader: `shield-2` → Shield. */
export const card = (id: string | null | undefined): string => (id ? titled(id) : 'nothing');

const ABILITIES: Record<string, string> = {
  'guild-payment': 'the Guild being paid for a shipment',
  'guild-half-price': 'the Guild shipping at half price',
  'guild-ally-half-price': "the Guild's ally shipping at half price",
  'guild-cross-ship': 'the Guild shipping from one place on the planet to another',
  'guild-ally-cross-ship': "the Guild's ally shipping from one place on the planet to another",
  'guild-off-planet': 'the Guild shipping forces back to its reserves',
  'bg-spiritual-advisors': 'the Bene Gesserit sending a free advisor',
  'bg-charity': 'the Bene Gesserit always receiving charity',
  'bg-intrusion': 'the Bene Gesserit turning fighters into advisors on an intrusion',
  'bg-take-up-arms': 'the Bene Gesserit turning advisors into fighters',
  'bg-wartime': 'the Bene Gesserit flipping their forces for the war',
  'emperor-payment': 'the Emperor being paid for a card',
  'emperor-ally-revival': "the Emperor paying for an ally's extra revival",
  'fremen-movement': 'the Fremen moving two territories',
  'fremen-shai-hulud': 'the Fremen riding or keeping Shai-Hulud',
  'fremen-ally-protection': 'the Fremen protecting an ally from the worm',
  'fremen-ally-revival': "the Fremen's ally reviving extra forces",
  'harkonnen-top-card': 'the Harkonnen drawing a free card',
  'atreides-prescience': 'the Atreides seeing into a battle plan',
  'bg-voice': 'the Voice of the Bene Gesserit',
  'atreides-bidding': 'the Atreides looking at the card up for bid',
  'atreides-wormsign': 'the Atreides looking at the next spice card',
};
// The modules' words are read when called: a module's own sentences use these helpers, so the two import each other.
export const ability = (id: string): string => ABILITIES[id] ?? moduleAbility(id) ?? titled(id);

const VICTORIES: Record<string, string> = {
  strongholds: 'by holding enough strongholds',
  'turn-limit': 'when the last turn ended',
  'fremen-special': "by the Fremen's own victory",
  'fremen-default': 'as the Fremen when the last turn ended',
  'guild-special': "by the Guild's own victory",
  'bg-prediction': "by the Bene Gesserit's prediction coming true",
  truthtrance: 'by a Truthtrance answer',
};
export const victoryKind = (kind: string): string => VICTORIES[kind] ?? titled(kind);
