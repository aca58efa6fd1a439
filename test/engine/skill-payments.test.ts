// The skills that payments trigger: LS.bureaucrat.normal and LS.spice-banker.normal (plugins/leader-skills/payments.ts).
import { expect } from 'chai';
import { pendingDecisions, viewFor, type Faction, type GameState } from '../../rooms/dune/index.ts';
import { Context } from '../../rooms/dune/context.ts';
import { collectEscrow, onPayment } from '../../rooms/dune/plugins/leader-skills/payments.ts';
import { revivalPhase } from '../../rooms/dune/phases/revival/index.ts';
import { act } from '../helpers/engine.ts';
import { decisionOf } from '../helpers/battle.ts';
import { enterPhase, midGame, toTanks } from '../helpers/revival.ts';
import { withSkills } from '../helpers/skills.ts';

/** `s` as a game stored by an earlier build: rules edition 1. */
function edition1(s: GameState): GameState {
  delete s.config.rules;
  return s;
}

/** A mid-game state with the module on and `skills` assigned face up, in the bidding phase of turn 2. */
function game(skills: Parameters<typeof withSkills>[1]): GameState {
  const s = midGame('payments');
  withSkills(s, skills);
  s.turn = 2;
  s.phase = 'bidding';
  return s;
}

describe('Leader Skills: payments', () => {
  it("LS.bureaucrat.normal: 2 of another faction's payment of 5 or more to a faction other than the owner go to the bank, once a phase (rules edition 1: at once)", () => {
    const ctx = new Context(edition1(game({ 'feyd-rautha': 'bureaucrat' })));
    const reaches = (payer: Faction, to: Faction, amount: number) => onPayment(ctx, payer, to, amount).reaches;
    expect(reaches('atreides', 'emperor', 4)).to.equal(4); // under 5
    expect(reaches('atreides', 'emperor', 6)).to.equal(4);
    expect(ctx.events.find((e) => e.type === 'skill-redirect')).to.deep.include({
      type: 'skill-redirect',
      faction: 'harkonnen',
      payer: 'atreides',
      recipient: 'emperor',
      amount: 2,
    });
    expect(reaches('fremen', 'emperor', 9)).to.equal(9); // once a phase
    ctx.state.phase = 'shipment-movement';
    expect(reaches('fremen', 'guild', 9)).to.equal(7); // a new phase
    expect(reaches('fremen', 'harkonnen', 9)).to.equal(9); // to the owner
    expect(reaches('harkonnen', 'guild', 9)).to.equal(9); // by the owner
  });

  it("LS.bureaucrat.normal: a bribe of 5 reaches its recipient as 3; nothing when the recipient is the owner's ally or the leader is not face up", () => {
    // In the Revival phase, its decisions open (a free action needs a game that waits for someone). Edition 1: the
    // redirection is made at once (edition 2 asks first: the test below).
    const s = enterPhase(edition1(game({ 'feyd-rautha': 'bureaucrat' })), 'revival', revivalPhase).state;
    const r = act(s, 'atreides', { type: 'bribe', to: 'fremen', amount: 5 });
    expect(r.state.factions.fremen!.bribes).to.equal(3);
    expect(r.state.factions.atreides!.spice).to.equal(5);
    const allied = structuredClone(s);
    allied.alliances = [['fremen', 'harkonnen']];
    expect(act(allied, 'atreides', { type: 'bribe', to: 'fremen', amount: 5 }).state.factions.fremen!.bribes).to.equal(5);
    const hidden = structuredClone(s);
    hidden.skills!.assigned[0]!.faceUp = false;
    expect(act(hidden, 'atreides', { type: 'bribe', to: 'fremen', amount: 5 }).state.factions.fremen!.bribes).to.equal(5);
    // A captive Bureaucrat: its captor has only the battle effect, its owner nothing.
    const captive = enterPhase(edition1(game({ caid: 'bureaucrat' })), 'revival', revivalPhase).state;
    captive.factions.emperor!.leaders.caid = 'captured';
    captive.factions.harkonnen!.captives = [{ leader: 'caid', from: 'emperor' }];
    expect(act(captive, 'atreides', { type: 'bribe', to: 'fremen', amount: 5 }).state.factions.fremen!.bribes).to.equal(5);
    // Nobody is asked in edition 1: the game goes on as it was.
    expect(pendingDecisions(r.state).map((d) => d.kind)).to.not.include('bureaucrat-redirect');
  });

  it('LS.bureaucrat.normal: the owner may redirect, asked at each qualifying payment while everything else waits (rules edition 2); declined, the 2 reach the recipient and the use stays for a later payment that phase', () => {
    const s = enterPhase(game({ 'feyd-rautha': 'bureaucrat' }), 'revival', revivalPhase).state;
    const waiting = pendingDecisions(s).map((d) => d.id);
    const paid = act(s, 'atreides', { type: 'bribe', to: 'fremen', amount: 5 });
    // 3 are in front of the Fremen's shield, 2 held; the game waits for the Harkonnen's answer alone.
    expect(paid.state.factions.fremen!.bribes).to.equal(3);
    expect(paid.state.skills!.redirect).to.deep.equal({ owner: 'harkonnen', payer: 'atreides', recipient: 'fremen', amount: 2, credit: 'bribes' });
    const asked = decisionOf(paid.state, 'bureaucrat-redirect', 'harkonnen');
    expect(asked).to.deep.include({ payer: 'atreides', recipient: 'fremen', amount: 2, secret: false });
    expect(pendingDecisions(paid.state)).to.have.length(1);
    expect(viewFor(paid.state, 'spectator').interrupted).to.equal(true);
    // Declined: the 2 reach the Fremen's bribes, the other decisions come back, and the use is still there.
    const declined = act(paid.state, 'harkonnen', { type: 'bureaucrat-redirect', event: asked.id, redirect: false });
    expect(declined.state.factions.fremen!.bribes).to.equal(5);
    expect(declined.state.skills!.redirect).to.equal(undefined);
    expect(pendingDecisions(declined.state).map((d) => d.id)).to.deep.equal(waiting);
    expect(declined.events.map((e) => e.type))
      .to.include('skill-redirect-declined')
      .and.not.include('skill-redirect');
    // A later payment in the phase is offered again; redirected, the 2 go to the bank and the use is spent.
    const again = act(declined.state, 'emperor', { type: 'bribe', to: 'fremen', amount: 6 });
    const second = decisionOf(again.state, 'bureaucrat-redirect', 'harkonnen');
    const redirected = act(again.state, 'harkonnen', { type: 'bureaucrat-redirect', event: second.id, redirect: true });
    expect(redirected.state.factions.fremen!.bribes).to.equal(5 + 4);
    expect(redirected.events.find((e) => e.type === 'skill-redirect')).to.deep.include({
      faction: 'harkonnen',
      payer: 'emperor',
      recipient: 'fremen',
      amount: 2,
    });
    const third = act(redirected.state, 'atreides', { type: 'bribe', to: 'fremen', amount: 5 });
    expect(third.state.factions.fremen!.bribes).to.equal(5 + 4 + 5);
    expect(pendingDecisions(third.state).map((d) => d.kind)).to.not.include('bureaucrat-redirect');
    // Spice is conserved throughout: what the payers lost, the recipient or the bank has.
    expect(third.state.factions.atreides!.spice + third.state.factions.emperor!.spice).to.equal(s.factions.atreides!.spice + s.factions.emperor!.spice - 16);
  });

  it("LS.bureaucrat.normal (rules edition 4): a payment to the owner's own ally is asked too, its choice; edition 3 keeps it unasked", () => {
    const s = enterPhase(game({ 'feyd-rautha': 'bureaucrat' }), 'revival', revivalPhase).state;
    s.alliances = [['fremen', 'harkonnen']];
    const paid = act(s, 'atreides', { type: 'bribe', to: 'fremen', amount: 5 });
    expect(paid.state.factions.fremen!.bribes, '2 held').to.equal(3);
    const asked = decisionOf(paid.state, 'bureaucrat-redirect', 'harkonnen');
    expect(asked).to.deep.include({ payer: 'atreides', recipient: 'fremen', amount: 2 });
    const declined = act(paid.state, 'harkonnen', { type: 'bureaucrat-redirect', event: asked.id, redirect: false });
    expect(declined.state.factions.fremen!.bribes, 'the ally keeps the whole bribe').to.equal(5);
    const third = structuredClone(s);
    third.config.rules = 3;
    const unasked = act(third, 'atreides', { type: 'bribe', to: 'fremen', amount: 5 });
    expect(unasked.state.factions.fremen!.bribes).to.equal(5);
    expect(pendingDecisions(unasked.state).map((d) => d.kind)).to.not.include('bureaucrat-redirect');
  });

  it('LS.bureaucrat.normal (rules edition 4): a second qualifying payment met while one is held is held too and asked in its turn; once the use is spent, what is still held reaches its recipient', () => {
    /** Two bribes of 5 while the first is held (as during a Karama window), then the owner is asked. */
    const twoHeld = (): GameState => {
      const start = enterPhase(game({ 'feyd-rautha': 'bureaucrat' }), 'revival', revivalPhase).state;
      const ctx = new Context(start);
      expect(onPayment(ctx, 'atreides', 'fremen', 5, 'bribes').held).to.equal(2);
      expect(onPayment(ctx, 'emperor', 'guild', 6, 'bribes').held).to.equal(2);
      ctx.ownFaction('fremen').bribes += 3;
      ctx.ownFaction('guild').bribes += 4;
      return ctx.done();
    };
    const held = twoHeld();
    expect(held.skills!.redirect).to.deep.include({ payer: 'atreides', recipient: 'fremen' });
    expect(held.skills!.redirectQueue).to.deep.equal([{ owner: 'harkonnen', payer: 'emperor', recipient: 'guild', amount: 2, credit: 'bribes' }]);
    // Asked about the first (an action settles the interrupt: a bribe of 1 triggers nothing).
    const first = act(held, 'atreides', { type: 'bribe', to: 'emperor', amount: 1 });
    const asked = decisionOf(first.state, 'bureaucrat-redirect', 'harkonnen');
    expect(asked).to.deep.include({ payer: 'atreides', recipient: 'fremen' });
    // Declined: the use stays, and the second payment is asked in its turn.
    const declined = act(first.state, 'harkonnen', { type: 'bureaucrat-redirect', event: asked.id, redirect: false });
    expect(declined.state.factions.fremen!.bribes).to.equal(5);
    const next = decisionOf(declined.state, 'bureaucrat-redirect', 'harkonnen');
    expect(next).to.deep.include({ payer: 'emperor', recipient: 'guild' });
    const redirected = act(declined.state, 'harkonnen', { type: 'bureaucrat-redirect', event: next.id, redirect: true });
    expect(redirected.state.factions.guild!.bribes, '2 of the 6 to the bank').to.equal(4);
    expect(redirected.state.skills!.redirect).to.equal(undefined);
    // Redirected at the first: the use is spent, and the second payment's 2 reach the Guild, nobody asked.
    const spent = act(first.state, 'harkonnen', { type: 'bureaucrat-redirect', event: asked.id, redirect: true });
    expect(spent.state.factions.fremen!.bribes).to.equal(3);
    expect(spent.state.factions.guild!.bribes).to.equal(6);
    expect(spent.events.find((e) => e.type === 'skill-redirect-released')).to.deep.include({
      faction: 'harkonnen',
      payer: 'emperor',
      recipient: 'guild',
      amount: 2,
    });
    expect(pendingDecisions(spent.state).map((d) => d.kind)).to.not.include('bureaucrat-redirect');
    expect(spent.state.skills!.redirect).to.equal(undefined);
    expect(spent.state.skills!.redirectQueue).to.equal(undefined);
  });

  it("LS.spice-banker.normal: another faction paying 4 or more to the bank puts 1 spice in front of the owner's shield, once a phase, collected in the Mentat Pause", () => {
    const ctx = new Context(game({ caid: 'spice-banker' }));
    onPayment(ctx, 'atreides', 'bank', 3);
    expect(ctx.state.skills!.escrow).to.equal(undefined);
    onPayment(ctx, 'emperor', 'bank', 9); // the owner's own payment
    expect(ctx.state.skills!.escrow).to.equal(undefined);
    onPayment(ctx, 'atreides', 'bank', 4);
    onPayment(ctx, 'fremen', 'bank', 8); // once a phase
    expect(ctx.state.skills!.escrow).to.deep.equal({ emperor: 1 });
    expect(viewFor(ctx.done(), 'spectator').skillEscrow).to.deep.equal({ emperor: 1 });
    const spice = ctx.state.factions.emperor!.spice;
    collectEscrow(ctx);
    expect(ctx.state.factions.emperor!.spice).to.equal(spice + 1);
    expect(ctx.state.skills!.escrow).to.equal(undefined);
  });

  it('LS.spice-banker.normal: a revival paid to the bank during the Revival phase triggers it (the Q&A example)', () => {
    const s0 = game({ caid: 'spice-banker' });
    // The Guild revives 1 force free and pays 2 for each of 2 more: 4 spice to the bank.
    toTanks(s0, 'guild', 5);
    let s = enterPhase(s0, 'revival', revivalPhase).state;
    const d = decisionOf(s, 'revive', 'guild');
    s = act(s, 'guild', { type: 'revive', event: d.id, forces: { regular: 3, elite: 0 }, leader: null, ghola: null } as never).state;
    expect(s.factions.guild!.spice).to.equal(6);
    expect(s.skills!.escrow).to.deep.equal({ emperor: 1 });
  });
});
