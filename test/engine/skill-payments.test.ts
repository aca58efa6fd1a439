// The skills that payments trigger: LS.bureaucrat.normal and LS.spice-banker.normal (skills/payments.ts).
import { expect } from 'chai';
import { viewFor, type GameState } from '../../rooms/dune/index.ts';
import { Context } from '../../rooms/dune/context.ts';
import { collectEscrow, onPayment } from '../../rooms/dune/skills/payments.ts';
import { revivalPhase } from '../../rooms/dune/phases/revival/index.ts';
import { act } from '../helpers/engine.ts';
import { decisionOf } from '../helpers/battle.ts';
import { enterPhase, midGame, toTanks } from '../helpers/revival.ts';
import { withSkills } from '../helpers/skills.ts';

/** A mid-game state with the module on and `skills` assigned face up, in the bidding phase of turn 2. */
function game(skills: Parameters<typeof withSkills>[1]): GameState {
  const s = midGame('payments');
  withSkills(s, skills);
  s.turn = 2;
  s.phase = 'bidding';
  return s;
}

describe('Leader Skills: payments', () => {
  it("LS.bureaucrat.normal: 2 of another faction's payment of 5 or more to a faction other than the owner go to the bank, once a phase", () => {
    const ctx = new Context(game({ 'feyd-rautha': 'bureaucrat' }));
    expect(onPayment(ctx, 'atreides', 'emperor', 4)).to.equal(4); // under 5
    expect(onPayment(ctx, 'atreides', 'emperor', 6)).to.equal(4);
    expect(ctx.events.find((e) => e.type === 'skill-redirect')).to.deep.include({
      type: 'skill-redirect',
      faction: 'harkonnen',
      payer: 'atreides',
      recipient: 'emperor',
      amount: 2,
    });
    expect(onPayment(ctx, 'fremen', 'emperor', 9)).to.equal(9); // once a phase
    ctx.state.phase = 'shipment-movement';
    expect(onPayment(ctx, 'fremen', 'guild', 9)).to.equal(7); // a new phase
    expect(onPayment(ctx, 'fremen', 'harkonnen', 9)).to.equal(9); // to the owner
    expect(onPayment(ctx, 'harkonnen', 'guild', 9)).to.equal(9); // by the owner
  });

  it("LS.bureaucrat.normal: a bribe of 5 reaches its recipient as 3; nothing when the recipient is the owner's ally or the leader is not face up", () => {
    // In the Revival phase, its decisions open (a free action needs a game that waits for someone).
    const s = enterPhase(game({ 'feyd-rautha': 'bureaucrat' }), 'revival', revivalPhase).state;
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
    const captive = enterPhase(game({ caid: 'bureaucrat' }), 'revival', revivalPhase).state;
    captive.factions.emperor!.leaders.caid = 'captured';
    captive.factions.harkonnen!.captives = [{ leader: 'caid', from: 'emperor' }];
    expect(act(captive, 'atreides', { type: 'bribe', to: 'fremen', amount: 5 }).state.factions.fremen!.bribes).to.equal(5);
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
