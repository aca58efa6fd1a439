// The copy of the whole state every accepted action starts from (engine.ts). cloneJson copies anything, but one
// generic function meeting every object shape of the state runs slowly (its property accesses never specialise,
// and the 27-key state it rebuilt key by key fell into slow dictionary mode), and this copy was the engine's largest
// single cost. The parts that make up most of the state are copied here by their known shapes (a spread copies the
// primitive fields in their order and is specialised per shape), the round, decisions and Karama window in
// clone-transient.ts; the rest, rarer or varied, still goes through cloneJson. The result is the same deep copy:
// no object or array is shared with the original.
import { cloneJson, copying } from './clone.ts';
import { copyDecisions, copyKarama, copyRound } from './clone-transient.ts';
import type { Decks, Faction, FactionState, GameConfig, GameState, RngState, SecretGroup, StormState } from './types.ts';

const copyFaction = copying<
  FactionState,
  'reserves' | 'tanks' | 'hand' | 'traitors' | 'traitorOptions' | 'discardedTraitors' | 'leaders' | 'leadersDied' | 'prediction' | 'kwisatz' | 'captives'
>((f) => {
  const out: FactionState = {
    ...f,
    reserves: { ...f.reserves },
    tanks: { ...f.tanks },
    hand: f.hand.slice(),
    traitors: f.traitors.slice(),
    traitorOptions: f.traitorOptions.slice(),
    discardedTraitors: f.discardedTraitors.slice(),
    leaders: { ...f.leaders },
    leadersDied: f.leadersDied.slice(),
    prediction: f.prediction && { ...f.prediction },
  };
  if (f.kwisatz !== undefined) out.kwisatz = cloneJson(f.kwisatz);
  if (f.captives !== undefined) out.captives = cloneJson(f.captives);
  return out;
});

function copyFactions(factions: GameState['factions']): GameState['factions'] {
  const out = { ...factions };
  for (const f of Object.keys(out) as (keyof typeof out)[]) out[f] = copyFaction(out[f]!);
  return out;
}

const copyDecks = copying<Decks, 'spice' | 'spiceDiscard' | 'spiceDiscardB' | 'treachery' | 'treacheryDiscard' | 'traitor' | 'setAside'>((d) => {
  const out: Decks = {
    ...d,
    spice: d.spice.slice(),
    spiceDiscard: d.spiceDiscard.slice(),
    treachery: d.treachery.slice(),
    treacheryDiscard: d.treacheryDiscard.slice(),
    traitor: d.traitor.slice(),
    setAside: d.setAside.slice(),
  };
  if (d.spiceDiscardB !== undefined) out.spiceDiscardB = d.spiceDiscardB.slice();
  return out;
});

const copyStorm = copying<StormState, 'dialers' | 'dials' | 'lastDials' | 'lastWheelUsers'>((s) => ({
  ...s,
  dialers: s.dialers.slice(),
  dials: { ...s.dials },
  lastDials: { ...s.lastDials },
  lastWheelUsers: s.lastWheelUsers.slice(),
}));

const copyConfig = copying<GameConfig, 'factions' | 'cards' | 'modules'>((c) => {
  const out: GameConfig = { ...c, factions: c.factions.slice(), cards: c.cards.slice() };
  if (c.modules !== undefined) out.modules = c.modules.slice();
  return out;
});

const copyGroup = copying<SecretGroup, 'events' | 'answers'>((g) => ({ ...g, events: { ...g.events }, answers: { ...g.answers } }));

/** A deep copy of the state, equal to cloneJson(state) (same keys, in the same order, nothing shared). */
export const cloneState = copying<
  GameState,
  | 'config'
  | 'rng'
  | 'seating'
  | 'factions'
  | 'forces'
  | 'decks'
  | 'storm'
  | 'spice'
  | 'alliances'
  | 'round'
  | 'victory'
  | 'pending'
  | 'secretGroups'
  | 'karama'
  | 'cardWindow'
  | 'discards'
  | 'suspended'
  | 'nullentropy'
  | 'juice'
  | 'skills'
  | 'choam'
  | 'homeworlds'
>((state) => {
  const out: GameState = {
    ...state,
    config: copyConfig(state.config),
    rng: state.rng.slice() as RngState,
    seating: state.seating.slice(),
    factions: copyFactions(state.factions),
    forces: state.forces.map((s) => ({ ...s })),
    decks: copyDecks(state.decks),
    storm: copyStorm(state.storm),
    spice: state.spice.map((s) => ({ ...s })),
    alliances: state.alliances.map((pair) => pair.slice() as [Faction, Faction]),
    round: copyRound(state.round),
    victory: cloneJson(state.victory),
    pending: copyDecisions(state.pending),
    secretGroups: state.secretGroups.map(copyGroup),
    karama: copyKarama(state.karama),
    cardWindow: cloneJson(state.cardWindow),
    discards: state.discards.map((d) => ({ ...d })),
    suspended: cloneJson(state.suspended),
    nullentropy: cloneJson(state.nullentropy),
    juice: state.juice && { ...state.juice },
  };
  if (state.skills !== undefined) out.skills = cloneJson(state.skills);
  if (state.choam !== undefined) out.choam = cloneJson(state.choam);
  if (state.homeworlds !== undefined) out.homeworlds = cloneJson(state.homeworlds);
  return out;
});
