// 1.01.02 STORM MOVEMENT (turns 2+): the two players who last used the battle wheels secretly dial 1–3, reveal
// together, and the storm will move counterclockwise by the sum (moved later, after the card windows: 3.01.23 and
// 3.01.07 are played before the marker moves).
import { STORM_START_SECTOR, advance, distanceAhead, firstStormDialers } from '../../board/sectors.ts';
import type { Context } from '../../context.ts';
import type { Faction } from '../../types.ts';
import { factionAtMarker } from './first-player.ts';
import { stormRound } from './round.ts';

export const STORM_DIAL = { min: 1, max: 3 };

/**
 * The two markers nearest either side of `sector`: the 0.16 rule (firstStormDialers) measured from the storm's
 * current sector instead of the Storm Start Sector, by turning the board so that `sector` sits where 18 is.
 */
function markersEitherSide(sector: number, markers: readonly number[]): number[] {
  const turn = distanceAhead(sector, STORM_START_SECTOR);
  return firstStormDialers(markers.map((m) => advance(m, turn))).map((m) => advance(m, -turn));
}

/**
 * Who dials: state.storm.lastWheelUsers (first-storm dialers, then the battle phase's last battle). Decision for
 * the case the rules do not cover (fewer than two such seated players, e.g. a state built without them): the
 * missing dialers are the players whose markers are nearest either side of the storm, as in 0.16.
 */
export function stormDialers(ctx: Context): Faction[] {
  const dialers: Faction[] = [];
  for (const f of ctx.state.storm.lastWheelUsers) if (ctx.state.factions[f] && !dialers.includes(f)) dialers.push(f);
  if (dialers.length >= 2) return dialers.slice(0, 2);
  const markers = ctx.seating.map((f) => ctx.faction(f).marker);
  const near = markersEitherSide(ctx.state.storm.sector ?? STORM_START_SECTOR, markers).map((m) => factionAtMarker(ctx, m));
  for (const f of near) if (dialers.length < 2 && !dialers.includes(f)) dialers.push(f);
  return dialers;
}

/** Opens the two secret 1–3 dials. */
export function openStormDials(ctx: Context): void {
  const dialers = stormDialers(ctx);
  ctx.own('storm').dialers = dialers;
  ctx.openSecret('dial-storm', dialers, (seat) => ({ kind: 'dial-storm', seat, ...STORM_DIAL }));
}

/** Reveals both dials at once and records the movement they give. */
export function revealStormDials(ctx: Context): void {
  const storm = ctx.own('storm');
  const dials = storm.dials;
  const movement = Object.values(dials).reduce((sum, v) => sum + v, 0);
  storm.lastDials = dials;
  storm.dials = {};
  // Dialing the storm uses the battle wheels: without a battle this turn, the same two dial again next turn.
  storm.lastWheelUsers = [...storm.dialers];
  stormRound(ctx).movement = movement;
  ctx.emit({ type: 'storm-dials-revealed', dials: storm.lastDials, movement });
}
