// The Tleilaxu (plugins/tleilaxu/): set-up without a traitor, the secret Face Dancers, the Tanks economy and Zoal.
import { expect } from 'chai';
import { createGame, pendingDecisions, viewFor, type Action, type Decision, type Faction, type GameEvent, type GameState } from '../../rooms/dune/index.ts';
import { Context } from '../../rooms/dune/context.ts';
import { advance, startPhase } from '../../rooms/dune/phases/turn.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { resolveBattle, type Side } from '../../rooms/dune/phases/battle/resolve.ts';
import type { BattlePlan } from '../../rooms/dune/phases/battle/types.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { checkGameState } from '../../schema/game-state.ts';
import { act, atPhaseStart, clearedBoard, playSetup } from '../helpers/engine.ts';
import { toTanks } from '../helpers/revival.ts';

const TABLE: Faction[] = ['tleilaxu', 'atreides', 'harkonnen', 'emperor', 'fremen', 'guild'];

const bare = (events: readonly GameEvent[], type: string) => events.filter((e) => e.type === type).map(({ id: _id, ...e }) => e);

/** Plays the Revival phase from its start on a copy of `base`; `answer` gives a revive decision's forces (none by default). */
function revival(base: GameState, forces: Partial<Record<Faction, number>>, answer: (d: Decision) => Action | null = () => null) {
  const ctx = new Context(atPhaseStart(base, 'revival'));
  startPhase(ctx, 'revival');
  advance(ctx);
  let state = ctx.done();
  const events: GameEvent[] = [...ctx.events];
  const decisions: Decision[] = [];
  for (let guard = 0; guard < 50 && state.phase === 'revival'; guard++) {
    const d = pendingDecisions(state)[0];
    if (!d) break;
    decisions.push(d);
    const action: Action =
      answer(d) ??
      (d.kind === 'revive' ? { type: 'revive', event: d.id, forces: { regular: forces[d.seat] ?? 0, elite: 0 }, leader: null, ghola: null } : legalAnswer(d));
    const r = act(state, d.seat, action);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events, decisions };
}

const board = () => clearedBoard({ factions: TABLE, seed: 'tleilaxu' });

describe('Tleilaxu (Ixians & Tleilaxu faction)', () => {
  it('TL.setup 5 spice, all 20 forces in reserves, no traitor card dealt or picked', () => {
    const { state, events } = playSetup(createGame({ factions: TABLE, seed: 'tl-setup', seating: 'listed' }));
    const tl = state.factions.tleilaxu!;
    expect(tl.spice).to.equal(5);
    expect(tl.reserves).to.deep.equal({ regular: 20, elite: 0 });
    expect(state.forces.filter((s) => s.faction === 'tleilaxu')).to.deep.equal([]);
    expect(tl.traitors).to.deep.equal([]);
    expect(tl.traitorOptions).to.deep.equal([]);
    expect(events.some((e) => e.type === 'traitors-dealt' && e.faction === 'tleilaxu')).to.equal(false);
    expect(custodyProblems(state)).to.deep.equal([]);
  });

  it('TL.face-dancers three Face Dancers drawn after the traitor picks: the Tleilaxu see them, every other viewer a count', () => {
    const game = createGame({ factions: TABLE, seed: 'tl-fd', seating: 'listed' });
    const { state, events } = playSetup(game);
    const fds = state.tleilaxu!.faceDancers;
    expect(fds).to.have.length(3);
    expect(state.tleilaxu!.revealed).to.deep.equal([]);
    // Drawn after every pick: from what the deck held then, none of them a card another faction holds or discarded.
    for (const f of TABLE) for (const c of [...state.factions[f]!.traitors, ...state.factions[f]!.discardedTraitors]) expect(fds).to.not.include(c);
    const picked = events.findIndex((e) => e.type === 'traitors-chosen');
    const drawn = events.findIndex((e) => e.type === 'face-dancers-drawn');
    expect(drawn).to.be.greaterThan(picked);
    expect(bare(events, 'face-dancers-drawn')).to.deep.equal([{ type: 'face-dancers-drawn', count: 3 }]);
    expect(events.filter((e) => e.type === 'face-dancers-seen').map((e) => e.visibleTo)).to.deep.equal(['tleilaxu']);
    expect(viewFor(state, 'tleilaxu').private!.faceDancers).to.deep.equal(fds);
    for (const viewer of ['atreides', 'harkonnen', 'spectator'] as const) {
      const view = viewFor(state, viewer);
      expect(view.tleilaxu, viewer).to.deep.equal({ faceDancers: 3, revealed: [] });
      expect(view.private?.faceDancers ?? [], viewer).to.deep.equal([]);
    }
    expect(custodyProblems(state)).to.deep.equal([]);
    expect(checkGameState(JSON.parse(JSON.stringify(state))).ok).to.equal(true);
    // A game without the Tleilaxu has no such part.
    const plain = createGame({ factions: ['atreides', 'harkonnen'], seed: 'tl-fd' });
    expect(plain.tleilaxu).to.equal(undefined);
    expect(viewFor(plain, 'atreides').tleilaxu).to.equal(null);
  });

  it('TL.face-dancers noninterference in views: games that differ only in which Face Dancers the Tleilaxu hold give every other viewer the same view', () => {
    const { state } = playSetup(createGame({ factions: TABLE, seed: 'tl-ni', seating: 'listed' }));
    const other = structuredClone(state);
    // Swap one Face Dancer with the top card of the traitor deck.
    const [deckTop] = other.decks.traitor;
    const fd = other.tleilaxu!.faceDancers[0]!;
    other.tleilaxu!.faceDancers[0] = deckTop!;
    other.decks.traitor[0] = fd;
    expect(custodyProblems(other)).to.deep.equal([]);
    for (const viewer of ['atreides', 'harkonnen', 'emperor', 'fremen', 'guild', 'spectator'] as const)
      expect(JSON.stringify(viewFor(other, viewer)), viewer).to.equal(JSON.stringify(viewFor(state, viewer)));
    expect(JSON.stringify(viewFor(other, 'tleilaxu'))).to.not.equal(JSON.stringify(viewFor(state, 'tleilaxu')));
  });

  it('TL.own-revival the Tleilaxu revive any number of their forces at half price: 2 free, the rest 1 spice each, to the bank', () => {
    const s = board();
    toTanks(s, 'tleilaxu', 9);
    const { state, decisions } = revival(s, { tleilaxu: 8 });
    const decision = decisions.find((d) => d.kind === 'revive' && d.seat === 'tleilaxu');
    expect(decision).to.include({ limit: 9, costPerForce: 1, freeRevival: 2 });
    expect(state.factions.tleilaxu!.spice).to.equal(10 - 6);
    expect(state.factions.tleilaxu!.tanks.regular).to.equal(1);
  });

  it('TL.ally the Tleilaxu ally revives its forces beyond the free ones at half price', () => {
    const s = board();
    s.alliances = [['harkonnen', 'tleilaxu']];
    toTanks(s, 'harkonnen', 5);
    const { state, decisions } = revival(s, { harkonnen: 3 });
    expect(decisions.find((d) => d.kind === 'revive' && d.seat === 'harkonnen')).to.include({ limit: 3, costPerForce: 1 });
    expect(state.factions.harkonnen!.spice).to.equal(10 - 1);
  });

  it('TL.revival-income what others pay to revive reaches the Tleilaxu, and each other free revival brings them 1 from the bank', () => {
    const s = board();
    toTanks(s, 'atreides', 3);
    toTanks(s, 'harkonnen', 2);
    toTanks(s, 'tleilaxu', 4);
    const { state, events } = revival(s, { atreides: 3, harkonnen: 2, tleilaxu: 4 });
    // Atreides: 2 free, 1 at 2 spice; Harkonnen: 2 free; the Tleilaxu: 2 free, 2 at 1 (to the bank).
    expect(bare(events, 'revival-paid-to-tleilaxu')).to.deep.equal([{ type: 'revival-paid-to-tleilaxu', from: 'atreides', amount: 2 }]);
    expect(bare(events, 'free-revival-income').map((e) => ('faction' in e ? e.faction : null))).to.deep.equal(['atreides', 'harkonnen']);
    expect(state.factions.atreides!.spice).to.equal(8);
    expect(state.factions.tleilaxu!.spice).to.equal(10 + 2 + 2 - 2);
    // Without the Tleilaxu the payment goes to the bank.
    const plain = clearedBoard({ factions: ['atreides', 'harkonnen'], seed: 'tl-plain' });
    toTanks(plain, 'atreides', 3);
    const alone = revival(plain, { atreides: 3 });
    expect(bare(alone.events, 'revival-paid-to-tleilaxu')).to.deep.equal([]);
    expect(alone.state.factions.atreides!.spice).to.equal(8);
  });

  describe('TL.zoal Zoal is worth the leader he faces', () => {
    const plan = (p: Partial<BattlePlan>): BattlePlan => ({ leader: null, cheapHero: null, dial: 0, weapon: null, defense: null, ...p });
    const side = (faction: Faction, p: Partial<BattlePlan>, traitorCalled = false): Side => ({ faction, plan: plan(p), traitorCalled });

    it('TL.zoal in the totals: against a 5 he counts 5, against a 1 he counts 1', () => {
      const high = resolveBattle({ aggressor: side('tleilaxu', { leader: 'zoal', dial: 2 }), defender: side('atreides', { leader: 'lady-jessica', dial: 2 }) });
      expect(high.totals).to.deep.equal({ tleilaxu: 7, atreides: 7 });
      const low = resolveBattle({ aggressor: side('tleilaxu', { leader: 'zoal', dial: 2 }), defender: side('atreides', { leader: 'rep', dial: 2 }) });
      expect(low.totals).to.deep.equal({ tleilaxu: 3, atreides: 3 });
    });

    it('TL.zoal facing a Cheap Hero he counts nothing', () => {
      const out = resolveBattle({
        aggressor: side('tleilaxu', { leader: 'zoal', dial: 2 }),
        defender: side('atreides', { cheapHero: 'cheap-hero-1', dial: 2 }),
      });
      expect(out.totals).to.deep.equal({ tleilaxu: 2, atreides: 2 });
    });

    it('TL.zoal killed, he is paid as the leader he faced; a traitor on him pays the same', () => {
      const killed = resolveBattle({
        aggressor: side('atreides', { leader: 'thufir-hawat', dial: 1, weapon: 'crysknife' }),
        defender: side('tleilaxu', { leader: 'zoal', dial: 0 }),
      });
      expect(killed.killed).to.deep.equal([{ faction: 'tleilaxu', leader: 'zoal' }]);
      expect(killed.spice).to.equal(5);
      const betrayed = resolveBattle({
        aggressor: side('atreides', { leader: 'lady-jessica', dial: 1 }, true),
        defender: side('tleilaxu', { leader: 'zoal', dial: 3 }),
      });
      expect(betrayed.kind).to.equal('traitor');
      expect(betrayed.spice).to.equal(5);
    });
  });
});
