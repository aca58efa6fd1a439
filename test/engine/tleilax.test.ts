// Tleilax, the Tleilaxu's homeworld card in the Homeworlds variant (plugins/homeworlds/tleilax.ts): its high, low and
// occupied faces.
import { expect } from 'chai';
import { pendingDecisions, type Action, type Decision, type GameEvent, type GameState, type TerritoryId } from '../../rooms/dune/index.ts';
import type { BattleOutcome } from '../../rooms/dune/phases/battle/resolve.ts';
import type { CurrentBattle } from '../../rooms/dune/phases/battle/types.ts';
import { noteFaceDancerBattle, openFaceDancer } from '../../rooms/dune/plugins/tleilaxu/reveal.ts';
import { Context } from '../../rooms/dune/context.ts';
import { addForces } from '../../rooms/dune/board/forces.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { act, atPhaseStart, expectRejected, playPhase } from '../helpers/engine.ts';
import { decisionOf } from '../helpers/battle.ts';
import { toTanks } from '../helpers/revival.ts';
import { feydWon, tleilaxuBoard } from '../helpers/tleilaxu.ts';

const bare = (events: readonly GameEvent[], type: string) => events.filter((e) => e.type === type).map(({ id: _id, ...e }) => e);
const board = () => tleilaxuBoard(['homeworlds']);

/** Starts Revival on a copy of `base` and answers every decision (`answer`, else none revived, no favours) until `stop` holds. */
const revival = (base: GameState, answer: (d: Decision) => Action | null, stop: (s: GameState) => boolean = (s) => s.phase !== 'revival') =>
  playPhase(atPhaseStart(base, 'revival'), 'revival', answer, stop);

describe('Homeworlds: Tleilax (the Tleilaxu homeworld card)', () => {
  it('HW.tleilax.high forces the Tleilaxu revive free may go at once, at no cost, to a territory out of the storm or a foreign homeworld', () => {
    const s = board();
    toTanks(s, 'tleilaxu', 3);
    const revive = (d: Decision): Action | null =>
      d.kind === 'revive' && d.seat === 'tleilaxu' ? { type: 'revive', event: d.id, forces: { regular: 3, elite: 0 }, leader: null, ghola: null } : null;
    const { state } = revival(s, revive, (x) => pendingDecisions(x).some((d) => d.kind === 'tleilax-send'));
    const d = decisionOf(state, 'tleilax-send', 'tleilaxu');
    expect(d.count).to.equal(2);
    expect(d.spots).to.deep.include({ territory: 'the-great-flat', sector: 14 });
    expect(
      d.spots.some((x) => x.sector === state.storm.sector && x.territory !== 'polar-sink'),
      'none in the storm',
    ).to.equal(false);
    expect(d.spots).to.deep.include({ territory: 'giedi-prime', sector: 0 });
    expect(
      d.spots.some((x) => x.territory === 'tleilax'),
      'not their own world',
    ).to.equal(false);
    expectRejected(state, 'tleilaxu', { type: 'tleilax-send', event: d.id, to: { territory: 'the-great-flat', sector: 14 }, count: 3 }, 'OVER_LIMIT');
    const reserves = state.factions.tleilaxu!.reserves.regular;
    const r = act(state, 'tleilaxu', { type: 'tleilax-send', event: d.id, to: { territory: 'the-great-flat', sector: 14 }, count: 2 });
    expect(bare(r.events, 'tleilax-sent')).to.deep.equal([{ type: 'tleilax-sent', territory: 'the-great-flat', sector: 14, count: 2 }]);
    expect(r.state.factions.tleilaxu!.reserves.regular).to.equal(reserves - 2);
    expect(r.state.factions.tleilaxu!.spice).to.equal(state.factions.tleilaxu!.spice);
    expect(custodyProblems(r.state)).to.deep.equal([]);
  });

  it('HW.tleilax.low starting Revival on the low face, the Tleilaxu receive nothing for others free revivals; on the high face they do', () => {
    const low = board();
    toTanks(low, 'tleilaxu', 12);
    toTanks(low, 'harkonnen', 2);
    const revive = (d: Decision): Action | null =>
      d.kind === 'revive' && d.seat === 'harkonnen' ? { type: 'revive', event: d.id, forces: { regular: 2, elite: 0 }, leader: null, ghola: null } : null;
    expect(bare(revival(low, revive).events, 'free-revival-income')).to.deep.equal([]);
    const high = board();
    toTanks(high, 'harkonnen', 2);
    expect(bare(revival(high, revive).events, 'free-revival-income')).to.deep.equal([{ type: 'free-revival-income', faction: 'harkonnen', amount: 1 }]);
  });

  it('HW.tleilax.occupied no Face Dancer may be revealed against the occupier of Tleilax or its ally: the Tleilaxu are not asked', () => {
    const occupied = (s: GameState) => {
      toTanks(s, 'tleilaxu', s.factions.tleilaxu!.reserves.regular);
      s.factions.harkonnen!.reserves.regular -= 1;
      addForces(s, { faction: 'harkonnen', territory: 'tleilax', sector: 0 }, { regular: 1 });
      s.homeworlds!.occupiers.tleilax = 'harkonnen';
    };
    const state = feydWon(['feyd-rautha', 'burseg', 'caid'], [], occupied, board());
    expect(state.homeworlds!.occupiers.tleilax).to.equal('harkonnen');
    expect(pendingDecisions(state).some((d) => d.kind === 'face-dancer')).to.equal(false);
    // Not occupied: asked as ever.
    const free = feydWon(['feyd-rautha', 'burseg', 'caid'], [], () => {}, board());
    expect(pendingDecisions(free).some((d) => d.kind === 'face-dancer')).to.equal(true);
  });

  it('TL.face-dancers on a homeworld a Face Dancer is revealed only on Tleilax, where nothing is placed (their reserves stand there)', () => {
    const asked = (territory: TerritoryId) => {
      const s = board();
      s.phase = 'battle';
      const ctx = new Context(s);
      const battle = { territory, sectors: [0], plans: { harkonnen: { leader: 'feyd-rautha' } } } as unknown as CurrentBattle;
      noteFaceDancerBattle(ctx, battle, { winner: 'harkonnen', losers: ['tleilaxu'] } as unknown as BattleOutcome);
      openFaceDancer(ctx);
      return pendingDecisions(ctx.done()).find((d) => d.kind === 'face-dancer');
    };
    expect(asked('giedi-prime'), 'on a foreign homeworld').to.equal(undefined);
    expect(asked('kaitain'), 'on another foreign homeworld').to.equal(undefined);
    expect(asked('tleilax')).to.deep.include({ winner: 'harkonnen', leader: 'feyd-rautha', territory: 'tleilax', sectors: [] });
  });
});
