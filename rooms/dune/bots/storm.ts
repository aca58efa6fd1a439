// Storm decisions (1.01, 3.01.07, 3.01.23): steer the storm over enemy forces on open sand and away from ours.
import { sectorsSwept } from '../board/storm.ts';
import { SECTOR_COUNT, STORM_START_SECTOR, advance, distanceAhead } from '../board/sectors.ts';
import { familyOf } from '../cards/treachery.ts';
import type { DialStormDecision, FamilyAtomicsDecision, WeatherControlDecision } from '../phases/storm/types.ts';
import type { DecisionAction, PlayerView } from '../types.ts';
import type { BotContext } from './context.ts';
import { exposed, myHand, unitOf } from './board.ts';

/** Enemy minus own fighters the storm would destroy moving `moved` sectors (1.01.03). */
export function stormGain(ctx: BotContext, moved: number): number {
  const { view } = ctx;
  if (view.storm.sector === null || moved <= 0) return 0;
  const swept = new Set(sectorsSwept(view.storm.sector, moved));
  const unit = unitOf(view, ctx.me);
  let gain = 0;
  for (const s of view.forces) {
    if (!swept.has(s.sector) || !exposed(view, s.territory, s.sector, swept)) continue;
    const n = s.regular + s.elite + s.advisors;
    gain += unit.includes(s.faction) ? -1.5 * n : n;
  }
  return gain;
}

/** The seat's place in storm order (0 = First Player) with the storm in sector `at` (1.01.01). */
function orderRank(view: PlayerView, me: string, at: number): number {
  const steps = (m: number) => distanceAhead(at, m) || SECTOR_COUNT;
  const mine = view.seats.find((s) => s.faction === me)!.marker;
  return view.seats.filter((s) => steps(s.marker) < steps(mine)).length;
}

/** The dial that gives `seat` the latest expected place against a uniformly random other dial (0.16, 1.01.01). */
function lateDial(view: PlayerView, seat: string, min: number, max: number): { dial: number; ranks: number[] } {
  const ranks: number[] = [];
  for (let v = min; v <= max; v++) {
    let rank = 0;
    for (let w = min; w <= max; w++) rank += orderRank(view, seat, advance(STORM_START_SECTOR, v + w));
    ranks.push(rank / (max - min + 1));
  }
  return { dial: min + ranks.indexOf(Math.max(...ranks)), ranks };
}

/**
 * 0.16 (hard+): the first storm decides the storm order, and shipping late lets a faction answer the others'
 * landings (1.06.01). Hard dials for the latest expected place against a random other dial; brutal also models
 * the other dialer as half random, half doing the same reasoning from its own seat, and answers that.
 */
function firstStormDial(d: DialStormDecision, ctx: BotContext): DecisionAction {
  const { view, me } = ctx;
  const mine = lateDial(view, me, d.min, d.max);
  const other = view.storm.dialers.find((f) => f !== me);
  if (ctx.level < 3 || other === undefined) return { type: 'dial-storm', event: d.id, value: mine.dial };
  const theirs = lateDial(view, other, d.min, d.max).dial;
  let best = mine.dial;
  let bestScore = -Infinity;
  for (let v = d.min; v <= d.max; v++) {
    const score = 0.5 * mine.ranks[v - d.min]! + 0.5 * orderRank(view, me, advance(STORM_START_SECTOR, v + theirs));
    if (score > bestScore) [best, bestScore] = [v, score];
  }
  return { type: 'dial-storm', event: d.id, value: best };
}

export function answerDialStorm(d: DialStormDecision, ctx: BotContext): DecisionAction | null {
  if (ctx.view.storm.sector === null) return ctx.level >= 2 ? firstStormDial(d, ctx) : null; // 0.16: a lottery below hard.
  if (ctx.view.storm.dialers.length === 0) return null;
  const other = (d.min + d.max) / 2; // the other dialer's likely dial
  let best = d.min;
  let bestGain = -Infinity;
  for (let v = d.min; v <= d.max; v++) {
    const gain = stormGain(ctx, Math.round(v + other));
    if (gain > bestGain) [best, bestGain] = [v, gain];
  }
  return { type: 'dial-storm', event: d.id, value: best };
}

export function answerWeatherControl(d: WeatherControlDecision, ctx: BotContext): DecisionAction {
  const pass = { type: 'weather-control' as const, event: d.id, move: null };
  if (!myHand(ctx.view).some((id) => familyOf(id) === 'weather-control')) return pass;
  const base = stormGain(ctx, d.movement);
  let best: number | null = null;
  let bestGain = base + 3; // play it only for a clear gain
  for (let m = 0; m <= d.max; m++) {
    const gain = stormGain(ctx, m);
    if (gain > bestGain) [best, bestGain] = [m, gain];
  }
  return { type: 'weather-control', event: d.id, move: best };
}

/** 3.01.07: play when enemies on the Shield Wall and in the cities it shelters clearly outnumber our own there. */
export function answerFamilyAtomics(d: FamilyAtomicsDecision, ctx: BotContext): DecisionAction {
  const { view } = ctx;
  const has = myHand(view).some((id) => familyOf(id) === 'family-atomics');
  return { type: 'family-atomics', event: d.id, play: has && atomicsGain(view, unitOf(view, ctx.me)) >= 4 };
}

function atomicsGain(view: PlayerView, unit: readonly string[]): number {
  let gain = 0;
  for (const s of view.forces) {
    const n = s.regular + s.elite;
    const weight = s.territory === 'shield-wall' ? 1 : ['arrakeen', 'carthag', 'imperial-basin'].includes(s.territory) ? 0.3 : 0;
    if (weight === 0) continue;
    gain += (unit.includes(s.faction) ? -2 : 1) * n * weight;
  }
  return gain;
}
