// The pure battle resolution (resolve.ts): weapons against defenses, traitors, the Lasgun–Shield explosion, totals.
import { expect } from 'chai';
import { resolveBattle, weaponKills, type Side } from '../../rooms/dune/phases/battle/resolve.ts';
import { ableToPlay, type PlanConstraints } from '../../rooms/dune/phases/battle/plan-rules.ts';
import type { TreacheryCardId } from '../../rooms/dune/types.ts';
import type { BattlePlan } from '../../rooms/dune/phases/battle/types.ts';

const plan = (p: Partial<BattlePlan>): BattlePlan => ({ leader: null, cheapHero: null, dial: 0, weapon: null, defense: null, ...p });
const side = (faction: Side['faction'], p: Partial<BattlePlan>, traitorCalled = false): Side => ({ faction, plan: plan(p), traitorCalled });

describe('battle resolution (pure, 1.07.06)', () => {
  // Weapon of the attacker against the defense of the target, whose leader is Stilgar (7).
  const table: [TreacheryCardId | null, TreacheryCardId | null, boolean][] = [
    [null, null, false],
    [null, 'shield-1', false],
    ['crysknife', null, true],
    ['crysknife', 'shield-1', false],
    ['crysknife', 'snooper-1', true],
    ['maula-pistol', 'shield-1', false],
    ['slip-tip', 'snooper-1', true],
    ['stunner', 'shield-1', false],
    ['chaumas', null, true],
    ['chaumas', 'snooper-1', false],
    ['chaumas', 'shield-1', true],
    ['chaumurky', 'snooper-2', false],
    ['ellaca-drug', 'snooper-1', false],
    ['ellaca-drug', 'shield-1', true],
    ['gom-jabbar', 'snooper-3', false],
    ['gom-jabbar', 'baliset', true],
    ['lasgun', null, true],
    ['lasgun', 'snooper-1', true],
    ['baliset', null, false],
    ['kulon', 'snooper-1', false],
  ];
  for (const [weapon, defense, kills] of table)
    it(`1.07.06.02 ${weapon ?? 'no weapon'} against ${defense ?? 'no defense'}: the leader ${kills ? 'dies' : 'lives'}`, () => {
      const attacker = plan({ leader: 'feyd-rautha', weapon });
      const target = plan({ leader: 'stilgar', defense });
      expect(weaponKills(attacker, target)).to.equal(kills);
      const out = resolveBattle({ aggressor: side('harkonnen', { ...attacker, dial: 3 }), defender: side('fremen', { ...target, dial: 3 }) });
      if (weapon === 'lasgun' && defense === 'shield-1') return;
      expect(out.kind).to.equal('normal');
      expect(out.killed.map((k) => k.leader)).to.deep.equal(kills ? ['stilgar'] : []);
      // 1.07.06: totals are dial plus the strength of a living leader.
      expect(out.totals).to.deep.equal({ harkonnen: 3 + 6, fremen: 3 + (kills ? 0 : 7) });
      expect(out.winner).to.equal(kills ? 'harkonnen' : 'fremen');
    });

  it('3.01.14 a Lasgun and a Shield explode whoever plays them: both lose, both leaders die, nobody is paid', () => {
    for (const [a, d] of [
      [{ weapon: 'lasgun' }, { defense: 'shield-2' }],
      [{ weapon: 'lasgun', defense: 'shield-1' }, {}],
      [{}, { weapon: 'lasgun', defense: 'shield-3' }],
    ] as Partial<BattlePlan>[][]) {
      const out = resolveBattle({ aggressor: side('harkonnen', { leader: 'feyd-rautha', ...a }), defender: side('fremen', { leader: 'stilgar', ...d }) });
      expect(out.kind).to.equal('explosion');
      expect(out.winner).to.equal(null);
      expect(out.losers).to.deep.equal(['harkonnen', 'fremen']);
      expect(out.killed.map((k) => k.leader)).to.deep.equal(['feyd-rautha', 'stilgar']);
      expect(out.spice).to.equal(0);
      expect(out.explosion).to.equal(true);
      expect(out.keepable).to.deep.equal([]);
    }
  });

  it('1.07.06.07.01 a traitor call pre-empts the Lasgun–Shield explosion: the caller wins and loses nothing', () => {
    const out = resolveBattle({
      aggressor: side('harkonnen', { leader: 'feyd-rautha', weapon: 'lasgun', dial: 5 }, true),
      defender: side('fremen', { leader: 'stilgar', defense: 'shield-1', dial: 9 }),
    });
    expect(out).to.deep.include({ kind: 'traitor', winner: 'harkonnen', losers: ['fremen'], spice: 7, explosion: false });
    expect(out.forces).to.deep.equal({ aggressor: 'none', defender: 'all' });
    expect(out.killed).to.deep.equal([{ faction: 'fremen', leader: 'stilgar' }]);
    expect(out.discard).to.deep.equal({ aggressor: [], defender: ['shield-1'] });
    expect(out.keepable).to.deep.equal(['lasgun']);
  });

  it('1.07.06.07.03 two traitors: both lose forces, cards and leaders; nobody is paid', () => {
    const out = resolveBattle({
      aggressor: side('harkonnen', { leader: 'feyd-rautha', weapon: 'crysknife', dial: 2 }, true),
      defender: side('fremen', { leader: 'stilgar', defense: 'snooper-1', dial: 1 }, true),
    });
    expect(out).to.deep.include({ kind: 'double-traitor', winner: null, spice: 0 });
    expect(out.forces).to.deep.equal({ aggressor: 'all', defender: 'all' });
    expect(out.killed.map((k) => k.leader)).to.deep.equal(['feyd-rautha', 'stilgar']);
    expect(out.discard).to.deep.equal({ aggressor: ['crysknife'], defender: ['snooper-1'] });
  });

  it('1.07.06.01 a tie goes to the aggressor', () => {
    const out = resolveBattle({ aggressor: side('guild', { leader: 'rep', dial: 4 }), defender: side('emperor', { leader: 'bashar', dial: 3 }) });
    expect(out.totals).to.deep.equal({ guild: 5, emperor: 5 });
    expect(out.winner).to.equal('guild');
    expect(out.forces).to.deep.equal({ aggressor: 'dialed', defender: 'all' });
  });

  it('1.07.06.03 the winner is paid for every killed leader, its own included', () => {
    const out = resolveBattle({
      aggressor: side('harkonnen', { leader: 'feyd-rautha', weapon: 'chaumas', dial: 9 }),
      defender: side('fremen', { leader: 'stilgar', weapon: 'crysknife', dial: 1 }),
    });
    expect(out.killed.map((k) => k.leader)).to.deep.equal(['feyd-rautha', 'stilgar']);
    expect(out.winner).to.equal('harkonnen');
    expect(out.spice).to.equal(6 + 7);
    // 1.07.06.06: the winner may keep its weapon; the loser discards.
    expect(out.keepable).to.deep.equal(['chaumas']);
    expect(out.discard).to.deep.equal({ aggressor: [], defender: ['crysknife'] });
  });

  it('3.01.04 a Cheap Hero counts 0, may carry a weapon and a defense, and is discarded even by the winner', () => {
    const out = resolveBattle({
      aggressor: side('guild', { cheapHero: 'cheap-hero-1', weapon: 'stunner', defense: 'snooper-2', dial: 5 }),
      defender: side('emperor', { leader: 'count-fenring', weapon: 'gom-jabbar', dial: 1 }),
    });
    expect(out.killed.map((k) => k.leader)).to.deep.equal(['count-fenring']);
    expect(out.totals).to.deep.equal({ guild: 5, emperor: 1 });
    expect(out.winner).to.equal('guild');
    expect(out.spice).to.equal(6);
    expect(out.discard.aggressor).to.deep.equal(['cheap-hero-1']);
    expect(out.keepable).to.deep.equal(['stunner', 'snooper-2']);
  });

  it('3.01.01 worthless cards have no effect and are discarded by the winner', () => {
    const out = resolveBattle({
      aggressor: side('guild', { leader: 'rep', weapon: 'baliset', defense: 'kulon', dial: 5 }),
      defender: side('emperor', { leader: 'bashar', dial: 1 }),
    });
    expect(out.winner).to.equal('guild');
    expect(out.killed).to.deep.equal([]);
    expect(out.discard.aggressor).to.deep.equal(['baliset', 'kulon']);
    expect(out.keepable).to.deep.equal([]);
  });

  // One test per battle card of 3.01 (the rule id first): weapons kill an unprotected leader and are stopped by the
  // matching defense; defenses protect; worthless cards do nothing.
  const weapons: [string, TreacheryCardId, TreacheryCardId, TreacheryCardId][] = [
    ['3.01.02', 'chaumas', 'snooper-1', 'shield-1'],
    ['3.01.03', 'chaumurky', 'snooper-1', 'shield-1'],
    ['3.01.05', 'crysknife', 'shield-1', 'snooper-1'],
    // 3.01.06 names a projectile defense; the card and 3.01.06's heading say poison (see cards/treachery.ts).
    ['3.01.06', 'ellaca-drug', 'snooper-1', 'shield-1'],
    ['3.01.08', 'gom-jabbar', 'snooper-1', 'shield-1'],
    ['3.01.15', 'maula-pistol', 'shield-1', 'snooper-1'],
    ['3.01.17', 'slip-tip', 'shield-1', 'snooper-1'],
    ['3.01.19', 'stunner', 'shield-1', 'snooper-1'],
  ];
  for (const [id, weapon, stops, fails] of weapons)
    it(`${id} ${weapon} kills an unprotected leader, is stopped by ${stops.split('-')[0]} but not by ${fails.split('-')[0]}`, () => {
      const target = (defense: TreacheryCardId | null) => plan({ leader: 'stilgar', defense });
      expect(weaponKills(plan({ weapon }), target(null))).to.equal(true);
      expect(weaponKills(plan({ weapon }), target(stops))).to.equal(false);
      expect(weaponKills(plan({ weapon }), target(fails))).to.equal(true);
    });
  it('3.01.16 Shield protects a leader from projectile weapons only', () => {
    expect(weaponKills(plan({ weapon: 'crysknife' }), plan({ leader: 'stilgar', defense: 'shield-4' }))).to.equal(false);
    expect(weaponKills(plan({ weapon: 'chaumas' }), plan({ leader: 'stilgar', defense: 'shield-4' }))).to.equal(true);
  });
  it('3.01.18 Snooper protects a leader from poison weapons only', () => {
    expect(weaponKills(plan({ weapon: 'gom-jabbar' }), plan({ leader: 'stilgar', defense: 'snooper-4' }))).to.equal(false);
    expect(weaponKills(plan({ weapon: 'stunner' }), plan({ leader: 'stilgar', defense: 'snooper-4' }))).to.equal(true);
  });
  for (const [id, card] of [
    ['3.01.10', 'jubba-cloak'],
    ['3.01.12', 'kulon'],
    ['3.01.13', 'la-la-la'],
    ['3.01.21', 'trip-to-gamont'],
  ])
    it(`${id} ${card} is worthless in either slot and discarded after play`, () => {
      for (const slot of ['weapon', 'defense'] as const) {
        const out = resolveBattle({
          aggressor: side('guild', { leader: 'rep', [slot]: card, dial: 3 }),
          defender: side('emperor', { leader: 'bashar', dial: 0 }),
        });
        expect(out.killed).to.deep.equal([]);
        expect(out.winner).to.equal('guild');
        expect(out.discard.aggressor).to.deep.equal([card]);
      }
    });
  it('1.07.06 the winner has the higher total of dial plus living leader strength', () => {
    const out = resolveBattle({ aggressor: side('guild', { leader: 'rep', dial: 3 }), defender: side('emperor', { leader: 'count-fenring', dial: 0 }) });
    expect(out.totals).to.deep.equal({ guild: 4, emperor: 6 });
    expect(out.winner).to.equal('emperor');
    expect(out.losers).to.deep.equal(['guild']);
  });
  it('1.07.06.05 the loser loses all its forces there and discards every card it played', () => {
    const out = resolveBattle({
      aggressor: side('guild', { leader: 'rep', dial: 3, weapon: 'crysknife', defense: 'snooper-1' }),
      defender: side('emperor', { leader: 'count-fenring', dial: 0, defense: 'shield-1' }),
    });
    expect(out.winner).to.equal('emperor');
    expect(out.forces.aggressor).to.equal('all');
    expect(out.discard.aggressor).to.deep.equal(['crysknife', 'snooper-1']);
  });
  it('1.07.06.06 the winner loses only its dial and may keep weapons and defenses', () => {
    const out = resolveBattle({
      aggressor: side('guild', { leader: 'rep', dial: 3 }),
      defender: side('emperor', { leader: 'count-fenring', dial: 1, weapon: 'crysknife', defense: 'snooper-1' }),
    });
    expect(out.forces.defender).to.equal('dialed');
    expect(out.keepable).to.deep.equal(['crysknife', 'snooper-1']);
    expect(out.discard.defender).to.deep.equal([]);
  });
  it('1.07.06.07.02 the betrayed side loses all its forces and discards all its cards', () => {
    const out = resolveBattle({
      aggressor: side('guild', { leader: 'rep', dial: 3, defense: 'shield-2' }),
      defender: side('emperor', { leader: 'count-fenring', dial: 1 }, true),
    });
    expect(out.forces).to.deep.equal({ aggressor: 'all', defender: 'none' });
    expect(out.discard.aggressor).to.deep.equal(['shield-2']);
    expect(out.spice).to.equal(1);
  });
});

describe('battle plan rules: Voice with a Prescience answer', () => {
  it('2.02.06 a Voice "play Cheap Hero" cannot be obeyed when Prescience fixed a leader disc', () => {
    const constraints: PlanConstraints = {
      territory: 'the-great-flat',
      opponent: 'bene-gesserit',
      maxDial: 5,
      leaders: ['stilgar'],
      cheapHeroes: ['cheap-hero-1'],
      reserves: 0,
      prescience: { element: 'leader' as const, value: 'stilgar' },
      voice: { play: true, subject: 'cheap-hero' as const },
    };
    expect(ableToPlay(constraints, ['cheap-hero-1'], { play: true, subject: 'cheap-hero' })).to.equal(false);
  });
});
