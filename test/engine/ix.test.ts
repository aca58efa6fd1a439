// Ix, the Ixians' homeworld card in the Homeworlds variant (plugins/homeworlds/ix.ts): its high, low and occupied faces.
import { expect } from 'chai';
import { pendingDecisions, type Action, type Decision, type GameEvent, type GameState } from '../../rooms/dune/index.ts';
import { Context } from '../../rooms/dune/context.ts';
import { advance, startPhase } from '../../rooms/dune/phases/turn.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { act, atPhaseStart } from '../helpers/engine.ts';
import { enterPhase } from '../helpers/bidding.ts';
import { occupy, reservesTo } from '../helpers/homeworlds.ts';
import { atStorm, ixiansBoard } from '../helpers/ixians.ts';

const board = () => ixiansBoard({ modules: ['homeworlds'] });
const ofType = (events: readonly GameEvent[], type: string) => events.filter((e) => e.type === type);

/** Revival started on a copy of `base`: the Ixians revive `forces`, every other seat nothing. */
function revive(base: GameState, forces: { regular: number; elite: number }) {
  const ctx = new Context(atPhaseStart(base, 'revival'));
  startPhase(ctx, 'revival');
  advance(ctx);
  let state = ctx.done();
  const events: GameEvent[] = [];
  for (let guard = 0; guard < 40 && state.phase === 'revival'; guard++) {
    const d = pendingDecisions(state)[0];
    if (!d) break;
    const action: Action =
      d.kind === 'revive'
        ? { type: 'revive', event: d.id, forces: d.seat === 'ixians' ? forces : { regular: 0, elite: 0 }, leader: null, ghola: null }
        : legalAnswer(d as Decision);
    const r = act(state, d.seat, action);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/** The Ixians' Tanks holding 3 Cyborgs and 3 Suboids (from reserves). */
function withTanks(s: GameState): GameState {
  const fs = s.factions.ixians!;
  fs.reserves.elite -= 3;
  fs.reserves.regular -= 3;
  fs.tanks = { regular: 3, elite: 3 };
  return s;
}

describe('engine: Ix, the Ixians homeworld (Homeworlds)', () => {
  it('HW.ix.high a revival that pays for a Cyborg brings 2 Suboids back from the Tanks free; one that pays for none brings nothing', () => {
    const paid = revive(withTanks(board()), { regular: 0, elite: 2 });
    expect(ofType(paid.events, 'ix-suboids-revived')).to.have.length(1);
    expect(paid.state.factions.ixians!.tanks).to.deep.equal({ regular: 1, elite: 1 });
    // One Cyborg free, one at 3: the Suboids cost nothing.
    expect(paid.state.factions.ixians!.spice).to.equal(10 - 3);
    expect(custodyProblems(paid.state)).to.deep.equal([]);
    const free = revive(withTanks(board()), { regular: 0, elite: 1 });
    expect(ofType(free.events, 'ix-suboids-revived')).to.have.length(0);
    // Low: nothing either.
    const low = withTanks(board());
    reservesTo(low, 'ixians', { regular: 2, elite: 0 });
    expect(ofType(revive(low, { regular: 0, elite: 2 }).events, 'ix-suboids-revived')).to.have.length(0);
  });

  it('HW.ix.low while Ix shows its low face the HMS does not move in the Storm phase', () => {
    const high = atStorm(board());
    expect(pendingDecisions(high).some((d) => d.kind === 'hms-move')).to.equal(true);
    const s = board();
    reservesTo(s, 'ixians', { regular: 2, elite: 1 });
    const low = atStorm(s);
    expect(pendingDecisions(low).some((d) => d.kind === 'hms-move')).to.equal(false);
  });

  it('HW.ix.occupied the occupier makes the selection before the auctions instead of the Ixians, and sees the cards alone', () => {
    const s = board();
    occupy(s, 'ix', 'harkonnen');
    const state = enterPhase(s, 'bidding');
    const d = pendingDecisions(state).find((x) => x.kind === 'ixian-selection');
    expect(d?.seat).to.equal('harkonnen');
    if (d?.kind !== 'ixian-selection') throw new Error('no selection');
    const r = act(state, 'harkonnen', { type: 'ixian-selection', event: d.id, card: d.cards.at(-1)!, to: 'top' });
    expect(r.events.find((e) => e.type === 'ixian-card-placed')?.visibleTo).to.equal('harkonnen');
    expect(r.state.decks.treachery[0]).to.equal(d.cards.at(-1));
  });
});
