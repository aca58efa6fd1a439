// The Cheap Hero traitor of Ixians & Tleilaxu (plugins/cheap-hero-traitor/): one more card in the traitor deck, dealt
// like the others, which betrays any Cheap Hero an opponent fields (1.07.06.07 as for a leader's traitor card).
import { expect } from 'chai';
import { CLASSIC_FACTIONS, createGame, pendingDecisions, type Faction, type GameEvent, type GameState } from '../../rooms/dune/index.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { checkGameState } from '../../schema/game-state.ts';
import { act, expectRejected, playBotGame } from '../helpers/engine.ts';
import { decisionOf, emptyBoard, enterBattle, give, place, planAction, traitor } from '../helpers/battle.ts';

const BASE = emptyBoard();
const CARD = 'cheap-hero-traitor';

const ofType = <T extends GameEvent['type']>(events: GameEvent[], type: T) => events.filter((e) => e.type === type) as Extract<GameEvent, { type: T }>[];
const onBoard = (s: GameState, f: Faction, territory: string) =>
  s.forces.filter((x) => x.faction === f && x.territory === territory).reduce((n, x) => n + x.regular + x.elite, 0);

/** Harkonnen (aggressor) against Fremen in the Great Flat; with the module, its card in the traitor deck. */
function duel(module: boolean, edit: (s: GameState) => void = () => {}) {
  return enterBattle(BASE, (s) => {
    if (module) {
      s.config.modules = ['cheap-hero-traitor'];
      s.decks.traitor.push(CARD);
    }
    s.firstPlayer = 'harkonnen';
    place(s, 'harkonnen', 'the-great-flat', 14, 6);
    place(s, 'fremen', 'the-great-flat', 14, 5);
    give(s, 'fremen', 'cheap-hero-1');
    edit(s);
  }).state;
}

/** Both plans: Harkonnen with Umman Kudu, Fremen with their Cheap Hero. */
function plans(s0: GameState): GameState {
  const state = act(s0, 'harkonnen', planAction(s0, 'harkonnen', { leader: 'umman-kudu', dial: 2 })).state;
  return act(state, 'fremen', planAction(state, 'fremen', { cheapHero: 'cheap-hero-1', dial: 5 })).state;
}

describe('Cheap Hero traitor (Ixians & Tleilaxu module)', () => {
  it('IT.cheap-hero-traitor the module shuffles the card into the traitor deck, dealt like a leader’s; without it the deck holds the leaders alone', () => {
    const game = createGame({ factions: ['atreides', 'fremen', 'emperor'], seed: 'traitors', modules: ['cheap-hero-traitor'] });
    // Set-up has dealt four to each faction (0.11): the rest are still in the deck.
    const cards = (s: GameState) => [...s.decks.traitor, ...s.seating.flatMap((f) => [...s.factions[f]!.traitorOptions, ...s.factions[f]!.traitors])];
    expect(cards(game)).to.include(CARD).and.have.length(16);
    expect(custodyProblems(game)).to.deep.equal([]);
    const plain = createGame({ factions: ['atreides', 'fremen', 'emperor'], seed: 'traitors' });
    expect(cards(plain)).to.have.length(15);
    expect(cards(plain)).to.not.include(CARD);
    // A stored game holding it restores from JSON.
    const stored = checkGameState(JSON.parse(JSON.stringify(game)));
    expect(stored.ok).to.equal(true);
  });

  it('IT.cheap-hero-traitor its holder calls it against an opposing Cheap Hero: the caller wins, loses nothing and is paid nothing', () => {
    const s0 = duel(true, (s) => traitor(s, 'harkonnen', CARD));
    const state = plans(s0);
    const call = decisionOf(state, 'call-traitor', 'harkonnen');
    expect(call).to.deep.include({ opponentLeader: null, cheapHero: true });
    const spice = state.factions.harkonnen!.spice;
    let r = act(state, 'harkonnen', { type: 'call-traitor', event: call.id, call: true });
    r = act(r.state, 'fremen', { type: 'call-traitor', event: decisionOf(r.state, 'call-traitor', 'fremen').id, call: false });
    expect(ofType(r.events, 'traitor-revealed')[0]).to.deep.include({ faction: 'fremen', leader: CARD, by: 'harkonnen' });
    expect(ofType(r.events, 'battle-resolved')[0]).to.deep.include({ outcome: 'traitor', winner: 'harkonnen', spice: 0 });
    expect(onBoard(r.state, 'harkonnen', 'the-great-flat')).to.equal(6);
    expect(onBoard(r.state, 'fremen', 'the-great-flat')).to.equal(0);
    expect(r.state.factions.harkonnen!.spice).to.equal(spice);
    expect(r.state.decks.treacheryDiscard).to.include('cheap-hero-1');
    expect(r.state.factions.harkonnen!.traitors, 'kept, as a leader’s traitor card is').to.include(CARD);
    expect(custodyProblems(r.state)).to.deep.equal([]);
  });

  it('IT.cheap-hero-traitor every side facing a Cheap Hero is asked alike, holder or not; calling without the card is NOT_HELD', () => {
    const state = plans(duel(true));
    const call = decisionOf(state, 'call-traitor', 'harkonnen');
    expect(call.secret, 'the question is secret, put to the holder and to anyone else alike').to.equal(true);
    expectRejected(state, 'harkonnen', { type: 'call-traitor', event: call.id, call: true }, 'NOT_HELD');
  });

  it('IT.cheap-hero-traitor without the module a Cheap Hero cannot be called a traitor: nobody facing one is asked', () => {
    const state = plans(duel(false));
    expect(pendingDecisions(state).filter((d) => d.kind === 'call-traitor' && d.seat === 'harkonnen')).to.deep.equal([]);
  });

  it('IT.cheap-hero-traitor bot games with the module deal it, call it and keep every traitor card in custody', function () {
    this.timeout(60_000);
    let dealt = 0;
    let called = 0;
    for (let g = 0; g < 8; g++)
      playBotGame({ factions: [...CLASSIC_FACTIONS], seed: `cheap-hero-traitor-${g}`, maxTurns: 10, modules: ['cheap-hero-traitor'] }, (events, state, n) => {
        for (const e of events) {
          if (e.type === 'traitors-dealt' && e.options.includes(CARD)) dealt += 1;
          if (e.type === 'traitor-revealed' && e.leader === CARD) called += 1;
        }
        if (state.phase === 'mentat-pause') expect(custodyProblems(state), `game ${g}, action ${n}`).to.deep.equal([]);
      });
    expect(dealt, 'the card was dealt').to.be.greaterThan(0);
    expect(called, 'the card was called').to.be.greaterThan(0);
  });
});
