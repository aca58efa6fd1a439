// 2.04.15 SANDWORMS (Advanced game): the Fremen place every sandworm after the first one of a Spice Blow.
import { expect } from 'chai';
import { pendingDecisions, type GameEvent, type GameState, type SpiceCardId } from '../../rooms/dune/index.ts';
import { SPICE_CARDS } from '../../rooms/dune/cards/spice.ts';
import { Context } from '../../rooms/dune/context.ts';
import { advance } from '../../rooms/dune/phases/turn.ts';
import { spiceBlowPhase } from '../../rooms/dune/phases/spice-blow/index.ts';
import { WORM_TERRITORIES } from '../../rooms/dune/phases/spice-blow/placed-worm.ts';
import { act, atPhaseStart, expectRejected, passKaramaWindows } from '../helpers/engine.ts';
import { afterSetup, ofType, place } from '../helpers/spice-blow.ts';
import type { TerritoryId } from '../../rooms/dune/types.ts';

const BASE = afterSetup();

/** The turn-2 Spice Blow with `deck` on top and `discard` as pile A; Emperor and Fremen forces in the Funeral Plain. */
function blow(deck: SpiceCardId[], advanced = true): { state: GameState; events: GameEvent[] } {
  const s = atPhaseStart(BASE, 'spice-blow', 2);
  s.victory = null;
  s.spice = [];
  s.config.advanced = advanced;
  s.storm.sector = 3;
  s.firstPlayer = 'atreides';
  const discard: SpiceCardId[] = ['red-chasm'];
  s.decks.spice = [...deck, ...SPICE_CARDS.map((c) => c.id).filter((id) => !deck.includes(id) && !discard.includes(id))];
  s.decks.spiceDiscard = [...discard];
  if (advanced) s.decks.spiceDiscardB = [];
  else delete s.decks.spiceDiscardB;
  s.forces = s.forces.filter((x) => x.territory !== 'funeral-plain' && x.territory !== 'red-chasm');
  place(s, 'emperor', 'funeral-plain', 14, 2);
  place(s, 'fremen', 'funeral-plain', 14, 2);
  place(s, 'harkonnen', 'red-chasm', 6, 1);
  const ctx = new Context(s);
  spiceBlowPhase.enter(ctx);
  advance(ctx);
  const passed = passKaramaWindows(ctx.done());
  return { state: passed.state, events: [...ctx.events, ...passed.events] };
}

const placeWorm = (state: GameState, territory: TerritoryId | null) => {
  const d = pendingDecisions(state).find((x) => x.kind === 'place-worm')!;
  const r = act(state, 'fremen', { type: 'place-worm', event: d.id, territory });
  const passed = passKaramaWindows(r.state);
  return { state: passed.state, events: [...r.events, ...passed.events] };
};

describe('sandworms placed by the Fremen (2.04.15, Advanced game)', () => {
  it('2.04.15 SANDWORMS: the first sandworm strikes as usual; the Fremen place the next one in any sand territory', () => {
    const first = blow(['shai-hulud-1', 'shai-hulud-2', 'the-great-flat', 'south-mesa']);
    expect(ofType(first.events, 'shai-hulud').map((e) => e.territory)).to.deep.equal(['red-chasm']);
    const d = pendingDecisions(first.state).find((x) => x.kind === 'place-worm');
    expect(d).to.deep.include({ seat: 'fremen', card: 'shai-hulud-2', options: [...WORM_TERRITORIES] });
    expect(WORM_TERRITORIES).to.include('funeral-plain').and.not.include('arrakeen');
    const r = placeWorm(first.state, 'funeral-plain');
    expect(ofType(r.events, 'sandworm-placed')[0]).to.include({ card: 'shai-hulud-2', territory: 'funeral-plain' });
    expect(ofType(r.events, 'shai-hulud')[0]).to.deep.include({
      territory: 'funeral-plain',
      spared: ['fremen'],
      devoured: [{ faction: 'emperor', forces: 2 }],
    });
    // The blow goes on: a Territory Card ends pile A's blow, then pile B's.
    expect(r.state.decks.spiceDiscard).to.deep.equal(['red-chasm', 'shai-hulud-1', 'shai-hulud-2', 'the-great-flat']);
    expect(r.state.decks.spiceDiscardB).to.deep.equal(['south-mesa']);
  });

  it('2.04.15 SANDWORMS: left where it appeared (null), the sandworm strikes the topmost Territory Card; a sand territory only', () => {
    const first = blow(['shai-hulud-1', 'shai-hulud-2', 'the-great-flat', 'south-mesa']);
    const d = pendingDecisions(first.state).find((x) => x.kind === 'place-worm')!;
    expectRejected(first.state, 'fremen', { type: 'place-worm', event: d.id, territory: 'arrakeen' }, 'INVALID_CHOICE');
    const r = placeWorm(first.state, null);
    expect(ofType(r.events, 'shai-hulud').map((e) => e.territory)).to.deep.equal(['red-chasm']);
    // In the Basic game nobody places a sandworm.
    const basic = blow(['shai-hulud-1', 'shai-hulud-2', 'the-great-flat'], false);
    expect(pendingDecisions(basic.state).some((x) => x.kind === 'place-worm')).to.equal(false);
    expect(ofType(basic.events, 'shai-hulud').map((e) => e.territory)).to.deep.equal(['red-chasm', 'red-chasm']);
  });
});
