// HW.junction.high: while Junction shows its high face the Guild may offer other factions to ship them cross-planet,
// at half or full price, even to or from homeworlds (their own included). The Guild makes its offers, in public, as
// the shipment and movement phase starts; an offered faction's shipment this phase may then cross-ship (from the
// board or a homeworld garrison to anywhere it may ship, or home to its reserves) at the offered rate, paid to the
// Guild. The offer lapses the moment Junction turns low. A homeworld effect: no Karama cancels it.
import type { Context } from '../../context.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import type { JunctionRate, ShipmentRound } from '../../phases/shipment-movement/types.ts';
import type { Faction, Draft } from '../../types.ts';
import { faceOf, gameWorlds } from './state.ts';
import { isRecord } from '../../action-shape.ts';

function junctionHigh(state: Draft): boolean {
  return gameWorlds(state).includes('junction') && faceOf(state, 'junction') === 'high';
}

/** Opens the Guild's offers as the phase starts (Junction high, someone to offer to). */
export function openJunctionOffers(ctx: Context): void {
  if (!junctionHigh(ctx.state) || !ctx.state.factions.guild) return;
  const factions = ctx.seating.filter((f) => f !== 'guild');
  if (factions.length > 0) ctx.open({ kind: 'junction-offers', seat: 'guild', factions });
}

/** The rate the Guild offered `faction` this phase, while Junction is still high; null otherwise. */
export function junctionRate(state: Draft, faction: Faction): JunctionRate | null {
  const round = state.round?.phase === 'shipment-movement' ? (state.round as ShipmentRound) : null;
  const rate = round?.junction?.[faction];
  return rate && junctionHigh(state) ? rate : null;
}

export const junctionOffers: ActionHandler<'junction-offers'> = {
  type: 'junction-offers',
  rule: 'HW.junction.high',
  check(_state, decision, action) {
    if (!isRecord(action.offers)) return 'offers is an object of faction: half or full';
    const named = Object.keys(action.offers) as Faction[];
    const stranger = named.find((f) => !decision.factions.includes(f));
    if (stranger) return `HW.junction.high: ${stranger} is not a faction the Guild may offer to`;
    return Object.values(action.offers).every((r) => r === 'half' || r === 'full') ? null : 'offer half or full price';
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    const offers = { ...action.offers };
    if (Object.keys(offers).length === 0) return;
    (ctx.state.round as ShipmentRound).junction = offers;
    ctx.emit({ type: 'junction-offered', offers });
  },
};
