// 1.13.02 DOUBLE SPICE BLOW and 1.13.03 SPICE DECK RESHUFFLE (Advanced game): two blows a turn onto two discard
// piles, a sandworm strikes the topmost Territory Card of its own pile, and a reshuffle leaves pile A's top card.
import { expect } from 'chai';
import type { GameEvent, GameState, SpiceCardId } from '../../rooms/dune/index.ts';
import { SPICE_CARDS } from '../../rooms/dune/cards/spice.ts';
import { Context } from '../../rooms/dune/context.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { advance } from '../../rooms/dune/phases/turn.ts';
import { spiceBlowPhase } from '../../rooms/dune/phases/spice-blow/index.ts';
import { atPhaseStart, passKaramaWindows } from '../helpers/engine.ts';
import { afterSetup, ofType, place } from '../helpers/spice-blow.ts';

const BASE = afterSetup();

interface Piles {
  deck: SpiceCardId[];
  a?: SpiceCardId[];
  b?: SpiceCardId[];
  advanced?: boolean;
  edit?: (s: GameState) => void;
}

/** The turn-2 Spice Blow with the deck and both piles as given; every other spice card is at the deck's bottom. */
function blow({ deck, a = [], b = [], advanced = true, edit = () => {} }: Piles, turn = 2): { state: GameState; events: GameEvent[] } {
  const s = atPhaseStart(BASE, 'spice-blow', turn);
  s.victory = null;
  s.spice = [];
  s.config.advanced = advanced;
  s.storm.sector = 3;
  s.firstPlayer = 'atreides';
  const listed = [...deck, ...a, ...b];
  s.decks.spice = [...deck, ...SPICE_CARDS.map((c) => c.id).filter((id) => !listed.includes(id))];
  s.decks.spiceDiscard = [...a];
  if (advanced) s.decks.spiceDiscardB = [...b];
  else delete s.decks.spiceDiscardB;
  edit(s);
  const ctx = new Context(s);
  spiceBlowPhase.enter(ctx);
  advance(ctx);
  const passed = passKaramaWindows(ctx.done());
  return { state: passed.state, events: [...ctx.events, ...passed.events] };
}

const spiceAt = (s: GameState, territory: string) => s.spice.filter((x) => x.territory === territory).reduce((n, x) => n + x.amount, 0);

describe('double spice blow (1.13.02, Advanced game)', () => {
  it('1.13.02 DOUBLE SPICE BLOW: after the first blow another card is revealed onto discard pile B', () => {
    const { state, events } = blow({ deck: ['the-great-flat', 'south-mesa'] });
    expect(ofType(events, 'spice-card-revealed').map((e) => e.card)).to.deep.equal(['the-great-flat', 'south-mesa']);
    expect(spiceAt(state, 'the-great-flat')).to.equal(10);
    expect(spiceAt(state, 'south-mesa')).to.equal(10);
    expect(state.decks.spiceDiscard).to.deep.equal(['the-great-flat']);
    expect(state.decks.spiceDiscardB).to.deep.equal(['south-mesa']);
  });

  it("1.13.02.01 the double blow is the Advanced game's: a Basic game blows once and has no pile B", () => {
    const { state, events } = blow({ deck: ['the-great-flat', 'south-mesa'], advanced: false });
    expect(ofType(events, 'spice-card-revealed').map((e) => e.card)).to.deep.equal(['the-great-flat']);
    expect(state.decks.spiceDiscardB).to.equal(undefined);
  });

  it("1.13.02.02 a Shai-Hulud on pile A devours in the territory of pile A's topmost Territory Card, then a Nexus follows", () => {
    const { state, events } = blow({
      deck: ['shai-hulud-1', 'the-great-flat', 'south-mesa'],
      a: ['red-chasm'],
      b: ['funeral-plain'],
      edit: (s) => {
        place(s, 'harkonnen', 'red-chasm', 6, 3);
        place(s, 'emperor', 'funeral-plain', 14, 2);
      },
    });
    expect(ofType(events, 'shai-hulud').map((e) => e.territory)).to.deep.equal(['red-chasm']);
    expect(state.forces.some((x) => x.faction === 'harkonnen' && x.territory === 'red-chasm')).to.equal(false);
    expect(state.forces.some((x) => x.faction === 'emperor' && x.territory === 'funeral-plain')).to.equal(true);
    expect(state.decks.spiceDiscard).to.deep.equal(['red-chasm', 'shai-hulud-1', 'the-great-flat']);
    expect(state.decks.spiceDiscardB).to.deep.equal(['funeral-plain', 'south-mesa']);
    expect(state.step).to.equal('nexus');
  });

  it("1.13.02.03 pile B repeats the procedure: its Shai-Hulud devours in pile B's topmost territory, not pile A's", () => {
    const { state, events } = blow({
      deck: ['the-great-flat', 'shai-hulud-1', 'south-mesa'],
      a: ['red-chasm'],
      b: ['funeral-plain'],
      edit: (s) => {
        place(s, 'harkonnen', 'the-great-flat', 14, 3);
        place(s, 'emperor', 'funeral-plain', 14, 2);
      },
    });
    expect(ofType(events, 'shai-hulud').map((e) => e.territory)).to.deep.equal(['funeral-plain']);
    expect(state.forces.some((x) => x.faction === 'emperor' && x.territory === 'funeral-plain')).to.equal(false);
    expect(state.forces.some((x) => x.faction === 'harkonnen' && x.territory === 'the-great-flat')).to.equal(true);
    expect(state.decks.spiceDiscardB).to.deep.equal(['funeral-plain', 'shai-hulud-1', 'south-mesa']);
  });

  it('1.13.02.03 on turn 1 the sandworms of both blows are set aside and go back into the deck after the phase (1.02.02)', () => {
    const { state, events } = blow({ deck: ['shai-hulud-1', 'the-great-flat', 'shai-hulud-2', 'south-mesa'] }, 1);
    expect(ofType(events, 'shai-hulud-set-aside').map((e) => e.card)).to.deep.equal(['shai-hulud-1', 'shai-hulud-2']);
    expect(ofType(events, 'shai-hulud-reshuffled')).to.have.length(1);
    expect(ofType(events, 'shai-hulud-reshuffled')[0]!.cards).to.deep.equal(['shai-hulud-1', 'shai-hulud-2']);
    expect(state.decks.spiceDiscard).to.deep.equal(['the-great-flat']);
    expect(state.decks.spiceDiscardB).to.deep.equal(['south-mesa']);
    expect(state.decks.spice).to.include.members(['shai-hulud-1', 'shai-hulud-2']);
  });

  it('1.13.03 SPICE DECK RESHUFFLE: pile A keeps its topmost Territory Card; the cards under it and all of pile B are shuffled in', () => {
    const all = SPICE_CARDS.map((c) => c.id);
    const underA = all.filter((id) => id !== 'red-chasm').slice(0, 10);
    const inB = all.filter((id) => id !== 'red-chasm' && !underA.includes(id));
    const { state, events } = blow({ deck: [], a: [...underA, 'red-chasm'], b: inB, edit: (s) => (s.decks.spice = []) });
    expect(ofType(events, 'spice-deck-reshuffled')[0]).to.include({ cards: all.length - 1 });
    expect(state.decks.spiceDiscard[0]).to.equal('red-chasm');
    expect(custodyProblems(state)).to.deep.equal([]);
  });
});
