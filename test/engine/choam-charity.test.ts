import { expect } from 'chai';
import { pendingDecisions, viewFor, CLASSIC_FACTIONS, type Faction, type GameState } from '../../rooms/dune/index.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { choamActionSchemas } from '../../schema/actions/choam-charity.ts';
import { act, expectRejected } from '../helpers/engine.ts';
import { afterSetup, enterPhase } from '../helpers/bidding.ts';

const ALL: Faction[] = [...CLASSIC_FACTIONS];
const base = afterSetup(ALL, 'choam');

function withSpice(spice: Partial<Record<Faction, number>>): GameState {
  return enterPhase(base, 'choam-charity', (s) => {
    for (const [f, n] of Object.entries(spice)) s.factions[f as Faction]!.spice = n;
  });
}

function decisionOf(s: GameState, seat: Faction) {
  const d = pendingDecisions(s).find((x) => x.seat === seat && x.kind === 'claim-charity');
  if (d?.kind !== 'claim-charity') throw new Error(`no charity decision for ${seat}`);
  return d;
}

function claim(s: GameState, seat: Faction, yes = true) {
  return act(s, seat, { type: 'claim-charity', event: decisionOf(s, seat).id, claim: yes });
}

describe('engine: CHOAM Charity (rules 1.03, 2.02.09)', () => {
  it('1.03.00 every faction is asked once, eligible or not, so the question itself reveals no spice', () => {
    const s = withSpice({ fremen: 0, atreides: 12 });
    expect(s.phase).to.equal('choam-charity');
    const asked = pendingDecisions(s).map((d) => d.seat);
    expect([...asked].sort()).to.deep.equal([...ALL].sort());
    // Everyone sees that all are asked; the amounts are in each seat's own decision only.
    const spectator = viewFor(s, 'spectator');
    expect(spectator.awaiting.map((a) => a.kind)).to.deep.equal(ALL.map(() => 'claim-charity'));
    expect(JSON.stringify(spectator.awaiting)).to.not.include('amount');
    expect(spectator.round).to.deep.equal({ phase: 'choam-charity', claimed: [] });
    expect(viewFor(s, 'fremen').private!.decisions[0]).to.include({ kind: 'claim-charity', amount: 2 });
    expect(viewFor(s, 'atreides').private!.decisions[0]).to.include({ kind: 'claim-charity', amount: 0 });
  });

  it('1.03.01 COLLECTING CHOAM CHARITY: 0 or 1 spice is brought up to 2 from the bank by claiming', () => {
    let s = withSpice({ fremen: 0, guild: 1, atreides: 2 });
    let r = claim(s, 'fremen');
    expect(r.state.factions.fremen!.spice).to.equal(2);
    expect(r.events).to.deep.include({ id: r.events[0]!.id, type: 'charity-claimed', faction: 'fremen', amount: 2 });
    r = claim(r.state, 'guild');
    expect(r.state.factions.guild!.spice).to.equal(2);
    expect(r.events[0]).to.include({ type: 'charity-claimed', faction: 'guild', amount: 1 });
    s = r.state;
    // Declining is allowed and changes nothing.
    const declined = withSpice({ fremen: 1 });
    const d = claim(declined, 'fremen', false);
    expect(d.state.factions.fremen!.spice).to.equal(1);
    expect(d.events.filter((e) => e.type === 'charity-claimed')).to.have.length(0);
    // With 2 or more spice a claim is refused, and the state is untouched.
    expectRejected(s, 'atreides', { type: 'claim-charity', event: decisionOf(s, 'atreides').id, claim: true }, 'NOT_ELIGIBLE');
  });

  it('1.03.02 FRAUD SAFE GUARDS: one claim a turn; the phase ends once everyone has answered', () => {
    let s = withSpice({ fremen: 0 });
    const first = decisionOf(s, 'fremen');
    s = claim(s, 'fremen').state;
    expectRejected(s, 'fremen', { type: 'claim-charity', event: first.id, claim: true }, 'NOT_YOUR_TURN');
    expect(pendingDecisions(s).some((d) => d.seat === 'fremen')).to.equal(false);
    for (const d of pendingDecisions(s)) s = act(s, d.seat, legalAnswer(d)).state;
    expect(s.phase).to.equal('bidding');
    expect(s.factions.fremen!.spice).to.equal(2);
  });

  it('2.02.09 CHARITY: the Bene Gesserit always receive at least 2, whatever they hold', () => {
    for (const [held, after] of [
      [0, 2],
      [1, 3],
      [5, 7],
      [20, 22],
    ] as const) {
      const s = withSpice({ 'bene-gesserit': held });
      expect(decisionOf(s, 'bene-gesserit').amount).to.equal(2);
      const r = claim(s, 'bene-gesserit');
      expect(r.state.factions['bene-gesserit']!.spice, `held ${held}`).to.equal(after);
      expect(r.events.find((e) => e.type === 'charity-claimed')).to.include({ type: 'charity-claimed', amount: 2 });
    }
  });

  it('1.03.01 legal answers are accepted by the schema and the handler for every seat', () => {
    for (const pick of [0, 1, 4]) {
      let s = withSpice({ fremen: 0, guild: 1 });
      for (const d of pendingDecisions(s)) {
        const a = legalAnswer(d, pick, viewFor(s, d.seat));
        expect(choamActionSchemas[0].safeParse(a).success).to.equal(true);
        s = act(s, d.seat, a).state;
      }
      expect(s.phase).to.equal('bidding');
    }
    expect(choamActionSchemas[0].safeParse({ type: 'claim-charity', event: 'e1', claim: true, extra: 1 }).success).to.equal(false);
  });
});
