// 1.14.03 (medium+): the Fremen spend their once-a-game Karama sandworm on the sand territory where it devours the
// most of their rivals' forces (never where their ally stands), when that is enough to be worth a Karama. Only the
// seat's own view is read: its hand, the public board, the phase and whether the power is spent.
import { karamaCardsIn } from '../karama/cards.ts';
import { KARAMA_WORM_STEPS } from '../karama/powers/fremen.ts';
import type { FreeAction } from '../deals/types.ts';
import { WORM_TERRITORIES } from '../phases/spice-blow/placed-worm.ts';
import type { SpiceBlowStep } from '../phases/spice-blow/types.ts';
import type { Faction, PlayerView, TerritoryId } from '../types.ts';
import { LEVEL, type BotProfile } from './context.ts';
import { spiceOn, unitOf } from './board.ts';

/** Rival forces a sandworm would devour in `territory` (a Sardaukar or Fedaykin weighs double); null if the ally is there. */
function prey(view: PlayerView, unit: readonly Faction[], territory: TerritoryId): number | null {
  let n = 0;
  for (const s of view.forces) {
    if (s.territory !== territory) continue;
    if (unit.includes(s.faction)) {
      if (s.faction !== 'fremen' && s.regular + s.elite + s.advisors > 0) return null;
      continue;
    }
    n += s.regular + s.elite * 2 + s.advisors;
  }
  return n;
}

/** Rival forces (weighted) that make the Karama worth spending, by profile level. */
const WORTH: Record<number, number> = { 1: 6, 2: 4, 3: 4 };

export function fremenWormAction(profile: BotProfile, view: PlayerView): FreeAction | null {
  const level = LEVEL[profile];
  if (view.viewer !== 'fremen' || level < 1 || !view.advanced || view.turn <= 1 || view.interrupted) return null;
  if (view.phase !== 'spice-blow' || view.round?.phase !== 'spice-blow' || view.round.karamaWorm !== undefined) return null;
  if (!KARAMA_WORM_STEPS.includes(view.step as SpiceBlowStep) || view.karama.window !== null || view.karama.powersUsed.includes('fremen')) return null;
  const card = karamaCardsIn(view, 'fremen')[0];
  if (card === undefined) return null;
  const unit = unitOf(view, 'fremen');
  let best: { territory: TerritoryId; score: number } | null = null;
  for (const territory of WORM_TERRITORIES) {
    const n = prey(view, unit, territory);
    if (n === null || n < WORTH[level]!) continue;
    const score = n + spiceOn(view, territory) / 10;
    if (best === null || score > best.score) best = { territory, score };
  }
  return best ? { type: 'karama-power', power: 'fremen-worm', card, territory: best.territory } : null;
}
