// Scenarios for the Nexus cards variant: a Spice Blow phase whose sandworm causes a Nexus, run to its end (where the
// unallied are asked to draw), and a card put in a hand for an effect to be played.
import { createGame, CLASSIC_FACTIONS, pendingDecisions, type Faction, type GameEvent, type GameState } from '../../rooms/dune/index.ts';
import type { NexusCardId } from '../../rooms/dune/plugins/nexus-cards/types.ts';
import { act, playSetup } from './engine.ts';
import { startSpiceBlow } from './spice-blow.ts';

/** The classic six playing the Nexus cards, after set-up. */
export function nexusGame(seed = 'nexus', factions: Faction[] = [...CLASSIC_FACTIONS]): GameState {
  return playSetup(createGame({ factions, seed, seating: 'listed', modules: ['nexus-cards'] })).state;
}

/** `card` moved from the pile (or the discards) to `faction`'s hand. */
export function giveNexus(s: GameState, faction: Faction, card: NexusCardId): void {
  const part = s.nexusCards!;
  part.deck = part.deck.filter((c) => c !== card);
  part.discard = part.discard.filter((c) => c !== card);
  for (const [f, c] of Object.entries(part.held)) if (c === card) delete part.held[f as Faction];
  part.held[faction] = card;
}

/**
 * Turn 2's Spice Blow with a sandworm (so a Nexus) and `alliances` standing; everyone passes in the Nexus, and the
 * phase runs to its end.
 */
export function blowWithNexus(base: GameState, alliances: [Faction, Faction][], nexus = true): { state: GameState; events: GameEvent[] } {
  const top = nexus ? (['shai-hulud-1', 'red-chasm'] as const) : (['red-chasm'] as const);
  let { state, events } = startSpiceBlow(base, {
    storm: 3,
    firstPlayer: 'atreides',
    discard: ['old-gap', 'the-great-flat'],
    top: [...top],
    alliances,
    clearBoard: true,
  });
  for (let guard = 0; guard < 100; guard++) {
    const d = pendingDecisions(state)[0];
    if (d?.kind !== 'nexus-turn') break;
    const r = act(state, d.seat, { type: 'nexus-turn', event: d.id, choice: 'pass' });
    state = r.state;
    events = [...events, ...r.events];
  }
  return { state, events };
}

/** The game held in `phase` by a question left open (in place), so that a free action runs nothing else. */
export function hold(s: GameState, phase: GameState['phase']): GameState {
  s.phase = phase;
  s.pending = [{ kind: 'dial-storm', seat: s.seating[0]!, id: 'hold', secret: false, min: 0, max: 3 } as never];
  return s;
}
