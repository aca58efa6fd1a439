// 0.16 FIRST STORM: the two players whose markers are nearest either side of the Storm Start Sector secretly dial
// 0–20; the dials are revealed together and the storm moves that many sectors from the Storm Start Sector.
// Then 1.01.01: the faction whose marker the storm next approaches is First Player.
import { STORM_START_SECTOR, advance, firstStormDialers, nextMarkerAhead } from '../../board/sectors.ts';
import type { Context } from '../../context.ts';
import type { Faction } from '../../types.ts';
import type { ActionHandler } from '../handler.ts';

const FIRST_STORM_DIAL = { min: 0, max: 20 };

export function factionAtMarker(ctx: Context, sector: number): Faction {
  const f = ctx.seating.find((x) => ctx.faction(x).marker === sector);
  if (!f) throw new Error(`no player marker in sector ${sector}`);
  return f;
}

/** Opens the secret 0–20 dials of the two players either side of the Storm Start Sector. */
export function openFirstStorm(ctx: Context): void {
  {
    ctx.state.step = 'first-storm';
    const markers = ctx.seating.map((f) => ctx.faction(f).marker);
    const dialers = firstStormDialers(markers).map((m) => factionAtMarker(ctx, m));
    ctx.state.storm.dialers = dialers;
    ctx.openSecret('dial-storm', dialers, (seat) => ({ kind: 'dial-storm', seat, ...FIRST_STORM_DIAL }));
  }
}

function reveal(ctx: Context): void {
  const storm = ctx.state.storm;
  const dials = storm.dials;
  const moved = Object.values(dials).reduce((sum, v) => sum + v, 0);
  const from = storm.sector ?? STORM_START_SECTOR;
  storm.sector = advance(from, moved);
  storm.lastDials = dials;
  storm.dials = {};
  storm.lastWheelUsers = Object.keys(dials) as Faction[];
  ctx.emit({ type: 'storm-revealed', dials: storm.lastDials, fromSector: from, toSector: storm.sector, moved });

  const markers = ctx.seating.map((f) => ctx.faction(f).marker);
  const first = factionAtMarker(ctx, nextMarkerAhead(storm.sector, markers));
  ctx.state.firstPlayer = first;
  ctx.emit({ type: 'first-player', faction: first });
  ctx.state.step = 'revealed';
}

export const dialStorm: ActionHandler<'dial-storm'> = {
  type: 'dial-storm',
  rule: '0.16',
  check(_state, decision, action) {
    if (!Number.isInteger(action.value) || action.value < decision.min || action.value > decision.max)
      return `dial a whole number from ${decision.min} to ${decision.max}`;
    return null;
  },
  apply(ctx, decision, action) {
    ctx.state.storm.dials[decision.seat] = action.value;
    ctx.emit({ type: 'storm-dialed', faction: decision.seat, value: action.value }, decision.seat);
    if (ctx.close(decision)) reveal(ctx);
  },
};
