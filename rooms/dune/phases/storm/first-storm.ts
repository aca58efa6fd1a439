// 0.16 FIRST STORM: the two players whose markers are nearest either side of the Storm Start Sector secretly dial
// 0–20; the dials are revealed together and the storm moves that many sectors from the Storm Start Sector.
// The storm is *placed* (0.16: "Placed at a random location"), so nothing is destroyed on the way (1.01.03 applies
// from turn 2). Then 1.01.01: the faction whose marker the storm next approaches is First Player.
import { STORM_START_SECTOR, advance, firstStormDialers } from '../../board/sectors.ts';
import type { Context } from '../../context.ts';
import type { Faction } from '../../types.ts';
import { decideFirstPlayer, factionAtMarker } from './first-player.ts';
import { drawStormCard } from './storm-deck.ts';

const FIRST_STORM_DIAL = { min: 0, max: 20 };

/** Opens the secret 0–20 dials of the two players either side of the Storm Start Sector. */
export function openFirstStorm(ctx: Context): void {
  ctx.state.step = 'first-storm';
  const markers = ctx.seating.map((f) => ctx.faction(f).marker);
  const dialers = firstStormDialers(markers).map((m) => factionAtMarker(ctx, m));
  ctx.own('storm').dialers = dialers;
  ctx.openSecret('dial-storm', dialers, (seat) => ({ kind: 'dial-storm', seat, ...FIRST_STORM_DIAL }));
}

/** Reveals the first-storm dials, places the storm and decides the First Player. */
export function revealFirstStorm(ctx: Context): void {
  const storm = ctx.own('storm');
  const dials = storm.dials;
  const moved = Object.values(dials).reduce((sum, v) => sum + v, 0);
  const from = storm.sector ?? STORM_START_SECTOR;
  storm.sector = advance(from, moved);
  storm.lastDials = dials;
  storm.dials = {};
  // Dialing the storm is a use of the battle wheels (1.01.02 "the two players who last used the Battle Wheels").
  storm.lastWheelUsers = Object.keys(dials) as Faction[];
  ctx.emit({ type: 'storm-revealed', dials: storm.lastDials, fromSector: from, toSector: storm.sector, moved });
  // 2.04.13: the first storm is dialed; from now on the Fremen's Storm Deck moves it.
  drawStormCard(ctx);
  decideFirstPlayer(ctx);
  ctx.state.step = 'revealed';
}
