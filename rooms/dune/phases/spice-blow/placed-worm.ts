// 2.04.15 SANDWORMS (Advanced game): every sandworm after the first in one Spice Blow may be placed by the Fremen in
// any sand territory they wish; it devours there (Fremen forces excepted, 2.04.07) instead of in the territory of the
// topmost Territory Card. The Fremen may also leave it where it appeared (the handler, placeWorm, is in shai-hulud.ts).
import { TERRITORIES } from '../../board/territories.ts';
import type { Context } from '../../context.ts';
import type { TerritoryId } from '../../types.ts';
import type { WormCard } from './types.ts';
import { round } from './round.ts';

/** The territories a placed sandworm may go to: every sand territory. */
export const WORM_TERRITORIES: readonly TerritoryId[] = TERRITORIES.filter((t) => t.kind === 'sand').map((t) => t.id);

/** Whether the Fremen place this sandworm: an Advanced game with the Fremen, and not the blow's first sandworm. */
export function fremenPlaceWorm(ctx: Context): boolean {
  return ctx.state.config.advanced && ctx.state.factions.fremen !== undefined && (round(ctx).wormsInBlow ?? 0) > 1;
}

/** Opens the Fremen's choice of where `card` strikes. */
export function openWormPlacement(ctx: Context, card: WormCard): void {
  round(ctx).awaitingPlacement = card;
  ctx.state.step = 'place-worm';
  ctx.open({ kind: 'place-worm', seat: 'fremen', card, options: [...WORM_TERRITORIES] });
}
