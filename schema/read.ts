// Reads a decoded schema state back into the engine's PlayerView, straight from the decoded instances (going
// through `state.toJSON()` first would copy the whole tree once more on every read: load generator CPU).
// This is the inverse of mirror.ts; the wire tests prove the round trip equals viewFor exactly.
import type {
  CardSet,
  Decision,
  Faction,
  GameModule,
  LeaderId,
  LeaderLocation,
  Phase,
  PlayerView,
  PrivateRoundView,
  PrivateView,
  RoundView,
  SpiceCardId,
  TerritoryId,
  TraitorCardId,
  TreacheryCardId,
  Victory,
  Viewer,
} from '../rooms/dune/types.ts';
import type { DecisionKind } from '../rooms/dune/types.ts';
import type { NoFieldValue } from '../rooms/dune/phases/shipment-movement/types.ts';
import type { KaramaView } from '../rooms/dune/karama/types.ts';
import type { CardWindowView } from '../rooms/dune/card-windows/types.ts';
import type { DuneState, PrivateSchema } from './state.ts';
import {
  SKILLS,
  TECH_TOKENS,
  type ChoamView,
  type HomeworldView,
  type IntelReceipt,
  type PublicSkill,
  type SkillId,
  type TradeOffer,
  type TupileQuote,
} from '../rooms/dune/plugins/answers.ts';
import { FACTIONS, PHASES } from '../rooms/dune/types.ts';
import { anything, arrayOf, boolean, checked, nullable, number, object, oneOf, string, type Shape } from './shape.ts';

// The JSON fields of the state are checked for the fields a client branches on before it trusts them: a decision's
// id, kind and seat, the public round's phase, the Karama and victory parts; the rest of each is the engine's.
const faction = oneOf(FACTIONS);
const DecisionShape = object({ id: string, kind: string, seat: faction, secret: boolean });
const RoundShape = object({ phase: oneOf(PHASES) });
const KaramaShape = object({ window: nullable(object({ id: string })), prevented: arrayOf(anything), powersUsed: arrayOf(faction) });
/** A card window, or a seat's private round (some phases' private parts carry no phase of their own). */
const ObjectShape = object({});
const SkillsShape = arrayOf(object({ card: oneOf(SKILLS), leader: string, holder: faction, faceUp: boolean }));
const ChoamShape = object({ effects: arrayOf(object({ card: string, turn: number })), tradedTurn: number });
const HomeworldsShape = arrayOf(object({ world: string, native: faction, face: oneOf(['high', 'low']), natives: number }));
const ReceiptsShape = arrayOf(object({ target: faction, category: oneOf(['weapons', 'defenses']), spice: number, count: number }));
const TradeOfferShape = object({ partner: faction, give: nullable(string) });
const TupileShape = object({ used: arrayOf(faction), targets: arrayOf(faction) });
const SandtroutShape = object({ waiting: boolean, doubling: boolean });
const TleilaxuShape = object({ faceDancers: number, revealed: arrayOf(string) });
const IxiansShape = object({ hms: nullable(object({ territory: string, sector: number })) });
const TechTokensShape = object({ holders: object({}), due: arrayOf(oneOf(TECH_TOKENS)) });
const StrongholdCardsShape = object({ holders: object({}) });
const RicheseShape = object({
  cache: number,
  removed: arrayOf(string),
  position: nullable(oneOf(['first', 'last'])),
  lot: nullable(object({ card: nullable(string), origin: oneOf(['cache', 'black-market']) })),
  noField: nullable(object({ territory: string, sector: number })),
  faceUpNoField: nullable(number),
  allyNoField: boolean,
});
const EcazShape = object({
  supply: arrayOf(string),
  placed: arrayOf(object({ token: string, territory: string })),
  cohort: arrayOf(string),
  triggered: arrayOf(string),
  removed: arrayOf(string),
  nextCost: number,
  vidal: nullable(object({ at: oneOf(['held', 'tanks', 'gone']) })),
  loyal: nullable(string),
});
const MoritaniShape = object({
  placed: arrayOf(string),
  supply: number,
  gone: arrayOf(string),
  aftermath: nullable(string),
  extortion: boolean,
  vidal: nullable(object({ at: oneOf(['held', 'tanks', 'gone']) })),
  assassinated: arrayOf(object({ faction, card: string })),
});
const NexusCardsShape = object({
  deck: number,
  discard: arrayOf(faction),
  holders: arrayOf(faction),
  lasting: arrayOf(object({ effect: string, faction, turn: number })),
  lastWin: nullable(object({ winner: faction, loser: faction })),
  lastBuyer: nullable(faction),
  emptyWorm: nullable(string),
  lastPaid: nullable(object({ for: oneOf(['shipment', 'card']), payer: faction, amount: number, paidTo: string })),
});
const TerrorShape = object({ supply: arrayOf(string), placed: arrayOf(object({ territory: string, token: string })) });
const DiscoveryShape = object({
  laid: arrayOf(object({ site: string, kind: oneOf(['hiereg', 'smuggler']) })),
  piles: object({ hiereg: number, smuggler: number }),
  locations: arrayOf(object({ place: string, on: string, turn: number })),
  gone: arrayOf(string),
  flight: nullable(object({ faction, turn: number })),
});
const DiscoveriesShape = arrayOf(object({ site: string, token: string }));
const VictoryShape = object({ winners: arrayOf(faction), kind: string, turn: number });

/** A JSON field of the wire state, checked for its shape; a malformed one is an error, never a half-read view. */
function readJson<T>(shape: Shape, text: string, what: string): T {
  return checked<T>(shape, JSON.parse(text), what);
}

/** A seat's decisions as carried by the wire, each checked like the rest of the view. */
export function readDecisions(json: readonly string[]): Decision[] {
  return json.map((text) => readJson<Decision>(DecisionShape, text, 'decision'));
}

/**
 * A seat's hand as carried by the wire. Ids, like the factions and phases read here, are the engine's own: mirror.ts
 * wrote them from the engine's state.
 */
export function readHand(p: Pick<PrivateSchema, 'hand'>): TreacheryCardId[] {
  return [...p.hand] as TreacheryCardId[];
}

function readPrivate(p: PrivateSchema): PrivateView {
  return {
    spice: p.spice,
    hand: readHand(p),
    traitors: [...p.traitors] as LeaderId[],
    traitorOptions: [...p.traitorOptions] as LeaderId[],
    discardedTraitors: [...p.discardedTraitors] as LeaderId[],
    prediction: p.predictionFaction ? { faction: p.predictionFaction as Faction, turn: p.predictionTurn } : null,
    decisions: readDecisions(p.decisions),
    stormDial: p.stormDial < 0 ? null : p.stormDial,
    stormCard: p.stormCard < 0 ? null : p.stormCard,
    round: p.round ? readJson<PrivateRoundView>(ObjectShape, p.round, 'private round') : null,
    skillOffer: [...p.skillOffer] as SkillId[],
    intelligence: p.intelligence ? readJson<IntelReceipt[]>(ReceiptsShape, p.intelligence, 'intelligence receipts') : [],
    tradeOffer: p.tradeOffer ? readJson<TradeOffer>(TradeOfferShape, p.tradeOffer, 'trade offer') : null,
    faceDancers: [...p.faceDancers] as TraitorCardId[],
    richeseCache: [...p.richeseCache] as TreacheryCardId[],
    richeseNoField: p.richeseNoField < 0 ? null : (p.richeseNoField as NoFieldValue),
    terror: p.terror ? readJson<NonNullable<PrivateView['terror']>>(TerrorShape, p.terror, 'Terror tokens') : null,
    nexusCard: p.nexusCard === '' ? null : (p.nexusCard as Faction),
    discoveries: p.discoveries ? readJson<PrivateView['discoveries']>(DiscoveriesShape, p.discoveries, 'Discovery tokens seen') : [],
    nexusBought: p.nexusBought === '' ? null : (p.nexusBought as TreacheryCardId),
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
    rules: s.rules,
    cards: [...s.cards] as CardSet[],
    modules: [...s.modules] as GameModule[],
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
      leaderIds: [...x.leaderIds] as LeaderId[],
    })),
    forces: s.forces.map((f) => ({
      faction: f.faction as Faction,
      territory: f.territory as TerritoryId,
      sector: f.sector,
      regular: f.regular,
      elite: f.elite,
      advisors: f.advisors,
    })),
    spice: s.spice.map((x) => ({ territory: x.territory as TerritoryId, sector: x.sector, amount: x.amount })),
    alliances: s.alliances.map((pair) => pair.split('+') as [Faction, Faction]),
    skills: s.skills ? readJson<PublicSkill[]>(SkillsShape, s.skills, 'skill list') : [],
    skillEscrow: Object.fromEntries(s.skillEscrow.entries()),
    choam: s.choam ? readChoam(s.choam) : null,
    homeworlds: s.homeworlds ? readJson<HomeworldView[]>(HomeworldsShape, s.homeworlds, 'homeworlds') : [],
    tupile: s.tupile ? readJson<TupileQuote>(TupileShape, s.tupile, 'Tupile quote') : null,
    sandtrout: s.sandtrout ? readJson<NonNullable<PlayerView['sandtrout']>>(SandtroutShape, s.sandtrout, 'Sandtrout part') : null,
    tleilaxu: s.tleilaxu ? readJson<NonNullable<PlayerView['tleilaxu']>>(TleilaxuShape, s.tleilaxu, 'Tleilaxu part') : null,
    ixians: s.ixians ? readJson<NonNullable<PlayerView['ixians']>>(IxiansShape, s.ixians, 'Ixians part') : null,
    strongholdCards: s.strongholdCards
      ? readJson<NonNullable<PlayerView['strongholdCards']>>(StrongholdCardsShape, s.strongholdCards, 'Stronghold cards part')
      : null,
    richese: s.richese ? readJson<NonNullable<PlayerView['richese']>>(RicheseShape, s.richese, 'Richese part') : null,
    ecaz: s.ecaz ? readJson<NonNullable<PlayerView['ecaz']>>(EcazShape, s.ecaz, 'Ecaz part') : null,
    moritani: s.moritani ? readJson<NonNullable<PlayerView['moritani']>>(MoritaniShape, s.moritani, 'Moritani part') : null,
    nexusCards: s.nexusCards ? readJson<NonNullable<PlayerView['nexusCards']>>(NexusCardsShape, s.nexusCards, 'Nexus cards part') : null,
    discovery: s.discovery ? readJson<NonNullable<PlayerView['discovery']>>(DiscoveryShape, s.discovery, 'Discovery part') : null,
    techTokens: s.techTokens ? readJson<NonNullable<PlayerView['techTokens']>>(TechTokensShape, s.techTokens, 'Tech tokens part') : null,
    round: s.round.size > 0 || s.roundLists.size > 0 ? readRound(s) : null,
    karama: s.karama ? readJson<KaramaView>(KaramaShape, s.karama, 'Karama part') : { window: null, prevented: [], powersUsed: [] },
    cardWindow: s.cardWindow ? readJson<CardWindowView>(ObjectShape, s.cardWindow, 'card window') : null,
    interrupted: s.interrupted,
    victory: s.victory ? readJson<Victory>(VictoryShape, s.victory, 'victory') : null,
    decks: {
      spice: s.decks.spice,
      spiceDiscard: [...s.decks.spiceDiscard] as SpiceCardId[],
      spiceDiscardB: [...s.decks.spiceDiscardB] as SpiceCardId[],
      treachery: s.decks.treachery,
      treacheryDiscard: s.decks.treacheryDiscard,
      traitor: s.decks.traitor,
      setAside: [...s.decks.setAside] as TreacheryCardId[],
    },
    awaiting: s.awaiting.map((a) => ({ seat: a.seat as Faction, kind: a.kind as DecisionKind, id: a.id || null })),
    private: priv ? readPrivate(priv) : null,
  };
}

/** The public round, carried field by field and its lists item by item (mirror.ts), read back into one object and checked as a whole. */
function readRound(s: DuneState): RoundView {
  // fromEntries defines own properties: a field named like a prototype key stays a plain field.
  const round = Object.fromEntries([
    ...[...s.round.entries()].map(([key, text]) => [key, JSON.parse(text) as unknown]),
    ...[...s.roundLists.entries()].map(([key, list]) => [key, list.items.map((text) => JSON.parse(text) as unknown)]),
  ]);
  return checked<RoundView>(RoundShape, round, 'round');
}

/** The CHOAM part of the wire state (checked like the other JSON fields). */
export function readChoam(text: string): ChoamView {
  return readJson<ChoamView>(ChoamShape, text, 'CHOAM part');
}
