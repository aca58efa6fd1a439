// Tleilax (Tleilaxu).
// HW.tleilax.high: when the Tleilaxu take their free revival, they may send the forces it revived from their reserves,
// at no cost, to any one territory or foreign homeworld: a sector out of the storm, no stronghold two other factions
// already hold (1.06.03.05), and only the homeworlds they could ship to (HW.shipping).
// HW.tleilax.low: when they start the Revival phase on the low face, they receive nothing for others' free revivals
// (the Tleilaxu plug-in asks tleilaxLowAtRevival).
// HW.tleilax.occupied: they may not reveal a Face Dancer against the occupier or its ally (the Tleilaxu plug-in asks
// faceDancerBarred).
import { allyOf } from '../../alliances.ts';
import { inStorm } from '../../board/storm.ts';
import { TERRITORIES, sectorless } from '../../board/territories.ts';
import type { Context } from '../../context.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import { strongholdFull } from '../../phases/shipment-movement/board-view.ts';
import type { Draft, Faction, TerritoryId } from '../../types.ts';
import { HOMEWORLDS } from './catalog.ts';
import { applyPlacement, placementProblem, type PlacementTerms } from './placement.ts';
import { gameWorlds, occupierOf, shown } from './state.ts';

const TLEILAXU: Faction = 'tleilaxu';

/** Where the forces may go: every sector of Arrakis out of the storm they may enter, and the foreign homeworlds. */
function spotsOf(state: Draft): { territory: TerritoryId; sector: number }[] {
  const ally = allyOf(state, TLEILAXU);
  const arrakis = TERRITORIES.filter((t) => !strongholdFull(state, t.id, TLEILAXU)).flatMap((t) =>
    (sectorless(t) ? [0] : t.sectors).filter((s) => !inStorm(state, t.id, s)).map((sector) => ({ territory: t.id, sector })),
  );
  const worlds = gameWorlds(state)
    .filter((w) => HOMEWORLDS[w].native !== TLEILAXU && HOMEWORLDS[w].native !== ally)
    .map((w) => ({ territory: w as TerritoryId, sector: 0 }));
  return [...arrakis, ...worlds];
}

/** HW.tleilax.high: after the Tleilaxu's revival that revived `free` forces free. */
export function openTleilaxSend(ctx: Context, faction: Faction, free: number): void {
  if (faction !== TLEILAXU || free < 1 || shown(ctx.state, 'tleilax') !== 'high') return;
  const count = Math.min(free, ctx.faction(TLEILAXU).reserves.regular);
  if (count > 0) ctx.open({ kind: 'tleilax-send', seat: TLEILAXU, count, spots: spotsOf(ctx.state) });
}

/** HW.tleilax.low: whether Tleilax shows its low face (asked as the Revival phase starts). */
export const tleilaxLow = (state: Draft): boolean => shown(state, 'tleilax') === 'low';

/** HW.tleilax.occupied: whether a Face Dancer may not be revealed against `winner` (Tleilax's occupier or its ally). */
export function faceDancerBarred(state: Draft, winner: Faction): boolean {
  const occupier = occupierOf(state, 'tleilax');
  return occupier !== null && (winner === occupier || allyOf(state, occupier) === winner);
}

const SEND: PlacementTerms = {
  faction: TLEILAXU,
  forces: 'regular',
  rule: 'HW.tleilax.high',
  what: 'forces',
  where: 'send them to a territory or homeworld offered',
};

export const tleilaxSend: ActionHandler<'tleilax-send'> = {
  type: 'tleilax-send',
  rule: SEND.rule,
  check: (state, decision, action) => placementProblem(state, SEND, decision, action),
  apply(ctx, decision, action) {
    ctx.close(decision);
    applyPlacement(ctx, SEND, action, (to, count) => ctx.emit({ type: 'tleilax-sent', ...to, count }));
  },
};
