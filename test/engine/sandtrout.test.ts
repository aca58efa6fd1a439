// The Sandtrout module of Ixians & Tleilaxu (plugins/sandtrout/): its card in the spice deck, the alliances it ends,
// the sandworm it calms and the blow it doubles, on turn 1 and after, kept in custody and restored from JSON.
import { expect } from 'chai';
import { CLASSIC_FACTIONS, createGame, pendingDecisions, viewFor, type Faction, type GameState, type TerritoryId } from '../../rooms/dune/index.ts';
import { SPICE_CARDS } from '../../rooms/dune/cards/spice.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { checkGameState } from '../../schema/game-state.ts';
import { act, playBotGame, playSetup } from '../helpers/engine.ts';
import { begin, give } from '../helpers/cards.ts';
import { addForces } from '../../rooms/dune/board/forces.ts';
import { ofType, startSpiceBlow, type Scenario } from '../helpers/spice-blow.ts';

const BASE = playSetup(createGame({ factions: [...CLASSIC_FACTIONS], seed: 'sandtrout', seating: 'listed', modules: ['sandtrout'] })).state;
/** Storm in sector 3, away from every territory used below. */
const CALM: Scenario = { storm: 3, firstPlayer: 'atreides' };

const spiceAt = (state: GameState, territory: TerritoryId): number => state.spice.filter((s) => s.territory === territory).reduce((n, s) => n + s.amount, 0);
const forcesAt = (state: GameState, faction: Faction, territory: TerritoryId): number =>
  state.forces.filter((s) => s.faction === faction && s.territory === territory).reduce((n, s) => n + s.regular + s.elite, 0);

/** Events without their ids. */
const bare = <E extends { id?: string }>(events: E[]): Omit<E, 'id'>[] => events.map(({ id: _id, ...e }) => e);

/** BASE with the Sandtrout already revealed on an earlier turn: set aside, waiting for a sandworm. */
function waiting(): GameState {
  const s = structuredClone(BASE);
  s.sandtrout = { waiting: true, doubling: false };
  return s;
}

describe('Sandtrout (Ixians & Tleilaxu module)', () => {
  it('IT.sandtrout.setup the module shuffles the Sandtrout into the spice deck; a game without it has the base deck and no Sandtrout state', () => {
    const game = createGame({ factions: ['atreides', 'fremen'], seed: 'deck', modules: ['sandtrout'] });
    expect(game.decks.spice)
      .to.have.length(SPICE_CARDS.length + 1)
      .and.include('sandtrout');
    expect(game.sandtrout).to.deep.equal({ waiting: false, doubling: false });
    expect(custodyProblems(game)).to.deep.equal([]);
    expect(viewFor(game, 'atreides').sandtrout).to.deep.equal({ waiting: false, doubling: false });
    const plain = createGame({ factions: ['atreides', 'fremen'], seed: 'deck' });
    expect([...plain.decks.spice].sort()).to.deep.equal(SPICE_CARDS.map((c) => c.id).sort());
    expect(plain.sandtrout).to.equal(undefined);
    expect(viewFor(plain, 'atreides').sandtrout).to.equal(null);
  });

  it('IT.sandtrout.alliances revealed after turn 1 it ends every alliance at once and is set aside; the blow goes on to a Territory Card, not doubled, with no Nexus of its own', () => {
    const { state, events } = startSpiceBlow(BASE, {
      ...CALM,
      alliances: [
        ['atreides', 'fremen'],
        ['emperor', 'harkonnen'],
      ],
      top: ['sandtrout', 'red-chasm'],
    });
    expect(state.alliances).to.deep.equal([]);
    expect(bare(ofType(events, 'sandtrout-revealed'))).to.deep.equal([
      {
        type: 'sandtrout-revealed',
        alliancesEnded: [
          ['atreides', 'fremen'],
          ['emperor', 'harkonnen'],
        ],
      },
    ]);
    expect(spiceAt(state, 'red-chasm')).to.equal(8);
    expect(state.sandtrout).to.deep.equal({ waiting: true, doubling: false });
    expect([...state.decks.spice, ...state.decks.spiceDiscard], 'set aside: in neither the deck nor the discard pile').to.not.include('sandtrout');
    expect(custodyProblems(state)).to.deep.equal([]);
    expect(
      state.pending.some((d) => d.kind === 'nexus-turn'),
      'no Nexus',
    ).to.equal(false);
    expect(state.phase).to.not.equal('spice-blow');
  });

  it('IT.sandtrout.calm the next sandworm strikes nowhere and brings no Nexus; the Sandtrout is discarded beneath its card', () => {
    const { state, events } = startSpiceBlow(BASE, {
      ...CALM,
      discard: ['old-gap', 'the-great-flat'],
      top: ['sandtrout', 'shai-hulud-1', 'red-chasm'],
      forces: [['emperor', 'the-great-flat', 14, 5]],
      spice: [['the-great-flat', 14, 6]],
    });
    expect(ofType(events, 'shai-hulud'), 'no sandworm strikes').to.deep.equal([]);
    expect(bare(ofType(events, 'sandworm-calmed'))).to.deep.equal([{ type: 'sandworm-calmed', card: 'shai-hulud-1' }]);
    expect(forcesAt(state, 'emperor', 'the-great-flat')).to.equal(5);
    expect(spiceAt(state, 'the-great-flat')).to.equal(6);
    expect(state.decks.spiceDiscard.slice(-3)).to.deep.equal(['sandtrout', 'shai-hulud-1', 'red-chasm']);
    expect(
      state.pending.some((d) => d.kind === 'nexus-turn'),
      'no Nexus',
    ).to.equal(false);
    expect(custodyProblems(state)).to.deep.equal([]);
  });

  it('IT.sandtrout.double the Territory Card after the calmed sandworm blows twice its spice, once', () => {
    const { state, events } = startSpiceBlow(waiting(), { ...CALM, discard: ['old-gap'], top: ['shai-hulud-2', 'red-chasm'] });
    expect(ofType(events, 'sandworm-calmed')).to.have.length(1);
    expect(bare(ofType(events, 'spice-blow-doubled'))).to.deep.equal([{ type: 'spice-blow-doubled', from: 8, to: 16 }]);
    expect(spiceAt(state, 'red-chasm')).to.equal(16);
    expect(state.sandtrout).to.deep.equal({ waiting: false, doubling: false });
    // The turn after, a sandworm strikes again and a blow is its printed size.
    const next = startSpiceBlow(state, {
      ...CALM,
      turn: 3,
      discard: ['old-gap', 'sandtrout', 'shai-hulud-2', 'red-chasm'],
      top: ['shai-hulud-3', 'south-mesa'],
    });
    expect(ofType(next.events, 'shai-hulud')).to.have.length(1);
    expect(spiceAt(next.state, 'south-mesa')).to.equal(10);
  });

  it('IT.sandtrout.calm a sandworm a Thumper calls is calmed too, and the card goes on top of the discard pile', () => {
    let { state } = begin('spice-blow', (s) => {
      s.config.modules = ['sandtrout'];
      s.sandtrout = { waiting: true, doubling: false };
      s.decks.spice = s.decks.spice.filter((c) => c !== 'sandtrout');
      give(s, 'atreides', 'thumper');
      s.decks.spiceDiscard = ['the-great-flat'];
      s.decks.spice = ['cielago-north', ...s.decks.spice.filter((c) => c !== 'cielago-north' && c !== 'the-great-flat')];
      s.storm.sector = 18;
      s.factions.harkonnen!.reserves.regular -= 4;
      addForces(s, { faction: 'harkonnen', territory: 'the-great-flat', sector: 14 }, { regular: 4 });
    });
    const events = [];
    for (let d = pendingDecisions(state).find((x) => x.kind === 'card-window'); d; d = pendingDecisions(state).find((x) => x.kind === 'card-window')) {
      const r = act(state, d.seat, { type: 'card-window', event: d.id, card: d.seat === 'atreides' ? 'thumper' : null });
      state = r.state;
      events.push(...r.events);
    }
    expect(bare(ofType(events, 'sandworm-calmed'))).to.deep.equal([{ type: 'sandworm-calmed', card: 'thumper' }]);
    expect(ofType(events, 'shai-hulud')).to.deep.equal([]);
    expect(forcesAt(state, 'harkonnen', 'the-great-flat')).to.equal(4);
    expect(state.decks.spiceDiscard.slice(0, 3)).to.deep.equal(['the-great-flat', 'sandtrout', 'cielago-north']);
    expect(spiceAt(state, 'cielago-north')).to.equal(16);
    expect(custodyProblems(state)).to.deep.equal([]);
  });

  it('IT.sandtrout.double a doubled blow into the storm is lost, and the doubling is spent on it', () => {
    // Cielago North blows in sector 2, under the storm.
    const { state, events } = startSpiceBlow(waiting(), { ...CALM, storm: 2, discard: ['old-gap'], top: ['shai-hulud-2', 'cielago-north'] });
    expect(ofType(events, 'spice-blow-doubled')).to.have.length(1);
    expect(ofType(events, 'spice-blown')[0]).to.include({ territory: 'cielago-north', amount: 0, inStorm: true });
    expect(state.sandtrout).to.deep.equal({ waiting: false, doubling: false });
  });

  it('IT.sandtrout.turn-one on turn 1 the Sandtrout is set aside with the sandworms and shuffled back after the phase', () => {
    const { state, events } = startSpiceBlow(BASE, { ...CALM, turn: 1, top: ['sandtrout', 'shai-hulud-1', 'red-chasm'] });
    expect(ofType(events, 'sandtrout-set-aside')).to.have.length(1);
    expect(ofType(events, 'sandtrout-revealed')).to.deep.equal([]);
    expect(state.decks.spice).to.include.members(['sandtrout', 'shai-hulud-1']);
    expect(spiceAt(state, 'red-chasm')).to.equal(8);
    expect(state.sandtrout).to.deep.equal({ waiting: false, doubling: false });
    expect(custodyProblems(state)).to.deep.equal([]);
  });

  it('IT.sandtrout.setup a stored game with the Sandtrout waiting restores from JSON; its state in a game without the module is refused', () => {
    const { state } = startSpiceBlow(BASE, { ...CALM, top: ['sandtrout', 'red-chasm'] });
    const restored = checkGameState(JSON.parse(JSON.stringify(state)));
    expect(restored.ok).to.equal(true);
    if (restored.ok) expect(restored.state.sandtrout).to.deep.equal({ waiting: true, doubling: false });
    const foreign = JSON.parse(JSON.stringify(state));
    delete foreign.config.modules;
    expect(checkGameState(foreign).ok).to.equal(false);
  });

  it('IT.sandtrout.setup bot games with the module reveal it, end alliances and calm sandworms with every card in custody', function () {
    this.timeout(60_000);
    const met = { revealed: 0, calmed: 0, doubled: 0 };
    for (let g = 0; g < 6; g++)
      playBotGame(
        { factions: [...CLASSIC_FACTIONS], seed: `sandtrout-bots-${g}`, maxTurns: 10, advanced: g % 2 === 1, modules: ['sandtrout'] },
        (events, state, n) => {
          for (const e of events) {
            if (e.type === 'sandtrout-revealed') met.revealed += 1;
            if (e.type === 'sandworm-calmed') met.calmed += 1;
            if (e.type === 'spice-blow-doubled') met.doubled += 1;
          }
          if (state.phase === 'spice-blow' || state.phase === 'mentat-pause') expect(custodyProblems(state), `game ${g}, action ${n}`).to.deep.equal([]);
        },
      );
    expect(met.revealed, 'the card was revealed').to.be.greaterThan(0);
    expect(met.calmed, 'a sandworm was calmed').to.be.greaterThan(0);
    expect(met.doubled, 'a blow was doubled').to.be.greaterThan(0);
  });
});
