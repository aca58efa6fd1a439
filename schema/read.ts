// Reads a decoded schema state back into the engine's PlayerView, straight from the decoded instances (going
// through `state.toJSON()` first would copy the whole tree once more on every read: load generator CPU).
// This is the inverse of mirror.ts; the wire tests prove the round trip equals viewFor exactly.
import type {
  CardSet,
  Decision,
  Faction,
  LeaderLocation,
  Phase,
  PlayerView,
  PrivateRoundView,
  PrivateView,
  RoundView,
  Victory,
  Viewer,
} from '../rooms/dune/types.ts';
import type { DecisionKind } from '../rooms/dune/types.ts';
import type { KaramaView } from '../rooms/dune/karama/types.ts';
import type { CardWindowView } from '../rooms/dune/card-windows/types.ts';
import type { DuneState, PrivateSchema } from './state.ts';

function readPrivate(p: PrivateSchema): PrivateView {
  return {
    spice: p.spice,
    hand: [...p.hand],
    traitors: [...p.traitors],
    traitorOptions: [...p.traitorOptions],
    discardedTraitors: [...p.discardedTraitors],
    prediction: p.predictionFaction ? { faction: p.predictionFaction as Faction, turn: p.predictionTurn } : null,
    decisions: p.decisions.map((json) => JSON.parse(json) as Decision),
    stormDial: p.stormDial < 0 ? null : p.stormDial,
    stormCard: p.stormCard < 0 ? null : p.stormCard,
    round: p.round ? (JSON.parse(p.round) as PrivateRoundView) : null,
  };
}

/** The view of `viewer` as carried by the wire. A seat's private part is read from its own seat entry. */
export function readView(s: DuneState, viewer: Viewer): PlayerView {
  const own = viewer === 'spectator' ? undefined : s.seats.find((x) => x.faction === viewer);
  // A seat's private part is decoded only for its own client (@view); elsewhere it stays undefined.
  const priv = own?.private as PrivateSchema | undefined;
  return {
    viewer,
    turn: s.turn,
    maxTurns: s.maxTurns,
    advanced: s.advanced,
    cards: [...s.cards] as CardSet[],
    phase: s.phase as Phase,
    step: s.step,
    storm: {
      sector: s.storm.sector < 0 ? null : s.storm.sector,
      dialers: [...s.storm.dialers] as Faction[],
      lastDials: Object.fromEntries(s.storm.lastDials.entries()),
      shieldWallDestroyed: s.storm.shieldWallDestroyed,
    },
    firstPlayer: (s.firstPlayer || null) as Faction | null,
    seats: s.seats.map((x) => ({
      faction: x.faction as Faction,
      seat: x.seat,
      marker: x.marker,
      reserves: { regular: x.reserves.regular, elite: x.reserves.elite },
      tanks: { regular: x.tanks.regular, elite: x.tanks.elite },
      leaders: [...x.leaders] as LeaderLocation[],
      bribes: x.bribes,
      handSize: x.handSize,
    })),
    forces: s.forces.map((f) => ({
      faction: f.faction as Faction,
      territory: f.territory,
      sector: f.sector,
      regular: f.regular,
      elite: f.elite,
      advisors: f.advisors,
    })),
    spice: s.spice.map((x) => ({ territory: x.territory, sector: x.sector, amount: x.amount })),
    alliances: s.alliances.map((pair) => pair.split('+') as [Faction, Faction]),
    round: s.round ? (JSON.parse(s.round) as RoundView) : null,
    karama: s.karama ? (JSON.parse(s.karama) as KaramaView) : { window: null, prevented: [], powersUsed: [] },
    cardWindow: s.cardWindow ? (JSON.parse(s.cardWindow) as CardWindowView) : null,
    interrupted: s.interrupted,
    victory: s.victory ? (JSON.parse(s.victory) as Victory) : null,
    decks: {
      spice: s.decks.spice,
      spiceDiscard: [...s.decks.spiceDiscard],
      spiceDiscardB: [...s.decks.spiceDiscardB],
      treachery: s.decks.treachery,
      treacheryDiscard: s.decks.treacheryDiscard,
      traitor: s.decks.traitor,
      setAside: [...s.decks.setAside],
    },
    awaiting: s.awaiting.map((a) => ({ seat: a.seat as Faction, kind: a.kind as DecisionKind, id: a.id || null })),
    private: priv ? readPrivate(priv) : null,
  };
}
