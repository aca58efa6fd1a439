// 1.13.00: the Advanced game as a whole, chosen before set-up.
import { expect } from 'chai';
import { createGame, CLASSIC_FACTIONS, viewFor } from '../../rooms/dune/index.ts';
import { playSetup } from '../helpers/engine.ts';

describe('1.13 Advanced game', () => {
  it('1.13.00 Advanced is chosen when the game is created, before any set-up step, and only then are the Advanced rules on', () => {
    const make = (advanced: boolean) => createGame({ factions: [...CLASSIC_FACTIONS], seed: 'advanced-or-not', seating: 'listed', advanced });
    const basic = make(false);
    const advanced = make(true);
    expect([basic.config.advanced, advanced.config.advanced]).to.deep.equal([false, true]);
    expect(createGame({ factions: [...CLASSIC_FACTIONS], seed: 'x' }).config.advanced).to.equal(false);
    const a = playSetup(advanced).state;
    const b = playSetup(basic).state;
    // The Advanced board: a second spice discard pile (1.13.02) and starred forces in reserves (2.03.08, 2.04.18).
    expect(a.decks.spiceDiscardB).to.be.an('array');
    expect(b.decks.spiceDiscardB).to.equal(undefined);
    expect([a.factions.emperor!.reserves.elite, b.factions.emperor!.reserves.elite]).to.deep.equal([5, 0]);
    // The Fremen storm deck (2.04.13): a card is drawn after the first storm only in the Advanced game.
    expect(a.storm.card).to.be.a('number');
    expect(b.storm.card).to.equal(undefined);
    expect([viewFor(a, 'spectator').advanced, viewFor(b, 'spectator').advanced]).to.deep.equal([true, false]);
    // Nothing a seat can send changes the choice.
    expect(a.config.advanced).to.equal(true);
    expect(b.config.advanced).to.equal(false);
  });
});
