// The Discovery tokens in the project's own words: their names and what each does once revealed.
import { titled } from '../../names.ts';

export const DISCOVERY_TEXT: Record<string, string> = {
  'jacurutu-sietch':
    'A stronghold inside the territory it lay in: it counts for victory and holds two factions at most; the winner of a battle there takes 1 spice for each force the loser sent to the Tanks undialed.',
  cistern: 'A place inside the territory it lay in: in Spice Collection each faction with forces there takes 2 spice.',
  'ecological-testing-station':
    'A place inside the territory it lay in: in a later turn’s Storm phase its occupant may move the storm one sector more or one fewer (not after a Weather Control).',
  shrine: 'A place inside the territory it lay in: a Truthtrance serves the faction with forces there as a Karama, and a Karama as a Truthtrance.',
  'orgiz-processing-station':
    'A place inside the territory it lay in: in Spice Collection the faction there takes 1 spice from each other faction’s collection, per territory collected.',
  'treachery-card-stash': 'Its revealer draws a treachery card, discarding one of its choice when over the hand limit; the token leaves the game.',
  'spice-stash': 'Its revealer takes 7 spice from the bank; the token leaves the game.',
  ornithopter: 'Its revealer keeps it: on a later turn one of its moves may fly a group up to 3 territories; the token then leaves the game.',
};

export const GREAT_MAKER_TEXT =
  'A sandworm card: it strikes like Shai-Hulud, but nobody rides it from where it struck; its Nexus comes only if a majority of all the factions votes for one (a Nexus already due stands); the Fremen may ride it from their reserves to one place out of the storm.';

export const KIND_TEXT: Record<string, string> = {
  hiereg: 'A Hiereg token (the Fremen may look at it): Jacurutu Sietch, the Cistern, the Ecological Testing Station or the Shrine.',
  smuggler: 'A Smuggler token (the Guild may look at it): the Orgiz Processing Station, the Treachery Card Stash, the Spice Stash or the Ornithopter.',
};

export const discoveryName = (id: string): string => (id === 'orgiz-processing-station' ? 'Orgiz Processing Station' : titled(id));
export const kindName = (kind: string): string => (kind === 'hiereg' ? 'Hiereg' : 'Smuggler');
