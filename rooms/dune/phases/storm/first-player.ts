// 1.01.01 DECIDING FIRST PLAYER: the faction whose player marker the storm next approaches is First Player for
// the turn (board/sectors.ts nextMarkerAhead: a marker in the storm's own sector has been reached, not approached).
import { nextMarkerAhead } from '../../board/sectors.ts';
import type { Context } from '../../context.ts';
import type { Faction } from '../../types.ts';

export function factionAtMarker(ctx: Context, sector: number): Faction {
  const f = ctx.seating.find((x) => ctx.faction(x).marker === sector);
  if (!f) throw new Error(`no player marker in sector ${sector}`);
  return f;
}

/** Sets state.firstPlayer from the storm's current sector and announces it. */
export function decideFirstPlayer(ctx: Context): void {
  const sector = ctx.state.storm.sector;
  if (sector === null) throw new Error('decideFirstPlayer: the storm is not on the board');
  const markers = ctx.seating.map((f) => ctx.faction(f).marker);
  const first = factionAtMarker(ctx, nextMarkerAhead(sector, markers));
  ctx.state.firstPlayer = first;
  ctx.emit({ type: 'first-player', faction: first });
}
