// viewFor: the only definition of what a viewer may see (docs/ARCHITECTURE.md §3). Everything not copied here stays
// hidden: other seats' spice, hands, traitors, predictions, secret answers and the order of every deck.
import { rulesEdition } from './rules-edition.ts';
import { cloneJson } from './clone.ts';
import { copyDecision } from './clone-transient.ts';
import { withOptions } from './decision-options.ts';
import { gameLeaders, leadersIn } from './factions/leaders.ts';
import { karamaView } from './karama/window.ts';
import { cardWindowView } from './card-windows/window.ts';
import { moduleOf } from './phases/turn.ts';
import { plugins, type PluginPrivatePart, type PluginViewPart } from './extension-points.ts';
import type { Faction, FactionState, GameState, LeaderId, PlayerView, PrivateView, SeatView, Viewer } from './types.ts';

/**
 * A view piece computed once per state part. The engine shares every part an action left alone with the state
 * before it (draft.ts), so the pieces of unchanged parts are the very objects shown before: the projection's
 * comparisons then end at the first identity check. Views are read-only, like the states they come from.
 */
function perPart<K extends object, V>(compute: (part: K) => V): (part: K) => V {
  const cache = new WeakMap<K, V>();
  return (part) => {
    let piece = cache.get(part);
    if (piece === undefined) {
      piece = compute(part);
      cache.set(part, piece);
    }
    return piece;
  };
}

/**
 * The leaders a seat holds, named only when they are not its own catalogue in order (`leadersIn`): a Ghola held, or one
 * of its own held by another faction (TL.gholas). Kept empty otherwise, so that a view names no leader it need not.
 */
function leaderIdsOf(fs: FactionState, advanced: boolean): LeaderId[] {
  const held = gameLeaders(fs).map((l) => l.id);
  const own = leadersIn(fs.faction, advanced);
  return held.length === own.length && held.every((id, i) => own[i]!.id === id) ? [] : held;
}

const seatPart = (advanced: boolean) =>
  perPart(
    (fs: FactionState): SeatView => ({
      ...seatView(fs),
      leaderIds: leaderIdsOf(fs, advanced),
    }),
  );
const seatParts = { basic: seatPart(false), advanced: seatPart(true) };

const seatView = (fs: FactionState): Omit<SeatView, 'leaderIds'> => {
  const { faction } = fs;
  return {
    faction,
    seat: fs.seat,
    marker: fs.marker,
    reserves: { ...fs.reserves },
    tanks: { ...fs.tanks },
    leaders: gameLeaders(fs).map((l) => fs.leaders[l.id] ?? 'pool'),
    bribes: fs.bribes,
    // 1.11.02 / 1.04.10: how many cards a hand holds is public in every phase (the engine cannot wait to be asked).
    handSize: fs.hand.length,
  };
};

/** What a seat holds behind its shield (its part of privateView). */
const shieldView = perPart((fs: FactionState) => ({
  // 1.11.01 SPICE RESERVES: spice is kept behind the shield, so only the seat's private view holds it.
  spice: fs.spice,
  hand: [...fs.hand],
  traitors: [...fs.traitors],
  traitorOptions: [...fs.traitorOptions],
  discardedTraitors: [...fs.discardedTraitors],
  prediction: fs.prediction ? { ...fs.prediction } : null,
}));

const forcesView = perPart((forces: GameState['forces']) => forces.map((s) => ({ ...s })));
const spiceView = perPart((spice: GameState['spice']) => spice.map((s) => ({ ...s })));
const configLists = perPart((config: GameState['config']) => ({ cards: [...config.cards], modules: [...(config.modules ?? [])] }));

const stormView = perPart((storm: GameState['storm']): PlayerView['storm'] => ({
  sector: storm.sector,
  dialers: [...storm.dialers],
  lastDials: { ...storm.lastDials },
  shieldWallDestroyed: storm.shieldWallDestroyed,
}));

const decksView = perPart((decks: GameState['decks']): PlayerView['decks'] => ({
  spice: decks.spice.length,
  spiceDiscard: [...decks.spiceDiscard],
  spiceDiscardB: [...(decks.spiceDiscardB ?? [])],
  treachery: decks.treachery.length,
  treacheryDiscard: decks.treacheryDiscard.length,
  traitor: decks.traitor.length,
  setAside: [...decks.setAside],
}));

/** The private part of a seat's view (viewFor(state, seat).private), without building the public part again. */
export function privateView(state: GameState, faction: Faction): PrivateView {
  const part: PluginPrivatePart = {};
  for (const p of plugins()) if (p.privateView) Object.assign(part, p.privateView(state, faction));
  return {
    ...shieldView(state.factions[faction]!),
    // Each with its options (the places it may name), computed here from what this seat may see, never stored.
    decisions: state.pending.filter((d) => d.seat === faction).map((d) => withOptions(state, copyDecision(d))),
    stormDial: state.storm.dials[faction] ?? null,
    stormCard: faction === 'fremen' ? (state.storm.card ?? null) : null,
    round: moduleOf(state.phase)?.privateRoundView?.(state, faction) ?? null,
    // The plug-ins' private fields, each empty in a game without its plug-in (extension-points.ts).
    skillOffer: part.skillOffer ?? [],
    intelligence: part.intelligence ?? [],
    tradeOffer: part.tradeOffer ?? null,
    faceDancers: part.faceDancers ?? [],
    richeseCache: part.richeseCache ?? [],
    richeseNoField: part.richeseNoField ?? null,
    terror: part.terror ?? null,
    nexusCard: part.nexusCard ?? null,
    discoveries: part.discoveries ?? [],
    nexusBought: part.nexusBought ?? null,
  };
}

export function viewFor(state: GameState, viewer: Viewer): PlayerView {
  const seated = viewer !== 'spectator' && state.factions[viewer] !== undefined;
  const part: PluginViewPart = {};
  for (const p of plugins()) if (p.view) Object.assign(part, p.view(state));
  const awaiting: PlayerView['awaiting'] = state.pending.filter((d) => !d.secret).map((d) => ({ seat: d.seat, kind: d.kind, id: d.id }));
  // A secret group lists every participant until the reveal, answered or not.
  for (const group of state.secretGroups)
    for (const f of state.seating) if (group.events[f] !== undefined) awaiting.push({ seat: f, kind: group.kind, id: null });
  return {
    viewer,
    turn: state.turn,
    maxTurns: state.config.maxTurns,
    advanced: state.config.advanced,
    rules: rulesEdition(state),
    ...configLists(state.config),
    phase: state.phase,
    step: state.step,
    storm: stormView(state.storm),
    firstPlayer: state.firstPlayer,
    seats: state.seating.map((f) => seatParts[state.config.advanced ? 'advanced' : 'basic'](state.factions[f]!)),
    forces: forcesView(state.forces),
    spice: spiceView(state.spice),
    alliances: state.alliances.map(([a, b]) => [a, b] as [Faction, Faction]),
    // The plug-ins' public fields, each empty in a game without its plug-in (extension-points.ts).
    skills: part.skills ?? [],
    skillEscrow: part.skillEscrow ?? {},
    choam: part.choam ?? null,
    homeworlds: part.homeworlds ?? [],
    tupile: part.tupile ?? null,
    sandtrout: part.sandtrout ?? null,
    techTokens: part.techTokens ?? null,
    tleilaxu: part.tleilaxu ?? null,
    ixians: part.ixians ?? null,
    strongholdCards: part.strongholdCards ?? null,
    richese: part.richese ?? null,
    ecaz: part.ecaz ?? null,
    moritani: part.moritani ?? null,
    nexusCards: part.nexusCards ?? null,
    discovery: part.discovery ?? null,
    round: moduleOf(state.phase)?.roundView?.(state) ?? null,
    karama: karamaView(state),
    cardWindow: cardWindowView(state),
    interrupted: state.suspended !== null,
    victory: state.victory ? cloneJson(state.victory) : null,
    decks: decksView(state.decks),
    awaiting,
    private: seated ? privateView(state, viewer as Faction) : null,
  };
}
