// 1.13.04 SPICE DIALING and 1.13.05 LOSING NOTHING (Advanced game), with 2.04.21 BATTLE HARDENED: forces count
// half without spice, the spice is sealed in the plan and goes to the bank; a traitor caller keeps its spice.
import { expect } from 'chai';
import { viewFor, type Faction, type GameState } from '../../rooms/dune/index.ts';
import { act, expectRejected } from '../helpers/engine.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { decisionOf, emptyBoard, enterBattle, fight, give, place, planAction, resolvedOf as resolved, traitor } from '../helpers/battle.ts';

const BASE = emptyBoard();

/** Harkonnen (aggressor) against `defender` in the Great Flat, 8 forces each, 10 spice each. */
function advancedDuel(defender: Faction = 'emperor', edit: (s: GameState) => void = () => {}, advanced = true) {
  return enterBattle(BASE, (s) => {
    s.config.advanced = advanced;
    s.firstPlayer = 'harkonnen';
    place(s, 'harkonnen', 'the-great-flat', 14, 8);
    place(s, defender, 'the-great-flat', 14, 8);
    edit(s);
  }).state;
}

describe('spice dialing (1.13.04, Advanced game)', () => {
  it('1.13.04 SPICE DIALING: a force supported by 1 spice counts at full strength', () => {
    const { events } = fight(advancedDuel(), {
      harkonnen: { leader: 'umman-kudu', dial: 4, spice: 4 },
      emperor: { leader: 'bashar', dial: 3, spice: 3 },
    });
    // Harkonnen 4 spiced forces + leader 1, Emperor 3 + leader 2: a tie, which the aggressor wins.
    expect(resolved(events)).to.deep.include({ totals: { harkonnen: 5, emperor: 5 }, winner: 'harkonnen' });
  });

  it('1.13.04.01 spice dialing belongs to the Advanced game: a Basic plan cannot carry spice and every force counts', () => {
    const basic = advancedDuel('emperor', () => {}, false);
    expect(decisionOf(basic, 'battle-plan', 'harkonnen')).to.not.have.property('maxSpice');
    expectRejected(basic, 'harkonnen', planAction(basic, 'harkonnen', { leader: 'umman-kudu', dial: 4, spice: 2 }), 'INVALID_CHOICE');
    const { events } = fight(basic, { harkonnen: { leader: 'umman-kudu', dial: 4 }, emperor: { leader: 'bashar', dial: 3 } });
    expect(resolved(events).totals).to.deep.equal({ harkonnen: 5, emperor: 5 });
    expect(events.some((e) => e.type === 'spice-dialed-paid')).to.equal(false);
  });

  it('1.13.04.02 UNSPICED FORCES: a force without spice counts half', () => {
    const { events } = fight(advancedDuel(), {
      harkonnen: { leader: 'umman-kudu', dial: 6, spice: 2 },
      emperor: { leader: 'bashar', dial: 4 },
    });
    // Harkonnen: 2 + 4 × ½ + 1 = 5; Emperor: 4 × ½ + 2 = 4.
    expect(resolved(events)).to.deep.include({ totals: { harkonnen: 5, emperor: 4 }, winner: 'harkonnen' });
  });

  it('1.13.04.03 NUMBER DIALED: half points count, and the defender wins by half a point', () => {
    const { events } = fight(advancedDuel(), {
      harkonnen: { leader: 'umman-kudu', dial: 3, spice: 2 },
      emperor: { leader: 'bashar', dial: 3, spice: 2 },
    });
    // Harkonnen 2 + ½ + 1 = 3.5; Emperor 2 + ½ + 2 = 4.5.
    expect(resolved(events)).to.deep.include({ totals: { harkonnen: 3.5, emperor: 4.5 }, winner: 'emperor' });
  });

  it('1.13.04.04 SPICED FORCES: the spice is part of the plan, within the forces dialed and the spice held, and sealed until the reveal', () => {
    const s = advancedDuel('emperor', (x) => {
      x.factions.harkonnen!.spice = 3;
    });
    expect(decisionOf(s, 'battle-plan', 'harkonnen').maxSpice).to.equal(3);
    expectRejected(s, 'harkonnen', planAction(s, 'harkonnen', { leader: 'umman-kudu', dial: 5, spice: 4 }), 'OVER_LIMIT');
    expectRejected(s, 'harkonnen', planAction(s, 'harkonnen', { leader: 'umman-kudu', dial: 2, spice: 3 }), 'OVER_LIMIT');
    const r = act(s, 'harkonnen', planAction(s, 'harkonnen', { leader: 'umman-kudu', dial: 5, spice: 3 }));
    // Sealed: only Harkonnen hears its plan; nobody else's view holds the dialed spice before the reveal.
    const submitted = r.events.find((e) => e.type === 'plan-submitted')!;
    expect(submitted).to.deep.include({
      visibleTo: 'harkonnen',
      plan: { leader: 'umman-kudu', cheapHero: null, dial: 5, weapon: null, defense: null, spice: 3 },
    });
    expect(JSON.stringify(viewFor(r.state, 'harkonnen'))).to.include('"dial":5,"weapon":null,"defense":null,"spice":3');
    for (const viewer of ['emperor', 'fremen', 'spectator'] as const) expect(JSON.stringify(viewFor(r.state, viewer))).to.not.include('"dial":5');
    const after = fight(r.state, { emperor: { leader: 'bashar', dial: 1 } });
    const revealed = after.events.find((e) => e.type === 'plans-revealed')!;
    expect(revealed.plans.harkonnen).to.deep.include({ dial: 5, spice: 3 });
  });

  it('1.13.04.04 SPICED FORCES: spice dialed in a sealed plan stays committed; a plan dials only spice the seat holds now', () => {
    const s = advancedDuel();
    const sealed = act(s, 'harkonnen', planAction(s, 'harkonnen', { leader: 'umman-kudu', dial: 8, spice: 8 })).state;
    // 10 spice, 8 of it on the wheel: a bribe may take the other 2, not more.
    expectRejected(sealed, 'harkonnen', { type: 'bribe', to: 'guild', amount: 3 }, 'INSUFFICIENT_SPICE');
    const bribed = act(sealed, 'harkonnen', { type: 'bribe', to: 'guild', amount: 2 }).state;
    const { state } = fight(bribed, { emperor: { leader: 'bashar', dial: 1 } });
    expect(state.factions.harkonnen!.spice).to.equal(0);
    // Spice given away after the plans opened cannot be dialed.
    const poorer = act(s, 'harkonnen', { type: 'bribe', to: 'guild', amount: 8 }).state;
    expectRejected(poorer, 'harkonnen', planAction(poorer, 'harkonnen', { leader: 'umman-kudu', dial: 8, spice: 8 }), 'OVER_LIMIT');
  });

  it('1.13.04.04 SPICED FORCES: the legal answer dials no more spice than the seat holds as it answers, though the question offered more when it opened', () => {
    const s = advancedDuel();
    const poorer = act(s, 'harkonnen', { type: 'bribe', to: 'guild', amount: 9 }).state;
    const d = decisionOf(poorer, 'battle-plan', 'harkonnen');
    expect(d.maxSpice).to.equal(8);
    for (let pick = 0; pick < 12; pick++) {
      const answer = legalAnswer(d, pick, viewFor(poorer, 'harkonnen'));
      expect((answer as { spice?: number }).spice ?? 0).to.be.at.most(1);
      act(poorer, 'harkonnen', answer);
    }
  });

  it('1.13.04.05 PAYMENT: both sides pay the spice they dialed to the bank, winner and loser', () => {
    const s = advancedDuel();
    const { state, events } = fight(s, { harkonnen: { leader: 'umman-kudu', dial: 6, spice: 4 }, emperor: { leader: 'bashar', dial: 2, spice: 2 } });
    expect(state.factions.harkonnen!.spice).to.equal(s.factions.harkonnen!.spice - 4);
    expect(state.factions.emperor!.spice).to.equal(s.factions.emperor!.spice - 2);
    expect(events.filter((e) => e.type === 'spice-dialed-paid')).to.deep.equal([
      { id: events.find((e) => e.type === 'spice-dialed-paid' && e.faction === 'harkonnen')!.id, type: 'spice-dialed-paid', faction: 'harkonnen', amount: 4 },
      { id: events.find((e) => e.type === 'spice-dialed-paid' && e.faction === 'emperor')!.id, type: 'spice-dialed-paid', faction: 'emperor', amount: 2 },
    ]);
  });

  it('1.13.04.05 PAYMENT: a Lasgun–Shield explosion still costs both sides the spice they dialed', () => {
    const s = advancedDuel('emperor', (x) => {
      give(x, 'harkonnen', 'lasgun');
      give(x, 'emperor', 'shield-1');
    });
    const { state, events } = fight(s, {
      harkonnen: { leader: 'umman-kudu', dial: 3, spice: 3, weapon: 'lasgun' },
      emperor: { leader: 'bashar', dial: 2, spice: 1, defense: 'shield-1' },
    });
    expect(resolved(events)).to.deep.include({ outcome: 'explosion', winner: null });
    expect(state.factions.harkonnen!.spice).to.equal(s.factions.harkonnen!.spice - 3);
    expect(state.factions.emperor!.spice).to.equal(s.factions.emperor!.spice - 1);
  });

  it('1.13.05 LOSING NOTHING: a traitor caller keeps the spice it dialed; the betrayed side pays its own', () => {
    const s = advancedDuel('emperor', (x) => traitor(x, 'harkonnen', 'bashar'));
    const { state, events } = fight(
      s,
      { harkonnen: { leader: 'umman-kudu', dial: 5, spice: 5 }, emperor: { leader: 'bashar', dial: 4, spice: 3 } },
      { harkonnen: true },
    );
    expect(resolved(events)).to.deep.include({ outcome: 'traitor', winner: 'harkonnen' });
    // Harkonnen keeps its 5 and is paid the traitor's strength (2); the Emperor pays its 3.
    expect(state.factions.harkonnen!.spice).to.equal(s.factions.harkonnen!.spice + 2);
    expect(state.factions.emperor!.spice).to.equal(s.factions.emperor!.spice - 3);
  });

  it('2.04.21 BATTLE HARDENED: Fremen forces count fully without spice, and the Fremen dial none', () => {
    const s = advancedDuel('fremen');
    expect(decisionOf(s, 'battle-plan', 'fremen')).to.not.have.property('maxSpice');
    expectRejected(s, 'fremen', planAction(s, 'fremen', { leader: 'jamis', dial: 4, spice: 1 }), 'INVALID_CHOICE');
    const { events } = fight(s, { harkonnen: { leader: 'umman-kudu', dial: 6, spice: 2 }, fremen: { leader: 'jamis', dial: 4 } });
    // Harkonnen 2 + 2 + 1 = 5; Fremen 4 + Jamis 2 = 6.
    expect(resolved(events)).to.deep.include({ totals: { harkonnen: 5, fremen: 6 }, winner: 'fremen' });
  });
});
