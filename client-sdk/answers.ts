// `@dune-rooms/sdk/answers`: a legal answer to any decision, chosen from the seat's own view (never from hidden
// state) and varied by `pick`. For bots, load testers and tests; a separate entry, so a game UI does not load it.
export { legalAnswer } from '../rooms/dune/bots/legal.ts';
