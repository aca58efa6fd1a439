// The Discovery variant of Ecaz & Moritani (`modules: ['discovery']`): six Discovery cards in the spice deck, each
// devastating its territory, blowing 6 spice and laying a token face down (blow.ts); the tokens looked at by the
// Fremen (Hiereg) and the Guild (Smuggler), revealed in Spice Collection by a faction there (reveal.ts); the places
// they become (locations.ts), entered free the next turn (entry.ts); the stashes (stashes.ts), the Ecological
// Testing Station's hold on the storm (testing-station.ts) and the Great Maker (great-maker.ts). What is built: docs/rules/discovery.tsv (DS.*); the
// readings: docs/RULES-DECISIONS.md.
import type { Plugin } from '../../extension-points.ts';
import { DISCOVERY_CARDS, GREAT_MAKER } from '../../cards/spice.ts';
import { greatMakerRevealed, greatMakerRide, greatMakerVote, openGreatMakerRide, openVote } from './great-maker.ts';
import { discoveryCardRevealed } from './blow.ts';
import { discoveryEntry, openEntries } from './entry.ts';
import { discoveredStrongholds, jacurutuSpice, locationIncome } from './locations.ts';
import { discoveryReveal, openReveals } from './reveal.ts';
import { discoveryDiscard } from './stashes.ts';
import { flightTaken, flightTerms } from './flight.ts';
import { openTestingStation, testingStation } from './testing-station.ts';
import { newDiscoveryState, plays } from './state.ts';
import { discoveryCustodyProblems, discoveryPrivateView, discoveryView } from './view.ts';
import { discoveryViewRules } from './view-rules.ts';

export const discovery = {
  ...discoveryViewRules,
  // DS.setup: the cards shuffled into the spice deck, the two piles of tokens shuffled face down.
  spiceCards: (config) => (plays(config) ? [...DISCOVERY_CARDS.map((c) => c.id), GREAT_MAKER.id] : []),
  setUp(state) {
    if (plays(state.config)) state.discovery = newDiscoveryState(state.rng);
  },
  territoryCardRevealed: discoveryCardRevealed,
  // DS.great-maker: the sandworm card, its vote and the Fremen's ride from reserves.
  spiceCardRevealed: greatMakerRevealed,
  openNexusVote: openVote,
  openRide: openGreatMakerRide,
  handlers: {
    'discovery-reveal': discoveryReveal,
    'discovery-entry': discoveryEntry,
    'discovery-discard': discoveryDiscard,
    'testing-station': testingStation,
    'great-maker-vote': greatMakerVote,
    'great-maker-ride': greatMakerRide,
  },
  // DS.testing-station: before the storm moves.
  beforeStormMoves: openTestingStation,
  // DS.cistern, DS.orgiz: what the places pay; DS.reveal: then the tokens are put to the factions around them.
  collectionDone(ctx, since) {
    locationIncome(ctx, since);
    openReveals(ctx);
  },
  // DS.entry: the places revealed last turn, entered free as the Storm phase starts.
  openAtPhaseStart: (ctx, phase) => phase === 'storm' && openEntries(ctx),
  // DS.ornithopter: a flight for the token's keeper.
  moveTerms: flightTerms,
  moveCardPlayed: flightTaken,
  // DS.jacurutu
  victoryStrongholds: discoveredStrongholds,
  armyLosses: jacurutuSpice,
  view: discoveryView,
  privateView: discoveryPrivateView,
  custodyProblems: discoveryCustodyProblems,
} satisfies Plugin;
