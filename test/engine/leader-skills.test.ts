// The Leader Skills module (CHOAM & Richese, optional): set-up, the battle posture, the cards' battle strength, the
// lifecycle of a skill (death, revival, capture). Titles name the module's own rule ids (docs/rules/skills.tsv).
import { expect } from 'chai';
import { simulateGame } from '../../server/simulate.ts';
import { rotatedSeats } from '../../server/simulate-profiles.ts';
import { applyAction, createGame, pendingDecisions, viewFor, type Faction, type GameEvent, type GameState } from '../../rooms/dune/index.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { BOT_PROFILES, botAnswer } from '../../rooms/dune/bots/index.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { SKILLS } from '../../rooms/dune/plugins/leader-skills/catalog.ts';
import { act, expectRejected, playUntil } from '../helpers/engine.ts';
import { decisionOf, enterBattle, expansionBoard, fight, give, passCardWindows, planAction, place, resolvedOf, traitor } from '../helpers/battle.ts';
import { postures, skillBattle, withSkills } from '../helpers/skills.ts';
import { leadersOf } from '../../rooms/dune/factions/leaders.ts';
import type { TreacheryCardId } from '../../rooms/dune/types.ts';

const SIX = ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'guild'] as const;

describe('Leader Skills: set-up', () => {
  it('LS.setup: after the prediction and the starting cards each faction keeps one of two skills for a leader, public only once all have chosen, before the traitors', () => {
    const start = createGame({ factions: [...SIX], seed: 'skills', modules: ['leader-skills'] });
    expect(start.config.modules).to.deep.equal(['leader-skills']);
    let s = playUntil(start, 'pick-skill');
    expect(s.factions.harkonnen!.hand).to.have.length(2); // 2.05.04: the starting cards came first
    expect(s.decks.traitor).to.have.length(30); // no traitor dealt yet
    const picks = pendingDecisions(s).filter((d) => d.kind === 'pick-skill');
    expect(picks.map((d) => d.seat).sort()).to.deep.equal([...SIX].sort());
    const own = viewFor(s, 'emperor');
    expect(own.private!.skillOffer).to.have.length(2);
    expect(viewFor(s, 'spectator').skills).to.deep.equal([]);
    for (const [i, d] of picks.entries()) {
      if (d.kind !== 'pick-skill') continue;
      expectRejected(
        s,
        d.seat,
        { type: 'pick-skill', event: d.id, card: SKILLS.find((c) => !d.options.includes(c))!, leader: d.leaders[0]! },
        'INVALID_CHOICE',
      );
      // @ts-expect-error an unknown id does not compile (the id unions); the engine still refuses one that gets this far
      expectRejected(s, d.seat, { type: 'pick-skill', event: d.id, card: d.options[0]!, leader: 'feyd-rautha-x' }, 'INVALID_CHOICE');
      const r = act(s, d.seat, { type: 'pick-skill', event: d.id, card: d.options[1]!, leader: d.leaders[2]! });
      s = r.state;
      // Until every faction has chosen, the choices stay secret: nothing public, the chooser alone is told.
      if (i < picks.length - 1) {
        expect(viewFor(s, 'spectator').skills).to.deep.equal([]);
        expect(r.events.every((e) => e.visibleTo === d.seat)).to.equal(true);
      } else expect(r.events.some((e) => e.type === 'skills-assigned' && e.visibleTo === undefined)).to.equal(true);
    }
    const skills = viewFor(s, 'spectator').skills;
    expect(skills).to.have.length(6);
    expect(skills.every((k) => k.faceUp)).to.equal(true);
    expect(s.skills!.deck).to.have.length(SKILLS.length - 6);
    expect(viewFor(s, 'emperor').private!.skillOffer).to.deep.equal([]);
    expect(pendingDecisions(s).map((d) => d.kind)).to.include('pick-traitor');
  });

  it('LS.setup: the module is chosen per game; unknown modules are refused; a game without it deals no skill', () => {
    expect(() => createGame({ factions: ['atreides', 'fremen'], modules: ['ambassadors' as 'leader-skills'] })).to.throw(/unknown module/);
    const plain = createGame({ factions: ['atreides', 'fremen'], seed: 'x' });
    expect(plain.config).to.not.have.property('modules');
    expect(plain).to.not.have.property('skills');
    expect(viewFor(plain, 'spectator').modules).to.deep.equal([]);
    const advanced = createGame({ factions: ['atreides', 'fremen'], seed: 'x', advanced: true, modules: ['leader-skills'] });
    expect(viewFor(advanced, 'spectator').modules).to.deep.equal(['leader-skills']);
  });
});

describe('Leader Skills: the battle posture', () => {
  it('LS.posture: face up, the skilled leader is out of the plan and its normal effect stays; behind the shield it may fight', () => {
    const s = skillBattle({ 'count-fenring': 'mentat', 'feyd-rautha': 'warmaster' });
    const asked = pendingDecisions(s).filter((d) => d.kind === 'skill-posture');
    expect(asked.map((d) => d.seat).sort()).to.deep.equal(['emperor', 'harkonnen']);
    // The first answer shows nothing: both skills are face up until both have answered.
    const half = act(s, 'emperor', { type: 'skill-posture', event: decisionOf(s, 'skill-posture', 'emperor').id, faceUp: true });
    expect(viewFor(half.state, 'harkonnen').skills.every((k) => k.faceUp)).to.equal(true);
    expect(half.events.filter((e) => e.visibleTo === undefined)).to.deep.equal([]);
    const both = act(half.state, 'harkonnen', { type: 'skill-posture', event: decisionOf(half.state, 'skill-posture', 'harkonnen').id, faceUp: false });
    expect(both.events.find((e) => e.type === 'skill-postures')).to.deep.include({
      postures: { emperor: { leader: 'count-fenring', faceUp: true }, harkonnen: { leader: 'feyd-rautha', faceUp: false } },
    });
    const view = viewFor(both.state, 'spectator').skills;
    expect(view.find((k) => k.leader === 'feyd-rautha')!.faceUp).to.equal(false);
    expect(decisionOf(both.state, 'battle-plan', 'emperor').leaders).to.not.include('count-fenring');
    expect(decisionOf(both.state, 'battle-plan', 'harkonnen').leaders).to.include('feyd-rautha');
    expectRejected(both.state, 'emperor', planAction(both.state, 'emperor', { leader: 'count-fenring', dial: 1 }), 'NOT_HELD');
    const { state } = fight(both.state, { emperor: { leader: 'caid', dial: 1 }, harkonnen: { leader: 'feyd-rautha', dial: 1 } });
    // After the battle the surviving skilled leader shows its card again.
    expect(viewFor(state, 'spectator').skills.every((k) => k.faceUp)).to.equal(true);
  });

  it("LS.posture: a side's own answer shows in its private round view from the moment it answered, and nowhere else until both have answered", () => {
    const s = skillBattle({ 'count-fenring': 'mentat', 'feyd-rautha': 'warmaster' });
    const own = (state: GameState, v: 'emperor' | 'harkonnen' | 'spectator') => (viewFor(state, v).private?.round as { posture?: boolean } | null)?.posture;
    expect(own(s, 'emperor')).to.equal(undefined);
    const half = act(s, 'emperor', { type: 'skill-posture', event: decisionOf(s, 'skill-posture', 'emperor').id, faceUp: true }).state;
    expect(own(half, 'emperor')).to.equal(true);
    expect(own(half, 'harkonnen')).to.equal(undefined);
    expect(viewFor(half, 'spectator').private).to.equal(null);
    expect(JSON.stringify(viewFor(half, 'spectator').round)).to.not.include('posture');
    const both = act(half, 'harkonnen', { type: 'skill-posture', event: decisionOf(half, 'skill-posture', 'harkonnen').id, faceUp: false }).state;
    expect([own(both, 'emperor'), own(both, 'harkonnen')]).to.deep.equal([true, false]);
  });

  it('LS.posture: no question when the skilled leader cannot fight here (in the Tanks) or the module is off', () => {
    const s = skillBattle({ 'count-fenring': 'mentat' }, {}, (x) => {
      x.factions.emperor!.leaders['count-fenring'] = 'tanks-face-up';
    });
    expect(pendingDecisions(s).map((d) => d.kind)).to.not.include('skill-posture');
  });
});

describe('Leader Skills: battle strength', () => {
  /** Emperor (concealed skills) vs Harkonnen, both dialing `dial`; returns the resolved totals. */
  function totals(skills: Parameters<typeof skillBattle>[0], emperor: object, harkonnen: object, edit: (s: GameState) => void = () => {}) {
    const s = postures(skillBattle(skills, {}, edit));
    return resolvedOf(fight(s, { emperor: { dial: 2, ...emperor }, harkonnen: { dial: 2, ...harkonnen } }).events).totals;
  }

  it('LS.mentat.battle: the Mentat adds 2 to itself', () => {
    expect(totals({ 'count-fenring': 'mentat' }, { leader: 'count-fenring' }, { leader: 'feyd-rautha' })).to.deep.equal({ emperor: 10, harkonnen: 8 });
  });

  it('LS.warmaster.battle: +3 with a Worthless card in the plan, never +4 (the +1 is for the other leaders)', () => {
    const cards = (s: GameState) => give(s, 'emperor', 'baliset');
    expect(totals({ caid: 'warmaster' }, { leader: 'caid', weapon: 'baliset' }, { leader: 'umman-kudu' }, cards)).to.deep.equal({ emperor: 8, harkonnen: 3 });
    expect(totals({ caid: 'warmaster' }, { leader: 'caid' }, { leader: 'umman-kudu' })).to.deep.equal({ emperor: 5, harkonnen: 3 });
  });

  it('LS.warmaster.normal: face up, +1 to another leader with a Worthless card; behind the shield and unused, nothing', () => {
    const cards = (s: GameState) => give(s, 'emperor', 'baliset');
    // Face up: Burseg (3) + 1 with the Baliset.
    const s = postures(skillBattle({ caid: 'warmaster' }, {}, cards), { emperor: true });
    const r = fight(s, { emperor: { leader: 'burseg', dial: 2, weapon: 'baliset' }, harkonnen: { leader: 'umman-kudu', dial: 2 } });
    expect(resolvedOf(r.events).totals).to.deep.equal({ emperor: 6, harkonnen: 3 });
    // Behind the shield but not chosen: no effect at all.
    const hidden = postures(skillBattle({ caid: 'warmaster' }, {}, cards));
    const h = fight(hidden, { emperor: { leader: 'burseg', dial: 2, weapon: 'baliset' }, harkonnen: { leader: 'umman-kudu', dial: 2 } });
    expect(resolvedOf(h.events).totals).to.deep.equal({ emperor: 5, harkonnen: 3 });
  });

  it('LS.master-of-assassins.battle: +3 to itself with a poison weapon', () => {
    const cards = (s: GameState) => give(s, 'emperor', 'chaumas');
    expect(totals({ caid: 'master-of-assassins' }, { leader: 'caid', weapon: 'chaumas' }, { leader: 'umman-kudu' }, cards).emperor).to.equal(8);
  });

  it('LS.master-of-assassins.normal: face up, +1 to another leader with a poison weapon', () => {
    const cards = (s: GameState) => give(s, 'emperor', 'chaumas');
    const s = postures(skillBattle({ caid: 'master-of-assassins' }, {}, cards), { emperor: true });
    const r = fight(s, { emperor: { leader: 'burseg', dial: 2, weapon: 'chaumas' }, harkonnen: { leader: 'umman-kudu', dial: 2 } });
    expect(resolvedOf(r.events).totals.emperor).to.equal(6);
  });

  it('LS.swordmaster-of-ginaz.battle: +3 to itself with a projectile weapon', () => {
    const cards = (s: GameState) => give(s, 'emperor', 'crysknife');
    expect(totals({ caid: 'swordmaster-of-ginaz' }, { leader: 'caid', weapon: 'crysknife' }, { leader: 'umman-kudu' }, cards).emperor).to.equal(8);
  });

  it('LS.swordmaster-of-ginaz.normal: face up, +1 to another leader with a projectile weapon', () => {
    const cards = (s: GameState) => give(s, 'emperor', 'crysknife');
    const s = postures(skillBattle({ caid: 'swordmaster-of-ginaz' }, {}, cards), { emperor: true });
    const r = fight(s, { emperor: { leader: 'burseg', dial: 2, weapon: 'crysknife' }, harkonnen: { leader: 'umman-kudu', dial: 2 } });
    expect(resolvedOf(r.events).totals.emperor).to.equal(6);
  });

  it('LS.killer-medic.battle: +3 to itself with a poison defense', () => {
    const cards = (s: GameState) => give(s, 'emperor', 'snooper-1');
    expect(totals({ caid: 'killer-medic' }, { leader: 'caid', defense: 'snooper-1' }, { leader: 'umman-kudu' }, cards).emperor).to.equal(8);
  });

  it('LS.killer-medic.normal: face up, +1 to another leader with a poison defense', () => {
    const cards = (s: GameState) => give(s, 'emperor', 'snooper-1');
    const s = postures(skillBattle({ caid: 'killer-medic' }, {}, cards), { emperor: true });
    const r = fight(s, { emperor: { leader: 'burseg', dial: 2, defense: 'snooper-1' }, harkonnen: { leader: 'umman-kudu', dial: 2 } });
    expect(resolvedOf(r.events).totals.emperor).to.equal(6);
  });

  it('LS.prana-bindu-adept.battle: +3 to itself with a projectile defense', () => {
    const cards = (s: GameState) => give(s, 'emperor', 'shield-1');
    expect(totals({ caid: 'prana-bindu-adept' }, { leader: 'caid', defense: 'shield-1' }, { leader: 'umman-kudu' }, cards).emperor).to.equal(8);
  });

  it('LS.prana-bindu-adept.normal: face up, +1 to another leader with a projectile defense', () => {
    const cards = (s: GameState) => give(s, 'emperor', 'shield-1');
    const s = postures(skillBattle({ caid: 'prana-bindu-adept' }, {}, cards), { emperor: true });
    const r = fight(s, { emperor: { leader: 'burseg', dial: 2, defense: 'shield-1' }, harkonnen: { leader: 'umman-kudu', dial: 2 } });
    expect(resolvedOf(r.events).totals.emperor).to.equal(6);
  });

  it('LS.roles: a card counts only in the role it was played in, and a leader killed gets nothing from its skill', () => {
    // A Snooper is a poison defense, not a weapon: no Master of Assassins bonus.
    const snooper = (s: GameState) => give(s, 'emperor', 'snooper-1');
    expect(totals({ caid: 'master-of-assassins' }, { leader: 'caid', defense: 'snooper-1' }, { leader: 'umman-kudu' }, snooper).emperor).to.equal(5);
    // Killed by a Crysknife: the Mentat's +2 dies with it.
    const knife = (s: GameState) => give(s, 'harkonnen', 'crysknife');
    expect(totals({ caid: 'mentat' }, { leader: 'caid' }, { leader: 'umman-kudu', weapon: 'crysknife' }, knife).emperor).to.equal(2);
  });

  it('LS.bureaucrat.battle: the opponent loses 1 for each stronghold it occupies', () => {
    const holds = (s: GameState) => {
      place(s, 'harkonnen', 'carthag', 10, 2);
      place(s, 'harkonnen', 'arrakeen', 9, 1);
    };
    expect(totals({ caid: 'bureaucrat' }, { leader: 'caid' }, { leader: 'feyd-rautha' }, holds)).to.deep.equal({ emperor: 5, harkonnen: 6 });
    // Killed, the Bureaucrat does nothing.
    const knife = (s: GameState) => {
      holds(s);
      give(s, 'harkonnen', 'crysknife');
    };
    expect(totals({ caid: 'bureaucrat' }, { leader: 'caid' }, { leader: 'feyd-rautha', weapon: 'crysknife' }, knife).harkonnen).to.equal(8);
  });

  it('LS.spice-banker.battle: 1–3 spice on the Spice Banker, added to it and paid to the bank', () => {
    const s = postures(skillBattle({ caid: 'spice-banker' }));
    expectRejected(s, 'emperor', planAction(s, 'emperor', { leader: 'burseg', dial: 1, bankerSpice: 2 }), 'INVALID_CHOICE');
    expectRejected(s, 'emperor', planAction(s, 'emperor', { leader: 'caid', dial: 1, bankerSpice: 4 }), 'INVALID_CHOICE');
    const poor = structuredClone(s);
    poor.factions.emperor!.spice = 1;
    expectRejected(poor, 'emperor', planAction(poor, 'emperor', { leader: 'caid', dial: 1, bankerSpice: 2 }), 'INSUFFICIENT_SPICE');
    const before = s.factions.emperor!.spice;
    const r = fight(s, { emperor: { leader: 'caid', dial: 2, bankerSpice: 3 }, harkonnen: { leader: 'feyd-rautha', dial: 2 } });
    expect(resolvedOf(r.events).totals).to.deep.equal({ emperor: 8, harkonnen: 8 });
    expect(r.state.factions.emperor!.spice).to.equal(before - 3);
  });

  it("LS.spice-banker.battle: in the Advanced game the Banker's spice and the spice dialed together are no more than the seat holds", () => {
    const s = postures(
      skillBattle({ caid: 'spice-banker' }, {}, (x) => {
        x.config.advanced = true;
        x.factions.emperor!.spice = 4;
      }),
    );
    expectRejected(s, 'emperor', planAction(s, 'emperor', { leader: 'caid', dial: 2, spice: 2, bankerSpice: 3 }), 'INSUFFICIENT_SPICE');
    const r = fight(s, { emperor: { leader: 'caid', dial: 2, spice: 1, bankerSpice: 3 }, harkonnen: { leader: 'feyd-rautha', dial: 2, spice: 2 } });
    // 1 supported force + a half + Caid 3 + 3 on the Banker = 7.5; the Harkonnen 2 + Feyd 6 = 8.
    expect(resolvedOf(r.events).totals).to.deep.equal({ emperor: 7.5, harkonnen: 8 });
    expect(r.state.factions.emperor!.spice).to.equal(0);
  });

  it('LS.planetologist.battle: a green special card (not a Cheap Hero) in the weapon slot adds 2 and is discarded', () => {
    const s = postures(skillBattle({ caid: 'planetologist' }, {}, (x) => give(x, 'emperor', 'hajr', 'cheap-hero-1')));
    expectRejected(s, 'emperor', planAction(s, 'emperor', { leader: 'burseg', dial: 1, weapon: 'hajr' }), 'INVALID_CHOICE');
    expectRejected(s, 'emperor', planAction(s, 'emperor', { leader: 'caid', dial: 1, weapon: 'cheap-hero-1' }), 'INVALID_CHOICE');
    const r = fight(s, { emperor: { leader: 'caid', dial: 2, weapon: 'hajr' }, harkonnen: { leader: 'umman-kudu', dial: 2 } });
    expect(resolvedOf(r.events).totals.emperor).to.equal(7);
    expect(r.state.decks.treacheryDiscard).to.include('hajr');
    expect(r.state.factions.emperor!.hand).to.not.include('hajr');
  });
});

describe('Leader Skills: after the battle', () => {
  it('LS.suk-graduate.normal: a winner with its Suk Graduate face up returns 1 lost force to reserves', () => {
    const s = postures(skillBattle({ caid: 'suk-graduate' }), { emperor: true });
    const reserves = s.factions.emperor!.reserves.regular;
    const r = fight(s, { emperor: { leader: 'burseg', dial: 3 }, harkonnen: { leader: 'umman-kudu', dial: 1 } });
    expect(r.state.factions.emperor!.reserves.regular).to.equal(reserves + 1);
    expect(r.state.factions.emperor!.tanks.regular).to.equal(2);
    expect(r.events.find((e) => e.type === 'skill-forces-saved')).to.deep.include({ kept: 0, reserves: 1 });
  });

  it('LS.suk-graduate.battle: the Suk Graduate leader saves up to 3: one stays, the rest go to reserves', () => {
    const s = postures(skillBattle({ caid: 'suk-graduate' }));
    const reserves = s.factions.emperor!.reserves.regular;
    const r = fight(s, { emperor: { leader: 'caid', dial: 4 }, harkonnen: { leader: 'umman-kudu', dial: 1 } });
    expect(r.state.factions.emperor!.tanks.regular).to.equal(1);
    expect(r.state.factions.emperor!.reserves.regular).to.equal(reserves + 2);
    const there = r.state.forces.filter((f) => f.faction === 'emperor' && f.territory === 'the-great-flat').reduce((n, f) => n + f.regular, 0);
    expect(there).to.equal(2); // 5 - 4 dialed + 1 kept
  });

  it('LS.suk-graduate.battle (rules edition 5): winning on its own homeworld (Homeworlds), the forces saved all go to reserves, which stand there', () => {
    // Bot games where a Suk Graduate won on its own world (the Tleilaxu on Tleilax, the Harkonnen on Giedi Prime) left a
    // force stacked there, which custody refused.
    const modules = ['sandtrout', 'cheap-hero-traitor', 'tech-tokens', 'homeworlds', 'leader-skills'] as const;
    const games = [
      { seed: 'it-tleilaxu,harkonnen-29', factions: ['tleilaxu', 'harkonnen'] as Faction[], index: 28, advanced: false },
      {
        seed: 'it-tleilaxu,atreides,harkonnen,emperor,fremen,guild--advanced-27',
        factions: ['tleilaxu', 'atreides', 'harkonnen', 'emperor', 'fremen', 'guild'] as Faction[],
        index: 26,
        advanced: true,
        // The game as edition 5 played it (edition 6 brought the Tleilaxu's Gholas, and the game goes otherwise).
        rules: 5,
      },
    ];
    for (const g of games) {
      const report = simulateGame({
        seed: g.seed,
        players: g.factions.length,
        check: true,
        maxActions: 20_000,
        factions: g.factions,
        advanced: g.advanced,
        seats: rotatedSeats(g.factions, ['easy', 'medium', 'hard', 'brutal'], g.index),
        cards: ['base', 'ixians', 'richese', 'ecaz'],
        modules: [...modules],
        ...('rules' in g ? { rules: g.rules } : {}),
      });
      expect(report.events['skills:used:suk-graduate:battle'] ?? 0, `${g.seed}: the Suk Graduate saved forces`).to.be.greaterThan(0);
      expect(report.custody, g.seed).to.deep.equal([]);
    }
  });

  it('LS.sandmaster.battle: a winning Sandmaster adds 3 spice where there is spice, none where there is none', () => {
    const pile = (x: GameState) => x.spice.push({ territory: 'the-great-flat', sector: 14, amount: 2 });
    const added = (e: { type: string }) => e.type === 'skill-spice';
    const won = fight(postures(skillBattle({ caid: 'sandmaster' }, {}, pile)), {
      emperor: { leader: 'caid', dial: 2 },
      harkonnen: { leader: 'umman-kudu', dial: 1 },
    });
    expect(won.events.find(added)).to.deep.include({ skill: 'sandmaster', faction: 'emperor', territory: 'the-great-flat', sector: 14, amount: 3 });
    // It comes before the collection phase, which then finds 5 there.
    const collected = won.events.find((e) => e.type === 'spice-collected');
    expect(won.events.indexOf(won.events.find(added)!)).to.be.lessThan(collected ? won.events.indexOf(collected) : Infinity);
    const dry = fight(postures(skillBattle({ caid: 'sandmaster' })), { emperor: { leader: 'caid', dial: 2 }, harkonnen: { leader: 'umman-kudu', dial: 1 } });
    expect(dry.events.some(added)).to.equal(false);
    // A losing Sandmaster adds nothing.
    const lost = fight(postures(skillBattle({ caid: 'sandmaster' }, {}, pile)), {
      emperor: { leader: 'caid', dial: 0 },
      harkonnen: { leader: 'feyd-rautha', dial: 3 },
    });
    expect(lost.events.some(added)).to.equal(false);
  });

  it("LS.lifecycle: a killed skilled leader's card is shuffled back into the skill deck", () => {
    const s = postures(skillBattle({ caid: 'mentat' }, {}, (x) => give(x, 'harkonnen', 'crysknife')));
    const deck = s.skills!.deck.length;
    const r = fight(s, { emperor: { leader: 'caid', dial: 2 }, harkonnen: { leader: 'umman-kudu', dial: 2, weapon: 'crysknife' } });
    expect(r.state.skills!.assigned).to.deep.equal([]);
    expect(r.state.skills!.deck).to.have.length(deck + 1);
    expect(r.state.skills!.deck).to.include('mentat');
    expect(r.events.find((e) => e.type === 'skill-lost')).to.deep.include({ leader: 'caid', card: 'mentat' });
  });
});

describe('Leader Skills: revival and capture', () => {
  /** The Emperor, every leader dead and no skill card, revives the Bashar in the Revival phase: offered two skills. */
  async function basharRevived(rules?: number): Promise<GameState> {
    const { enterPhase, midGame } = await import('../helpers/revival.ts');
    const { revivalPhase } = await import('../../rooms/dune/phases/revival/index.ts');
    const s0 = structuredClone(midGame());
    s0.config.modules = ['leader-skills'];
    if (rules !== undefined) s0.config.rules = rules;
    s0.skills = { deck: [...SKILLS], assigned: [], offers: {}, smuggler: null };
    const fs = s0.factions.emperor!;
    const ids = leadersOf('emperor').map((l) => l.id);
    for (const id of ids) fs.leaders[id] = 'tanks-face-up';
    fs.leadersDied = ids;
    fs.spice = 20;
    const s = enterPhase(s0, 'revival', revivalPhase).state;
    const revive = decisionOf(s, 'revive', 'emperor');
    return act(s, 'emperor', { ...legalAnswer(revive), leader: 'bashar', forces: { regular: 0, elite: 0 } } as never).state;
  }

  it('LS.revival: reviving its own leader without a skill card, a faction draws two and keeps one for that leader', async () => {
    const s = await basharRevived();
    const pick = decisionOf(s, 'pick-skill', 'emperor');
    expect(pick.leaders).to.deep.equal(['bashar']);
    const r = act(s, 'emperor', { type: 'pick-skill', event: pick.id, card: pick.options[0]!, leader: 'bashar' });
    expect(viewFor(r.state, 'spectator').skills).to.deep.equal([{ card: pick.options[0], leader: 'bashar', holder: 'emperor', faceUp: true }]);
    expect(r.state.skills!.deck).to.have.length(SKILLS.length - 1);
  });

  it('LS.revival (rules edition 10): the leader revived dies before taking its skill (a Terror token’s Assassination): the offer lapses, both cards back in the deck, or names the other leader revived', async () => {
    const { Context } = await import('../../rooms/dune/context.ts');
    const { killLeader } = await import('../../rooms/dune/phases/battle/aftermath.ts');
    const s = await basharRevived();
    const pick = decisionOf(s, 'pick-skill', 'emperor');
    // The way a Terror token's Assassination kills it, as the Tleilaxu's forces arrive while the offer is open.
    const ctx = new Context(structuredClone(s));
    killLeader(ctx, 'emperor', 'bashar');
    const after = ctx.done();
    expect(pendingDecisions(after).filter((d) => d.kind === 'pick-skill')).to.deep.equal([]);
    expect(after.skills!.offers).to.deep.equal({});
    expect([...after.skills!.deck].sort()).to.deep.equal([...SKILLS].sort());
    expect(ctx.events.filter((e) => e.type === 'skill-offer-lapsed').map(({ id: _id, ...e }) => e)).to.deep.equal([
      { type: 'skill-offer-lapsed', faction: 'emperor', leader: 'bashar' },
    ]);
    expect(custodyProblems(after)).to.deep.equal([]);
    expect(pick.options).to.have.length(2);
    // The same while a Terror token's question has put every open decision aside: the offer goes from there.
    const { resumePending, suspendPending } = await import('../../rooms/dune/interrupts.ts');
    const aside = new Context(structuredClone(s));
    suspendPending(aside.state);
    killLeader(aside, 'emperor', 'bashar');
    resumePending(aside.state);
    expect(pendingDecisions(aside.done()).filter((d) => d.kind === 'pick-skill')).to.deep.equal([]);
    // Two leaders revived (a Ghola beside the revival): the same decision then names the other alone.
    const two = structuredClone(s);
    two.factions.emperor!.leaders.caid = 'pool';
    const open = two.pending.find((d) => d.kind === 'pick-skill')!;
    if (open.kind === 'pick-skill') open.leaders = ['bashar', 'caid'];
    const twoCtx = new Context(two);
    killLeader(twoCtx, 'emperor', 'bashar');
    expect(pendingDecisions(twoCtx.done()).find((d) => d.kind === 'pick-skill')).to.deep.include({ id: pick.id, leaders: ['caid'] });
    // A game of rules edition 9 keeps the offer as it was (its answer naming the dead leader is refused).
    const old = await basharRevived(9);
    const oldCtx = new Context(structuredClone(old));
    killLeader(oldCtx, 'emperor', 'bashar');
    expect(pendingDecisions(oldCtx.done()).filter((d) => d.kind === 'pick-skill')).to.have.length(1);
  });

  it('LS.capture: a captive keeps its skill; its captor uses only the battle effect, its owner neither', () => {
    const s = skillBattle({ caid: 'mentat' }, {}, (x) => {
      x.config.advanced = true;
      x.factions.emperor!.leaders.caid = 'captured';
      x.factions.harkonnen!.captives = [{ leader: 'caid', from: 'emperor' }];
    });
    // The owner is asked nothing: the card is not in front of its shield.
    expect(pendingDecisions(s).map((d) => d.kind)).to.not.include('skill-posture');
    expect(viewFor(s, 'spectator').skills).to.deep.equal([{ card: 'mentat', leader: 'caid', holder: 'harkonnen', faceUp: true }]);
    expect(decisionOf(s, 'battle-plan', 'harkonnen').skilled).to.deep.equal({ caid: 'mentat' });
    const r = fight(s, { emperor: { leader: 'burseg', dial: 2, spice: 2 }, harkonnen: { leader: 'caid', dial: 2, spice: 2 } });
    expect(resolvedOf(r.events).totals.harkonnen).to.equal(7); // 2 + Caid 3 + the Mentat's 2
  });

  it('LS.revival: a faction whose skilled leader is held captive still has its card and draws none', async () => {
    const { hasSkillCard } = await import('../../rooms/dune/plugins/leader-skills/state.ts');
    const s = skillBattle({ caid: 'mentat' }, {}, (x) => {
      x.factions.emperor!.leaders.caid = 'captured';
      x.factions.harkonnen!.captives = [{ leader: 'caid', from: 'emperor' }];
    });
    expect(hasSkillCard(s, 'emperor')).to.equal(true);
    expect(hasSkillCard(s, 'harkonnen')).to.equal(false);
  });
});

describe("Leader Skills: the Mentat's question", () => {
  const withCards =
    (...cards: TreacheryCardId[]) =>
    (s: GameState) =>
      give(s, 'harkonnen', ...cards);

  it('LS.mentat.normal: before the plans the Mentat asks for a named weapon; a holder must show it; only the two factions learn the weapon and the card', () => {
    let s = skillBattle({ 'count-fenring': 'mentat' }, { mentat: 'open' }, withCards('crysknife', 'baliset'));
    const q = decisionOf(s, 'mentat-question', 'emperor');
    expect(q.target).to.equal('harkonnen');
    expect(q.weapons).to.include('crysknife');
    expectRejected(s, 'emperor', { type: 'mentat-question', event: q.id, weapon: 'shield-1' }, 'INVALID_CHOICE');
    const asked = act(s, 'emperor', { type: 'mentat-question', event: q.id, weapon: 'crysknife' });
    s = asked.state;
    expect(asked.events.filter((e) => e.visibleTo === undefined).map((e) => e.type)).to.deep.equal(['mentat-asked', 'skill-used']);
    expect(
      asked.events
        .filter((e) => e.type === 'mentat-named')
        .map((e) => e.visibleTo)
        .sort(),
    ).to.deep.equal(['emperor', 'harkonnen']);
    const a = decisionOf(s, 'mentat-answer', 'harkonnen');
    expect(a.options).to.deep.equal(['crysknife']);
    expectRejected(s, 'harkonnen', { type: 'mentat-answer', event: a.id, card: 'baliset' }, 'INVALID_CHOICE');
    const shown = act(s, 'harkonnen', { type: 'mentat-answer', event: a.id, card: 'crysknife' });
    expect(
      shown.events
        .filter((e) => e.type === 'mentat-shown')
        .map((e) => e.visibleTo)
        .sort(),
    ).to.deep.equal(['emperor', 'harkonnen']);
    const mentat = (viewer: 'emperor' | 'harkonnen' | 'fremen') => (viewFor(shown.state, viewer).private!.round as { mentat?: object } | null)?.mentat;
    expect(mentat('emperor')).to.deep.equal({ asker: 'emperor', target: 'harkonnen', weapon: 'crysknife', shown: 'crysknife' });
    expect(mentat('harkonnen')).to.deep.equal(mentat('emperor'));
    expect(mentat('fremen')).to.equal(undefined);
    // Showing the weapon does not commit it; the Mentat may still go behind the shield and fight.
    const posture = decisionOf(shown.state, 'skill-posture', 'emperor');
    const hidden = act(shown.state, 'emperor', { type: 'skill-posture', event: posture.id, faceUp: false }).state;
    expect(decisionOf(hidden, 'battle-plan', 'emperor').leaders).to.include('count-fenring');
    expect(applyAction(hidden, 'harkonnen', planAction(hidden, 'harkonnen', { leader: 'umman-kudu', dial: 1 })).ok).to.equal(true);
  });

  it("LS.mentat.normal: without the weapon any other card is shown, the owner's choice; an empty hand shows nothing; a question may be declined", () => {
    const s = skillBattle({ 'count-fenring': 'mentat' }, { mentat: 'open' }, withCards('crysknife', 'baliset'));
    const q = decisionOf(s, 'mentat-question', 'emperor');
    const other = act(s, 'emperor', { type: 'mentat-question', event: q.id, weapon: 'lasgun' }).state;
    expect(decisionOf(other, 'mentat-answer', 'harkonnen').options.sort()).to.deep.equal(['baliset', 'crysknife']);
    const empty = skillBattle({ 'count-fenring': 'mentat' }, { mentat: 'open' });
    const e = act(empty, 'emperor', { type: 'mentat-question', event: decisionOf(empty, 'mentat-question').id, weapon: 'lasgun' });
    expect(e.events.find((x) => x.type === 'mentat-shown')).to.deep.include({ card: null });
    expect(pendingDecisions(e.state).map((d) => d.kind)).to.not.include('mentat-answer');
    const declined = act(s, 'emperor', { type: 'mentat-question', event: q.id, weapon: null });
    expect(declined.events.find((x) => x.type === 'mentat-asked')).to.deep.include({ asked: false });
    expect(pendingDecisions(declined.state).map((d) => d.kind)).to.not.include('mentat-answer');
  });

  it('LS.mentat.normal: no question from a Mentat behind the shield, captive, or not in this battle', () => {
    const captive = skillBattle({ caid: 'mentat' }, {}, (x) => {
      x.factions.emperor!.leaders.caid = 'captured';
      x.factions.harkonnen!.captives = [{ leader: 'caid', from: 'emperor' }];
    });
    expect(pendingDecisions(captive).map((d) => d.kind)).to.not.include('mentat-question');
    const elsewhere = skillBattle({ stilgar: 'mentat' });
    expect(pendingDecisions(elsewhere).map((d) => d.kind)).to.not.include('mentat-question');
  });
});

describe('Leader Skills: the Rihani Decipherer', () => {
  it('LS.rihani-decipherer.normal: a winner with its Rihani face up secretly sees 2 cards of the traitor deck, which is then shuffled', () => {
    const s = postures(skillBattle({ caid: 'rihani-decipherer' }), { emperor: true });
    const deck = s.decks.traitor.length;
    const r = fight(s, { emperor: { leader: 'burseg', dial: 3 }, harkonnen: { leader: 'umman-kudu', dial: 1 } });
    const seen = r.events.find((e) => e.type === 'rihani-seen') as Extract<GameEvent, { type: 'rihani-seen' }>;
    expect(seen.visibleTo).to.equal('emperor');
    expect(seen.cards).to.have.length(2);
    for (const c of seen.cards) expect(r.state.decks.traitor).to.include(c);
    expect(r.state.decks.traitor).to.have.length(deck);
    expect(r.events.find((e) => e.type === 'rihani-peeked')).to.not.have.property('visibleTo');
    // A loser sees nothing.
    const lost = fight(postures(skillBattle({ caid: 'rihani-decipherer' }), { emperor: true }), {
      emperor: { leader: 'burseg', dial: 0 },
      harkonnen: { leader: 'feyd-rautha', dial: 3 },
    });
    expect(lost.events.some((e) => e.type === 'rihani-seen')).to.equal(false);
  });

  it('LS.rihani-decipherer.battle: the winning Rihani draws 2 traitor cards and may keep one by giving back and showing one held', () => {
    const s = postures(skillBattle({ caid: 'rihani-decipherer' }, {}, (x) => traitor(x, 'emperor', 'rep')));
    const r = fight(s, { emperor: { leader: 'caid', dial: 3 }, harkonnen: { leader: 'umman-kudu', dial: 1 } });
    const d = decisionOf(r.state, 'rihani-keep', 'emperor');
    expect(d.drawn).to.have.length(2);
    expect(d.traitors).to.deep.equal(['rep']);
    expect(r.state.skills!.rihani!.drawn).to.deep.equal(d.drawn);
    expect(custodyProblems(r.state)).to.deep.equal([]);
    expectRejected(r.state, 'emperor', { type: 'rihani-keep', event: d.id, keep: d.drawn[0]!, give: null }, 'INVALID_CHOICE');
    expectRejected(r.state, 'emperor', { type: 'rihani-keep', event: d.id, keep: 'rep', give: 'rep' }, 'INVALID_CHOICE');
    const k = act(r.state, 'emperor', { type: 'rihani-keep', event: d.id, keep: d.drawn[1]!, give: 'rep' });
    expect(k.state.factions.emperor!.traitors).to.deep.equal([d.drawn[1]]);
    expect(k.state.decks.traitor).to.include.members(['rep', d.drawn[0]!]);
    expect(k.events.find((e) => e.type === 'rihani-returned')).to.deep.include({ faction: 'emperor', shown: 'rep' });
    expect(k.events.find((e) => e.type === 'rihani-kept')!.visibleTo).to.equal('emperor');
    expect(custodyProblems(k.state)).to.deep.equal([]);
    // Keeping none puts both back.
    const none = act(r.state, 'emperor', { type: 'rihani-keep', event: d.id, keep: null, give: null });
    expect(none.state.factions.emperor!.traitors).to.deep.equal(['rep']);
    expect(none.state.decks.traitor).to.include.members(d.drawn);
  });
});

describe('Leader Skills: the Diplomat', () => {
  it('LS.diplomat.normal: a Worthless card and no defense count as the defense the opponent used', () => {
    // The Harkonnen's Crysknife against the Emperor's Burseg, who has only a Baliset: the Harkonnen's Shield is copied.
    const cards = (s: GameState) => {
      give(s, 'emperor', 'baliset');
      give(s, 'harkonnen', 'crysknife', 'shield-1');
    };
    const s = postures(skillBattle({ caid: 'diplomat' }, {}, cards), { emperor: true });
    const r = fight(s, {
      emperor: { leader: 'burseg', dial: 2, weapon: 'baliset' },
      harkonnen: { leader: 'umman-kudu', dial: 2, weapon: 'crysknife', defense: 'shield-1' },
    });
    expect(resolvedOf(r.events).killed).to.deep.equal([]);
    // Without the Diplomat, Burseg dies.
    const plain = postures(skillBattle({ caid: 'warmaster' }, {}, cards), { emperor: true });
    const p = fight(plain, {
      emperor: { leader: 'burseg', dial: 2, weapon: 'baliset' },
      harkonnen: { leader: 'umman-kudu', dial: 2, weapon: 'crysknife', defense: 'shield-1' },
    });
    expect(resolvedOf(p.events).killed).to.deep.equal(['burseg']);
  });

  it('LS.diplomat.battle: a losing Diplomat that lives retreats up to its strength of undialed forces to an empty adjacent non-stronghold territory', () => {
    const s = postures(skillBattle({ caid: 'diplomat' }, { emperor: 6 }));
    const r = fight(s, { emperor: { leader: 'caid', dial: 1 }, harkonnen: { leader: 'feyd-rautha', dial: 3 } });
    expect(resolvedOf(r.events).winner).to.equal('harkonnen');
    const d = decisionOf(r.state, 'diplomat-retreat', 'emperor');
    expect(d.max).to.equal(3); // Caid's strength; 5 undialed wait
    expect(d.spots.every((x) => x.territory !== 'the-great-flat')).to.equal(true);
    const to = d.spots[0]!;
    expectRejected(r.state, 'emperor', { type: 'diplomat-retreat', event: d.id, to, count: 4 }, 'OVER_LIMIT');
    expectRejected(r.state, 'emperor', { type: 'diplomat-retreat', event: d.id, to: { territory: 'arrakeen', sector: 9 }, count: 1 }, 'INVALID_CHOICE');
    const tanks = r.state.factions.emperor!.tanks.regular;
    const done = act(r.state, 'emperor', { type: 'diplomat-retreat', event: d.id, to, count: 3 });
    const at = (t: string) => done.state.forces.filter((f) => f.faction === 'emperor' && f.territory === t).reduce((n, f) => n + f.regular, 0);
    expect(at(to.territory)).to.equal(3);
    expect(at('the-great-flat')).to.equal(0);
    expect(done.state.factions.emperor!.tanks.regular).to.equal(tanks + 2);
    expect(custodyProblems(done.state)).to.deep.equal([]);
  });
});

describe('Leader Skills: bots', () => {
  /** Every profile's answer to the first open decision of `kind` is accepted. */
  function everyProfileAnswers(state: GameState, kind: string): void {
    const d = pendingDecisions(state).find((x) => x.kind === kind);
    if (!d) throw new Error(`no ${kind} open`);
    for (const profile of BOT_PROFILES) {
      const action = botAnswer(profile, viewFor(state, d.seat), d);
      const r = applyAction(state, d.seat, action);
      expect(r.ok, `${profile} ${kind}: ${JSON.stringify(action)} ${r.ok ? '' : r.error.message}`).to.equal(true);
    }
  }

  it('LS.setup: every profile keeps a skill and assigns it from its own view', () => {
    const s = playUntil(createGame({ factions: [...SIX], seed: 'bots', modules: ['leader-skills'] }), 'pick-skill');
    everyProfileAnswers(s, 'pick-skill');
  });

  it("LS.posture: every profile answers the posture, the Mentat's question and its answer", () => {
    const s = skillBattle({ 'count-fenring': 'mentat' }, { mentat: 'open' }, (x) => give(x, 'harkonnen', 'crysknife'));
    everyProfileAnswers(s, 'mentat-question');
    const asked = act(s, 'emperor', { type: 'mentat-question', event: decisionOf(s, 'mentat-question').id, weapon: 'lasgun' }).state;
    everyProfileAnswers(asked, 'mentat-answer');
    const answered = act(asked, 'harkonnen', { type: 'mentat-answer', event: decisionOf(asked, 'mentat-answer').id, card: 'crysknife' }).state;
    everyProfileAnswers(answered, 'skill-posture');
  });

  it('LS.rihani-decipherer.battle: every profile answers the draw; LS.diplomat.battle: and the retreat', () => {
    const won = fight(postures(skillBattle({ caid: 'rihani-decipherer' }, {}, (x) => traitor(x, 'emperor', 'rep'))), {
      emperor: { leader: 'caid', dial: 3 },
      harkonnen: { leader: 'umman-kudu', dial: 1 },
    });
    everyProfileAnswers(won.state, 'rihani-keep');
    const lost = fight(postures(skillBattle({ caid: 'diplomat' }, { emperor: 6 })), {
      emperor: { leader: 'caid', dial: 1 },
      harkonnen: { leader: 'feyd-rautha', dial: 3 },
    });
    everyProfileAnswers(lost.state, 'diplomat-retreat');
  });
});

describe('Leader Skills: captives and face-up skills together', () => {
  const captiveCaid = (card: 'diplomat' | 'mentat', extra: Parameters<typeof skillBattle>[0] = {}) =>
    skillBattle({ caid: card, ...extra }, {}, (x) => {
      x.config.advanced = true;
      x.factions.emperor!.leaders.caid = 'captured';
      x.factions.harkonnen!.captives = [{ leader: 'caid', from: 'emperor' }];
      give(x, 'harkonnen', 'baliset');
      give(x, 'emperor', 'crysknife', 'shield-1');
    });

  it('LS.capture: a captive Diplomat gives its captor no normal effect: its Worthless card copies no defense', () => {
    const s = captiveCaid('diplomat');
    const r = fight(s, {
      emperor: { leader: 'burseg', dial: 2, spice: 2, weapon: 'crysknife', defense: 'shield-1' },
      harkonnen: { leader: 'caid', dial: 2, spice: 2, weapon: 'baliset' },
    });
    expect(resolvedOf(r.events).killed).to.deep.equal(['caid']);
  });

  it("LS.warmaster.normal: the captor's own face-up trainer adds its +1 to a skilled captive it fields", () => {
    const s = postures(captiveCaid('mentat', { 'feyd-rautha': 'warmaster' }), { harkonnen: true });
    const r = fight(s, { emperor: { leader: 'burseg', dial: 2, spice: 2 }, harkonnen: { leader: 'caid', dial: 2, spice: 2, weapon: 'baliset' } });
    // 2 dialed + Caid 3 + the captive Mentat's 2 + the Harkonnen's own face-up Warmaster's 1.
    expect(resolvedOf(r.events).totals.harkonnen).to.equal(8);
    expect(
      r.events
        .filter((e) => e.type === 'skill-used')
        .map((e) => (e as { card: string }).card)
        .sort(),
    ).to.deep.equal(['mentat', 'warmaster']);
  });

  it("LS.diplomat.battle: the forces that do not retreat count toward the Kwisatz Haderach like the battle's other losses", () => {
    let s = skillBattle({ 'duncan-idaho': 'diplomat' }, {}, (x) => {
      x.config.advanced = true;
      x.factions.atreides!.kwisatz = { lost: 0, awake: false, inTanks: false, usedIn: null };
      x.forces = x.forces.filter((f) => f.faction !== 'emperor');
      x.factions.emperor!.reserves.regular += 5;
      x.factions.atreides!.reserves.regular -= 10;
      x.forces.push({ faction: 'atreides', territory: 'the-great-flat', sector: 14, regular: 10, elite: 0, advisors: 0 });
      x.firstPlayer = 'harkonnen';
    });
    for (const d of pendingDecisions(s).filter((x) => x.kind === 'skill-posture'))
      s = act(s, d.seat, { type: 'skill-posture', event: d.id, faceUp: false }).state;
    const p = pendingDecisions(s).find((d) => d.kind === 'prescience');
    if (p) s = act(s, 'atreides', { type: 'prescience', event: p.id, element: null }).state;
    const r = fight(s, { atreides: { leader: 'duncan-idaho', dial: 3, spice: 3 }, harkonnen: { leader: 'feyd-rautha', dial: 5, spice: 5 } });
    const d = decisionOf(r.state, 'diplomat-retreat', 'atreides');
    const done = act(r.state, 'atreides', { type: 'diplomat-retreat', event: d.id, to: d.spots[0]!, count: 2 });
    expect(done.state.factions.atreides!.kwisatz).to.deep.include({ lost: 8, awake: true });
  });
});

describe('Leader Skills: custody', () => {
  it('LS.lifecycle: custody counts every skill card once, on a living leader of the game, and a collection within its piles', () => {
    const s = skillBattle({ caid: 'mentat' });
    expect(custodyProblems(s)).to.deep.equal([]);
    const twice = structuredClone(s);
    twice.skills!.deck.push('mentat');
    expect(custodyProblems(twice).join()).to.match(/skill cards/);
    const dead = structuredClone(s);
    dead.factions.emperor!.leaders.caid = 'tanks-face-up';
    expect(custodyProblems(dead).join()).to.match(/caid is not alive/);
    const noModule = structuredClone(s);
    delete noModule.config.modules;
    expect(custodyProblems(noModule).join()).to.match(/without the module/);
  });
});

describe('Leader Skills: answers that must stay answerable', () => {
  /** The Atreides ask the Emperor about its weapon in the Great Flat; the Emperor's Burseg is a concealed Planetologist. */
  function prescienceOnPlanetologist(edit: (s: GameState) => void) {
    let s = passCardWindows(
      enterBattle(expansionBoard(), (x) => {
        withSkills(x, { burseg: 'planetologist' });
        x.firstPlayer = 'atreides';
        place(x, 'atreides', 'the-great-flat', 14, 5);
        place(x, 'emperor', 'the-great-flat', 14, 5);
        edit(x);
      }),
    ).state;
    for (const d of pendingDecisions(s).filter((x) => x.kind === 'skill-posture'))
      s = act(s, d.seat, { type: 'skill-posture', event: d.id, faceUp: false }).state;
    s = act(s, 'atreides', { type: 'prescience', event: decisionOf(s, 'prescience', 'atreides').id, element: 'weapon' }).state;
    return s;
  }

  it("LS.planetologist.battle: a Planetologist's green card is no answer to Prescience's weapon question (it stands in place of a weapon)", () => {
    const s = prescienceOnPlanetologist((x) => give(x, 'emperor', 'hajr', 'cheap-hero-1'));
    const a = decisionOf(s, 'prescience-answer', 'emperor');
    expect(a.skilled).to.deep.equal({ burseg: 'planetologist' });
    expectRejected(s, 'emperor', { type: 'prescience-answer', event: a.id, value: 'hajr', karama: null }, 'INVALID_CHOICE');
    // Every legal answer the bots draft is accepted, and leaves a plan that can be made.
    for (let pick = 0; pick < 12; pick++) expect(applyAction(s, 'emperor', legalAnswer(a, pick)).ok, `pick ${pick}`).to.equal(true);
  });

  it('LS.mentat.normal: the answer is checked against the hand held now: a weapon given away meanwhile is not shown, an emptied hand shows nothing', () => {
    let s = skillBattle({ 'count-fenring': 'mentat' }, { mentat: 'open' }, (x) => give(x, 'harkonnen', 'crysknife'));
    s = act(s, 'emperor', { type: 'mentat-question', event: decisionOf(s, 'mentat-question').id, weapon: 'crysknife' }).state;
    const a = decisionOf(s, 'mentat-answer', 'harkonnen');
    const gone = structuredClone(s);
    gone.factions.harkonnen!.hand = [];
    gone.decks.treachery.push('crysknife');
    expectRejected(gone, 'harkonnen', { type: 'mentat-answer', event: a.id, card: 'crysknife' }, 'INVALID_CHOICE');
    const r = act(gone, 'harkonnen', { type: 'mentat-answer', event: a.id, card: null });
    expect(r.events.find((e) => e.type === 'mentat-shown')).to.deep.include({ card: null });
    expectRejected(s, 'harkonnen', { type: 'mentat-answer', event: a.id, card: null }, 'INVALID_CHOICE');
  });
});
