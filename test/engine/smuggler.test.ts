// The Smuggler's battle effect (LS.smuggler.battle), clause by clause of the Smuggler contract: recorded at the
// reveal, not spendable until settled, settled once after survival is known (a surviving loser too) and before a
// Sandmaster, voided by the leader's death, paid to a captive's captor, allocated by its controller when several
// piles are positive and the amount is neither all nor nothing, bound to its battle, and restored exactly.
import { expect } from 'chai';
import { applyAction, pendingDecisions, stateHash, viewFor, type GameEvent, type GameState } from '../../rooms/dune/index.ts';
import { act, expectRejected } from '../helpers/engine.ts';
import { decisionOf, fight, give, planAction, traitor } from '../helpers/battle.ts';
import { postures, skillBattle } from '../helpers/skills.ts';
import { BOT_PROFILES, botAnswer } from '../../rooms/dune/bots/index.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { consistencyProblems } from '../../rooms/dune/consistency.ts';

const ERG = { territory: 'habbanya-erg', sector: 15 } as const;
const piles =
  (...amounts: [number, number][]) =>
  (s: GameState) => {
    for (const [sector, amount] of amounts) s.spice.push({ territory: 'habbanya-erg', sector, amount });
  };
const ofType = <T extends GameEvent['type']>(events: GameEvent[], type: T) => events.filter((e) => e.type === type) as Extract<GameEvent, { type: T }>[];
/** Spice the collection phase took from the Erg after the battle: what the battle left there. */
const collectedAfter = (events: GameEvent[]) =>
  ofType(events, 'spice-collected')
    .filter((e) => e.territory === 'habbanya-erg')
    .reduce((n, e) => n + e.amount, 0);
const ergSpice = (s: GameState) => Object.fromEntries(s.spice.filter((p) => p.territory === 'habbanya-erg').map((p) => [p.sector, p.amount]));

/** The Emperor's Cpt. Aramsham (5) is the Smuggler, behind the shield; both plans submitted, no traitor called yet. */
function revealed(edit: (s: GameState) => void, plans: { emperor?: object; harkonnen?: object } = {}) {
  let s = postures(skillBattle({ 'cpt-aramsham': 'smuggler' }, { at: ERG }, edit));
  s = act(s, 'emperor', planAction(s, 'emperor', { leader: 'cpt-aramsham', dial: 2, ...plans.emperor })).state;
  return act(s, 'harkonnen', planAction(s, 'harkonnen', { leader: 'umman-kudu', dial: 1, ...plans.harkonnen }));
}

/** Answers the traitor calls (none unless said). */
function calls(state: GameState, made: { emperor?: boolean; harkonnen?: boolean } = {}) {
  const events: GameEvent[] = [];
  for (const d of pendingDecisions(state).filter((x) => x.kind === 'call-traitor')) {
    const r = act(state, d.seat, { type: 'call-traitor', event: d.id, call: made[d.seat as 'emperor'] ?? false });
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

describe('the Smuggler in battle (LS.smuggler.battle)', () => {
  it('LS.smuggler.battle: the collection is recorded at the reveal (battle, controller, leader, piles, the smaller of the total and the printed strength) and public only then', () => {
    const before = postures(skillBattle({ 'cpt-aramsham': 'smuggler' }, { at: ERG }, piles([15, 3], [16, 4])));
    expect(viewFor(before, 'spectator').round).to.have.nested.property('battle').that.not.have.property('smuggler');
    const r = revealed(piles([15, 3], [16, 4]));
    const battle = r.state.round!.phase === 'battle' ? r.state.round!.current! : null;
    expect(r.state.skills!.smuggler).to.deep.equal({
      battle: battle!.event,
      territory: 'habbanya-erg',
      controller: 'emperor',
      leader: 'cpt-aramsham',
      piles: { 15: 3, 16: 4 },
      amount: 5,
    });
    expect(ofType(r.events, 'smuggler-pending')).to.deep.equal([
      {
        id: ofType(r.events, 'smuggler-pending')[0]!.id,
        type: 'smuggler-pending',
        faction: 'emperor',
        leader: 'cpt-aramsham',
        territory: 'habbanya-erg',
        amount: 5,
      },
    ]);
    for (const viewer of ['spectator', 'harkonnen', 'emperor'] as const)
      expect((viewFor(r.state, viewer).round as { battle: { smuggler: object } }).battle.smuggler).to.deep.equal({
        faction: 'emperor',
        leader: 'cpt-aramsham',
        amount: 5,
      });
  });

  it("LS.smuggler.battle: pending spice is not the controller's until settled; it is settled once, after the battle, for a winner", () => {
    const r = revealed(piles([15, 2]));
    const spice = r.state.factions.emperor!.spice;
    expect(viewFor(r.state, 'emperor').private!.spice).to.equal(spice); // nothing to spend yet
    const { state, events } = calls(r.state);
    expect(ofType(events, 'smuggler-settled')).to.have.length(1);
    expect(ofType(events, 'smuggler-settled')[0]).to.deep.include({ faction: 'emperor', taken: { 15: 2 }, amount: 2 });
    expect(state.factions.emperor!.spice).to.equal(spice + 2);
    expect(state.skills!.smuggler).to.equal(null);
  });

  it('LS.smuggler.battle: a surviving loser collects too; a single short pile gives all it has', () => {
    const r = revealed(piles([16, 3]), { emperor: { dial: 0 }, harkonnen: { leader: 'feyd-rautha', dial: 4 } });
    const spice = r.state.factions.emperor!.spice;
    const { state, events } = calls(r.state);
    const resolved = events.find((e) => e.type === 'battle-resolved') as Extract<GameEvent, { type: 'battle-resolved' }>;
    expect(resolved.winner).to.equal('harkonnen');
    expect(ofType(events, 'smuggler-settled')[0]).to.deep.include({ faction: 'emperor', taken: { 16: 3 }, amount: 3 });
    expect(state.factions.emperor!.spice).to.equal(spice + 3);
  });

  it('LS.smuggler.battle: no spice in the territory, nothing recorded; all of several piles is taken without a question', () => {
    const dry = revealed(() => {});
    expect(dry.state.skills!.smuggler).to.equal(null);
    expect(ofType(dry.events, 'smuggler-pending')).to.deep.equal([]);
    const all = calls(revealed(piles([15, 2], [16, 1])).state);
    expect(ofType(all.events, 'smuggler-settled')[0]).to.deep.include({ taken: { 15: 2, 16: 1 }, amount: 3 });
    expect(pendingDecisions(all.state).map((d) => d.kind)).to.not.include('smuggler-allocation');
  });

  it('LS.smuggler.battle: death by a weapon, a traitor, two traitors or an explosion voids it and changes no pile', () => {
    const knife = (s: GameState) => {
      piles([15, 4])(s);
      give(s, 'harkonnen', 'crysknife');
    };
    const killed = calls(revealed(knife, { harkonnen: { weapon: 'crysknife' } }).state);
    expect(ofType(killed.events, 'smuggler-void')[0]).to.deep.include({ reason: 'leader-killed' });
    expect(ofType(killed.events, 'smuggler-settled')).to.deep.equal([]);
    expect(collectedAfter(killed.events) + (ergSpice(killed.state)[15] ?? 0)).to.equal(4);
    const betrayed = calls(
      revealed((s) => {
        piles([15, 4])(s);
        traitor(s, 'harkonnen', 'cpt-aramsham');
      }).state,
      { harkonnen: true },
    );
    expect(ofType(betrayed.events, 'smuggler-void')[0]).to.deep.include({ reason: 'traitor' });
    expect(ofType(betrayed.events, 'smuggler-settled')).to.deep.equal([]);
    const both = calls(
      revealed((s) => {
        piles([15, 4])(s);
        traitor(s, 'harkonnen', 'cpt-aramsham');
        traitor(s, 'emperor', 'umman-kudu');
      }).state,
      { harkonnen: true, emperor: true },
    );
    expect(ofType(both.events, 'smuggler-void')[0]).to.deep.include({ reason: 'traitor' });
    const boom = calls(
      revealed(
        (s) => {
          piles([15, 4])(s);
          give(s, 'harkonnen', 'lasgun');
          give(s, 'emperor', 'shield-1');
        },
        { emperor: { defense: 'shield-1' }, harkonnen: { weapon: 'lasgun' } },
      ).state,
    );
    expect(ofType(boom.events, 'smuggler-void')[0]).to.deep.include({ reason: 'explosion' });
    expect(ergSpice(boom.state)).to.deep.equal({}); // the explosion took it, the Smuggler did not
  });

  it('LS.smuggler.battle: its own sole traitor call leaves the Smuggler alive and collecting', () => {
    const r = revealed((s) => {
      piles([15, 4])(s);
      traitor(s, 'emperor', 'umman-kudu');
    });
    const { events } = calls(r.state, { emperor: true });
    expect(ofType(events, 'smuggler-settled')[0]).to.deep.include({ faction: 'emperor', amount: 4 });
  });

  it('LS.smuggler.battle: several positive piles and a partial amount: only the controller chooses, exactly, within each pile, bound to the battle', () => {
    const r = calls(revealed(piles([15, 3], [16, 4])).state);
    const d = decisionOf(r.state, 'smuggler-allocation', 'emperor');
    expect(d).to.deep.include({ amount: 5, piles: { 15: 3, 16: 4 }, territory: 'habbanya-erg' });
    expect(d.fill).to.deep.equal({ 15: 3, 16: 2 }); // a legal starting point for a client
    expect(viewFor(r.state, 'harkonnen').private!.decisions.map((x) => x.kind)).to.not.include('smuggler-allocation');
    const answer = (allocations: Record<string, number>) => ({ type: 'smuggler-allocation' as const, event: d.id, allocations });
    expectRejected(r.state, 'harkonnen', answer({ 15: 3, 16: 2 }), 'WRONG_SEAT');
    expectRejected(r.state, 'emperor', answer({}), 'INVALID_CHOICE'); // no decline
    expectRejected(r.state, 'emperor', answer({ 15: 3, 16: 1 }), 'INVALID_CHOICE'); // short of the amount
    expectRejected(r.state, 'emperor', answer({ 15: 4, 16: 1 }), 'INVALID_CHOICE'); // over a pile
    expectRejected(r.state, 'emperor', answer({ 14: 1, 15: 3, 16: 1 }), 'INVALID_CHOICE'); // not a revealed pile
    const spice = r.state.factions.emperor!.spice;
    const done = act(r.state, 'emperor', answer({ 15: 1, 16: 4 }));
    // 2 were left in sector 15, which the winner then collected in the collection phase.
    expect(collectedAfter(done.events)).to.equal(2);
    expect(done.state.factions.emperor!.spice).to.equal(spice + 5 + 2);
    expect(ofType(done.events, 'smuggler-settled')[0]).to.deep.include({ taken: { 15: 1, 16: 4 } });
    // Repeated or stale: rejected, nothing changes.
    const open = pendingDecisions(done.state).some((x) => x.seat === 'emperor');
    expectRejected(done.state, 'emperor', answer({ 15: 1, 16: 4 }), open ? 'STALE_EVENT' : 'NOT_YOUR_TURN');
  });

  it("LS.smuggler.battle: a changed pile or another battle's collection is refused without effect", () => {
    const r = calls(revealed(piles([15, 3], [16, 4])).state);
    const d = decisionOf(r.state, 'smuggler-allocation', 'emperor');
    const shrunk = structuredClone(r.state);
    shrunk.spice.find((p) => p.sector === 16)!.amount = 1;
    expectRejected(shrunk, 'emperor', { type: 'smuggler-allocation', event: d.id, allocations: { 15: 1, 16: 4 } }, 'INVALID_CHOICE');
    const other = structuredClone(r.state);
    other.skills!.smuggler!.battle = 'e1';
    expectRejected(other, 'emperor', { type: 'smuggler-allocation', event: d.id, allocations: { 15: 1, 16: 4 } }, 'INVALID_CHOICE');
  });

  it('LS.smuggler.battle: settled before a Sandmaster adds spice; a pile it emptied gets none', () => {
    // The Harkonnen's Sandmaster wins; the Emperor's Smuggler loses but lives and empties the only pile.
    let s = postures(skillBattle({ 'cpt-aramsham': 'smuggler', 'feyd-rautha': 'sandmaster' }, { at: ERG }, piles([15, 4])));
    s = fight(s, { emperor: { leader: 'cpt-aramsham', dial: 0 }, harkonnen: { leader: 'feyd-rautha', dial: 3 } }).state;
    expect(ergSpice(s)).to.deep.equal({});
    // With 7 there, the Smuggler takes 5 and the Sandmaster adds 3 to what is left.
    let t = postures(skillBattle({ 'cpt-aramsham': 'smuggler', 'feyd-rautha': 'sandmaster' }, { at: ERG }, piles([15, 7])));
    const r = fight(t, { emperor: { leader: 'cpt-aramsham', dial: 0 }, harkonnen: { leader: 'feyd-rautha', dial: 3 } });
    t = r.state;
    const order = r.events.map((e) => e.type).filter((x) => x === 'smuggler-settled' || x === 'skill-spice');
    expect(order).to.deep.equal(['smuggler-settled', 'skill-spice']);
  });

  it('LS.smuggler.battle: a pile the storm separates from the battle is out of reach of the Smuggler and of the Sandmaster, as of collecting forces (1.08.01; rules edition 2); an edition 1 game reaches the whole territory', () => {
    // The storm on sector 16 of the Erg: the battle is fought in sector 15, the pile of 16 is cut off.
    const cut = (x: GameState) => {
      x.storm.sector = 16;
      piles([15, 3], [16, 4])(x);
    };
    const r = revealed(cut);
    expect(r.state.skills!.smuggler).to.deep.include({ piles: { 15: 3 }, amount: 3 });
    const settled = calls(r.state);
    expect(ofType(settled.events, 'smuggler-settled')[0]).to.deep.include({ taken: { 15: 3 }, amount: 3 });
    expect(ergSpice(settled.state)[16]).to.equal(4);
    // An edition 1 game (stored by an earlier build) keeps its reading: both piles, and the owner allocates.
    const old = revealed((x) => {
      cut(x);
      delete x.config.rules;
    });
    expect(old.state.skills!.smuggler).to.deep.include({ piles: { 15: 3, 16: 4 }, amount: 5 });
    // Only an edition 2 battle keeps its own record of the piles: an edition 1 game's states stay as they were stored.
    const current = (s: GameState) => (s.round?.phase === 'battle' ? s.round.current : null);
    expect(current(r.state)!.spiceAtReveal).to.deep.equal({ 15: 3 });
    expect(current(old.state)).to.not.have.property('spiceAtReveal');
    decisionOf(calls(old.state).state, 'smuggler-allocation', 'emperor');
    // The Sandmaster adds to the largest pile within reach: sector 15's 1, not the cut-off 4 (edition 1: the 4).
    const sandmaster = (edition: 1 | 2) => {
      const s = postures(
        skillBattle({ caid: 'sandmaster' }, { at: ERG }, (x) => {
          x.storm.sector = 16;
          piles([15, 1], [16, 4])(x);
          if (edition === 1) delete x.config.rules;
        }),
      );
      return fight(s, { emperor: { leader: 'caid', dial: 2 }, harkonnen: { leader: 'umman-kudu', dial: 1 } }).events.find((e) => e.type === 'skill-spice');
    };
    expect(sandmaster(2)).to.deep.include({ skill: 'sandmaster', sector: 15, amount: 3 });
    expect(sandmaster(1)).to.deep.include({ skill: 'sandmaster', sector: 16, amount: 3 });
  });

  it('LS.smuggler.battle: a receipt that differs from its battle’s reveal (battle, controller, leader, amount or piles: a store edit) is refused with RECORD_MISMATCH at its settlement and at its allocation, and changes nothing', () => {
    const r = revealed(piles([15, 2]));
    expect(consistencyProblems(r.state)).to.deep.equal([]);
    const edits: [string, (c: NonNullable<NonNullable<GameState['skills']>['smuggler']>) => void][] = [
      ['amount', (c) => (c.amount = 1)],
      ['leader', (c) => (c.leader = 'caid')],
      ['battle', (c) => (c.battle = 'e1')],
      ['controller', (c) => (c.controller = 'harkonnen')],
      ['piles', (c) => (c.piles = { 15: 2, 16: 3 })],
    ];
    for (const [field, edit] of edits) {
      const changed = structuredClone(r.state);
      edit(changed.skills!.smuggler!);
      expect(consistencyProblems(changed), field).to.have.length(1);
      // The last traitor question settles the collection: that answer is refused, the game untouched.
      const last = pendingDecisions(changed).filter((d) => d.kind === 'call-traitor');
      const first = act(changed, last[0]!.seat, { type: 'call-traitor', event: last[0]!.id, call: false }).state;
      expectRejected(first, last[1]!.seat, { type: 'call-traitor', event: last[1]!.id, call: false }, 'RECORD_MISMATCH');
    }
    // At an allocation: the amount changed after the reveal (and on the open decision, as an editor might).
    const open = calls(revealed(piles([15, 3], [16, 4])).state).state;
    const d = decisionOf(open, 'smuggler-allocation', 'emperor');
    const forged = structuredClone(open);
    forged.skills!.smuggler!.amount = 7;
    const asked = forged.pending.find((x) => x.id === d.id);
    if (asked?.kind === 'smuggler-allocation') asked.amount = 7;
    expect(consistencyProblems(forged)).to.deep.equal(["the Smuggler's receipt differs from the reveal in its amount"]);
    expectRejected(forged, 'emperor', { type: 'smuggler-allocation', event: d.id, allocations: { 15: 3, 16: 4 } }, 'RECORD_MISMATCH');
    expect(applyAction(open, 'emperor', { type: 'smuggler-allocation', event: d.id, allocations: { ...d.fill } }).ok).to.equal(true);
  });

  it('LS.smuggler.battle: a captive Smuggler collects for its captor', () => {
    let s = skillBattle({ 'cpt-aramsham': 'smuggler' }, { at: ERG }, (x) => {
      piles([15, 2])(x);
      x.factions.emperor!.leaders['cpt-aramsham'] = 'captured';
      x.factions.harkonnen!.captives = [{ leader: 'cpt-aramsham', from: 'emperor' }];
    });
    const spice = s.factions.harkonnen!.spice;
    const r = fight(s, { emperor: { leader: 'caid', dial: 0 }, harkonnen: { leader: 'cpt-aramsham', dial: 2 } });
    s = r.state;
    expect(ofType(r.events, 'smuggler-settled')[0]).to.deep.include({ faction: 'harkonnen', amount: 2 });
    expect(s.factions.harkonnen!.spice).to.be.at.least(spice + 2);
  });

  it('LS.smuggler.battle: the amount is the printed strength, whatever the Kwisatz Haderach or another skill adds (RULES-DECISIONS)', () => {
    // The Atreides' Duncan Idaho (2) as Smuggler with the Kwisatz Haderach: still 2.
    let s = skillBattle({ 'duncan-idaho': 'smuggler' }, { at: ERG }, (x) => {
      piles([15, 9])(x);
      x.config.advanced = true;
      x.factions.atreides!.kwisatz = { lost: 7, awake: true, inTanks: false, usedIn: null };
      x.forces = x.forces.filter((f) => f.faction !== 'harkonnen');
      x.factions.atreides!.reserves.regular -= 5;
      x.forces.push({ faction: 'atreides', territory: 'habbanya-erg', sector: 15, regular: 5, elite: 0, advisors: 0 });
    });
    for (const d of pendingDecisions(s).filter((x) => x.kind === 'skill-posture'))
      s = act(s, d.seat, { type: 'skill-posture', event: d.id, faceUp: false }).state;
    const p = pendingDecisions(s).find((d) => d.kind === 'prescience');
    if (p) s = act(s, 'atreides', { type: 'prescience', event: p.id, element: null }).state;
    s = act(s, 'emperor', planAction(s, 'emperor', { leader: 'caid', dial: 1, spice: 1 })).state;
    const r = act(s, 'atreides', planAction(s, 'atreides', { leader: 'duncan-idaho', dial: 1, spice: 1, kwisatzHaderach: true }));
    expect(r.state.skills!.smuggler).to.deep.include({ leader: 'duncan-idaho', amount: 2 });
  });

  it('LS.smuggler.battle: a game stored mid-allocation and read back as JSON resumes exactly', () => {
    const r = calls(revealed(piles([15, 3], [16, 4])).state);
    const restored = JSON.parse(JSON.stringify(r.state)) as GameState;
    expect(stateHash(restored)).to.equal(stateHash(r.state));
    const d = decisionOf(restored, 'smuggler-allocation', 'emperor');
    const action = { type: 'smuggler-allocation' as const, event: d.id, allocations: { ...d.fill } };
    const a = applyAction(r.state, 'emperor', action);
    const b = applyAction(restored, 'emperor', action);
    expect(a.ok && b.ok).to.equal(true);
    if (a.ok && b.ok) expect(stateHash(b.state)).to.equal(stateHash(a.state));
  });
});

describe('the Smuggler allocation and the bots', () => {
  it('LS.smuggler.battle: every bot profile answers the allocation from its own view, exactly and within the piles', () => {
    const r = calls(revealed(piles([15, 3], [16, 4])).state);
    const d = decisionOf(r.state, 'smuggler-allocation', 'emperor');
    for (const profile of BOT_PROFILES) {
      const action = botAnswer(profile, viewFor(r.state, 'emperor'), d);
      const done = applyAction(r.state, 'emperor', action);
      expect(done.ok, `${profile}: ${JSON.stringify(action)}`).to.equal(true);
    }
    // Brutal (and, but for its mistakes, hard and medium) takes from the largest pile first.
    expect(botAnswer('brutal', viewFor(r.state, 'emperor'), d)).to.deep.include({ allocations: { 16: 4, 15: 1 } });
  });
});

describe('the Smuggler, the Kwisatz Haderach and the bots', () => {
  it('LS.smuggler.battle: no bot fields the Kwisatz Haderach beside its Smuggler (every profile, every legal draft); beside another leader it still does', () => {
    /** The Atreides fight the Emperor in the Erg with the Kwisatz Haderach awake; `smuggler` is the leader they may field. */
    const planFor = (skill: 'smuggler' | 'warmaster') => {
      let s = skillBattle({ 'duncan-idaho': skill }, { at: ERG }, (x) => {
        piles([15, 9])(x);
        x.config.advanced = true;
        x.factions.atreides!.kwisatz = { lost: 7, awake: true, inTanks: false, usedIn: null };
        x.factions.atreides!.spice = 10;
        for (const id of Object.keys(x.factions.atreides!.leaders))
          if (id !== 'duncan-idaho') x.factions.atreides!.leaders[id as 'thufir-hawat'] = 'tanks-face-up';
        x.forces = x.forces.filter((f) => f.faction !== 'harkonnen');
        x.factions.atreides!.reserves.regular -= 5;
        x.forces.push({ faction: 'atreides', territory: 'habbanya-erg', sector: 15, regular: 5, elite: 0, advisors: 0 });
      });
      for (const d of pendingDecisions(s).filter((x) => x.kind === 'skill-posture'))
        s = act(s, d.seat, { type: 'skill-posture', event: d.id, faceUp: false }).state;
      const p = pendingDecisions(s).find((d) => d.kind === 'prescience');
      if (p) s = act(s, 'atreides', { type: 'prescience', event: p.id, element: null }).state;
      const d = decisionOf(s, 'battle-plan', 'atreides');
      const view = viewFor(s, 'atreides');
      return [...BOT_PROFILES.map((profile) => botAnswer(profile, view, d)), ...[0, 1, 2, 3, 4, 5, 6, 7].map((pick) => legalAnswer(d, pick, view))];
    };
    const fielded = (plans: ReturnType<typeof planFor>, kwisatz: boolean) =>
      plans.filter((a) => a.type === 'battle-plan' && a.leader === 'duncan-idaho' && (a.kwisatzHaderach === true) === kwisatz).length;
    const smuggler = planFor('smuggler');
    expect(fielded(smuggler, false)).to.be.greaterThan(0);
    expect(fielded(smuggler, true)).to.equal(0);
    expect(fielded(planFor('warmaster'), true), 'the Kwisatz Haderach beside another skilled leader').to.be.greaterThan(0);
  });
});

describe('the Smuggler and payments', () => {
  it('LS.smuggler.battle: taking the spice is no payment: a face-up Spice Banker or Bureaucrat elsewhere does nothing', () => {
    const s = revealed((x) => {
      piles([15, 3], [16, 4])(x);
      x.skills!.assigned.push({ card: 'spice-banker', leader: 'stilgar', faceUp: true }, { card: 'bureaucrat', leader: 'staban-tuek', faceUp: true });
      x.skills!.deck = x.skills!.deck.filter((c) => c !== 'spice-banker' && c !== 'bureaucrat');
    });
    const r = calls(s.state);
    const d = decisionOf(r.state, 'smuggler-allocation', 'emperor');
    const done = act(r.state, 'emperor', { type: 'smuggler-allocation', event: d.id, allocations: { 15: 3, 16: 2 } });
    const settledAt = done.events.findIndex((e) => e.type === 'smuggler-settled');
    const after = done.events.slice(
      settledAt,
      done.events.findIndex((e, i) => i > settledAt && e.type === 'phase-started'),
    );
    expect(after.some((e) => e.type === 'skill-escrow' || e.type === 'skill-redirect')).to.equal(false);
  });

  it('LS.spice-banker.battle: spice on the Spice Banker is promised until the battle is resolved: a bribe cannot spend it', () => {
    let s = postures(skillBattle({ caid: 'spice-banker' }, {}, (x) => (x.factions.emperor!.spice = 4)));
    s = act(s, 'emperor', planAction(s, 'emperor', { leader: 'caid', dial: 1, bankerSpice: 3 })).state;
    const bribe = applyAction(s, 'emperor', { type: 'bribe', to: 'fremen', amount: 2 });
    expect(bribe.ok).to.equal(false);
    if (!bribe.ok) expect(bribe.error.code).to.equal('INSUFFICIENT_SPICE');
    expect(applyAction(s, 'emperor', { type: 'bribe', to: 'fremen', amount: 1 }).ok).to.equal(true);
  });
});

describe('the Smuggler in the Advanced game (LS.smuggler.battle)', () => {
  /** The same battle with Advanced rules: spice dialing is on (these plans dial none, so forces count half). */
  const advanced =
    (...edits: ((s: GameState) => void)[]) =>
    (s: GameState) => {
      s.config.advanced = true;
      for (const e of edits) e(s);
    };

  it('LS.smuggler.battle: in the Advanced game too, recorded at the reveal, settled once for a winner and for a surviving loser', () => {
    const won = revealed(advanced(piles([15, 2])));
    expect(won.state.skills!.smuggler).to.deep.include({ amount: 2, controller: 'emperor' });
    const spice = won.state.factions.emperor!.spice;
    const w = calls(won.state);
    expect(ofType(w.events, 'smuggler-settled')).to.have.length(1);
    expect(w.state.factions.emperor!.spice).to.be.at.least(spice + 2);
    const lost = calls(revealed(advanced(piles([16, 3])), { emperor: { dial: 0 }, harkonnen: { leader: 'feyd-rautha', dial: 4 } }).state);
    const resolved = lost.events.find((e) => e.type === 'battle-resolved') as Extract<GameEvent, { type: 'battle-resolved' }>;
    expect(resolved.winner).to.equal('harkonnen');
    expect(ofType(lost.events, 'smuggler-settled')[0]).to.deep.include({ faction: 'emperor', amount: 3 });
  });

  it('LS.smuggler.battle: in the Advanced game too, the owner allocates several piles, and death voids the collection', () => {
    const r = calls(revealed(advanced(piles([15, 3], [16, 4]))).state);
    const d = decisionOf(r.state, 'smuggler-allocation', 'emperor');
    expect(d).to.deep.include({ amount: 5, piles: { 15: 3, 16: 4 } });
    expect(applyAction(r.state, 'emperor', { type: 'smuggler-allocation', event: d.id, allocations: { ...d.fill } }).ok).to.equal(true);
    const knife = (s: GameState) => give(s, 'harkonnen', 'crysknife');
    const killed = calls(revealed(advanced(piles([15, 4]), knife), { harkonnen: { weapon: 'crysknife' } }).state);
    expect(ofType(killed.events, 'smuggler-void')[0]).to.deep.include({ reason: 'leader-killed' });
  });
});
