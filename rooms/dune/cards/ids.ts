// Every physical treachery card id in the box, written out once. sets/build.ts makes the ids from the printed
// names (slug, then a copy number), which a type cannot follow; this list is what TreacheryCardId is derived from,
// and buildSet refuses an id that is not on it, so the two cannot drift (test/data.test.ts compares them too).
import type { TreacheryCardId } from '../types.ts';

export const TREACHERY_CARD_IDS = [
  // base (33)
  'lasgun',
  'chaumas',
  'chaumurky',
  'ellaca-drug',
  'gom-jabbar',
  'crysknife',
  'maula-pistol',
  'slip-tip',
  'stunner',
  'shield-1',
  'shield-2',
  'shield-3',
  'shield-4',
  'snooper-1',
  'snooper-2',
  'snooper-3',
  'snooper-4',
  'baliset',
  'jubba-cloak',
  'kulon',
  'la-la-la',
  'trip-to-gamont',
  'cheap-hero-1',
  'cheap-hero-2',
  'cheap-heroine',
  'family-atomics',
  'hajr',
  'karama-1',
  'karama-2',
  'tleilaxu-ghola',
  'truthtrance-1',
  'truthtrance-2',
  'weather-control',
  // ixians (12)
  'amal',
  'artillery-strike',
  'basilia-weapon',
  'chemistry',
  'harvester',
  'hunter-seeker',
  'kull-wahad',
  'poison-blade',
  'poison-tooth',
  'shield-snooper',
  'thumper',
  'weirding-way',
  // ixians from rules edition 3: the extra Shield and Snooper (the Richese Poison Tooth and Artillery Strike share
  // the Ixian ids)
  'shield-5',
  'snooper-5',
  // richese cache (10)
  'distrans',
  'juice-of-sapho',
  'karama-3',
  'mirror-weapon',
  'nullentropy-box',
  'ornithopter',
  'portable-snooper',
  'residual-poison',
  'semuta-drug',
  'stone-burner',
  // ecaz (3)
  'harass-and-withdraw',
  'recruits',
  'reinforcements',
] as const;

const KNOWN: ReadonlySet<string> = new Set(TREACHERY_CARD_IDS);

export function isTreacheryCardId(id: string): id is TreacheryCardId {
  return KNOWN.has(id);
}
