// The expansions' treachery cards (Ixians & Tleilaxu, the CHOAM & Richese cache, Ecaz & Moritani): card sets at
// game creation, plan-slot roles, the effective weapons in battle, post-reveal choices and what is kept. Mirror
// Weapon has its own file. Test titles start with the card ids of RULES.md's expansion table.
import { RULES_EDITION, rulesEdition } from '../../rooms/dune/rules-edition.ts';
import { expect } from 'chai';
import {
  createGame,
  pendingDecisions,
  viewFor,
  type Action,
  type Faction,
  type GameEvent,
  type GameState,
  type TreacheryCardId,
} from '../../rooms/dune/index.ts';
import { boxFor, deckIds, treacheryCard } from '../../rooms/dune/cards/treachery.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { ConfigError } from '../../rooms/dune/config.ts';
import { resolveBattle, type Side } from '../../rooms/dune/phases/battle/resolve.ts';
import { choiceQueue, resolveBattleWeapons } from '../../rooms/dune/phases/battle/effective.ts';
import { checkPlan, draftPlan, type PlanConstraints } from '../../rooms/dune/phases/battle/plan-rules.ts';
import { voiceSubjectsOf } from '../../rooms/dune/phases/battle/cards.ts';
import type { BattlePlan } from '../../rooms/dune/phases/battle/types.ts';
import { act, expectRejected } from '../helpers/engine.ts';
import { decisionOf, enterBattle, expansionBoard, give, passCardWindows, place, react } from '../helpers/battle.ts';

const plan = (p: Partial<BattlePlan>): BattlePlan => ({ leader: null, cheapHero: null, dial: 0, weapon: null, defense: null, ...p });
const side = (faction: Faction, p: Partial<BattlePlan>, extra: Partial<Side> = {}): Side => ({ faction, plan: plan(p), traitorCalled: false, ...extra });
/** Harkonnen (Feyd Rautha, 6) attacks Fremen (Stilgar, 7); returns the leaders killed and the winner. */
function fight(h: Partial<BattlePlan>, f: Partial<BattlePlan>, extra: { h?: Partial<Side>; f?: Partial<Side> } = {}) {
  const out = resolveBattle({
    aggressor: side('harkonnen', { leader: 'feyd-rautha', dial: 3, ...h }, extra.h),
    defender: side('fremen', { leader: 'stilgar', dial: 3, ...f }, extra.f),
  });
  return { ...out, dead: out.killed.map((k) => k.leader) };
}
const constraints: PlanConstraints = {
  territory: 'the-great-flat',
  opponent: 'fremen',
  maxDial: 5,
  leaders: ['feyd-rautha'],
  cheapHeroes: [],
  reserves: 5,
  voice: null,
  prescience: null,
};

describe('expansion treachery cards', () => {
  describe('card sets', () => {
    it('0.06 card sets are chosen at creation: base alone by default, expansions added, base required, canonical order', () => {
      expect(createGame({ factions: ['atreides', 'fremen'] }).config.cards).to.deep.equal(['base']);
      const all = createGame({ factions: ['atreides', 'fremen'], cards: ['ecaz', 'base', 'richese', 'ixians'] });
      expect(all.config.cards).to.deep.equal(['base', 'ixians', 'richese', 'ecaz']);
      expect(() => createGame({ factions: ['atreides', 'fremen'], cards: ['ixians'] })).to.throw(ConfigError, /base/);
      expect(custodyProblems(all)).to.deep.equal([]);
      const held = all.seating.flatMap((f) => all.factions[f]!.hand);
      expect([...all.decks.treachery, ...held].sort()).to.deep.equal(deckIds(all.config.cards, rulesEdition(all)).sort());
    });

    it('richese.cache the cache is its own list (cache: true), shuffled into the treachery deck as a documented variant', () => {
      const cache = boxFor(['base', 'richese'], RULES_EDITION).filter((c) => c.cache);
      expect(cache.every((c) => c.set === 'richese')).to.equal(true);
      expect(cache.map((c) => c.family)).to.include.members(['mirror-weapon', 'portable-snooper', 'stone-burner', 'karama']);
      expect(deckIds(['base', 'richese'], RULES_EDITION)).to.include.members(cache.map((c) => c.id));
    });

    it('richese.karama the cache Karama is a third Karama card (karama-3)', () => {
      expect(treacheryCard('karama-3')).to.include({ family: 'karama', set: 'richese', name: 'Karama' });
    });

    it('ix.kull-wahad a worthless card: either slot, answers the Voice as worthless', () => {
      expect(treacheryCard('kull-wahad').category).to.equal('worthless');
      expect(checkPlan(constraints, ['kull-wahad'], plan({ leader: 'feyd-rautha', defense: 'kull-wahad' }), null)).to.equal(null);
      expect(voiceSubjectsOf('kull-wahad', 'weapon')).to.deep.equal(['worthless']);
      expect(fight({ weapon: 'kull-wahad' }, {}).dead).to.deep.equal([]);
    });
  });

  describe('weapons and defenses', () => {
    it('ix.hunter-seeker a projectile weapon: a Shield stops it, a Snooper does not', () => {
      expect(fight({ weapon: 'hunter-seeker' }, { defense: 'shield-1' }).dead).to.deep.equal([]);
      expect(fight({ weapon: 'hunter-seeker' }, { defense: 'snooper-1' }).dead).to.deep.equal(['stilgar']);
    });

    it('ix.basilia-weapon a poison weapon: a Snooper stops it, a Shield does not', () => {
      expect(fight({ weapon: 'basilia-weapon' }, { defense: 'snooper-1' }).dead).to.deep.equal([]);
      expect(fight({ weapon: 'basilia-weapon' }, { defense: 'shield-1' }).dead).to.deep.equal(['stilgar']);
    });

    it('ix.poison-blade counts as projectile and poison: only a defense against both (Shield Snooper) stops it', () => {
      expect(fight({ weapon: 'poison-blade' }, { defense: 'shield-1' }).dead).to.deep.equal(['stilgar']);
      expect(fight({ weapon: 'poison-blade' }, { defense: 'snooper-1' }).dead).to.deep.equal(['stilgar']);
      expect(fight({ weapon: 'poison-blade' }, { defense: 'shield-snooper' }).dead).to.deep.equal([]);
      expect(voiceSubjectsOf('poison-blade', 'weapon')).to.deep.equal(['projectile-weapon', 'poison-weapon', 'poison-blade']);
    });

    it('ix.shield-snooper counts as a Shield and a Snooper: stops both kinds, and explodes with a Lasgun', () => {
      expect(fight({ weapon: 'crysknife' }, { defense: 'shield-snooper' }).dead).to.deep.equal([]);
      expect(fight({ weapon: 'chaumas' }, { defense: 'shield-snooper' }).dead).to.deep.equal([]);
      expect(fight({ weapon: 'lasgun' }, { defense: 'shield-snooper' }).kind).to.equal('explosion');
    });

    it('ix.weirding-way a projectile weapon alone; with another weapon a projectile defense (not a Shield)', () => {
      expect(fight({ weapon: 'weirding-way' }, { defense: 'snooper-1' }).dead).to.deep.equal(['stilgar']);
      expect(
        checkPlan(constraints, ['crysknife', 'weirding-way'], plan({ leader: 'feyd-rautha', weapon: 'crysknife', defense: 'weirding-way' }), null),
      ).to.equal(null);
      // Without another weapon it cannot be a defense; with the other dual card neither counts.
      expect(checkPlan(constraints, ['weirding-way'], plan({ leader: 'feyd-rautha', defense: 'weirding-way' }), null)).to.match(/defense/);
      expect(
        checkPlan(constraints, ['chemistry', 'weirding-way'], plan({ leader: 'feyd-rautha', weapon: 'chemistry', defense: 'weirding-way' }), null),
      ).to.match(/cannot/);
      expect(fight({ defense: 'weirding-way', weapon: 'chaumas' }, { weapon: 'stunner' }).dead).to.deep.equal(['stilgar']); // Stunner stopped
      const lasgun = fight({ weapon: 'chaumas', defense: 'weirding-way' }, { weapon: 'lasgun' });
      expect(lasgun.kind).to.equal('normal'); // no Shield in the battle
      expect(lasgun.dead).to.include('feyd-rautha');
      expect(voiceSubjectsOf('weirding-way', 'defense')).to.deep.equal(['projectile-defense', 'weirding-way']);
    });

    it('ix.weirding-way revealed to Prescience as a defense keeps the weapon it needs, whatever the Voice then forbids (2.01.08 first)', () => {
      const c: PlanConstraints = {
        ...constraints,
        prescience: { element: 'defense', value: 'weirding-way' },
        voice: { play: false, subject: 'projectile-weapon' as const },
      };
      const p = plan({ leader: 'feyd-rautha', weapon: 'crysknife', defense: 'weirding-way' });
      expect(checkPlan(c, ['crysknife', 'weirding-way'], p, null)).to.equal(null);
      expect(draftPlan(c, ['crysknife', 'weirding-way'], 0)).to.deep.include({ weapon: 'crysknife', defense: 'weirding-way' });
    });

    it('ix.chemistry a poison defense alone; with another defense a poison weapon; it stops a Poison Tooth', () => {
      expect(fight({ weapon: 'chaumas' }, { defense: 'chemistry' }).dead).to.deep.equal([]);
      expect(checkPlan(constraints, ['chemistry'], plan({ leader: 'feyd-rautha', weapon: 'chemistry' }), null)).to.match(/weapon/);
      expect(checkPlan(constraints, ['chemistry', 'shield-1'], plan({ leader: 'feyd-rautha', weapon: 'chemistry', defense: 'shield-1' }), null)).to.equal(null);
      expect(fight({ weapon: 'chemistry', defense: 'shield-1' }, { defense: 'shield-2' }).dead).to.deep.equal(['stilgar']);
      expect(fight({}, { weapon: 'poison-tooth', defense: 'chemistry' }, { f: { choice: 'use' } }).dead).to.deep.equal(['feyd-rautha']);
    });

    it('ix.poison-tooth kills both leaders, not stopped by a Snooper; its owner may choose not to use it and keep it after a win', () => {
      const used = fight({ defense: 'snooper-1' }, { weapon: 'poison-tooth' }, { f: { choice: 'use' } });
      expect(used.dead).to.deep.equal(['feyd-rautha', 'stilgar']);
      expect(used.winner).to.equal('harkonnen'); // tie 3–3 with both leaders dead: the aggressor
      const held = fight({ dial: 1 }, { weapon: 'poison-tooth', dial: 3 }, { f: { choice: 'hold' } });
      expect(held.dead).to.deep.equal([]);
      expect(held.winner).to.equal('fremen');
      expect(held.keepable).to.deep.equal(['poison-tooth']);
      const usedWin = fight({ dial: 0 }, { weapon: 'poison-tooth', defense: 'chemistry', dial: 3 }, { f: { choice: 'use' } });
      expect(usedWin.winner).to.equal('fremen');
      expect(usedWin.discard.defender).to.deep.equal(['poison-tooth']);
    });

    it('ix.artillery-strike kills both leaders unless Shielded; dials alone decide; no spice for leaders; discarded after use', () => {
      const out = fight({ weapon: 'artillery-strike', dial: 4 }, { defense: 'shield-1', dial: 3 });
      expect(out.dead).to.deep.equal(['feyd-rautha']);
      expect(out.comparison).to.equal('dial');
      expect(out.totals).to.deep.equal({ harkonnen: 4, fremen: 3 }); // Stilgar lives but does not count
      expect(out.winner).to.equal('harkonnen');
      expect(out.spice).to.equal(0);
      expect(out.discard.aggressor).to.deep.equal(['artillery-strike']);
      // A defensive Weirding Way is no Shield.
      expect(fight({ weapon: 'artillery-strike' }, { weapon: 'crysknife', defense: 'weirding-way' }).dead).to.include('stilgar');
    });

    it('richese.stone-burner either choice compares undialed forces; "kill" kills both leaders whatever their defenses', () => {
      const run = (choice: 'kill' | 'ignore') =>
        fight(
          { weapon: 'stone-burner', defense: 'shield-1', dial: 2 },
          { defense: 'shield-snooper', dial: 1 },
          { h: { choice, fighters: 4 }, f: { fighters: 5 } },
        );
      const kill = run('kill');
      expect(kill.dead).to.deep.equal(['feyd-rautha', 'stilgar']);
      expect(kill.comparison).to.equal('undialed');
      expect(kill.totals).to.deep.equal({ harkonnen: 2, fremen: 4 });
      expect(kill.winner).to.equal('fremen');
      const ignore = run('ignore');
      expect(ignore.dead).to.deep.equal([]);
      expect(ignore.winner).to.equal('fremen');
      expect(ignore.forces).to.deep.equal({ defender: 'dialed', aggressor: 'all' });
    });

    it('richese.portable-snooper a poison defense in the plan, or added after the reveal when no defense was played', () => {
      expect(fight({ weapon: 'chaumas' }, { defense: 'portable-snooper' }).dead).to.deep.equal([]);
      expect(fight({ weapon: 'chaumas' }, {}, { f: { lateDefense: 'portable-snooper' } }).dead).to.deep.equal([]);
      // A Snooper-style card does not stop a Poison Tooth.
      expect(fight({ weapon: 'poison-tooth' }, {}, { h: { choice: 'use' }, f: { lateDefense: 'portable-snooper' } }).dead).to.include('stilgar');
      const won = fight({ weapon: 'chaumas', dial: 0 }, { dial: 3 }, { f: { lateDefense: 'portable-snooper' } });
      expect(won.keepable).to.deep.equal(['portable-snooper']);
    });
  });

  describe('slot specials (neither weapon nor defense)', () => {
    it('ecaz.reinforcements adds 2 to the dial, costs 3 reserve forces, needs them, and is discarded', () => {
      const out = fight({ weapon: 'reinforcements', dial: 2 }, { dial: 3 });
      expect(out.totals).to.deep.equal({ harkonnen: 2 + 2 + 6, fremen: 3 + 7 });
      expect(out.winner).to.equal('harkonnen');
      expect(out.reservesCost).to.deep.equal({ aggressor: 3, defender: 0 });
      expect(out.keepable).to.deep.equal([]);
      expect(checkPlan({ ...constraints, reserves: 2 }, ['reinforcements'], plan({ leader: 'feyd-rautha', defense: 'reinforcements' }), null)).to.match(
        /reserves/,
      );
    });

    it('ecaz.harass-and-withdraw undialed forces go back to reserves; cancelled by a traitor call', () => {
      const out = fight({ defense: 'harass-and-withdraw', dial: 1 }, { dial: 5 });
      expect(out.winner).to.equal('fremen');
      expect(out.withdraw).to.deep.equal({ aggressor: true, defender: false });
      const betrayed = resolveBattle({
        aggressor: side('harkonnen', { leader: 'feyd-rautha', defense: 'harass-and-withdraw' }),
        defender: side('fremen', { leader: 'stilgar' }, { traitorCalled: true }),
      });
      expect(betrayed.withdraw).to.deep.equal({ aggressor: false, defender: false });
      expect(betrayed.forces.aggressor).to.equal('all');
    });
  });

  describe('through the engine', () => {
    function duel(hands: Partial<Record<Faction, TreacheryCardId[]>>, edit: (s: GameState) => void = () => {}) {
      return passCardWindows(
        enterBattle(expansionBoard(), (s) => {
          s.firstPlayer = 'harkonnen';
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
    function submit(state: GameState, plans: Partial<Record<Faction, Partial<BattlePlan>>>) {
      const events: GameEvent[] = [];
      for (const [seat, p] of Object.entries(plans) as [Faction, Partial<BattlePlan>][]) {
        const r = act(state, seat, planOf(state, seat, p));
        state = r.state;
        events.push(...r.events);
      }
      return { state, events };
    }
    const onBoard = (s: GameState, f: Faction) =>
      s.forces.filter((x) => x.faction === f && x.territory === 'the-great-flat').reduce((n, x) => n + x.regular + x.elite, 0);

    it('richese.portable-snooper both sides without a defense are asked secretly; the card shows only once both answered', () => {
      const { state } = duel({ harkonnen: ['chaumas'], fremen: ['portable-snooper'] });
      const { state: submitted } = submit(state, { harkonnen: { leader: 'feyd-rautha', dial: 3, weapon: 'chaumas' }, fremen: { leader: 'stilgar', dial: 3 } });
      // Answer the traitor calls alone, so that the Portable Snooper questions are left open.
      let revealed = submitted;
      for (const d of pendingDecisions(submitted).filter((x) => x.kind === 'call-traitor'))
        revealed = act(revealed, d.seat, { type: 'call-traitor', event: d.id, call: false }).state;
      const asked = pendingDecisions(revealed)
        .filter((d) => d.kind === 'portable-snooper')
        .map((d) => [d.seat, d.secret]);
      expect(asked).to.deep.equal([
        ['harkonnen', true],
        ['fremen', true],
      ]);
      // Someone else's card, or a card that is no Portable Snooper, is refused.
      expectRejected(
        revealed,
        'harkonnen',
        { type: 'portable-snooper', event: decisionOf(revealed, 'portable-snooper', 'harkonnen').id, card: 'portable-snooper' },
        'NOT_HELD',
      );
      const s1 = act(revealed, 'fremen', { type: 'portable-snooper', event: decisionOf(revealed, 'portable-snooper', 'fremen').id, card: 'portable-snooper' });
      expect(s1.events.filter((e) => e.type === 'portable-snooper-played')).to.deep.equal([]);
      const battleView = (s: GameState) => (viewFor(s, 'atreides').round as { battle: { lateDefenses: object } }).battle.lateDefenses;
      expect(battleView(s1.state)).to.deep.equal({});
      const s2 = act(s1.state, 'harkonnen', { type: 'portable-snooper', event: decisionOf(s1.state, 'portable-snooper', 'harkonnen').id, card: null });
      expect(s2.events.find((e) => e.type === 'portable-snooper-played')).to.deep.include({ faction: 'fremen', card: 'portable-snooper' });
      expect(s2.events.find((e) => e.type === 'battle-resolved')).to.deep.include({ winner: 'fremen', killed: [] });
    });

    it('richese.portable-snooper post-reveal order: the traitor calls, then the Portable Snooper questions, then the Stone Burner choice', () => {
      const { state } = duel({ harkonnen: ['stone-burner'], fremen: ['portable-snooper'] });
      const { state: submitted } = submit(state, {
        harkonnen: { leader: 'feyd-rautha', dial: 1, weapon: 'stone-burner' },
        fremen: { leader: 'stilgar', dial: 4 },
      });
      const open = (s: GameState) => [...new Set(pendingDecisions(s).map((d) => d.kind))];
      expect(open(submitted)).to.deep.equal(['call-traitor']);
      let s = submitted;
      for (const d of pendingDecisions(s).filter((x) => x.kind === 'call-traitor'))
        s = act(s, d.seat, { type: 'call-traitor', event: d.id, call: false }).state;
      expect(open(s)).to.deep.equal(['portable-snooper']);
      s = react(s).state;
      expect(pendingDecisions(s).map((d) => [d.kind, d.seat])).to.deep.equal([['battle-choice', 'harkonnen']]);
    });

    it('richese.stone-burner the choice is bound to the battle; undialed forces decide; dialed forces are lost normally', () => {
      const { state } = duel({ harkonnen: ['stone-burner'] });
      const { state: s1 } = submit(state, { harkonnen: { leader: 'feyd-rautha', dial: 1, weapon: 'stone-burner' }, fremen: { leader: 'stilgar', dial: 4 } });
      const s = react(s1).state;
      const choice = decisionOf(s, 'battle-choice', 'harkonnen');
      expect(choice).to.deep.include({ family: 'stone-burner', card: 'stone-burner', copied: false, options: ['kill', 'ignore'] });
      const done = act(s, 'harkonnen', { type: 'battle-choice', event: choice.id, choice: 'kill' });
      expect(done.events.find((e) => e.type === 'battle-resolved')).to.deep.include({
        winner: 'harkonnen',
        comparison: 'undialed',
        killed: ['feyd-rautha', 'stilgar'],
        totals: { harkonnen: 5, fremen: 1 },
      });
      expect(onBoard(done.state, 'harkonnen')).to.equal(5);
      expect(onBoard(done.state, 'fremen')).to.equal(0);
    });

    it('ecaz.harass-and-withdraw through the engine: dialed forces lost, the others back to reserves', () => {
      const { state } = duel({ harkonnen: ['harass-and-withdraw'] });
      const reserves = state.factions.harkonnen!.reserves.regular;
      const { state: s1 } = submit(state, {
        harkonnen: { leader: 'feyd-rautha', dial: 2, defense: 'harass-and-withdraw' },
        fremen: { leader: 'stilgar', dial: 5 },
      });
      const s = react(s1).state;
      expect(onBoard(s, 'harkonnen')).to.equal(0);
      expect(s.factions.harkonnen!.reserves.regular).to.equal(reserves + 4);
      expect(s.factions.harkonnen!.tanks.regular).to.equal(2);
      expect(s.decks.treacheryDiscard).to.include('harass-and-withdraw');
    });

    it('ecaz.reinforcements through the engine: +2 wins the tie-break, then 3 reserve forces go to the Tanks', () => {
      const { state } = duel({ harkonnen: ['reinforcements'] });
      const reserves = state.factions.harkonnen!.reserves.regular;
      const { state: s1, events } = submit(state, {
        harkonnen: { leader: 'feyd-rautha', dial: 3, weapon: 'reinforcements' },
        fremen: { leader: 'stilgar', dial: 4 },
      });
      const { state: s, events: more } = react(s1);
      const all = [...events, ...more];
      expect(all.find((e) => e.type === 'battle-resolved')).to.deep.include({ winner: 'harkonnen', totals: { harkonnen: 11, fremen: 11 } });
      expect(s.factions.harkonnen!.reserves.regular).to.equal(reserves - 3);
      expect(all.find((e) => e.type === 'reinforcements-paid')).to.deep.include({ faction: 'harkonnen', count: 3 });
    });
  });

  describe('Distrans (free action)', () => {
    function table(edit: (s: GameState) => void = () => {}) {
      return passCardWindows(
        enterBattle(expansionBoard(), (s) => {
          s.firstPlayer = 'harkonnen';
          place(s, 'harkonnen', 'the-great-flat', 14, 4);
          place(s, 'fremen', 'the-great-flat', 14, 4);
          give(s, 'harkonnen', 'distrans', 'kull-wahad', 'crysknife');
          edit(s);
        }),
      ).state;
    }
    const distrans = (give: TreacheryCardId, to: Faction): Action => ({ type: 'distrans', card: 'distrans', give, to });

    it('richese.distrans gives a card to a player whose hand is not full; only the two learn which card', () => {
      const state = table();
      const r = act(state, 'harkonnen', distrans('kull-wahad', 'atreides'));
      expect(r.state.factions.atreides!.hand).to.include('kull-wahad');
      expect(r.state.factions.harkonnen!.hand).to.not.include('distrans');
      expect(r.state.decks.treacheryDiscard).to.include('distrans');
      const given = r.events.filter((e) => e.type === 'card-given');
      expect(given.map((e) => e.visibleTo).sort()).to.deep.equal(['atreides', 'harkonnen']);
      expect(r.events.find((e) => e.type === 'distrans-played')).to.deep.include({ from: 'harkonnen', to: 'atreides', card: 'distrans' });
      expect(viewFor(r.state, 'emperor').seats.find((x) => x.faction === 'atreides')!.handSize).to.equal(1);
      expect(custodyProblems(r.state)).to.deep.equal([]);
    });

    it("richese.distrans refused: a full hand, a card committed to a battle plan, during bidding, another player's card", () => {
      const full = table((s) => give(s, 'atreides', 'shield-1', 'shield-2', 'shield-3', 'shield-4'));
      expectRejected(full, 'harkonnen', distrans('kull-wahad', 'atreides'), 'OVER_LIMIT');
      let state = table();
      state = act(state, 'harkonnen', {
        type: 'battle-plan',
        event: decisionOf(state, 'battle-plan', 'harkonnen').id,
        karama: null,
        ...plan({ leader: 'feyd-rautha', dial: 1, weapon: 'crysknife' }),
      }).state;
      expectRejected(state, 'harkonnen', distrans('crysknife', 'atreides'), 'NOT_ELIGIBLE');
      expect(act(state, 'harkonnen', distrans('kull-wahad', 'atreides')).state.factions.atreides!.hand).to.deep.equal(['kull-wahad']);
      const bidding = { ...table(), phase: 'bidding' as const };
      expectRejected(bidding, 'harkonnen', distrans('kull-wahad', 'atreides'), 'NOT_ELIGIBLE');
      expectRejected(table(), 'harkonnen', distrans('shield-1', 'atreides'), 'NOT_HELD');
      // A Weather Control played secretly in the storm phase is committed until its reveal.
      const storm = table((s) => give(s, 'harkonnen', 'weather-control'));
      storm.phase = 'storm';
      storm.round = {
        phase: 'storm',
        movement: null,
        weatherControl: { faction: 'harkonnen', move: 2 },
        familyAtomics: null,
        played: { weatherControl: null, familyAtomics: null },
      };
      expectRejected(storm, 'harkonnen', distrans('weather-control', 'atreides'), 'NOT_ELIGIBLE');
      expectRejected(table(), 'harkonnen', distrans('kull-wahad', 'harkonnen'), 'INVALID_CHOICE');
    });
  });
});

describe('expansion card policies (docs/RULES-DECISIONS.md)', () => {
  it('richese.stone-burner and richese.portable-snooper may be kept by the winner: "discard after use" is waived like any played card', () => {
    const won = fight(
      { weapon: 'stone-burner', defense: 'portable-snooper', dial: 2 },
      { dial: 1 },
      { h: { choice: 'ignore', fighters: 6 }, f: { fighters: 3 } },
    );
    expect(won.winner).to.equal('harkonnen');
    expect(won.keepable).to.have.members(['stone-burner', 'portable-snooper']);
    expect(won.discard.aggressor).to.deep.equal([]);
  });

  it('ix.poison-tooth post-reveal choices: a Stone Burner is settled before a Poison Tooth, whichever side is first in storm order', () => {
    for (const [aggressor, defender] of [
      ['poison-tooth', 'stone-burner'],
      ['stone-burner', 'poison-tooth'],
    ] as const)
      for (const aggressorFirst of [true, false]) {
        const effective = resolveBattleWeapons({ aggressor: { weapon: aggressor, defense: null }, defender: { weapon: defender, defense: null } });
        expect(choiceQueue(effective, aggressorFirst).map((q) => q.family)).to.deep.equal(['stone-burner', 'poison-tooth']);
      }
  });

  it('richese.cache the reprinted Poison Tooth and Artillery Strike are the Ixian cards: one of each with both sets; without the Ixians, CHOAM & Richese brings its own (rules edition 3; none in edition 2)', () => {
    const count = (sets: Parameters<typeof boxFor>[0], edition: number, family: string) => boxFor(sets, edition).filter((c) => c.family === family).length;
    for (const family of ['poison-tooth', 'artillery-strike']) {
      for (const edition of [1, 2, 3]) expect(count(['base', 'ixians', 'richese'], edition, family)).to.equal(1);
      expect(count(['base', 'richese'], 3, family)).to.equal(1);
      expect(count(['base', 'richese'], 2, family)).to.equal(0);
      expect(count(['base', 'ecaz'], 3, family)).to.equal(0);
    }
  });

  it('ix.cards the Ixians & Tleilaxu set holds 14 cards, its extra Shield and Snooper included (rules edition 3: 47 with the base set, 45 in edition 2)', () => {
    const ids = (sets: Parameters<typeof boxFor>[0], edition: number) => boxFor(sets, edition).map((c) => c.id);
    expect(ids(['base', 'ixians'], 3)).to.have.length(47);
    expect(ids(['base', 'ixians'], 3)).to.include.members(['shield-5', 'snooper-5']);
    expect(ids(['base', 'ixians'], 2))
      .to.have.length(45)
      .and.not.include('shield-5');
    const extra = boxFor(['base', 'ixians'], 3).filter((c) => c.id === 'shield-5' || c.id === 'snooper-5');
    expect(extra.map((c) => [c.family, c.set])).to.deep.equal([
      ['shield', 'ixians'],
      ['snooper', 'ixians'],
    ]);
    // CHOAM & Richese: 35 cards with the base set, and the ten cache cards while they are shuffled in.
    expect(ids(['base', 'richese'], 3)).to.have.length(45);
    expect(ids(['base', 'richese'], 2)).to.have.length(43);
    expect(ids(['base', 'ixians', 'richese'], 3)).to.have.length(57);
    // A new game deals from the corrected box; a game of edition 2 deals as it always did.
    const fresh = createGame({ factions: ['atreides', 'harkonnen'], seed: 'ix-cards', cards: ['base', 'ixians', 'richese'] });
    expect([...fresh.decks.treachery].sort()).to.deep.equal(ids(['base', 'ixians', 'richese'], 3).sort());
    const older = createGame({ factions: ['atreides', 'harkonnen'], seed: 'ix-cards', cards: ['base', 'ixians', 'richese'], rules: 2 });
    expect([...older.decks.treachery].sort()).to.deep.equal(ids(['base', 'ixians', 'richese'], 2).sort());
  });
});
