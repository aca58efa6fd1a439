// 2.04.13 STORM RULE and 2.04.14 THERE'S A STORM COMING (Advanced game with the Fremen): the Storm Deck moves the
// storm after turn 1, and only the Fremen see the card that will move it next.
import { expect } from 'chai';
import { createGame, viewFor, type GameEvent, type GameState } from '../../rooms/dune/index.ts';
import { STORM_DECK } from '../../rooms/dune/phases/storm/storm-deck.ts';
import { advance } from '../../rooms/dune/board/sectors.ts';
import { playSetup } from '../helpers/engine.ts';
import { SIX, afterSetup, answerAll, giveCard, noStormCards, startStorm, type StormRun } from '../helpers/storm.ts';

const ADVANCED = playSetup(createGame({ factions: SIX, seed: 'storm-deck', seating: 'listed', advanced: true })).state;

/** A turn-2 storm at sector 5 whose storm card is `card`, played through its card windows (nobody plays one). */
function stormWithCard(card: number, base: GameState = ADVANCED, weatherControl: number | null = null): StormRun {
  let r = startStorm(base, (s) => {
    s.storm.sector = 5;
    s.storm.card = card;
    s.spice = [];
    noStormCards(s);
    if (weatherControl !== null) giveCard(s, 'atreides', 'weather-control');
  });
  // answerAll keeps the events of the run it starts from.
  r = answerAll(r, 'weather-control', (seat, id) => ({ type: 'weather-control', event: id, move: seat === 'atreides' ? weatherControl : null }));
  return answerAll(r, 'family-atomics', (_seat, id) => ({ type: 'family-atomics', event: id, play: false }));
}

const ofType = <T extends GameEvent['type']>(events: GameEvent[], type: T) => events.filter((e) => e.type === type) as Extract<GameEvent, { type: T }>[];

describe('the Fremen Storm Deck (2.04.13, Advanced game)', () => {
  it('2.04.13 STORM RULE: the first storm is dialed, then the Fremen draw a storm card from a deck of 1–6', () => {
    expect(ADVANCED.storm.card).to.be.oneOf([...STORM_DECK]);
    // In the Basic game (and in an Advanced game without the Fremen) there is no Storm Deck.
    expect(afterSetup().storm.card).to.equal(undefined);
    const noFremen = playSetup(createGame({ factions: ['atreides', 'harkonnen', 'emperor'], seed: 'storm-deck', seating: 'listed', advanced: true })).state;
    expect(noFremen.storm.card).to.equal(undefined);
  });

  it('2.04.13 STORM RULE: a later storm moves by the card, nobody dials, and the Fremen draw the next card', () => {
    const r = stormWithCard(4);
    expect(r.state.pending.filter((d) => d.kind === 'dial-storm')).to.deep.equal([]);
    expect(ofType(r.events, 'storm-card-revealed')).to.deep.equal([
      { id: ofType(r.events, 'storm-card-revealed')[0]!.id, type: 'storm-card-revealed', card: 4, movement: 4 },
    ]);
    expect(r.done).to.equal(true);
    expect(r.state.storm.sector).to.equal(advance(5, 4));
    expect(r.state.storm.card).to.be.oneOf([...STORM_DECK]);
    expect(ofType(r.events, 'storm-card-drawn').map((e) => e.visibleTo)).to.deep.equal(['fremen']);
  });

  it('2.04.13 STORM RULE: Weather Control overrides the storm card (3.01.23); the card still goes back and a new one is drawn', () => {
    const r = stormWithCard(4, ADVANCED, 0);
    expect(r.state.storm.sector).to.equal(5);
    expect(ofType(r.events, 'storm-card-revealed')).to.have.length(1);
    expect(ofType(r.events, 'storm-card-drawn')).to.have.length(1);
    expect(r.state.storm.card).to.be.oneOf([...STORM_DECK]);
  });

  it('2.04.13 STORM RULE: a game stored before the Storm Deck holds no card: its storm is dialed once, then the deck takes over', () => {
    const r = startStorm(ADVANCED, (s) => {
      s.storm.sector = 5;
      delete s.storm.card;
      s.storm.lastWheelUsers = ['emperor', 'fremen'];
      noStormCards(s);
    });
    expect(r.state.pending.filter((d) => d.kind === 'dial-storm').map((d) => d.seat)).to.deep.equal(['emperor', 'fremen']);
    let after = answerAll(r, 'dial-storm', (_seat, id) => ({ type: 'dial-storm', event: id, value: 1 }));
    after = answerAll(after, 'weather-control', (_seat, id) => ({ type: 'weather-control', event: id, move: null }));
    after = answerAll(after, 'family-atomics', (_seat, id) => ({ type: 'family-atomics', event: id, play: false }));
    expect(after.state.storm.sector).to.equal(7);
    expect(after.state.storm.card).to.be.oneOf([...STORM_DECK]);
  });

  it("2.04.14 THERE'S A STORM COMING: the Fremen alone see the storm card; to everyone else games differing only in it look the same", () => {
    const a = stormWithCard(2);
    const b = stormWithCard(2);
    // Same revealed card, but a different next card drawn: set it so the two differ only there.
    a.state.storm.card = 1;
    b.state.storm.card = 6;
    expect(viewFor(a.state, 'fremen').private!.stormCard).to.equal(1);
    expect(viewFor(b.state, 'fremen').private!.stormCard).to.equal(6);
    for (const viewer of [...SIX.filter((f) => f !== 'fremen'), 'spectator'] as const) {
      expect(viewFor(a.state, viewer), viewer).to.deep.equal(viewFor(b.state, viewer));
      if (viewer !== 'spectator') expect(viewFor(a.state, viewer).private!.stormCard).to.equal(null);
    }
  });
});
