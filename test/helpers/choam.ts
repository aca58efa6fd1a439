// CHOAM scenarios: a finished set-up of Atreides, Harkonnen and CHOAM (listed seating), every force back in
// reserves, hands and traitors emptied, 10 spice each and full decks; edited by the test, then a phase entered.
import { createGame, type Faction, type GameState } from '../../rooms/dune/index.ts';
import { deckIds } from '../../rooms/dune/cards/treachery.ts';
import { leadersIn } from '../../rooms/dune/factions/leaders.ts';
import { playSetup, returnForcesToReserves } from './engine.ts';

export const CHOAM_TABLE: Faction[] = ['atreides', 'harkonnen', 'choam'];

export function choamBoard(advanced = true, modules: 'leader-skills'[] = []): GameState {
  const s = structuredClone(playSetup(createGame({ factions: CHOAM_TABLE, seed: 'choam-board', seating: 'listed', advanced, modules })).state);
  returnForcesToReserves(s);
  s.pending = [];
  s.secretGroups = [];
  s.round = null;
  s.spice = [];
  for (const f of s.seating) {
    const fs = s.factions[f]!;
    fs.hand = [];
    fs.traitors = [];
    fs.discardedTraitors = [];
    fs.traitorOptions = [];
    fs.spice = 10;
  }
  s.decks.treachery = deckIds(s.config.cards);
  s.decks.treacheryDiscard = [];
  s.decks.traitor = CHOAM_TABLE.flatMap((f) => leadersIn(f, advanced).map((l) => l.id));
  s.alliances = [];
  s.storm.sector = 18;
  s.firstPlayer = 'atreides';
  s.turn = 2;
  return s;
}
