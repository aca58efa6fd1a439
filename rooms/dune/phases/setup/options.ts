// The set-up decisions' options for their seat's view (decision-options.ts): where the Bene Gesserit's advisor may
// be placed (2.02.08), by the handler's own check.
import { BOARD_PLACES, offered, placesWhere, placeStrings } from '../../board/place-options.ts';
import type { DecisionOptions } from '../../decision-options.ts';
import type { Draft } from '../../types.ts';
import { placeAdvisor } from './starting-forces.ts';
import type { PlaceAdvisorDecision } from './types.ts';

function advisorPlaces(state: Draft, decision: PlaceAdvisorDecision) {
  return placesWhere(
    BOARD_PLACES,
    (territory, sector) => placeAdvisor.check(state, decision, { type: 'place-advisor', event: decision.id, territory, sector }) === null,
  );
}

export const setupOptions: { 'place-advisor': DecisionOptions<'place-advisor'> } = {
  'place-advisor': {
    fill: (state, decision) => ({ destinations: advisorPlaces(state, decision) }),
    allowed(state, decision, action) {
      const places = advisorPlaces(state, decision);
      return offered(places, action) ? null : placeStrings(places);
    },
  },
};
