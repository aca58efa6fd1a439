// EC.ambassadors.supply: Ecaz starts with its own Ambassador and five drawn at random from the other ten, whoever plays
// (a cohort). EC.ambassadors.refill: once every token of the cohort was triggered, five are drawn again from the ten
// less any out of the game (the set-aside ones come back to be drawn). The supply is public (docs/RULES-DECISIONS.md).
import type { Context } from '../../../context.ts';
import { shuffled } from '../../../rng.ts';
import type { Draft } from '../../../types.ts';
import { ECAZ, ecazOf } from '../state.ts';
import { AMBASSADORS, type AmbassadorId, type EcazState } from '../types.ts';

const COHORT = 5;
/** The ten tokens a cohort is drawn from. */
const DRAWN: readonly AmbassadorId[] = AMBASSADORS.filter((a) => a !== 'ecaz');

/** Set-up: Ecaz's state with its own token and a first cohort, drawn with the game's random stream. */
export function setUpAmbassadors(state: Draft): void {
  if (!state.factions[ECAZ]) return;
  const cohort = shuffled(state.rng, DRAWN).slice(0, COHORT);
  const ecaz: EcazState = { supply: ['ecaz', ...cohort], placed: [], cohort, triggered: [], removed: [], placements: { turn: 0, count: 0 }, arrivals: [] };
  (state as { ecaz?: EcazState }).ecaz = ecaz;
}

/** The tokens of no cohort now, still in the game: what the Bene Gesserit's Ambassador may copy. */
export function outsideCohort(ecaz: EcazState): AmbassadorId[] {
  return DRAWN.filter((a) => !ecaz.cohort.includes(a) && !ecaz.removed.includes(a));
}

/** A triggered token leaves the board: the Ecaz token returns to the supply, the Bene Gesserit's leaves the game. */
export function spend(ctx: Context, token: AmbassadorId): void {
  const ecaz = ecazOf(ctx.state)!;
  if (token === 'ecaz') ecaz.supply.push('ecaz');
  else if (token === 'bene-gesserit') ecaz.removed.push(token);
  if (token !== 'ecaz' && ecaz.cohort.includes(token)) ecaz.triggered.push(token);
  refill(ctx, ecaz);
}

/** EC.ambassadors.refill: a whole cohort triggered brings the next. */
function refill(ctx: Context, ecaz: EcazState): void {
  if (!ecaz.cohort.every((a) => ecaz.triggered.includes(a))) return;
  const pool = DRAWN.filter((a) => !ecaz.removed.includes(a));
  const cohort = shuffled(ctx.state.rng, pool).slice(0, COHORT);
  ecaz.cohort = cohort;
  ecaz.triggered = [];
  ecaz.supply.push(...cohort);
  ctx.emit({ type: 'ambassadors-drawn', tokens: [...cohort] });
}
