// The projection writes only what changed, comparing each view with the one it showed before: after every action
// of whole games the tree must still read back as viewFor for every viewer, exactly as a tree filled from nothing.
import { expect } from 'chai';
import { applyAction, createGame, pendingDecisions, privateView, viewFor, type Faction, type GameConfigInput, type GameState } from '../rooms/dune/index.ts';
import { legalAnswer } from '../rooms/dune/bots/legal.ts';
import { Projection } from '../schema/mirror.ts';
import { readView } from '../schema/read.ts';
import { DuneState, type SeatSchema } from '../schema/state.ts';

/** Shows `game` into `tree` as a session does. */
function show(projection: Projection, tree: DuneState, game: GameState): void {
  projection.showPublic(tree, viewFor(game, 'spectator'));
  for (const faction of game.seating) {
    const seat = tree.seats.find((s: SeatSchema) => s.faction === faction)!;
    projection.showPrivate(seat.private, privateView(game, faction));
  }
}

function expectViews(tree: DuneState, game: GameState, label: string): void {
  for (const viewer of [...game.seating, 'spectator'] as const) expect(readView(tree, viewer), `${label} ${viewer}`).to.deep.equal(viewFor(game, viewer));
}

/** Plays `actions` legal answers from the start of a game, returning every state on the way. */
function play(config: GameConfigInput, actions: number): GameState[] {
  let game = createGame(config);
  const states = [game];
  for (let i = 0; i < actions && !game.victory; i++) {
    const decision = pendingDecisions(game)[0];
    if (!decision) break;
    const result = applyAction(game, decision.seat, legalAnswer(decision, i, viewFor(game, decision.seat)));
    if (!result.ok) throw new Error(`${config.seed}: ${result.error.code} ${result.error.message}`);
    game = result.state;
    states.push(game);
  }
  return states;
}

const SIX: Faction[] = ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'guild'];

describe('projection: only what changed is written, and the tree stays equal to the views', function () {
  this.timeout(120_000);

  const configs: GameConfigInput[] = [
    { factions: SIX, seed: 'mirror-basic' },
    { factions: SIX, seed: 'mirror-advanced', advanced: true, cards: ['base', 'ixians', 'richese', 'ecaz'] },
    { factions: ['atreides', 'harkonnen', 'fremen', 'choam', 'emperor'], seed: 'mirror-modules', advanced: true, modules: ['leader-skills', 'homeworlds'] },
  ];
  for (const config of configs)
    it(`${config.seed}: after every action the tree reads back as viewFor for every seat and the spectator`, () => {
      const states = play(config, 600);
      expect(states.length).to.be.greaterThan(150);
      const tree = new DuneState();
      const projection = new Projection();
      for (const [i, game] of states.entries()) {
        show(projection, tree, game);
        expectViews(tree, game, `${config.seed} #${i}`);
      }
    });

  it('a projection new to a tree already holding another game compares with the tree and converges on the first view', () => {
    const first = play({ factions: SIX, seed: 'mirror-first', advanced: true }, 300);
    const second = play({ factions: SIX, seed: 'mirror-second' }, 120);
    const tree = new DuneState();
    const earlier = new Projection();
    for (const game of first) show(earlier, tree, game);
    const later = new Projection();
    for (const [i, game] of second.entries()) {
      show(later, tree, game);
      expectViews(tree, game, `second #${i}`);
    }
  });
});
