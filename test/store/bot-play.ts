// Plays a game with the engine's simple legal-move bot (each seat answers from its own viewFor), for store tests.
import { applyAction, createGame, pendingDecisions, viewFor, type Action, type Faction, type GameState } from '../../rooms/dune/index.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import type { GameRecord } from '../../server/store/types.ts';
import { hashSeatToken } from '../../rooms/seats.ts';

export interface PlayedStep {
  seat: Faction;
  action: Action;
  state: GameState;
}

export const FACTIONS_4: Faction[] = ['atreides', 'harkonnen', 'fremen', 'emperor'];

/** Up to `count` accepted, state-changing actions from a fresh game (fewer if the game ends or stalls). */
export function playWithBot(start: GameState, count: number): PlayedStep[] {
  const steps: PlayedStep[] = [];
  let state = start;
  for (let n = 0; steps.length < count && !state.victory && n < count * 4; n++) {
    // Alternate between the first and the last open decision so secret groups interleave.
    const pending = pendingDecisions(state);
    const decision = pending[n % 3 === 0 ? 0 : pending.length - 1];
    if (!decision) break;
    const view = viewFor(state, decision.seat);
    for (let attempt = 0; attempt < 8; attempt++) {
      const action = legalAnswer(decision, n * 7 + attempt, view);
      const result = applyAction(state, decision.seat, action);
      if (!result.ok) continue;
      if (result.state !== state) {
        state = result.state;
        steps.push({ seat: decision.seat, action, state });
      }
      break;
    }
  }
  return steps;
}

export function newRecord(gameId: string, seed = gameId, factions = FACTIONS_4): GameRecord {
  return {
    gameId,
    version: 0,
    state: createGame({ factions, seed }),
    seats: factions.map((f) => [f, hashSeatToken(`token-${gameId}-${f}`)]),
    control: { bots: [], autopilot: false, deadline: null },
    createdAt: 1_000,
    updatedAt: 1_000,
  };
}
