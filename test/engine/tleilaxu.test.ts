// The Tleilaxu (plugins/tleilaxu/): set-up without a traitor, the secret Face Dancers, the Tanks economy and Zoal.
import { expect } from 'chai';
import {
  applyAction,
  createGame,
  pendingDecisions,
  viewFor,
  type Action,
  type Decision,
  type Faction,
  type GameEvent,
  type GameState,
} from '../../rooms/dune/index.ts';
import { Context } from '../../rooms/dune/context.ts';
import { advance, startPhase } from '../../rooms/dune/phases/turn.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { resolveBattle, type Side } from '../../rooms/dune/phases/battle/resolve.ts';
import type { BattlePlan } from '../../rooms/dune/phases/battle/types.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { checkGameState } from '../../schema/game-state.ts';
import { act, atPhaseStart, cancelInWindows, clearedBoard, expectRejected, playSetup } from '../helpers/engine.ts';
import { decisionOf } from '../helpers/battle.ts';
import { toTanks } from '../helpers/revival.ts';
import { setHand } from '../helpers/bidding.ts';
import { feydWon, TLEILAXU_TABLE, tleilaxuBoard, tleilaxuRevivalUntil } from '../helpers/tleilaxu.ts';

const TABLE = TLEILAXU_TABLE;

const bare = (events: readonly GameEvent[], type: string) => events.filter((e) => e.type === type).map(({ id: _id, ...e }) => e);

/** Plays the Revival phase from its start on a copy of `base`; `answer` gives a revive decision's forces (none by default). */
function revival(base: GameState, forces: Partial<Record<Faction, number>>, answer: (d: Decision) => Action | null = () => null) {
  const start = atPhaseStart(base, 'revival');
  // The Karama powers used so far stay used (the helper clears the rest of the Karama part).
  if (base.karama.powersUsed) start.karama.powersUsed = [...base.karama.powersUsed];
  const ctx = new Context(start);
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

const board = tleilaxuBoard;

/** The Mentat Pause started on a copy of `s`, its decisions answered plainly until the Face Dancer swap is asked. */
function atFaceDancerSwap(s: GameState): GameState {
  const ctx = new Context(atPhaseStart(s, 'mentat-pause'));
  startPhase(ctx, 'mentat-pause');
  advance(ctx);
  let state = ctx.done();
  for (let guard = 0; guard < 20 && !pendingDecisions(state).some((d) => d.kind === 'face-dancer-swap'); guard++) {
    const d = pendingDecisions(state)[0]!;
    state = act(state, d.seat, legalAnswer(d)).state;
  }
  return state;
}

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

  it('TL.revival-limits as Revival starts the Tleilaxu may raise other factions revival limit to 5 for the turn, in public', () => {
    const s = board();
    toTanks(s, 'harkonnen', 6);
    toTanks(s, 'emperor', 6);
    const raise = (d: Decision) =>
      d.kind === 'revival-favours' ? { type: 'revival-favours' as const, event: d.id, raise: ['harkonnen' as Faction], early: [] } : null;
    const { state, events, decisions } = revival(s, { harkonnen: 5, emperor: 3 }, raise);
    const asked = decisions.find((d) => d.kind === 'revival-favours');
    expect(asked).to.include({ seat: 'tleilaxu' });
    expect(asked && 'factions' in asked ? asked.factions : []).to.deep.equal(['atreides', 'harkonnen', 'emperor', 'fremen', 'guild']);
    expect(bare(events, 'revival-limits-raised')).to.deep.equal([{ type: 'revival-limits-raised', factions: ['harkonnen'], limit: 5 }]);
    expect(decisions.find((d) => d.kind === 'revive' && d.seat === 'harkonnen')).to.include({ limit: 5 });
    expect(decisions.find((d) => d.kind === 'revive' && d.seat === 'emperor')).to.include({ limit: 3 });
    expect(state.factions.harkonnen!.tanks.regular).to.equal(1);
    // Over once the phase ends.
    expect(state.tleilaxu!.raised).to.equal(undefined);
    // Only other factions, each once.
    const ctx = new Context(atPhaseStart(s, 'revival'));
    startPhase(ctx, 'revival');
    advance(ctx);
    const open = ctx.done();
    const d = decisionOf(open, 'revival-favours', 'tleilaxu');
    expectRejected(open, 'tleilaxu', { type: 'revival-favours', event: d.id, raise: ['tleilaxu'], early: [] }, 'INVALID_CHOICE');
    expectRejected(open, 'tleilaxu', { type: 'revival-favours', event: d.id, raise: ['harkonnen', 'harkonnen'], early: [] }, 'INVALID_CHOICE');
    // Stored mid-Revival with limits raised, the game restores from JSON.
    const raised = act(open, 'tleilaxu', { type: 'revival-favours', event: d.id, raise: ['harkonnen'], early: [] }).state;
    expect(raised.tleilaxu!.raised).to.deep.equal(['harkonnen']);
    expect(checkGameState(JSON.parse(JSON.stringify(raised))).ok).to.equal(true);
  });

  it('TL.leader-revival the Tleilaxu may let a faction revive a leader early, paid to them; without the favour it may not', () => {
    const s = board();
    s.factions.atreides!.leaders['thufir-hawat'] = 'tanks-face-up';
    s.factions.atreides!.leadersDied = ['thufir-hawat'];
    const plain = revival(s, {});
    expect(plain.decisions.find((d) => d.kind === 'revive' && d.seat === 'atreides')).to.deep.include({ leaders: [] });
    const allow = (d: Decision) =>
      d.kind === 'revival-favours' ? { type: 'revival-favours' as const, event: d.id, raise: [], early: ['atreides' as Faction] } : null;
    const revive = (d: Decision): Action | null =>
      allow(d) ??
      (d.kind === 'revive' && d.seat === 'atreides'
        ? { type: 'revive', event: d.id, forces: { regular: 0, elite: 0 }, leader: 'thufir-hawat', ghola: null }
        : null);
    const { state, events, decisions } = revival(s, {}, revive);
    expect(bare(events, 'early-leader-revival-allowed')).to.deep.equal([{ type: 'early-leader-revival-allowed', factions: ['atreides'] }]);
    expect(decisions.find((d) => d.kind === 'revive' && d.seat === 'atreides')).to.deep.include({ leaders: [{ id: 'thufir-hawat', cost: 5 }] });
    expect(state.factions.atreides!.leaders['thufir-hawat']).to.equal('pool');
    expect(bare(events, 'revival-paid-to-tleilaxu')).to.deep.equal([{ type: 'revival-paid-to-tleilaxu', from: 'atreides', amount: 5 }]);
  });

  it('TL.karama in the Advanced game the Tleilaxu spend a Karama once to stop one faction revival this turn, forces and leader', () => {
    const s = clearedBoard({ factions: TABLE, seed: 'tleilaxu', advanced: true });
    s.decks.traitor = s.decks.traitor.filter((c) => !s.tleilaxu!.faceDancers.includes(c));
    setHand(s, 'tleilaxu', ['karama-1']);
    toTanks(s, 'harkonnen', 4);
    s.factions.harkonnen!.leaders['feyd-rautha'] = 'tanks-face-up';
    const stop = (d: Decision) =>
      d.kind === 'revival-favours'
        ? { type: 'revival-favours' as const, event: d.id, raise: [], early: [], stop: { card: 'karama-1' as const, target: 'harkonnen' as Faction } }
        : null;
    const { state, events, decisions } = revival(s, { harkonnen: 0 }, stop);
    expect(decisions.find((d) => d.kind === 'revival-favours')).to.include({ karamaPower: true });
    expect(decisions.find((d) => d.kind === 'revive' && d.seat === 'harkonnen')).to.deep.include({ freeRevival: 0, limit: 0, leaders: [] });
    expect(bare(events, 'revival-stopped')).to.deep.equal([{ type: 'revival-stopped', faction: 'harkonnen' }]);
    expect(state.karama.powersUsed).to.include('tleilaxu');
    expect(state.factions.tleilaxu!.hand).to.deep.equal([]);
    // Once a game: not offered again; in the Basic game never.
    const later = structuredClone(state);
    later.turn += 1;
    const again = revival(later, {});
    expect(again.decisions.find((d) => d.kind === 'revival-favours')).to.not.have.property('karamaPower');
    const basic = revival(board(), {});
    expect(basic.decisions.find((d) => d.kind === 'revival-favours')).to.not.have.property('karamaPower');
  });

  it('TL.fremen-revival with their limit raised the Fremen pay to revive beyond their three free forces, and the Tleilaxu are paid', () => {
    const s = board();
    toTanks(s, 'fremen', 5);
    const raise = (d: Decision) =>
      d.kind === 'revival-favours' ? { type: 'revival-favours' as const, event: d.id, raise: ['fremen' as Faction], early: [] } : null;
    const { state, events, decisions } = revival(s, { fremen: 5 }, raise);
    expect(decisions.find((d) => d.kind === 'revive' && d.seat === 'fremen')).to.include({ freeRevival: 3, costPerForce: 2, limit: 5 });
    expect(bare(events, 'revival-paid-to-tleilaxu')).to.deep.equal([{ type: 'revival-paid-to-tleilaxu', from: 'fremen', amount: 4 }]);
    expect(state.factions.fremen!.tanks.regular).to.equal(0);
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

  describe('TL.face-dancers revealing a Face Dancer after a battle', () => {
    const won = feydWon;

    it('TL.face-dancers the Tleilaxu are asked after a battle won with a leader, whether or not it is theirs; revealing one they lack is refused', () => {
      const state = won(['piter-de-vries', 'burseg', 'caid']);
      const d = decisionOf(state, 'face-dancer', 'tleilaxu');
      expect(d).to.include({ winner: 'harkonnen', leader: 'feyd-rautha', territory: 'arrakeen', max: 2 });
      expectRejected(state, 'tleilaxu', { type: 'face-dancer', event: d.id, reveal: true }, 'NOT_HELD');
      const declined = act(state, 'tleilaxu', { type: 'face-dancer', event: d.id, reveal: false });
      expect(declined.events.some((e) => e.type === 'face-dancer-revealed')).to.equal(false);
    });

    it('TL.face-dancers the question waits for the winner choice of cards, so that a reveal takes the winner place as it stands', () => {
      const state = feydWon(['feyd-rautha', 'burseg', 'caid'], [], () => {}, board(), 'crysknife');
      expect(pendingDecisions(state).map((d) => d.kind)).to.include('battle-cards');
      expect(pendingDecisions(state).some((d) => d.kind === 'face-dancer')).to.equal(false);
      const cards = decisionOf(state, 'battle-cards', 'harkonnen');
      const r = act(state, 'harkonnen', { type: 'battle-cards', event: cards.id, keep: ['crysknife'] });
      expect(decisionOf(r.state, 'face-dancer', 'tleilaxu')).to.include({ winner: 'harkonnen', leader: 'feyd-rautha' });
    });

    it('TL.face-dancers revealed: the leader dies, the winner forces there go home and Tleilaxu forces from reserves and the planet take their place', () => {
      const state = won(['feyd-rautha', 'burseg', 'caid']);
      const d = decisionOf(state, 'face-dancer', 'tleilaxu');
      // Too many, or from the battle's storm-free sectors only.
      expectRejected(state, 'tleilaxu', { type: 'face-dancer', event: d.id, reveal: true, reserves: 3, sector: 9 }, 'OVER_LIMIT');
      expectRejected(state, 'tleilaxu', { type: 'face-dancer', event: d.id, reveal: true, reserves: 1, sector: 10 }, 'INVALID_CHOICE');
      // Malformed sources are refused, never thrown.
      for (const from of ['x', [{ territory: 'nowhere', sector: 1, count: 1 }], [{ territory: 'the-great-flat', sector: 14, count: 'one' }]])
        expectRejected(state, 'tleilaxu', { type: 'face-dancer', event: d.id, reveal: true, sector: 9, from } as unknown as Action, 'INVALID_CHOICE');
      expectRejected(
        state,
        'tleilaxu',
        { type: 'face-dancer', event: d.id, reveal: true, sector: 9, from: [{ territory: 'carthag', sector: 10, count: 1 }] },
        'NOT_HELD',
      );
      const harkonnenReserves = state.factions.harkonnen!.reserves.regular;
      const r = act(state, 'tleilaxu', {
        type: 'face-dancer',
        event: d.id,
        reveal: true,
        reserves: 1,
        sector: 9,
        from: [{ territory: 'the-great-flat', sector: 14, count: 1 }],
      });
      expect(bare(r.events, 'face-dancer-revealed')).to.deep.equal([{ type: 'face-dancer-revealed', winner: 'harkonnen', leader: 'feyd-rautha' }]);
      expect(r.state.factions.harkonnen!.leaders['feyd-rautha']).to.equal('tanks-face-up');
      expect(r.state.forces.filter((x) => x.territory === 'arrakeen').map((x) => [x.faction, x.regular])).to.deep.equal([['tleilaxu', 2]]);
      expect(r.state.factions.harkonnen!.reserves.regular).to.equal(harkonnenReserves + 2);
      expect(r.state.tleilaxu!.revealed).to.deep.equal(['feyd-rautha']);
      expect(viewFor(r.state, 'atreides').tleilaxu).to.deep.equal({ faceDancers: 3, revealed: ['feyd-rautha'] });
      expect(custodyProblems(r.state)).to.deep.equal([]);
    });

    it('TL.face-dancers.renewal the third revealed: all three go back into the traitor deck and three new ones are drawn', () => {
      const state = won(['feyd-rautha', 'burseg', 'caid'], ['burseg', 'caid']);
      const d = decisionOf(state, 'face-dancer', 'tleilaxu');
      const r = act(state, 'tleilaxu', { type: 'face-dancer', event: d.id, reveal: true });
      expect(r.events.map((e) => e.type)).to.include.members(['face-dancer-revealed', 'face-dancers-renewed', 'face-dancers-drawn']);
      const part = r.state.tleilaxu!;
      expect(part.faceDancers).to.have.length(3);
      expect(part.revealed).to.deep.equal([]);
      expect(r.events.filter((e) => e.type === 'face-dancers-seen').map((e) => e.visibleTo)).to.deep.equal(['tleilaxu']);
      expect(custodyProblems(r.state)).to.deep.equal([]);
    });

    it('TL.face-dancers.renewal at the Mentat Pause the Tleilaxu may swap an unrevealed Face Dancer for a new one, privately', () => {
      const s = board();
      const state = atFaceDancerSwap(s);
      const d = decisionOf(state, 'face-dancer-swap', 'tleilaxu');
      const before = state.tleilaxu!.faceDancers;
      expectRejected(
        state,
        'tleilaxu',
        { type: 'face-dancer-swap', event: d.id, card: 'lady-jessica' },
        before.includes('lady-jessica') ? 'INVALID_CHOICE' : 'NOT_HELD',
      );
      const r = act(state, 'tleilaxu', { type: 'face-dancer-swap', event: d.id, card: before[0]! });
      const after = r.state.tleilaxu!.faceDancers;
      expect(after).to.have.length(3);
      expect(after).to.not.include(before[0]);
      expect(r.state.decks.traitor).to.include(before[0]);
      expect(bare(r.events, 'face-dancer-swapped')).to.deep.equal([{ type: 'face-dancer-swapped' }]);
      expect(r.events.filter((e) => e.type === 'face-dancers-seen').map((e) => e.visibleTo)).to.deep.equal(['tleilaxu']);
      expect(custodyProblems(r.state)).to.deep.equal([]);
    });
  });

  it('TL.face-dancers.renewal noninterference through a Karama window: the window opened for a swap shows the ability, not the Face Dancer given back (rules edition 7)', () => {
    const s = board();
    setHand(s, 'atreides', ['karama-1']);
    const state = atFaceDancerSwap(s);
    const d = decisionOf(state, 'face-dancer-swap', 'tleilaxu');
    const [first, second] = state.tleilaxu!.faceDancers;
    const a = applyAction(state, 'tleilaxu', { type: 'face-dancer-swap', event: d.id, card: first! });
    const b = applyAction(state, 'tleilaxu', { type: 'face-dancer-swap', event: d.id, card: second! });
    if (!a.ok || !b.ok) throw new Error('refused');
    expect(a.events.find((e) => e.type === 'karama-window-opened')).to.include({ attempt: null });
    const seenBy = (events: readonly GameEvent[], viewer: string) =>
      events.filter((e) => e.visibleTo === undefined || e.visibleTo === viewer).map(({ id: _id, ...e }) => e);
    for (const viewer of [...TABLE.filter((f) => f !== 'tleilaxu'), 'spectator'] as const) {
      expect(JSON.stringify(viewFor(a.state, viewer)), viewer).to.equal(JSON.stringify(viewFor(b.state, viewer)));
      expect(seenBy(a.events, viewer), viewer).to.deep.equal(seenBy(b.events, viewer));
    }
  });

  it('TL.face-dancers bots play whole games with the Tleilaxu seated: Face Dancers revealed and swapped, custody kept', () => {
    const seen = new Set<string>();
    for (const seed of ['tl-bots-a', 'tl-bots-b', 'tl-bots-c']) {
      let state = createGame({ factions: TABLE, seed });
      for (let n = 0; n < 20_000 && !state.victory; n++) {
        const d = pendingDecisions(state)[0];
        if (!d) break;
        const r = act(state, d.seat, legalAnswer(d, n, viewFor(state, d.seat)));
        state = r.state;
        for (const e of r.events) seen.add(e.type);
      }
      expect(custodyProblems(state)).to.deep.equal([]);
    }
    expect([...seen]).to.include.members(['face-dancers-drawn', 'revival-paid-to-tleilaxu', 'free-revival-income', 'face-dancer-revealed']);
  });

  describe('TL.karama-abilities a Karama cancels each Tleilaxu ability as it is used', () => {
    /** Revival started on `s` (the Atreides holding a Karama) until `kind` opens for `seat`. */
    const revivalUntil = (s: GameState, seat: Faction, kind: Decision['kind']): GameState => {
      setHand(s, 'atreides', ['karama-1']);
      return tleilaxuRevivalUntil(s, seat, kind);
    };

    /** The open Karama window answered: the Atreides cancel `ability`, every other seat passes. */
    const cancel = (s: GameState, ability: string): GameState => cancelInWindows(s, 'atreides', ability, 'karama-1');

    it('TL.karama-abilities the Tleilaxu revival beyond their free forces, cancelled, is taken again at the usual limit and price', () => {
      const s = board();
      toTanks(s, 'tleilaxu', 8);
      let state = revivalUntil(s, 'tleilaxu', 'revive');
      const d = decisionOf(state, 'revive', 'tleilaxu');
      state = act(state, 'tleilaxu', { type: 'revive', event: d.id, forces: { regular: 6, elite: 0 }, leader: null, ghola: null }, { karama: 'open' }).state;
      state = cancel(state, 'tleilaxu-revival');
      const retake = decisionOf(state, 'revive', 'tleilaxu');
      expect(retake).to.include({ limit: 3, costPerForce: 2 });
      expectRejected(state, 'tleilaxu', { type: 'revive', event: retake.id, forces: { regular: 4, elite: 0 }, leader: null, ghola: null }, 'OVER_LIMIT');
    });

    it('TL.karama-abilities the Tleilaxu income from a revival, cancelled: the payment goes to the bank and the free revival brings them nothing', () => {
      const s = board();
      toTanks(s, 'harkonnen', 3);
      let state = revivalUntil(s, 'harkonnen', 'revive');
      const revive = (id: string): Action => ({ type: 'revive', event: id, forces: { regular: 3, elite: 0 }, leader: null, ghola: null });
      state = act(state, 'harkonnen', revive(decisionOf(state, 'revive', 'harkonnen').id), { karama: 'open' }).state;
      state = cancel(state, 'tleilaxu-revival-income');
      const tleilaxuSpice = state.factions.tleilaxu!.spice;
      const r = act(state, 'harkonnen', revive(decisionOf(state, 'revive', 'harkonnen').id), { karama: 'open' });
      expect(r.events.map((e) => e.type)).to.not.include.members(['revival-paid-to-tleilaxu', 'free-revival-income']);
      expect(r.state.factions.tleilaxu!.spice).to.equal(tleilaxuSpice);
      expect(r.state.factions.harkonnen!.spice).to.equal(10 - 2);
    });

    it('TL.karama-abilities the ally discount, cancelled: the ally revival is taken again at 2 a force', () => {
      const s = board();
      s.alliances = [['harkonnen', 'tleilaxu']];
      toTanks(s, 'harkonnen', 3);
      let state = revivalUntil(s, 'harkonnen', 'revive');
      const revive = (id: string): Action => ({ type: 'revive', event: id, forces: { regular: 3, elite: 0 }, leader: null, ghola: null });
      state = act(state, 'harkonnen', revive(decisionOf(state, 'revive', 'harkonnen').id), { karama: 'open' }).state;
      state = cancel(state, 'tleilaxu-ally-revival');
      expect(decisionOf(state, 'revive', 'harkonnen')).to.include({ costPerForce: 2 });
    });

    it('TL.karama-abilities raising a revival limit, cancelled: none is raised this turn', () => {
      let state = revivalUntil(board(), 'tleilaxu', 'revival-favours');
      const d = decisionOf(state, 'revival-favours', 'tleilaxu');
      state = act(state, 'tleilaxu', { type: 'revival-favours', event: d.id, raise: ['harkonnen'], early: [] }, { karama: 'open' }).state;
      state = cancel(state, 'tleilaxu-raise-limits');
      const retake = decisionOf(state, 'revival-favours', 'tleilaxu');
      expectRejected(state, 'tleilaxu', { type: 'revival-favours', event: retake.id, raise: ['harkonnen'], early: [] }, 'NOT_ELIGIBLE');
      const r = act(state, 'tleilaxu', { type: 'revival-favours', event: retake.id, raise: [], early: [] });
      expect(r.state.tleilaxu!.raised).to.equal(undefined);
    });

    it('TL.karama-abilities a Face Dancer swap, cancelled: the Face Dancers stay as they are', () => {
      const s = board();
      setHand(s, 'atreides', ['karama-1']);
      let state = atFaceDancerSwap(s);
      const before = state.tleilaxu!.faceDancers;
      const d = decisionOf(state, 'face-dancer-swap', 'tleilaxu');
      state = act(state, 'tleilaxu', { type: 'face-dancer-swap', event: d.id, card: before[0]! }, { karama: 'open' }).state;
      state = cancel(state, 'tleilaxu-face-dancer-swap');
      const retake = decisionOf(state, 'face-dancer-swap', 'tleilaxu');
      expectRejected(state, 'tleilaxu', { type: 'face-dancer-swap', event: retake.id, card: before[0]! }, 'NOT_ELIGIBLE');
      const r = act(state, 'tleilaxu', { type: 'face-dancer-swap', event: retake.id, card: null });
      expect(r.state.tleilaxu!.faceDancers).to.deep.equal(before);
    });
  });
});
