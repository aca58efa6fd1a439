// The thinking bots' No-Field (RI.no-field): weighed by the shipment bot with its landings (bots/shipment.ts), for the
// price of one force, the smallest token that brings the forces wanted (the largest when none does); never while one
// stands on the planet. A token is worth the forces it will bring (its value, as far as the reserves go) and holds a
// place as one force.
// Revealed by Richese where it stands on spice with no enemy beside it, so that all it stands for collect.
import { enemiesIn, fightersOf, spiceOn, unitOf } from '../../../bots/board.ts';
import type { FreeAction } from '../../../deals/types.ts';
import type { ShipAction, Shipper } from '../../../phases/shipment-movement/ship.ts';
import type { NoFieldValue, ShipDecision, Spot } from '../../../phases/shipment-movement/types.ts';
import type { PlayerView } from '../../../types.ts';
import { RICHESE } from '../state.ts';
import { BEFORE_BATTLE } from '../no-field/timing.ts';

/** The token to ship for `need` forces: the smallest that brings them, else the one that brings most. */
function tokenFor(tokens: readonly NoFieldValue[], reserves: number, need: number): NoFieldValue {
  const ascending = [...tokens].sort((a, b) => a - b);
  return ascending.find((v) => Math.min(v, reserves) >= need) ?? ascending[ascending.length - 1]!;
}

/** A No-Field landed at `to` for `need` forces, while none stands on the planet; it holds the place as one force at least. */
export function noFieldLanding(d: ShipDecision, s: Shipper, to: Spot, need: number, view: PlayerView): { action: ShipAction; brings: number } | null {
  if (!d.noFields?.length || view.richese?.noField) return null;
  const reserves = s.reserves.regular;
  const token = tokenFor(d.noFields, reserves, need);
  return { action: { type: 'ship', event: d.id, mode: 'reserves', to: { ...to }, count: 1, noField: token }, brings: Math.max(1, Math.min(token, reserves)) };
}

/** RI.no-field.reveal: a thinking Richese reveals its token on spice with no enemy there (more forces collect more). */
export function noFieldReveal(view: PlayerView, pick: number | null): FreeAction | null {
  const at = view.richese?.noField;
  const value = view.private?.richeseNoField ?? null;
  if (view.viewer !== RICHESE || !at || value === null || view.interrupted || !BEFORE_BATTLE.includes(view.phase)) return null;
  // The legal bot reveals now and then.
  if (pick !== null) return pick % 5 === 3 ? { type: 'richese-reveal-no-field' } : null;
  if (value === 0 || view.phase !== 'shipment-movement') return null;
  const reserves = view.seats.find((x) => x.faction === RICHESE)?.reserves.regular ?? 0;
  if (reserves === 0 || spiceOn(view, at.territory) === 0) return null;
  if (enemiesIn(view, unitOf(view, RICHESE), at.territory).strongest > 0 || fightersOf(view, RICHESE, at.territory) > 1) return null;
  return { type: 'richese-reveal-no-field' };
}
