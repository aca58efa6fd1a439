// Positions with Richese's No-Field (plugins/richese/no-field/): a token put face down on the board directly, and the
// Shipment and Movement phase at Richese's own ship decision.
import { addForces } from '../../rooms/dune/board/forces.ts';
import type { NoFieldValue } from '../../rooms/dune/phases/shipment-movement/types.ts';
import { pendingDecisions, type Faction, type GameConfigInput, type GameState, type TerritoryId } from '../../rooms/dune/index.ts';
import { atEmptyShipment, passTurn } from './shipment.ts';
import { act } from './engine.ts';

export const NO_FIELD_TABLE: Faction[] = ['richese', 'atreides', 'harkonnen', 'emperor'];

/** Puts Richese's `token` face down at `territory` `sector`, counted as one force of its stack there. */
export function putNoField(s: GameState, token: NoFieldValue, territory: TerritoryId, sector: number): void {
  addForces(s, { faction: 'richese', territory, sector }, { regular: 1 });
  s.richese!.noField = { token, territory, sector };
  s.richese!.lastNoField = token;
}

/** Shipment and Movement on an emptied board (20 spice each, the storm in sector 3), the others passing until Richese ships. */
export function richeseShipping(
  edit: (s: GameState) => void = () => {},
  factions: Faction[] = NO_FIELD_TABLE,
  config: Partial<GameConfigInput> = {},
): GameState {
  return shippingOf('richese', edit, factions, config);
}

/** The same, the others passing (allies offering each other nothing) until `seat` ships. */
export function shippingOf(
  seat: Faction,
  edit: (s: GameState) => void = () => {},
  factions: Faction[] = NO_FIELD_TABLE,
  config: Partial<GameConfigInput> = {},
): GameState {
  let s = atEmptyShipment(factions, false, edit, config);
  for (let guard = 0; guard < 30; guard++) {
    const d = pendingDecisions(s)[0];
    if (!d || (d.seat === seat && d.kind === 'ship')) return s;
    // Allies offer each other no spice here; every other decision is passed.
    if (d.kind === 'offer-shipment-support') s = act(s, d.seat, { type: 'offer-shipment-support', event: d.id, amount: 0 }).state;
    else s = passTurn(s, d.seat as Faction, true);
  }
  throw new Error(`${seat} never came to ship`);
}
