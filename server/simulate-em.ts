// What `npm run simulate` counts of the Ecaz & Moritani factions. Ecaz (`ecaz:` prefix): Ambassadors placed and the spice paid, refills, each token
// triggered and whether its effect did something or was passed, the tokens a Bene Gesserit Ambassador copied, the
// alliances the Ecaz Ambassador offered that were declined, tokens the storm or an explosion sent back, and Duke Vidal
// taken, lent and set aside (by cause); Occupy's battles (by who fought) and shared collections.
import type { GameEvent } from '../rooms/dune/types.ts';
import { AMBASSADORS, DISCOVERY_TOKENS, TERRORS } from '../rooms/dune/plugins/answers.ts';
import { NEXUS_BUILT_USES } from '../rooms/dune/plugins/index.ts';

export function countEcaz(bump: (key: string, n?: number) => void, e: GameEvent): void {
  const count = (key: string, n = 1) => bump(`ecaz:${key}`, n);
  if (e.type === 'ambassador-placed') {
    count('placed');
    count('placement-spice', e.cost);
  }
  if (e.type === 'ambassadors-drawn') count('refills');
  if (e.type === 'ambassador-triggered') count(e.beneficiary === 'ecaz' ? `triggered:${e.token}` : `triggered-for-ally:${e.token}`);
  if (e.type === 'ambassador-declined') count('declined');
  if (e.type === 'ambassador-used') count(e.passed ? `passed:${e.token}` : `used:${e.token}`);
  if (e.type === 'ambassador-used' && e.copy) count(`copied:${e.copy}`);
  if (e.type === 'ambassador-alliance-declined') count('alliance-declined');
  if (e.type === 'ambassador-returned') count(`returned:${e.cause}`);
  // Moritani's own taking (MO.vidal) is counted as Moritani's vidal-gained.
  if (e.type === 'vidal-taken' && e.faction !== 'moritani') count(e.lent ? 'vidal-lent' : 'vidal-taken');
  if (e.type === 'vidal-set-aside') count(`vidal-set-aside:${e.cause}`);
  if (e.type === 'ecaz-karama-dial') count('karama-power');
  if (e.type === 'occupy-fighter-chosen') count(e.fighter === 'ecaz' ? 'occupy-battle:ecaz' : 'occupy-battle:ally');
  if (e.type === 'occupy-collection-split') count('collection-split');
}

/** Ecaz's effects no game of the run showed (null when no game seated Ecaz): placements, a refill, each token used. */
export function ecazNeverUsed(seated: boolean, counts: Record<string, number>): string[] | null {
  if (!seated) return null;
  const effects = ['placed', 'refills', 'declined', 'vidal-taken', 'vidal-set-aside:battle', ...AMBASSADORS.map((a) => `used:${a}`)];
  return effects.filter((k) => !counts[k]);
}

/**
 * Moritani (`moritani:` prefix): Terror tokens placed and moved, triggers declined, each token revealed, alliances
 * offered, refused and accepted, Extortions paid off or returned, Sneak Attack forces, cards lost over the Atomics'
 * hand limit.
 */
export function countMoritani(bump: (key: string, n?: number) => void, e: GameEvent): void {
  const count = (key: string, n = 1) => bump(`moritani:${key}`, n);
  if (e.type === 'terror-placed') count(e.from ? 'moved' : 'placed');
  if (e.type === 'terror-declined') count('declined');
  if (e.type === 'terror-revealed') count(`revealed:${e.token}`);
  if (e.type === 'terror-alliance-offered') count('alliance-offered');
  if (e.type === 'terror-alliance-refused') count('alliance-refused');
  if (e.type === 'terror-returned') count('alliance-accepted');
  if (e.type === 'extortion-paid') count('extortion-paid');
  if (e.type === 'extortion-returned') count('extortion-returned');
  if (e.type === 'terror-effect' && e.token === 'sneak-attack') count('sneak-attack-forces', e.forces ?? 0);
  if (e.type === 'hand-limit-discard') count('hand-limit-discards');
  if (e.type === 'vidal-gained') count('vidal-gained');
  if (e.type === 'moritani-karama-forced') count('karama-power');
  if (e.type === 'moritani-ally-kept') count('ally-kept');
  if (e.type === 'leader-assassinated') count(e.killed ? 'assassinated' : 'assassination-revealed-only');
  if (e.type === 'ability-prevented' && e.ability.startsWith('moritani-')) count(`prevented:${e.ability}`);
}

/** Moritani's effects no game of the run showed (null when no game seated Moritani). */
export function moritaniNeverUsed(seated: boolean, counts: Record<string, number>, advanced = false): string[] | null {
  if (!seated) return null;
  const effects = ['placed', 'moved', 'declined', 'alliance-offered', 'vidal-gained', 'ally-kept', ...TERRORS.map((t) => `revealed:${t}`)];
  // MO.assassinate is an Advanced rule.
  if (advanced) effects.push('assassinated');
  return effects.filter((k) => !counts[k]);
}

/**
 * The Nexus cards (`nexus:` prefix): cards drawn, discarded (replaced, the drawer's own, on allying), the pile
 * reshuffled, and each card played, by card and use (`played:<card>.<use>`).
 */
export function countNexus(bump: (key: string, n?: number) => void, e: GameEvent): void {
  const count = (key: string, n = 1) => bump(`nexus:${key}`, n);
  if (e.type === 'nexus-card-drawn') count('drawn');
  if (e.type === 'nexus-card-discarded') count(`discarded:${e.cause}`);
  if (e.type === 'nexus-deck-shuffled') count('reshuffled');
  if (e.type === 'nexus-card-played') count(`played:${e.card}.${e.use}`);
}

/** The Nexus card uses built that no game of the run played (null when no game played the module). */
export function nexusNeverUsed(played: boolean, counts: Record<string, number>): string[] | null {
  if (!played) return null;
  return ['drawn', 'discarded:alliance', ...NEXUS_BUILT_USES.map((u) => `played:${u}`)].filter((k) => !counts[k]);
}

/**
 * Discovery counters (`discovery:` prefix): the devastations, tokens laid by kind, passed and revealed by token, what
 * each place or stash paid, the forces that entered a place free, and the piles run out.
 */
export function countDiscovery(bump: (key: string, n?: number) => void, e: GameEvent): void {
  const count = (key: string, n = 1) => bump(`discovery:${key}`, n);
  if (e.type === 'discovery-devastation') count('devastations');
  if (e.type === 'discovery-token-laid') count(`laid:${e.kind}`);
  if (e.type === 'discovery-token-passed') count('passed');
  if (e.type === 'discovery-token-revealed') count(`revealed:${e.token}`);
  if (e.type === 'discovery-spice') count(`spice:${e.token}`, e.amount);
  if (e.type === 'discovery-entered') count('entered', e.count);
  if (e.type === 'discovery-pile-empty') count(`pile-empty:${e.kind}`);
  if (e.type === 'testing-station-used') count('testing-station-used');
  if (e.type === 'discovery-flight') count('flight');
  if (e.type === 'great-maker') count('great-maker');
  if (e.type === 'great-maker-vote-result') count(e.nexus ? 'great-maker-nexus' : 'great-maker-no-nexus');
  if (e.type === 'great-maker-ridden') count('great-maker-ridden', e.count);
}

/** The Discovery effects that no game of the run showed (null when no game played the variant). */
export function discoveryNeverUsed(played: boolean, counts: Record<string, number>): string[] | null {
  if (!played) return null;
  const paying = ['jacurutu-sietch', 'cistern', 'orgiz-processing-station', 'spice-stash'];
  return [
    'devastations',
    'passed',
    'entered',
    'testing-station-used',
    'flight',
    'great-maker',
    'great-maker-nexus',
    'great-maker-no-nexus',
    'great-maker-ridden',
    ...DISCOVERY_TOKENS.map((t) => `revealed:${t}`),
    ...paying.map((t) => `spice:${t}`),
  ].filter((k) => !counts[k]);
}
