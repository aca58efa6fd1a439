import { expect } from 'chai';
import { viewFor, type Action, type Decision, type Faction, type GameEvent, type GameState } from '../../rooms/dune/index.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { leadersOf } from '../../rooms/dune/factions/leaders.ts';
import { FACTION_PROFILES } from '../../rooms/dune/factions/profiles.ts';
import { revivalPhase } from '../../rooms/dune/phases/revival/index.ts';
import { z } from 'zod';
import { revivalActionSchemas } from '../../schema/actions/revival.ts';

const RevivalActionSchema = z.discriminatedUnion('type', [...revivalActionSchemas]);
import { act, expectRejected } from '../helpers/engine.ts';
import { enterPhase, giveCard, midGame, toTanks } from '../helpers/revival.ts';

const REVIVAL_KINDS = ['revive', 'grant-free-revival', 'pay-ally-revival'];

function revivalDecisions(state: GameState): Decision[] {
  return state.phase === 'revival' ? state.pending.filter((d) => REVIVAL_KINDS.includes(d.kind)) : [];
}

function only(state: GameState): Decision {
  const open = revivalDecisions(state);
  expect(open, 'one revival decision open').to.have.length(1);
  return open[0]!;
}

function start(state: GameState) {
  return enterPhase(state, 'revival', revivalPhase);
}

function revive(d: Decision, forces: number, extra: Partial<Extract<Action, { type: 'revive' }>> = {}): Action {
  return { type: 'revive', event: d.id, forces: { regular: forces, elite: 0 }, leader: null, ghola: null, ...extra };
}

/** Every leader of `faction` at `location`. */
function allLeaders(state: GameState, faction: Faction, location: 'tanks-face-up' | 'tanks-face-down' | 'pool'): void {
  for (const l of leadersOf(faction)) state.factions[faction]!.leaders[l.id] = location;
}

describe('engine: revival phase (rule 1.05)', () => {
  it('1.05.00 each faction with something in the tanks revives in turn, from the First Player; decisions are public', () => {
    const s = midGame();
    s.firstPlayer = 'fremen';
    toTanks(s, 'atreides', 1);
    toTanks(s, 'harkonnen', 1);
    toTanks(s, 'fremen', 1);
    let { state } = start(s);
    const asked: Faction[] = [];
    while (revivalDecisions(state).length > 0) {
      const d = only(state);
      asked.push(d.seat);
      // Public: every viewer sees who must act and on which event.
      expect(viewFor(state, 'spectator').awaiting).to.deep.include({ seat: d.seat, kind: 'revive', id: d.id });
      expect(viewFor(state, 'spectator').round).to.deep.include({ phase: 'revival', current: d.seat });
      state = act(state, d.seat, revive(d, 1)).state;
    }
    // listed seating: atreides, bene-gesserit, emperor, fremen, harkonnen, guild; First Player fremen.
    expect(asked).to.deep.equal(['fremen', 'harkonnen', 'atreides']);
    expect(state.phase).to.not.equal('revival');
  });

  it('1.05.00 with nothing in the tanks the phase passes without a decision', () => {
    const { state, events } = start(midGame());
    expect(state.phase).to.not.equal('revival');
    expect(events.filter((e) => e.type === 'forces-revived')).to.deep.equal([]);
  });

  it('1.05.01 at most 3 forces per turn: 4 is OVER_LIMIT and changes nothing', () => {
    const s = midGame();
    toTanks(s, 'atreides', 6);
    const { state } = start(s);
    const d = only(state);
    expect(d).to.include({ kind: 'revive', seat: 'atreides', limit: 3, freeRevival: 2, costPerForce: 2 });
    expectRejected(state, 'atreides', revive(d, 4), 'OVER_LIMIT');
    expectRejected(state, 'atreides', revive(d, 0, { forces: { regular: 0, elite: 4 } }), 'OVER_LIMIT');
    expectRejected(state, 'atreides', revive(d, -1), 'INVALID_CHOICE');
  });

  it('1.05.01.02 FREE REVIVAL: the free forces cost nothing', () => {
    const s = midGame();
    toTanks(s, 'atreides', 5);
    s.factions.atreides!.spice = 0;
    const { state } = start(s);
    const after = act(state, 'atreides', revive(only(state), 2));
    expect(after.state.factions.atreides!.spice).to.equal(0);
    expect(after.state.factions.atreides!.tanks.regular).to.equal(3);
    expect(after.events).to.deep.include({
      id: after.events.find((e) => e.type === 'forces-revived')!.id,
      type: 'forces-revived',
      faction: 'atreides',
      forces: { regular: 2, elite: 0 },
      free: 2,
      cost: 0,
      paidBy: 'atreides',
      by: 'revival',
    });
  });

  const FREE: [string, Faction, number][] = [
    ['2.01.04', 'atreides', 2],
    ['2.02.04', 'bene-gesserit', 1],
    ['2.03.03', 'emperor', 1],
    ['2.04.04', 'fremen', 3],
    ['2.05.05', 'harkonnen', 2],
    ['2.06.03', 'guild', 1],
  ];
  for (const [rule, faction, free] of FREE)
    it(`${rule} FREE REVIVAL: ${faction} revives ${free} free, the next one costs 2`, () => {
      expect(FACTION_PROFILES[faction].freeRevival).to.equal(free);
      const s = midGame();
      toTanks(s, faction, 5);
      s.factions[faction]!.spice = 1;
      const { state } = start(s);
      const d = only(state);
      expect(d).to.include({ seat: faction, freeRevival: free });
      if (free < 3) expectRejected(state, faction, revive(d, free + 1), 'INSUFFICIENT_SPICE');
      const after = act(state, faction, revive(d, free)).state;
      expect(after.factions[faction]!.spice).to.equal(1);
      expect(after.factions[faction]!.reserves.regular).to.equal(s.factions[faction]!.reserves.regular + free);
    });

  it('1.05.01.03 BY SPICE: forces beyond the free ones cost 2 spice each; unpaid is INSUFFICIENT_SPICE', () => {
    const s = midGame();
    toTanks(s, 'guild', 5);
    s.factions.guild!.spice = 3;
    const { state } = start(s);
    const d = only(state);
    expectRejected(state, 'guild', revive(d, 3), 'INSUFFICIENT_SPICE'); // 1 free + 2 × 2 = 4 > 3
    const after = act(state, 'guild', revive(d, 2)).state;
    expect(after.factions.guild!.spice).to.equal(1);
  });

  it('1.05.01.04 PAYMENT: revival spice goes to the bank, to nobody else', () => {
    const s = midGame();
    toTanks(s, 'harkonnen', 3);
    const total = (g: GameState) => g.seating.reduce((n, f) => n + g.factions[f]!.spice + g.factions[f]!.bribes, 0);
    const { state } = start(s);
    const after = act(state, 'harkonnen', revive(only(state), 3)).state;
    expect(after.factions.harkonnen!.spice).to.equal(8);
    expect(total(after)).to.equal(total(s) - 2);
  });

  it('1.05.02 TO RESERVES: revived forces leave the tanks for the reserves; more than the tanks hold is NOT_HELD', () => {
    const s = midGame();
    toTanks(s, 'emperor', 2);
    const { state } = start(s);
    const d = only(state);
    expectRejected(state, 'emperor', revive(d, 3), 'NOT_HELD');
    const after = act(state, 'emperor', revive(d, 2)).state;
    expect(after.factions.emperor!.tanks).to.deep.equal({ regular: 0, elite: 0 });
    expect(after.factions.emperor!.reserves.regular).to.equal(s.factions.emperor!.reserves.regular + 2);
  });

  it('1.05.03 leader revival only without an Active Leader, one per turn; a leader not in the tanks is NOT_HELD', () => {
    const s = midGame();
    const ids = leadersOf('harkonnen').map((l) => l.id);
    s.factions.harkonnen!.leaders[ids[0]!] = 'tanks-face-up';
    let { state } = start(s);
    let d = only(state);
    expect(d).to.deep.include({ leaders: [], gholaLeaders: [ids[0]] });
    expectRejected(state, 'harkonnen', revive(d, 0, { leader: ids[0]! }), 'NOT_ELIGIBLE');
    expectRejected(state, 'harkonnen', revive(d, 0, { leader: ids[1]! }), 'NOT_HELD');
    expectRejected(state, 'harkonnen', revive(d, 0, { leader: 'stilgar' }), 'NOT_HELD');

    allLeaders(s, 'harkonnen', 'tanks-face-up');
    ({ state } = start(s));
    d = only(state);
    expect(d.kind === 'revive' && d.leaders.map((l) => l.id)).to.deep.equal(ids);
    const after = act(state, 'harkonnen', revive(d, 0, { leader: 'beast-rabban' })).state;
    expect(after.factions.harkonnen!.leaders['beast-rabban']).to.equal('pool');
    expect(ids.filter((id) => after.factions.harkonnen!.leaders[id] === 'pool')).to.have.length(1);
  });

  it('1.05.03 once every leader has died at least once, a face-up leader may be revived even with leaders in the pool', () => {
    const s = midGame();
    const ids = leadersOf('harkonnen').map((l) => l.id);
    s.factions.harkonnen!.leadersDied = [...ids];
    s.factions.harkonnen!.leaders[ids[0]!] = 'tanks-face-up';
    const { state } = start(s);
    const d = only(state);
    expect(d.kind === 'revive' && d.leaders.map((l) => l.id)).to.deep.equal([ids[0]]);
    const after = act(state, 'harkonnen', revive(d, 0, { leader: ids[0]! })).state;
    expect(after.factions.harkonnen!.leaders[ids[0]!]).to.equal('pool');
  });

  it('1.05.03.02 COST: a leader costs its fighting strength; unpaid is INSUFFICIENT_SPICE', () => {
    const s = midGame();
    allLeaders(s, 'fremen', 'tanks-face-up');
    s.factions.fremen!.spice = 6;
    const { state } = start(s);
    const d = only(state);
    expect(d.kind === 'revive' && d.leaders.find((l) => l.id === 'stilgar')).to.deep.equal({ id: 'stilgar', cost: 7 });
    expectRejected(state, 'fremen', revive(d, 0, { leader: 'stilgar' }), 'INSUFFICIENT_SPICE');
    const after = act(state, 'fremen', revive(d, 0, { leader: 'chani' }));
    expect(after.state.factions.fremen!.spice).to.equal(0);
    expect(after.events.some((e) => e.type === 'leader-revived' && e.leader === 'chani' && e.cost === 6 && e.visibleTo === undefined)).to.equal(true);
  });

  it('1.05.03.03 PAYMENT: leader revival spice goes to the bank', () => {
    const s = midGame();
    allLeaders(s, 'atreides', 'tanks-face-up');
    const { state } = start(s);
    const after = act(state, 'atreides', revive(only(state), 0, { leader: 'duncan-idaho' })).state;
    expect(after.factions.atreides!.spice).to.equal(8);
    for (const f of after.seating.filter((x) => x !== 'atreides')) expect(after.factions[f]!.spice).to.equal(10);
  });

  it('1.05.03.04 REVIVED LEADER STATUS: the revived leader is back in the Leader Pool', () => {
    const s = midGame();
    allLeaders(s, 'guild', 'tanks-face-up');
    const { state } = start(s);
    const after = act(state, 'guild', revive(only(state), 0, { leader: 'rep' })).state;
    expect(after.factions.guild!.leaders.rep).to.equal('pool');
    expect(viewFor(after, 'spectator').seats.find((x) => x.faction === 'guild')!.leaders).to.include('pool');
  });

  it('1.05.04 DEAD AGAIN: a face-down leader waits until every other leader is face down too', () => {
    const s = midGame();
    allLeaders(s, 'emperor', 'tanks-face-down');
    s.factions.emperor!.leaders.bashar = 'tanks-face-up';
    let { state } = start(s);
    let d = only(state);
    expect(d.kind === 'revive' && d.leaders.map((l) => l.id)).to.deep.equal(['bashar']);
    expectRejected(state, 'emperor', revive(d, 0, { leader: 'caid' }), 'NOT_ELIGIBLE');

    s.factions.emperor!.leaders.bashar = 'tanks-face-down';
    ({ state } = start(s));
    d = only(state);
    expect(d.kind === 'revive' && d.leaders).to.have.length(5);
    expect(act(state, 'emperor', revive(d, 0, { leader: 'caid' })).state.factions.emperor!.leaders.caid).to.equal('pool');
  });

  it('3.01.20 TLEILAXU GHOLA: an extra revival of one leader whatever the conditions, card discarded', () => {
    const s = midGame();
    giveCard(s, 'atreides', 'tleilaxu-ghola');
    s.factions.atreides!.leaders['thufir-hawat'] = 'tanks-face-down';
    toTanks(s, 'atreides', 2);
    const { state } = start(s);
    const d = only(state);
    expect(d).to.deep.include({ leaders: [], gholaLeaders: ['thufir-hawat'] });
    const after = act(state, 'atreides', revive(d, 2, { ghola: { leader: 'thufir-hawat' } }));
    const fs = after.state.factions.atreides!;
    expect(fs.leaders['thufir-hawat']).to.equal('pool');
    expect(fs.reserves.regular).to.equal(s.factions.atreides!.reserves.regular + 2);
    expect(fs.spice).to.equal(10);
    expect(fs.hand).to.not.include('tleilaxu-ghola');
    expect(after.state.decks.treacheryDiscard).to.include('tleilaxu-ghola');
    expect(after.events.map((e) => e.type)).to.include.members(['ghola-played', 'leader-revived', 'forces-revived']);
  });

  it('3.01.20 TLEILAXU GHOLA: up to 5 forces free on top of the normal 3; 6 is OVER_LIMIT; without the card NOT_HELD', () => {
    const s = midGame();
    toTanks(s, 'harkonnen', 10);
    const { state } = start(s);
    const d = only(state);
    expectRejected(state, 'harkonnen', revive(d, 3, { ghola: { forces: { regular: 5, elite: 0 } } }), 'NOT_HELD');
    const held = structuredClone(state);
    giveCard(held, 'harkonnen', 'tleilaxu-ghola');
    expectRejected(held, 'harkonnen', revive(d, 3, { ghola: { forces: { regular: 6, elite: 0 } } }), 'OVER_LIMIT');
    expectRejected(held, 'harkonnen', revive(d, 3, { ghola: { leader: 'feyd-rautha' } }), 'NOT_HELD');
    const after = act(held, 'harkonnen', revive(d, 3, { ghola: { forces: { regular: 5, elite: 0 } } })).state;
    expect(after.factions.harkonnen!.tanks.regular).to.equal(2);
    expect(after.factions.harkonnen!.spice).to.equal(8); // only the third normal force is paid
  });

  it("2.03.07 ALLIANCE: the Emperor may pay for up to 3 more of their ally's forces, 2 spice each", () => {
    const s = midGame();
    s.alliances = [['atreides', 'emperor']];
    toTanks(s, 'atreides', 8);
    s.factions.emperor!.spice = 5;
    let { state } = start(s);
    state = act(state, 'atreides', revive(only(state), 3)).state;
    const d = only(state);
    expect(d).to.include({ kind: 'pay-ally-revival', seat: 'emperor', ally: 'atreides', max: 3, costPerForce: 2 });
    const pay = (n: number): Action => ({ type: 'pay-ally-revival', event: d.id, forces: n });
    expectRejected(state, 'emperor', pay(4), 'OVER_LIMIT');
    expectRejected(state, 'emperor', pay(-1), 'INVALID_CHOICE');
    expectRejected(state, 'emperor', pay(3), 'INSUFFICIENT_SPICE');
    const after = act(state, 'emperor', pay(2));
    expect(after.state.factions.emperor!.spice).to.equal(1);
    expect(after.state.factions.atreides!.spice).to.equal(8);
    expect(after.state.factions.atreides!.tanks.regular).to.equal(3);
    expect(after.events.some((e) => e.type === 'forces-revived' && e.paidBy === 'emperor' && e.faction === 'atreides' && e.cost === 4)).to.equal(true);
  });

  it("2.04.11 ALLIANCE: the Fremen may make their ally's free revival 3", () => {
    const s = midGame();
    s.alliances = [['fremen', 'harkonnen']];
    toTanks(s, 'harkonnen', 5);
    s.factions.harkonnen!.spice = 0;
    let { state } = start(s);
    const g = only(state);
    expect(g).to.include({ kind: 'grant-free-revival', seat: 'fremen', ally: 'harkonnen', freeRevival: 3 });
    const declined = act(state, 'fremen', { type: 'grant-free-revival', event: g.id, grant: false }).state;
    expect(only(declined)).to.include({ seat: 'harkonnen', freeRevival: 2 });
    expectRejected(declined, 'harkonnen', revive(only(declined), 3), 'INSUFFICIENT_SPICE');
    state = act(state, 'fremen', { type: 'grant-free-revival', event: g.id, grant: true }).state;
    const d = only(state);
    expect(d).to.include({ seat: 'harkonnen', freeRevival: 3 });
    const after = act(state, 'harkonnen', revive(d, 3)).state;
    expect(after.factions.harkonnen!.spice).to.equal(0);
    expect(after.factions.harkonnen!.tanks.regular).to.equal(2);
  });

  it('2.03.11 SARDAUKAR TRAINING (Advanced): one starred force per turn, counted as one force (2.03.10)', () => {
    const s = midGame('elite', undefined, true);
    toTanks(s, 'emperor', 1, 3);
    const { state } = start(s);
    const d = only(state);
    expect(d).to.include({ seat: 'emperor', eliteLimit: 1 });
    expectRejected(state, 'emperor', revive(d, 0, { forces: { regular: 0, elite: 2 } }), 'OVER_LIMIT');
    const after = act(state, 'emperor', revive(d, 0, { forces: { regular: 1, elite: 1 } })).state;
    expect(after.factions.emperor!.tanks).to.deep.equal({ regular: 0, elite: 2 });
    expect(after.factions.emperor!.spice).to.equal(8); // 1 free + 1 paid
    // Basic game: no starred forces and no such limit.
    const b = midGame();
    toTanks(b, 'emperor', 2);
    expect(only(start(b).state)).to.include({ seat: 'emperor', eliteLimit: null });
  });

  it('2.03.10 SARDAUKAR REVIVAL (Advanced): a Sardaukar revives as one force, free within the free revival', () => {
    const s = midGame('elite', undefined, true);
    toTanks(s, 'emperor', 0, 2);
    const { state } = start(s);
    const after = act(state, 'emperor', revive(only(state), 0, { forces: { regular: 0, elite: 1 } })).state;
    expect(after.factions.emperor!.tanks).to.deep.equal({ regular: 0, elite: 1 });
    expect(after.factions.emperor!.reserves.elite).to.equal(s.factions.emperor!.reserves.elite + 1);
    expect(after.factions.emperor!.spice).to.equal(10); // the Emperor's one free revival
  });

  it('2.04.19 FEDAYKIN REVIVAL (Advanced): a Fedaykin revives as one force among the three free ones', () => {
    const s = midGame('elite', undefined, true);
    const fremen = s.factions.fremen!;
    const starred = fremen.reserves.elite;
    expect(starred, 'Fedaykin left in reserves after set-up').to.be.greaterThan(0);
    toTanks(s, 'fremen', 2, 1);
    const { state } = start(s);
    const after = act(state, 'fremen', revive(only(state), 2, { forces: { regular: 2, elite: 1 } })).state;
    expect(after.factions.fremen!.tanks).to.deep.equal({ regular: 0, elite: 0 });
    expect(after.factions.fremen!.reserves.elite).to.equal(starred);
    expect(after.factions.fremen!.spice).to.equal(10); // 3 forces, all within the Fremen's free revival of 3
  });

  it('2.04.20 FEDAYKIN TRAINING (Advanced): only one Fedaykin is revived per turn', () => {
    const s = midGame('elite', undefined, true);
    const fremen = s.factions.fremen!;
    const starred = Math.min(2, fremen.reserves.elite);
    expect(starred, 'two Fedaykin in reserves after set-up').to.equal(2);
    toTanks(s, 'fremen', 0, 2);
    const { state } = start(s);
    const d = only(state);
    expect(d).to.include({ seat: 'fremen', eliteLimit: 1 });
    expectRejected(state, 'fremen', revive(d, 0, { forces: { regular: 0, elite: 2 } }), 'OVER_LIMIT');
    const after = act(state, 'fremen', revive(d, 0, { forces: { regular: 0, elite: 1 } })).state;
    expect(after.factions.fremen!.tanks.elite).to.equal(1);
  });

  it('revival events are public and every legal answer is accepted and valid on the wire', () => {
    for (let seed = 0; seed < 24; seed++) {
      const s = midGame(`legal-${seed % 4}`);
      s.firstPlayer = s.seating[seed % 6]!;
      s.alliances = seed % 3 === 0 ? [['atreides', 'emperor']] : seed % 3 === 1 ? [['fremen', 'guild']] : [];
      for (const [i, f] of s.seating.entries()) {
        toTanks(s, f, (seed + i) % 7);
        s.factions[f]!.spice = (seed * 3 + i) % 12;
        if ((seed + i) % 4 === 0) allLeaders(s, f, (seed + i) % 8 === 0 ? 'tanks-face-down' : 'tanks-face-up');
      }
      giveCard(s, s.seating[seed % 6]!, 'tleilaxu-ghola');
      let { state } = start(s);
      const events: GameEvent[] = [];
      for (let guard = 0; revivalDecisions(state).length > 0; guard++) {
        expect(guard).to.be.lessThan(40);
        const d = only(state);
        const action = legalAnswer(d, seed, viewFor(state, d.seat));
        expect(RevivalActionSchema.safeParse(action).success, JSON.stringify(action)).to.equal(true);
        const r = act(state, d.seat, action);
        state = r.state;
        events.push(...r.events);
      }
      expect(state.phase).to.not.equal('revival');
      for (const e of events.filter((x) => ['forces-revived', 'leader-revived', 'ghola-played', 'free-revival-granted'].includes(x.type)))
        expect(e.visibleTo).to.equal(undefined);
      for (const f of state.seating) {
        const fs = state.factions[f]!;
        expect(fs.spice, f).to.be.at.least(0);
        expect(fs.tanks.regular + fs.reserves.regular + state.forces.filter((x) => x.faction === f).reduce((n, x) => n + x.regular + x.advisors, 0)).to.equal(
          s.factions[f]!.tanks.regular +
            s.factions[f]!.reserves.regular +
            s.forces.filter((x) => x.faction === f).reduce((n, x) => n + x.regular + x.advisors, 0),
        );
      }
    }
  });
});
