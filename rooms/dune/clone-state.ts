// The copies an action makes of the state (draft.ts): at its start, a copy of every part but the shared ones
// (SharedPart: the board, the decks, the factions), which it copies only when it first changes them. One generic
// function meeting every object shape of the state runs slowly (its property accesses never specialise), so the
// parts are copied here by their known shapes (a spread copies the primitive fields in their order and is
// specialised per shape), the round, decisions and Karama window in clone-transient.ts; the rest, rarer or varied,
// through cloneJson. Each copy shares nothing with what it copied.
import { cloneJson, copying } from './clone.ts';
import { copyDecisions, copyKarama, copyRound } from './clone-transient.ts';
import type { Decks, Faction, FactionState, GameConfig, GameState, RngState, SecretGroup, SharedPart, StormState } from './types.ts';

export const copyFaction = copying<
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

/** Copies of the shared parts; the factions' record only (draft.ts ownFaction copies a faction itself). */
const SHARED_COPIERS: { [K in SharedPart]: (value: GameState[K]) => GameState[K] } = {
  config: copyConfig,
  seating: (seating) => seating.slice(),
  factions: (factions) => ({ ...factions }),
  forces: (forces) => forces.map((s) => ({ ...s })),
  decks: copyDecks,
  storm: copyStorm,
  spice: (spice) => spice.map((s) => ({ ...s })),
};

export function copySharedPart<K extends SharedPart>(key: K, value: GameState[K]): GameState[K] {
  return SHARED_COPIERS[key](value);
}

/** The state an action starts from: its own copy of every part but the shared ones, which it shares with `state`. */
export const draftCopy = copying<
  GameState,
  | SharedPart
  | 'rng'
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
  | 'sandtrout'
  | 'techTokens'
  | 'ixians'
  | 'strongholdCards'
  | 'tleilaxu'
  | 'richese'
  | 'ecaz'
  | 'moritani'
  | 'nexusCards'
  | 'discovery'
  | 'privateIds'
>((state) => {
  const out: GameState = {
    ...state,
    rng: state.rng.slice() as RngState,
    alliances: state.alliances.map((pair) => pair.slice() as [Faction, Faction]),
    round: copyRound(state.round),
    victory: cloneJson(state.victory),
    pending: copyDecisions(state.pending),
    secretGroups: state.secretGroups.map(copyGroup),
    karama: copyKarama(state.karama),
    cardWindow: cloneJson(state.cardWindow),
    discards: state.discards.map((d) => ({ ...d })),
    suspended: cloneJson(state.suspended),
  };
  if (state.nullentropy !== undefined) out.nullentropy = cloneJson(state.nullentropy);
  if (state.juice !== undefined) out.juice = state.juice && { ...state.juice };
  if (state.skills !== undefined) out.skills = cloneJson(state.skills);
  if (state.choam !== undefined) out.choam = cloneJson(state.choam);
  if (state.homeworlds !== undefined) out.homeworlds = cloneJson(state.homeworlds);
  if (state.sandtrout !== undefined) out.sandtrout = { ...state.sandtrout };
  if (state.techTokens !== undefined) out.techTokens = cloneJson(state.techTokens);
  if (state.tleilaxu !== undefined) out.tleilaxu = cloneJson(state.tleilaxu);
  if (state.strongholdCards !== undefined) out.strongholdCards = cloneJson(state.strongholdCards);
  if (state.richese !== undefined) out.richese = cloneJson(state.richese);
  if (state.ecaz !== undefined) out.ecaz = cloneJson(state.ecaz);
  if (state.moritani !== undefined) out.moritani = cloneJson(state.moritani);
  if (state.nexusCards !== undefined) out.nexusCards = cloneJson(state.nexusCards);
  if (state.discovery !== undefined) out.discovery = cloneJson(state.discovery);
  if (state.privateIds !== undefined) out.privateIds = { ...state.privateIds };
  return out;
});
