// `@dune-rooms/sdk/answers`: a legal answer to any decision, chosen from the seat's own view (never from hidden
// state) and varied by `pick`. For bots, load testers and tests; a separate entry, so a game UI does not load it.
// The answers' root installs the plug-ins' answers and view-level rules (never the rules' registry).
import '../rooms/dune/plugins/answers.ts';

export { legalAnswer } from '../rooms/dune/bots/legal.ts';
// The weapon and defense pairs a battle plan may hold (1.07.04, with the Prescience reveal and the Voice command the
// decision carries): a plan form offers only these.
export { legalPairs } from '../rooms/dune/phases/battle/plan-rules.ts';
// A treachery card's family, so that a card window offers only the cards it takes.
export { familyOf } from '../rooms/dune/cards/treachery.ts';
// The cards a seat may play as a Karama now (a Bene Gesserit's worthless cards in the Advanced game; none while a
// Kull Wahad stands against it), so that a Karama form offers only those.
export { countsAsTruthtrance, karamaCardsIn } from '../rooms/dune/karama/cards.ts';
// The Tleilaxu's Face Dancers not yet revealed, as their own view shows them, so that their forms offer only those.
export { hmsSteps, KARAMA_HMS_RANGE, unrevealedFaceDancers } from '../rooms/dune/plugins/answers.ts';
// Richese's Karama price, the cards it may give its ally and when it may reveal its No-Field, so that its forms offer only those.
export { isRicheseCard, KARAMA_CACHE_PRICE, NO_FIELD_REVEAL_PHASES } from '../rooms/dune/plugins/answers.ts';
