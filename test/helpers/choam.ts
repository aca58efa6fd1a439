// CHOAM scenarios: a finished set-up of Atreides, Harkonnen and CHOAM (listed seating), every force back in
// reserves, hands and traitors emptied, 10 spice each and full decks; edited by the test, then a phase entered.
import type { Faction, GameState } from '../../rooms/dune/index.ts';
import { clearedBoard } from './engine.ts';

export const CHOAM_TABLE: Faction[] = ['atreides', 'harkonnen', 'choam'];

export function choamBoard(advanced = true, modules: 'leader-skills'[] = []): GameState {
  return clearedBoard({ factions: CHOAM_TABLE, seed: 'choam-board', advanced, modules });
}
