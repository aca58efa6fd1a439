// 2.02.15 INTRUSION (Advanced game): when forces of a faction not allied to the Bene Gesserit enter a territory
// where the Bene Gesserit have fighters (shipped, sent or moved there), the Bene Gesserit may flip those fighters
// to advisors. The choice is a ✷ use a Karama can cancel. The core's reaction to an arrival (arrivals.ts).
import { isHomeworld } from '../../board/homeworlds.ts';
import { allyOf } from '../../alliances.ts';
import { useOf } from '../../karama/abilities.ts';
import { advisorsInPlay, BG, flipTerritory, sideIn } from '../../factions/advisors.ts';
import type { ArrivalReaction, ArrivalWay } from '../../extension-points/board.ts';
import type { Faction, Draft, TerritoryId } from '../../types.ts';
import type { ActionHandler } from '../handler.ts';
import { shipmentRound } from './round.ts';
import type { ShipmentRound } from './types.ts';

/** Whether `entrant` arriving in `id` is an intrusion the Bene Gesserit may answer (checked before arriving). */
function intrudes(state: Draft, entrant: Faction, id: TerritoryId): boolean {
  // HW.shipping: Bene Gesserit fighters on a homeworld never flip.
  if (!advisorsInPlay(state) || entrant === BG || allyOf(state, BG) === entrant || isHomeworld(id)) return false;
  return sideIn(state, id) === 'fighters';
}

/** Asks the Bene Gesserit next, then goes on with the acting faction's turn where it was (its advisor, or its move). */
function openIntrusion(round: ShipmentRound, territory: TerritoryId, intruder: Faction): void {
  const then = round.stage === 'advisor' ? 'advisor' : 'move';
  round.intrusion = { territory, intruder, then };
  round.stage = 'intrusion';
}

/** The ways of entering that 2.02.15 names: shipped, sent or moved there (a worm ride or a skill's placement is none). */
const INTRUDING: ReadonlySet<ArrivalWay> = new Set(['shipment', 'send', 'cross-ship', 'move']);

/** The Bene Gesserit are asked once the arrival and its own consequences (a spiritual advisor's question) are told. */
export const bgIntrusion: ArrivalReaction = {
  name: 'bg-intrusion',
  notice(state, { faction, to, way, from }) {
    if (!INTRUDING.has(way) || from === to.territory || !intrudes(state, faction, to.territory)) return null;
    return { told: (ctx) => openIntrusion(shipmentRound(ctx.state), to.territory, faction) };
  },
};

export const intrusion: ActionHandler<'intrusion'> = {
  type: 'intrusion',
  rule: '2.02.15',
  check: () => null,
  apply(ctx, decision, action) {
    ctx.close(decision);
    const round = shipmentRound(ctx.state);
    round.stage = round.intrusion?.then ?? 'move';
    delete round.intrusion;
    // The intruder may have lost every force meanwhile (a storm migration): the fighters are still there.
    if (action.flip) flipTerritory(ctx, decision.territory, 'advisors', '2.02.15');
  },
  karama: {
    uses: (_state, _decision, action) => (action.flip ? [useOf('bg-intrusion')] : []),
    fallback: (_decision, action) => ({ ...action, flip: false }),
  },
};
