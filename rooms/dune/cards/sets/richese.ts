// CHOAM & Richese expansion: the ten-card Richese cache.
// The cache is a separate pile, sold by the Richese faction: with Richese seated it is that pile (plugins/richese/,
// RI.cache). Without Richese, the `richese` card set shuffles the cache into the treachery deck (a documented variant,
// see docs/RULES-DECISIONS.md); the cards keep `set: 'richese'` and `cache: true` either way.
import { buildSet } from './build.ts';

export const RICHESE_CACHE = buildSet('richese', [
  ['distrans', 'Distrans', 'special', 1],
  ['juice-of-sapho', 'Juice of Sapho', 'special', 1],
  ['karama', 'Karama', 'special', 1, 3], // the box's third Karama: `karama-3`
  ['mirror-weapon', 'Mirror Weapon', 'weapon', 1],
  ['nullentropy-box', 'Nullentropy Box', 'special', 1],
  ['ornithopter', 'Ornithopter', 'special', 1],
  ['portable-snooper', 'Portable Snooper', 'defense', 1],
  ['residual-poison', 'Residual Poison', 'special', 1],
  ['semuta-drug', 'Semuta Drug', 'special', 1],
  ['stone-burner', 'Stone Burner', 'weapon', 1],
]).map((c) => ({ ...c, cache: true as const }));

// The box also holds its own printings of Poison Tooth and Artillery Strike (rulebook p4). They replace the Ixian
// faces when both sets are played and carry the rules roles.ts implements, so they are the same cards here (ids
// `poison-tooth`, `artillery-strike`). Without the Ixian set they are dealt from rules edition 3 (cards/treachery.ts):
// 35 cards with the base set, plus the cache while it is shuffled in.
export const RICHESE_PRINTINGS = buildSet('richese', [
  ['poison-tooth', 'Poison Tooth', 'weapon', 1],
  ['artillery-strike', 'Artillery Strike', 'weapon', 1],
]);
