// Mirror Weapon (CHOAM & Richese cache), its contract (docs/RULES-DECISIONS.md): the weapon
// matrix in both positions, paired defenses, explosion on the effective weapon, traitor preemption, the ordered
// choice queue, once-only Artillery suppression, retention from physical identity, named Voice and Prescience,
// JSON restore and stale answers, identical views for uninvolved seats, and bots of every profile.
import { expect } from 'chai';
import {
  applyAction,
  pendingDecisions,
  stateHash,
  viewFor,
  type Action,
  type Faction,
  type GameEvent,
  type GameState,
  type TreacheryCardId,
} from '../../rooms/dune/index.ts';
import { resolveBattleWeapons, type SideKey } from '../../rooms/dune/phases/battle/effective.ts';
import { resolveBattle, type Side } from '../../rooms/dune/phases/battle/resolve.ts';
import { checkPlan, checkPrescienceValue, type PlanConstraints } from '../../rooms/dune/phases/battle/plan-rules.ts';
import { voiceSubjectsOf } from '../../rooms/dune/phases/battle/cards.ts';
import { questionProblem, truthfulAnswer } from '../../rooms/dune/phases/mentat-pause/truthtrance-questions.ts';
import type { BattlePlan } from '../../rooms/dune/phases/battle/types.ts';
import { botAnswer, BOT_PROFILES } from '../../rooms/dune/bots/index.ts';
import { act, expectRejected } from '../helpers/engine.ts';
import { decisionOf, enterBattle, expansionBoard, give, passCardWindows, place, react, traitor } from '../helpers/battle.ts';

const plan = (p: Partial<BattlePlan>): BattlePlan => ({ leader: null, cheapHero: null, dial: 0, weapon: null, defense: null, ...p });
const MIRROR: TreacheryCardId = 'mirror-weapon';

/** The opposing selection of each matrix row (weapon slot, defense slot) and the attacks a Mirror copies from it. */
const MATRIX: [string, Partial<BattlePlan>, string[], boolean][] = [
  ['ordinary projectile', { weapon: 'crysknife' }, ['projectile'], false],
  ['Ix Hunter Seeker', { weapon: 'hunter-seeker' }, ['projectile'], false],
  ['ordinary poison', { weapon: 'chaumas' }, ['poison'], false],
  ['Ix Basilia', { weapon: 'basilia-weapon' }, ['poison'], false],
  ['Lasgun', { weapon: 'lasgun' }, ['lasgun'], false],
  ['Poison Blade (both properties together)', { weapon: 'poison-blade' }, ['projectile', 'poison'], false],
  ['Weirding Way in the weapon slot', { weapon: 'weirding-way' }, ['projectile'], false],
  ['Chemistry in the weapon slot', { weapon: 'chemistry', defense: 'shield-1' }, ['poison'], false],
  ['Weirding Way in the defense slot (the weapon slot is copied)', { weapon: 'crysknife', defense: 'weirding-way' }, ['projectile'], false],
  ['Chemistry in the defense slot, no weapon', { defense: 'chemistry' }, [], false],
  ['Poison Tooth', { weapon: 'poison-tooth' }, ['poison-tooth'], true],
  ['Artillery Strike', { weapon: 'artillery-strike' }, ['artillery-strike'], false],
  ['Stone Burner', { weapon: 'stone-burner' }, ['stone-burner'], true],
  ['no weapon', {}, [], false],
  ['Worthless in place of a weapon', { weapon: 'kull-wahad' }, [], false],
  ['Reinforcements in place of a weapon', { weapon: 'reinforcements' }, [], false],
  ['Harass and Withdraw in place of a weapon', { weapon: 'harass-and-withdraw' }, [], false],
];

describe('Mirror Weapon (richese.mirror-weapon)', () => {
  describe('weapon matrix, pure (effective.ts)', () => {
    for (const [row, opposing, attacks, choice] of MATRIX)
      for (const mirrorSide of ['aggressor', 'defender'] as SideKey[])
        it(`richese.mirror-weapon matrix: ${row}, Mirror as ${mirrorSide}`, () => {
          const other: SideKey = mirrorSide === 'aggressor' ? 'defender' : 'aggressor';
          const slots = { [mirrorSide]: { weapon: MIRROR, defense: null }, [other]: { weapon: null, defense: null, ...opposing } } as Record<
            SideKey,
            { weapon: TreacheryCardId | null; defense: TreacheryCardId | null }
          >;
          const eff = resolveBattleWeapons(slots);
          const copy = eff[mirrorSide].weapon;
          expect(copy.physicalId).to.equal(MIRROR); // the physical card never changes
          expect(copy.attacks).to.deep.equal(attacks);
          expect(copy.copiedFrom).to.equal(attacks.length > 0 ? opposing.weapon : null);
          expect(copy.choice !== null).to.equal(choice);
          // The original keeps its own attacks: copying never takes the opponent's card.
          expect(eff[other].weapon.physicalId).to.equal(opposing.weapon ?? null);
        });
  });

  describe('outcomes (resolve.ts)', () => {
    const side = (faction: Faction, p: Partial<BattlePlan>, extra: Partial<Side> = {}): Side => ({ faction, plan: plan(p), traitorCalled: false, ...extra });

    it('richese.mirror-weapon both the original and the copy apply: both leaders die to two projectiles', () => {
      const out = resolveBattle({
        aggressor: side('harkonnen', { leader: 'feyd-rautha', dial: 2, weapon: MIRROR }),
        defender: side('fremen', { leader: 'stilgar', dial: 2, weapon: 'crysknife' }),
      });
      expect(out.killed.map((k) => k.leader)).to.deep.equal(['feyd-rautha', 'stilgar']);
      expect(out.effective!.aggressor.weapon).to.deep.include({ physicalId: MIRROR, copiedFrom: 'crysknife' });
    });

    it('richese.mirror-weapon paired defenses: a Shield stops a copied projectile, a Shield Snooper a copied Poison Blade, a Shield alone does not', () => {
      const vs = (oppWeapon: TreacheryCardId, oppDefense: TreacheryCardId | null) =>
        resolveBattle({
          aggressor: side('harkonnen', { leader: 'feyd-rautha', weapon: MIRROR, defense: 'shield-snooper' }),
          defender: side('fremen', { leader: 'stilgar', weapon: oppWeapon, defense: oppDefense }),
        });
      expect(vs('crysknife', 'shield-1').killed).to.deep.equal([]);
      expect(vs('poison-blade', 'shield-snooper').killed).to.deep.equal([]);
      expect(vs('poison-blade', 'shield-1').killed.map((k) => k.leader)).to.deep.equal(['stilgar']);
      expect(vs('chaumas', 'snooper-1').killed).to.deep.equal([]);
      expect(vs('chaumas', 'shield-1').killed.map((k) => k.leader)).to.deep.equal(['stilgar']);
    });

    it('richese.mirror-weapon a copied Tooth is stopped by Chemistry but not by a Snooper (FAQ)', () => {
      const tooth = (defense: TreacheryCardId) =>
        resolveBattle({
          aggressor: side('harkonnen', { leader: 'feyd-rautha', weapon: MIRROR, defense: 'chemistry' }, { choice: 'use' }),
          defender: side('fremen', { leader: 'stilgar', weapon: 'poison-tooth', defense }, { choice: 'hold' }),
        });
      expect(tooth('snooper-1').killed.map((k) => k.leader)).to.deep.equal(['stilgar']); // the copy kills through a Snooper
      expect(tooth('shield-snooper').killed.map((k) => k.leader)).to.deep.equal(['stilgar']);
    });

    it('richese.mirror-weapon a Mirror with nothing to copy is a physical weapon that attacks with nothing', () => {
      const out = resolveBattle({
        aggressor: side('harkonnen', { leader: 'feyd-rautha', dial: 1, weapon: MIRROR }),
        defender: side('fremen', { leader: 'stilgar', dial: 1, defense: 'shield-1' }),
      });
      expect(out.killed).to.deep.equal([]);
      expect(out.winner).to.equal('fremen');
      expect(out.effective!.aggressor.weapon).to.deep.equal({ physicalId: MIRROR, copiedFrom: null, attacks: [], choice: null });
    });

    it('richese.mirror-weapon with a defensive Weirding Way: legal (the Mirror is a real weapon), a projectile defense, not a Shield', () => {
      const c: PlanConstraints = {
        territory: 'the-great-flat',
        opponent: 'fremen',
        maxDial: 5,
        leaders: ['feyd-rautha'],
        cheapHeroes: [],
        reserves: 5,
        voice: null,
        prescience: null,
      };
      expect(checkPlan(c, [MIRROR, 'weirding-way'], plan({ leader: 'feyd-rautha', weapon: MIRROR, defense: 'weirding-way' }), null)).to.equal(null);
      const vs = (weapon: TreacheryCardId) =>
        resolveBattle({
          aggressor: side('harkonnen', { leader: 'feyd-rautha', weapon: MIRROR, defense: 'weirding-way' }),
          defender: side('fremen', { leader: 'stilgar', weapon }),
        });
      expect(vs('crysknife').killed.map((k) => k.leader)).to.deep.equal(['stilgar']); // our copy kills, theirs is stopped
      const lasgun = vs('lasgun');
      expect(lasgun.kind).to.equal('normal'); // a Weirding Way is no Shield: no explosion
      expect(lasgun.killed.map((k) => k.leader)).to.deep.equal(['feyd-rautha', 'stilgar']);
    });

    it('richese.mirror-weapon a copied Lasgun explodes with any Shield in the battle', () => {
      const out = resolveBattle({
        aggressor: side('harkonnen', { leader: 'feyd-rautha', weapon: MIRROR, defense: 'shield-1' }),
        defender: side('fremen', { leader: 'stilgar', weapon: 'lasgun' }),
      });
      expect(out.kind).to.equal('explosion');
      const copyOnly = resolveBattle({
        aggressor: side('harkonnen', { leader: 'feyd-rautha', weapon: MIRROR }),
        defender: side('fremen', { leader: 'stilgar', weapon: 'chaumas', defense: 'shield-2' }),
      });
      expect(copyOnly.kind).to.equal('normal'); // it copies the poison, not a Lasgun
    });

    it('richese.mirror-weapon traitor preemption: a traitor call settles the battle before any copy', () => {
      const out = resolveBattle({
        aggressor: side('harkonnen', { leader: 'feyd-rautha', weapon: MIRROR, defense: 'shield-1' }, { traitorCalled: true }),
        defender: side('fremen', { leader: 'stilgar', weapon: 'lasgun' }),
      });
      expect(out.kind).to.equal('traitor');
      expect(out.effective).to.equal(null);
      expect(out.keepable).to.deep.equal([MIRROR, 'shield-1']);
    });

    it('richese.mirror-weapon once-only Artillery suppression: dials alone compared, no spice, Shields protect', () => {
      const out = resolveBattle({
        aggressor: side('harkonnen', { leader: 'feyd-rautha', dial: 3, weapon: MIRROR, defense: 'shield-1' }),
        defender: side('fremen', { leader: 'stilgar', dial: 4, weapon: 'artillery-strike' }),
      });
      expect(out.comparison).to.equal('dial');
      expect(out.totals).to.deep.equal({ harkonnen: 3, fremen: 4 }); // suppressed once, not subtracted twice
      expect(out.killed.map((k) => k.leader)).to.deep.equal(['stilgar']);
      expect(out.spice).to.equal(0);
      expect(out.winner).to.equal('fremen');
      expect(out.discard.defender).to.include('artillery-strike'); // discarded after use, even by the winner
    });

    it('richese.mirror-weapon retention from physical identity: a winning Mirror that copied a used Tooth may be kept; the used Tooth may not', () => {
      const run = (mirrorChoice: 'use' | 'hold', toothChoice: 'use' | 'hold', mirrorDial: number) =>
        resolveBattle({
          aggressor: side('harkonnen', { leader: 'feyd-rautha', dial: mirrorDial, weapon: MIRROR, defense: 'chemistry' }, { choice: mirrorChoice }),
          defender: side('fremen', { leader: 'stilgar', dial: 2, weapon: 'poison-tooth' }, { choice: toothChoice }),
        });
      const mirrorWins = run('use', 'use', 5);
      expect(mirrorWins.winner).to.equal('harkonnen');
      expect(mirrorWins.keepable).to.include(MIRROR);
      expect(mirrorWins.discard.defender).to.include('poison-tooth');
      // The Tooth's owner wins having held its Tooth: it may keep it (its text).
      const toothWins = run('hold', 'hold', 0);
      expect(toothWins.winner).to.equal('fremen');
      expect(toothWins.keepable).to.deep.equal(['poison-tooth']);
      const usedWin = resolveBattle({
        aggressor: side('harkonnen', { leader: 'feyd-rautha', dial: 0 }),
        defender: side('fremen', { leader: 'stilgar', dial: 2, weapon: 'poison-tooth', defense: 'chemistry' }, { choice: 'use' }),
      });
      expect(usedWin.winner).to.equal('fremen');
      expect(usedWin.discard.defender).to.include('poison-tooth');
      expect(usedWin.keepable).to.deep.equal(['chemistry']);
    });
  });

  describe('declarations keep the physical card', () => {
    it('richese.mirror-weapon named Voice: the Mirror answers only to its own name, never to a generic weapon kind', () => {
      expect(voiceSubjectsOf(MIRROR, 'weapon')).to.deep.equal(['mirror-weapon']);
      const c: Omit<PlanConstraints, 'voice'> = {
        territory: 'the-great-flat',
        opponent: 'fremen',
        maxDial: 5,
        leaders: ['feyd-rautha'],
        cheapHeroes: [],
        reserves: 5,
        prescience: null,
      };
      const p = plan({ leader: 'feyd-rautha', weapon: MIRROR });
      expect(checkPlan({ ...c, voice: { play: false, subject: 'projectile-weapon' } }, [MIRROR], p, null)).to.equal(null);
      expect(checkPlan({ ...c, voice: { play: false, subject: 'mirror-weapon' } }, [MIRROR], p, null)).to.match(/Voice/);
      expect(
        checkPlan({ ...c, voice: { play: true, subject: 'mirror-weapon' } }, [MIRROR, 'crysknife'], plan({ leader: 'feyd-rautha', weapon: 'crysknife' }), null),
      ).to.match(/Voice/);
    });

    it('richese.mirror-weapon Prescience reveals the physical Mirror, and the plan must then hold it', () => {
      const c: Omit<PlanConstraints, 'prescience'> = {
        territory: 'the-great-flat',
        opponent: 'fremen',
        maxDial: 5,
        leaders: ['feyd-rautha'],
        cheapHeroes: [],
        reserves: 5,
        voice: null,
      };
      expect(checkPrescienceValue(c, [MIRROR], 'weapon', MIRROR)).to.equal(null);
      const bound = { ...c, prescience: { element: 'weapon' as const, value: MIRROR } };
      expect(checkPlan(bound, [MIRROR, 'crysknife'], plan({ leader: 'feyd-rautha', weapon: 'crysknife' }), null)).to.match(/Prescience/);
    });
  });

  it('richese.mirror-weapon Truthtrance commitments name the physical card: "holds a Mirror Weapon" is true of its holder, whatever it may copy', () => {
    const s = expansionBoard();
    give(s, 'harkonnen', MIRROR);
    const q = { about: 'holds-card' as const, card: 'mirror-weapon' };
    expect(questionProblem(s, q)).to.equal(null);
    expect(truthfulAnswer(s, 'harkonnen', q)).to.equal(true);
    expect(truthfulAnswer(s, 'fremen', q)).to.equal(false);
    // In a base-only game the question does not exist.
    expect(questionProblem({ ...s, config: { ...s.config, cards: ['base'] } }, q)).to.match(/no card named/);
  });

  describe('through the engine', () => {
    /** Harkonnen against Fremen in the Great Flat, with the given hands; `first` is first in storm order. */
    function duel(hands: Partial<Record<Faction, TreacheryCardId[]>>, first: Faction = 'harkonnen', edit: (s: GameState) => void = () => {}) {
      return passCardWindows(
        enterBattle(expansionBoard(), (s) => {
          s.firstPlayer = first;
          place(s, 'harkonnen', 'the-great-flat', 14, 6);
          place(s, 'fremen', 'the-great-flat', 14, 5);
          for (const [f, cards] of Object.entries(hands) as [Faction, TreacheryCardId[]][]) give(s, f, ...cards);
          edit(s);
        }),
      );
    }
    const planOf = (state: GameState, seat: Faction, p: Partial<BattlePlan>): Action => ({
      type: 'battle-plan',
      event: decisionOf(state, 'battle-plan', seat).id,
      karama: null,
      ...plan(p),
    });
    function reveal(state: GameState, plans: Partial<Record<Faction, Partial<BattlePlan>>>, calls: Partial<Record<Faction, boolean>> = {}) {
      const events: GameEvent[] = [];
      for (const [seat, p] of Object.entries(plans) as [Faction, Partial<BattlePlan>][]) {
        const r = act(state, seat, planOf(state, seat, p));
        state = r.state;
        events.push(...r.events);
      }
      const after = react(state, calls);
      return { state: after.state, events: [...events, ...after.events] };
    }

    it('richese.mirror-weapon copied Tooth: the Mirror owner chooses first, whatever the storm order', () => {
      for (const first of ['harkonnen', 'fremen'] as Faction[]) {
        const { state } = duel({ harkonnen: [MIRROR], fremen: ['poison-tooth'] }, first);
        const { state: s1 } = reveal(state, {
          harkonnen: { leader: 'feyd-rautha', dial: 2, weapon: MIRROR },
          fremen: { leader: 'stilgar', dial: 2, weapon: 'poison-tooth' },
        });
        const firstChoice = decisionOf(s1, 'battle-choice');
        expect(firstChoice).to.deep.include({ seat: 'harkonnen', family: 'poison-tooth', card: MIRROR, copied: true });
        const s2 = act(s1, 'harkonnen', { type: 'battle-choice', event: firstChoice.id, choice: 'use' }).state;
        expect(decisionOf(s2, 'battle-choice')).to.deep.include({ seat: 'fremen', card: 'poison-tooth', copied: false });
      }
    });

    it('richese.mirror-weapon JSON restore between the reveal and the choices; stale and repeated choices are rejected with no effect', () => {
      const { state } = duel({ harkonnen: [MIRROR], fremen: ['poison-tooth'] });
      const { state: atChoice } = reveal(state, {
        harkonnen: { leader: 'feyd-rautha', dial: 2, weapon: MIRROR },
        fremen: { leader: 'stilgar', dial: 3, weapon: 'poison-tooth' },
      });
      const restored = JSON.parse(JSON.stringify(atChoice)) as GameState;
      expect(stateHash(restored)).to.equal(stateHash(atChoice));
      const d1 = decisionOf(restored, 'battle-choice');
      const after1 = act(restored, 'harkonnen', { type: 'battle-choice', event: d1.id, choice: 'hold' }).state;
      // Repeating the answer (same event) or answering for the other seat changes nothing.
      expectRejected(after1, 'harkonnen', { type: 'battle-choice', event: d1.id, choice: 'hold' }, 'NOT_YOUR_TURN');
      const d2 = decisionOf(after1, 'battle-choice');
      expectRejected(after1, 'harkonnen', { type: 'battle-choice', event: d2.id, choice: 'use' }, 'WRONG_SEAT');
      expectRejected(after1, 'fremen', { type: 'battle-choice', event: d2.id, choice: 'kill' }, 'INVALID_CHOICE');
      const done = act(after1, 'fremen', { type: 'battle-choice', event: d2.id, choice: 'use' });
      const resolved = done.events.find((e) => e.type === 'battle-resolved');
      expect(resolved).to.deep.include({ winner: 'fremen', killed: ['feyd-rautha', 'stilgar'] });
      expectRejected(done.state, 'fremen', { type: 'battle-choice', event: d2.id, choice: 'use' }, 'STALE_EVENT');
    });

    it('richese.mirror-weapon a copied Lasgun explodes: every force (advisors too) and the spice are lost; a traitor call prevents it', () => {
      const setup = (s: GameState) => {
        s.forces.push({ faction: 'bene-gesserit', territory: 'the-great-flat', sector: 14, regular: 0, elite: 0, advisors: 2 });
        s.factions['bene-gesserit']!.reserves.regular -= 2;
        s.spice.push({ territory: 'the-great-flat', sector: 14, amount: 6 });
      };
      const plans: Partial<Record<Faction, Partial<BattlePlan>>> = {
        harkonnen: { leader: 'feyd-rautha', dial: 2, weapon: MIRROR, defense: 'shield-1' },
        fremen: { leader: 'stilgar', dial: 2, weapon: 'lasgun' },
      };
      const { state } = duel({ harkonnen: [MIRROR, 'shield-1'], fremen: ['lasgun'] }, 'harkonnen', setup);
      const boom = reveal(state, plans);
      expect(boom.events.find((e) => e.type === 'battle-resolved')).to.deep.include({ outcome: 'explosion' });
      expect(boom.state.forces.filter((x) => x.territory === 'the-great-flat')).to.deep.equal([]);
      expect(boom.state.spice.filter((x) => x.territory === 'the-great-flat')).to.deep.equal([]);
      const { state: t } = duel({ harkonnen: [MIRROR, 'shield-1'], fremen: ['lasgun'] }, 'harkonnen', (s) => {
        setup(s);
        traitor(s, 'harkonnen', 'stilgar');
      });
      const called = reveal(t, plans, { harkonnen: true });
      expect(called.events.find((e) => e.type === 'battle-resolved')).to.deep.include({ outcome: 'traitor', winner: 'harkonnen' });
      expect(called.state.spice.find((x) => x.territory === 'the-great-flat')?.amount).to.equal(6);
    });

    it('richese.mirror-weapon identical views for an uninvolved seat and spectators whatever the two plans contain', () => {
      const views = (hands: Partial<Record<Faction, TreacheryCardId[]>>, plans: Partial<Record<Faction, Partial<BattlePlan>>>) => {
        let { state } = duel(hands);
        for (const [seat, p] of Object.entries(plans) as [Faction, Partial<BattlePlan>][]) state = act(state, seat, planOf(state, seat, p)).state;
        return JSON.stringify([viewFor(state, 'atreides'), viewFor(state, 'spectator')]);
      };
      const a = views({ harkonnen: [MIRROR, 'shield-1'], fremen: ['poison-tooth'] }, { harkonnen: { leader: 'feyd-rautha', dial: 2, weapon: MIRROR } });
      const b = views(
        { harkonnen: ['crysknife', 'shield-1'], fremen: ['lasgun'] },
        { harkonnen: { leader: 'feyd-rautha', dial: 5, weapon: 'crysknife', defense: 'shield-1' } },
      );
      expect(a).to.equal(b);
    });

    it('richese.mirror-weapon bots of every profile finish a battle with a Mirror that copies nothing, without deadlock', () => {
      for (const profile of BOT_PROFILES) {
        let { state } = duel({ harkonnen: [MIRROR], fremen: ['shield-1'] });
        for (let steps = 0; state.phase === 'battle' && steps < 50; steps++) {
          const d = pendingDecisions(state)[0];
          if (!d) break;
          // Harkonnen is made to play the Mirror; every other answer is the profile's.
          const action: Action =
            d.kind === 'battle-plan' && d.seat === 'harkonnen'
              ? planOf(state, 'harkonnen', { leader: 'feyd-rautha', dial: 1, weapon: MIRROR })
              : botAnswer(profile, viewFor(state, d.seat), d);
          const r = applyAction(state, d.seat, action);
          expect(r.ok, `${profile} ${d.kind}: ${r.ok ? '' : r.error.message}`).to.equal(true);
          if (r.ok) state = r.state;
        }
        expect(state.phase, profile).to.not.equal('battle');
      }
    });
  });
});
