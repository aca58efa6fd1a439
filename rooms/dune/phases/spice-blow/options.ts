// The spice-blow decisions' options for their seat's view (decision-options.ts): where the Fremen may ride the
// sandworm (2.04.08) and where they may call their Karama sandworm (1.14.03), by the handlers' own checks.
import { BOARD_PLACES, offered, placesWhere, placeStrings } from '../../board/place-options.ts';
import type { DecisionOptions } from '../../decision-options.ts';
import { wormCallProblem } from '../../karama/powers/fremen.ts';
import type { Draft, TerritoryId } from '../../types.ts';
import { rideWorm } from './beast-of-burden.ts';
import type { RideWormDecision } from './types.ts';

/** The whole ride (every group offered): its destination does not depend on how many forces ride. */
function ridePlaces(state: Draft, decision: RideWormDecision) {
  const groups = decision.groups.map((g) => ({ ...g }));
  return placesWhere(
    BOARD_PLACES,
    (territory, sector) => rideWorm.check(state, decision, { type: 'ride-worm', event: decision.id, to: { territory, sector }, groups }) === null,
  );
}

/** 1.14.03: where the Karama sandworm may be called now (the territory part of the check; the card is the seat's). */
function wormTerritories(state: Draft): TerritoryId[] {
  const territories = BOARD_PLACES.map((p) => p.territory);
  return territories.filter((territory) => wormCallProblem(state, territory) === null);
}

export const spiceBlowOptions: { 'ride-worm': DecisionOptions<'ride-worm'>; 'karama-sandworm': DecisionOptions<'karama-sandworm'> } = {
  'ride-worm': {
    fill: (state, decision) => ({ destinations: ridePlaces(state, decision) }),
    allowed(state, decision, action) {
      if (action.to === null) return null;
      const places = ridePlaces(state, decision);
      return offered(places, action.to) ? null : placeStrings(places);
    },
  },
  'karama-sandworm': {
    fill: (state) => ({ territories: wormTerritories(state) }),
    allowed(state, _decision, action) {
      const territories = wormTerritories(state);
      return action.territory === null || territories.includes(action.territory) ? null : territories;
    },
  },
};
