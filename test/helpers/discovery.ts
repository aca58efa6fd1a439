// Discovery scenarios: a cleared board playing the variant (listed seating), a Spice Blow started with chosen cards on
// top of a full deck (the Discovery cards among the rest), and a Spice Collection played to its questions.
import { pendingDecisions, type Faction, type GameEvent, type GameState, type SpiceCardId } from '../../rooms/dune/index.ts';
import { DISCOVERY_CARDS, GREAT_MAKER, SPICE_CARDS } from '../../rooms/dune/cards/spice.ts';
import { Context } from '../../rooms/dune/context.ts';
import { advance } from '../../rooms/dune/phases/turn.ts';
import { spiceBlowPhase } from '../../rooms/dune/phases/spice-blow/index.ts';
import type { DiscoveryTokenId } from '../../rooms/dune/plugins/discovery/types.ts';
import { kindOf } from '../../rooms/dune/plugins/discovery/state.ts';
import { act, atPhaseStart, clearedBoard, passKaramaWindows, playPhase } from './engine.ts';
import { place } from './battle.ts';

export const DISCOVERY_TABLE: Faction[] = ['atreides', 'fremen', 'guild', 'harkonnen', 'emperor', 'bene-gesserit'];

export const discoveryBoard = (factions: Faction[] = DISCOVERY_TABLE): GameState => clearedBoard({ factions, seed: 'discovery', modules: ['discovery'] });

/** The Spice Blow of `base` (edited by `edit`) with `top` drawn first, run until a decision waits or the phase ends. */
export function discoveryBlow(base: GameState, top: SpiceCardId[], edit: (s: GameState) => void = () => {}): { state: GameState; events: GameEvent[] } {
  const s = atPhaseStart(base, 'spice-blow');
  const all = [...SPICE_CARDS, ...DISCOVERY_CARDS, GREAT_MAKER].map((c) => c.id);
  s.decks.spice = [...top, ...all.filter((id) => !top.includes(id) && !s.decks.spiceDiscard.includes(id))];
  edit(s);
  const ctx = new Context(s);
  spiceBlowPhase.enter(ctx);
  advance(ctx);
  const passed = passKaramaWindows(ctx.done());
  return { state: passed.state, events: [...ctx.events, ...passed.events] };
}

/** Lays `token` face down in `site`, taken from its pile. */
export function lay(s: GameState, token: DiscoveryTokenId, site: GameState['forces'][number]['territory']): void {
  const part = s.discovery!;
  const kind = kindOf(token);
  part.piles[kind] = part.piles[kind].filter((t) => t !== token);
  part.laid.push({ token, kind, site });
}

/** Reveals `token` as a place inside `on` (taken from its pile), revealed on turn `turn`. */
export function discover(
  s: GameState,
  token: DiscoveryTokenId & GameState['forces'][number]['territory'],
  on: GameState['forces'][number]['territory'],
  turn = s.turn,
): void {
  const part = s.discovery!;
  const kind = kindOf(token);
  part.piles[kind] = part.piles[kind].filter((t) => t !== token);
  part.locations.push({ place: token, on, turn });
}

/** Spice Collection of `base`, played until a Discovery question waits (or the phase ends). */
export function collectionAsked(base: GameState): { state: GameState; events: GameEvent[] } {
  const asked = (x: GameState) => pendingDecisions(x).some((d) => d.kind === 'discovery-reveal');
  return playPhase(atPhaseStart(base, 'spice-collection'), 'spice-collection', () => null, asked);
}

/** DS.reveal: the Atreides asked about a Spice Stash in the Pasty Mesa, where their forces are. */
export function revealAsked(): { state: GameState; events: GameEvent[] } {
  const s = discoveryBoard();
  lay(s, 'spice-stash', 'pasty-mesa');
  place(s, 'atreides', 'pasty-mesa', 5, 2);
  return collectionAsked(s);
}

/** DS.entry: the Storm phase started with the Atreides around Jacurutu Sietch, revealed the turn before. */
export function entryAsked(): { state: GameState; events: GameEvent[] } {
  const s = discoveryBoard();
  discover(s, 'jacurutu-sietch', 'gara-kulon', s.turn - 1);
  place(s, 'atreides', 'gara-kulon', 7, 3);
  const waiting = (x: GameState) => pendingDecisions(x).some((d) => d.kind === 'discovery-entry');
  return playPhase(atPhaseStart(s, 'storm'), 'storm', () => null, waiting);
}

/** DS.card-stash: the Atreides, holding four cards, revealed the Treachery Card Stash: over their limit. */
export function stashOverLimit(): { state: GameState; events: GameEvent[] } {
  const s = discoveryBoard();
  lay(s, 'treachery-card-stash', 'pasty-mesa');
  place(s, 'atreides', 'pasty-mesa', 5, 2);
  s.factions.atreides!.hand = s.decks.treachery.splice(0, 4);
  const asked = collectionAsked(s);
  const d = pendingDecisions(asked.state).find((x) => x.kind === 'discovery-reveal')!;
  return act(asked.state, d.seat, { type: 'discovery-reveal', event: d.id, reveal: true });
}

/** DS.testing-station: a later turn's Storm phase played to the question of the Atreides in the Testing Station. */
export function stationAsked(): { state: GameState; events: GameEvent[] } {
  const s = discoveryBoard();
  discover(s, 'ecological-testing-station', 'gara-kulon', s.turn - 2);
  place(s, 'atreides', 'ecological-testing-station', 0, 1);
  const waiting = (x: GameState) => pendingDecisions(x).some((d) => d.kind === 'testing-station');
  return playPhase(atPhaseStart(s, 'storm'), 'storm', () => null, waiting);
}

/** DS.great-maker: the Great Maker revealed over The Great Flat (the Harkonnen and the Fremen there), the vote open. */
export function makerVoting(): { state: GameState; events: GameEvent[] } {
  const base = discoveryBoard();
  for (const faction of ['harkonnen', 'fremen'] as const) place(base, faction, 'the-great-flat', 14, 2);
  return discoveryBlow(base, ['great-maker', 'red-chasm'], (s) => {
    s.decks.spiceDiscard = [...s.decks.spiceDiscard, 'the-great-flat'];
    s.decks.spice = s.decks.spice.filter((c) => c !== 'the-great-flat');
  });
}

/** Every seat answers the Great Maker's vote in turn, `yes` of them (the first in storm order) for a Nexus. */
export function vote(state: GameState, yes: number): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (let n = 0; ; n++) {
    const d = pendingDecisions(state).find((x) => x.kind === 'great-maker-vote');
    if (!d) return { state, events };
    const r = act(state, d.seat, { type: 'great-maker-vote', event: d.id, nexus: n < yes });
    state = r.state;
    events.push(...r.events);
  }
}

/** DS.ornithopter: the Atreides, keeping the Ornithopter token since turn `since`, asked to move 3 forces in The Great Flat. */
export function flightAsked(since: number): { state: GameState; events: GameEvent[] } {
  const s = discoveryBoard();
  s.discovery!.piles.smuggler = s.discovery!.piles.smuggler.filter((t) => t !== 'ornithopter');
  s.discovery!.flight = { faction: 'atreides', turn: since };
  place(s, 'atreides', 'the-great-flat', 14, 3);
  const moving = (x: GameState) => pendingDecisions(x).some((d) => d.kind === 'move' && d.seat === 'atreides');
  const pass = (d: { kind: string; id: string }) => (d.kind === 'ship' ? ({ type: 'ship', event: d.id, mode: 'pass' } as const) : null);
  return playPhase(atPhaseStart(s, 'shipment-movement'), 'shipment-movement', pass, moving);
}
