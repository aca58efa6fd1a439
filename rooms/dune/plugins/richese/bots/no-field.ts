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

/**
 * A No-Field landed at `to` for `need` forces: Richese's face down while none stands on the planet (it holds the place
 * as one force at least); its ally's revealed at once, bringing the ally's own forces for the price of one.
 */
export function noFieldLanding(d: ShipDecision, s: Shipper, to: Spot, need: number, view: PlayerView): { action: ShipAction; brings: number } | null {
  if (!d.noFields?.length) return null;
  if (d.noFieldOpen) {
    const pool = s.reserves.regular + s.reserves.elite;
    const token = tokenFor(d.noFields, pool, need);
    const count = Math.min(token, pool);
    const elite = Math.max(0, count - s.reserves.regular);
    if (count < 1) return null;
    return { action: { type: 'ship', event: d.id, mode: 'reserves', to: { ...to }, count, ...(elite > 0 ? { elite } : {}), noField: token }, brings: count };
  }
  if (view.richese?.noField) return null;
  const reserves = s.reserves.regular;
  const token = tokenFor(d.noFields, reserves, need);
  const single = { type: 'ship' as const, event: d.id, mode: 'reserves' as const, to: { ...to }, count: 1, noField: token };
  const second = d.noFieldPair ? [...d.noFields].sort((a, b) => b - a).find((v) => v !== token && v > 0) : undefined;
  // NX.richese.cunning: a second token revealed at once brings its forces now, for the same price.
  if (second !== undefined && reserves > 0) {
    const now = Math.min(second, reserves);
    return { action: { ...single, count: 1 + now, noFieldRevealed: second }, brings: Math.max(1, Math.min(token, reserves - now)) + now };
  }
  return { action: single, brings: Math.max(1, Math.min(token, reserves)) };
}

/** RI.ally.no-field: the legal bot lends or withholds Richese's No-Fields now and then (a thinking Richese always lends). */
export function allyNoFieldToggle(view: PlayerView, pick: number | null): FreeAction | null {
  if (pick === null || pick % 13 !== 6 || view.viewer !== RICHESE || view.interrupted || !view.richese) return null;
  if (!view.alliances.some((pair) => pair.includes(RICHESE)) || view.phase === 'setup' || view.phase === 'game-over') return null;
  return { type: 'richese-ally-no-field', allow: !view.richese.allyNoField };
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
