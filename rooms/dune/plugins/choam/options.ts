// CH.worthless.*: the Worthless plays CHOAM may make as a phase starts, listed in its own view (decision-options.ts):
// every play of a card it holds, with every target the board offers (Jubba Cloak's and Baliset's territories,
// Baliset's faction, Trip to Gamont's force, La La La's and Kull Wahad's faction), each put to the handler's own
// check. The check takes each play on its own, so any of the listed plays of different cards may be made together.
import { BOARD_PLACES } from '../../board/place-options.ts';
import type { DecisionOptions } from '../../decision-options.ts';
import type { Draft, Faction } from '../../types.ts';
import type { ChoamWorthlessDecision, WorthlessCard, WorthlessPlay } from './types.ts';
import { choamWorthless } from './worthless.ts';

const TERRITORIES = BOARD_PLACES.map((p) => p.territory);
const FORCE_KINDS = ['regular', 'elite', 'advisors'] as const;

/** Every play of `card` the board could make a target of, legal or not. */
function candidates(state: Draft, card: WorthlessCard): WorthlessPlay[] {
  const others: Faction[] = state.seating.filter((f) => f !== 'choam');
  switch (card) {
    case 'kulon':
      return [{ card }];
    case 'la-la-la':
    case 'kull-wahad':
      return others.map((faction) => ({ card, faction }));
    case 'jubba-cloak':
      return TERRITORIES.map((territory) => ({ card, territory }));
    case 'baliset':
      return TERRITORIES.flatMap((territory) => others.map((faction) => ({ card, territory, faction })));
    case 'trip-to-gamont':
      return state.forces.flatMap(({ faction, territory, sector }) => FORCE_KINDS.map((force) => ({ card, faction, territory, sector, force })));
  }
}

/** The plays the decision allows now, each alone accepted by the handler's check. */
export function worthlessPlays(state: Draft, decision: ChoamWorthlessDecision): WorthlessPlay[] {
  const accepted = (play: WorthlessPlay) => choamWorthless.check(state, decision, { type: 'choam-worthless', event: decision.id, plays: [play] }) === null;
  return decision.effects.flatMap((card) => candidates(state, card).filter(accepted));
}

export const choamOptions: { 'choam-worthless': DecisionOptions<'choam-worthless'> } = {
  'choam-worthless': {
    fill: (state, decision) => ({ plays: worthlessPlays(state, decision) }),
    // The plays are listed in the view; a refusal names no places.
    allowed: () => null,
  },
};
