// What `npm run simulate` counts of Ecaz (`ecaz:` prefix): Ambassadors placed and the spice paid, refills, each token
// triggered and whether its effect did something or was passed, the tokens a Bene Gesserit Ambassador copied, the
// alliances the Ecaz Ambassador offered that were declined, tokens the storm or an explosion sent back, and Duke Vidal
// taken, lent and set aside (by cause).
import type { GameEvent } from '../rooms/dune/types.ts';
import { AMBASSADORS } from '../rooms/dune/plugins/answers.ts';

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
  if (e.type === 'vidal-taken') count(e.lent ? 'vidal-lent' : 'vidal-taken');
  if (e.type === 'vidal-set-aside') count(`vidal-set-aside:${e.cause}`);
}

/** Ecaz's effects no game of the run showed (null when no game seated Ecaz): placements, a refill, each token used. */
export function ecazNeverUsed(seated: boolean, counts: Record<string, number>): string[] | null {
  if (!seated) return null;
  const effects = ['placed', 'refills', 'declined', 'vidal-taken', 'vidal-set-aside:battle', ...AMBASSADORS.map((a) => `used:${a}`)];
  return effects.filter((k) => !counts[k]);
}
