// The battle phase through the engine (1.07, 2.01.08–09, 2.02.06–07, 2.05.09, 3.01): determination, plans, powers,
// reveal, traitors, aftermath, bad input and secrecy.
import { expect } from 'chai';
import { applyAction, pendingDecisions, viewFor, type Action, type Faction, type GameEvent, type GameState } from '../../rooms/dune/index.ts';
import { battleSites } from '../../rooms/dune/phases/battle/battles.ts';
import type { BattlePlan, BattleRound } from '../../rooms/dune/phases/battle/types.ts';
import { act, expectRejected } from '../helpers/engine.ts';
import { decisionOf, emptyBoard, enterBattle, expansionBoard, fight, give, NO_PLAN, passCardWindows, place, planAction, traitor } from '../helpers/battle.ts';
import { leadersOf } from '../../rooms/dune/factions/leaders.ts';

const BASE = emptyBoard();

const ofType = <T extends GameEvent['type']>(events: GameEvent[], type: T) => events.filter((e) => e.type === type) as Extract<GameEvent, { type: T }>[];
const round = (s: GameState) => s.round as BattleRound;
const onBoard = (s: GameState, f: Faction, territory: string) =>
  s.forces.filter((x) => x.faction === f && x.territory === territory).reduce((n, x) => n + x.regular + x.elite, 0);

/** Harkonnen (aggressor by storm order from firstPlayer harkonnen) against Fremen in the Great Flat. */
function duel(edit: (s: GameState) => void = () => {}) {
  return enterBattle(BASE, (s) => {
    s.firstPlayer = 'harkonnen';
    place(s, 'harkonnen', 'the-great-flat', 14, 6);
    place(s, 'fremen', 'the-great-flat', 14, 5);
    edit(s);
  });
}

describe('battle phase (1.07)', () => {
  describe('determining battles', () => {
    it('1.07.00 a territory with two factions holds a battle; the first in storm order is the aggressor', () => {
      const { state, events } = duel();
      expect(ofType(events, 'battle-started')).to.deep.equal([
        {
          id: ofType(events, 'battle-started')[0]!.id,
          type: 'battle-started',
          territory: 'the-great-flat',
          sectors: [14],
          aggressor: 'harkonnen',
          defender: 'fremen',
        },
      ]);
      expect(pendingDecisions(state).map((d) => [d.kind, d.seat])).to.deep.equal([
        ['battle-plan', 'harkonnen'],
        ['battle-plan', 'fremen'],
      ]);
    });

    it('1.07.01.03 NEUTRAL ZONE: no battle in the Polar Sink', () => {
      const { state, events } = enterBattle(BASE, (s) => {
        place(s, 'harkonnen', 'polar-sink', 0, 3);
        place(s, 'fremen', 'polar-sink', 0, 3);
      });
      expect(ofType(events, 'battle-started')).to.have.length(0);
      expect(ofType(events, 'leaders-returned')).to.have.length(1);
      expect(state.phase).to.not.equal('battle');
    });

    it('1.07.01 allies never battle each other (1.10)', () => {
      const { events } = enterBattle(BASE, (s) => {
        s.alliances = [['fremen', 'harkonnen']];
        place(s, 'harkonnen', 'the-great-flat', 14, 3);
        place(s, 'fremen', 'the-great-flat', 14, 3);
      });
      expect(ofType(events, 'battle-started')).to.have.length(0);
    });

    it('1.07.01.01 forces separated by the storm do not battle and may stay', () => {
      const { state, events } = enterBattle(BASE, (s) => {
        s.storm.sector = 9;
        place(s, 'harkonnen', 'imperial-basin', 8, 3);
        place(s, 'fremen', 'imperial-basin', 10, 3);
      });
      expect(ofType(events, 'battle-started')).to.have.length(0);
      expect(onBoard(state, 'harkonnen', 'imperial-basin')).to.equal(3);
      expect(battleSites({ ...BASE, storm: { ...BASE.storm, sector: 1 } }, 'cielago-north').map((x) => x.sectors)).to.deep.equal([[1], [2], [18]]);
      expect(battleSites({ ...BASE, storm: { ...BASE.storm, sector: 2 } }, 'cielago-north').map((x) => x.sectors)).to.deep.equal([[2], [1, 18]]);
      expect(battleSites({ ...BASE, storm: { ...BASE.storm, sector: 5 } }, 'cielago-north').map((x) => x.sectors)).to.deep.equal([[1, 2, 18]]);
    });

    it('1.07.01.02 BATTLING BLIND: forces in the same sector under the storm still battle', () => {
      const { events } = enterBattle(BASE, (s) => {
        s.storm.sector = 9;
        place(s, 'harkonnen', 'imperial-basin', 9, 3);
        place(s, 'fremen', 'imperial-basin', 9, 3);
        place(s, 'emperor', 'imperial-basin', 10, 3);
      });
      const started = ofType(events, 'battle-started');
      expect(started.map((e) => [e.sectors, e.aggressor, e.defender])).to.deep.equal([[[9], 'fremen', 'harkonnen']]);
    });

    it('1.07.02 / 1.07.03 the aggressor chooses the order of its battles and its opponent', () => {
      const { state, events } = enterBattle(BASE, (s) => {
        s.firstPlayer = 'emperor';
        place(s, 'atreides', 'arrakeen', 9, 3);
        place(s, 'harkonnen', 'arrakeen', 9, 3);
        place(s, 'fremen', 'arrakeen', 9, 3);
        place(s, 'fremen', 'the-great-flat', 14, 2);
        place(s, 'guild', 'the-great-flat', 14, 2);
      });
      // Storm order from the Emperor: emperor, fremen, harkonnen, guild, atreides, bene-gesserit. The Emperor has no
      // battle; the Fremen choose among three.
      expect(ofType(events, 'battle-started')).to.have.length(0);
      const choice = decisionOf(state, 'choose-battle', 'fremen');
      expect(choice.options.map((o) => [o.territory, o.opponent])).to.deep.equal([
        ['arrakeen', 'atreides'],
        ['arrakeen', 'harkonnen'],
        ['the-great-flat', 'guild'],
      ]);
      expectRejected(state, 'fremen', { type: 'choose-battle', event: choice.id, territory: 'arrakeen', sectors: [9], opponent: 'guild' }, 'INVALID_CHOICE');
      const r = act(state, 'fremen', { type: 'choose-battle', event: choice.id, territory: 'arrakeen', sectors: [9], opponent: 'harkonnen' });
      expect(ofType(r.events, 'battle-started')[0]).to.deep.include({ territory: 'arrakeen', aggressor: 'fremen', defender: 'harkonnen' });
    });
  });

  describe('battle plans (1.07.04)', () => {
    const setup = () =>
      duel((s) => {
        give(s, 'harkonnen', 'crysknife', 'chaumas', 'shield-1', 'baliset', 'cheap-hero-1');
        s.factions.harkonnen!.leaders['feyd-rautha'] = 'tanks-face-up';
      }).state;

    it('1.07.04.02 a dial above the forces present is OVER_LIMIT', () => {
      const s = setup();
      expectRejected(s, 'harkonnen', planAction(s, 'harkonnen', { leader: 'beast-rabban', dial: 7 }), 'OVER_LIMIT');
      expectRejected(s, 'harkonnen', planAction(s, 'harkonnen', { leader: 'beast-rabban', dial: -1 }), 'INVALID_CHOICE');
      act(s, 'harkonnen', planAction(s, 'harkonnen', { leader: 'beast-rabban', dial: 6 }));
    });

    it("1.07.04.03 a dead leader, another faction's leader or a card not in hand is NOT_HELD", () => {
      const s = setup();
      expectRejected(s, 'harkonnen', planAction(s, 'harkonnen', { leader: 'feyd-rautha' }), 'NOT_HELD');
      expectRejected(s, 'harkonnen', planAction(s, 'harkonnen', { leader: 'stilgar' }), 'NOT_HELD');
      expectRejected(s, 'harkonnen', planAction(s, 'harkonnen', { leader: 'beast-rabban', weapon: 'lasgun' }), 'NOT_HELD');
      expectRejected(s, 'harkonnen', planAction(s, 'harkonnen', { leader: 'beast-rabban', defense: 'snooper-1' }), 'NOT_HELD');
    });

    it('1.07.04.07 one weapon and one defense: two weapons, or a card in the wrong slot, is INVALID_CHOICE', () => {
      const s = setup();
      expectRejected(s, 'harkonnen', planAction(s, 'harkonnen', { leader: 'beast-rabban', weapon: 'crysknife', defense: 'chaumas' }), 'INVALID_CHOICE');
      expectRejected(s, 'harkonnen', planAction(s, 'harkonnen', { leader: 'beast-rabban', weapon: 'shield-1' }), 'INVALID_CHOICE');
      expectRejected(s, 'harkonnen', planAction(s, 'harkonnen', { leader: 'beast-rabban', weapon: 'cheap-hero-1' }), 'INVALID_CHOICE');
      expectRejected(s, 'harkonnen', planAction(s, 'harkonnen', { leader: 'beast-rabban', weapon: 'baliset', defense: 'baliset' }), 'INVALID_CHOICE');
      expectRejected(s, 'harkonnen', planAction(s, 'harkonnen', { leader: 'beast-rabban', cheapHero: 'cheap-hero-1' }), 'INVALID_CHOICE');
      // 3.01.01: a worthless card fits either slot.
      act(s, 'harkonnen', planAction(s, 'harkonnen', { leader: 'beast-rabban', weapon: 'crysknife', defense: 'baliset' }));
      act(s, 'harkonnen', planAction(s, 'harkonnen', { cheapHero: 'cheap-hero-1', weapon: 'baliset', defense: 'shield-1' }));
    });

    it('1.07.04.05 a leader or Cheap Hero must be played when available; 1.07.04.06 without one, no cards', () => {
      const s = setup();
      expectRejected(s, 'harkonnen', planAction(s, 'harkonnen', { dial: 2 }), 'INVALID_CHOICE');
      const none = duel((x) => {
        for (const { id } of leadersOf('fremen')) x.factions.fremen!.leaders[id] = 'tanks-face-up';
        give(x, 'fremen', 'crysknife');
      }).state;
      expect(decisionOf(none, 'battle-plan', 'fremen').leaders).to.deep.equal([]);
      expectRejected(none, 'fremen', planAction(none, 'fremen', { weapon: 'crysknife' }), 'INVALID_CHOICE');
      act(none, 'fremen', planAction(none, 'fremen', { dial: 5 }));
    });

    it('1.07.04 a submitted plan cannot be changed; re-sending the identical plan is a no-op', () => {
      const s = setup();
      const a = planAction(s, 'harkonnen', { leader: 'beast-rabban', dial: 2 });
      const after = act(s, 'harkonnen', a).state;
      const again = applyAction(after, 'harkonnen', a);
      expect(again.ok && again.state === after && again.events.length === 0).to.equal(true);
      expectRejected(after, 'harkonnen', { ...a, dial: 3 } as Action, 'ALREADY_SUBMITTED');
      // The Fremen cannot answer the Harkonnen's event either. A secret decision's id is its seat's own (rooms/dune/ids.ts):
      // both plans here carry the same numbers, so from the Fremen that id names the Fremen's own plan, which the
      // Harkonnen's leader does not fit.
      expect(decisionOf(after, 'battle-plan', 'fremen').id).to.equal((a as { event: string }).event);
      expectRejected(after, 'fremen', { ...a }, 'NOT_HELD');
      expect(decisionOf(after, 'battle-plan', 'fremen').seat).to.equal('fremen');
    });

    it('1.07.05 plans stay secret until both are in: a third seat sees the same whatever they contain', () => {
      const base = duel((s) => give(s, 'harkonnen', 'crysknife', 'shield-1')).state;
      const variants: Partial<BattlePlan>[] = [
        { leader: 'feyd-rautha', dial: 0 },
        { leader: 'umman-kudu', dial: 6, weapon: 'crysknife', defense: 'shield-1' },
      ];
      const runs = variants.map((p) => act(base, 'harkonnen', planAction(base, 'harkonnen', p)));
      for (const viewer of ['atreides', 'emperor', 'fremen', 'spectator'] as const)
        expect(viewFor(runs[0]!.state, viewer), viewer).to.deep.equal(viewFor(runs[1]!.state, viewer));
      const publicOf = (e: GameEvent[]) => e.filter((x) => x.visibleTo !== 'harkonnen');
      expect(publicOf(runs[0]!.events)).to.deep.equal(publicOf(runs[1]!.events));
      expect(viewFor(runs[1]!.state, 'harkonnen').private!.round).to.deep.include({ plan: { ...NO_PLAN, ...variants[1] } });
      // JSON round trip between submission and reveal: the restored state plays on identically.
      const restored = JSON.parse(JSON.stringify(runs[1]!.state)) as GameState;
      expect(restored).to.deep.equal(runs[1]!.state);
      const fremen = planAction(restored, 'fremen', { leader: 'jamis', dial: 5 });
      expect(act(restored, 'fremen', fremen)).to.deep.equal(act(runs[1]!.state, 'fremen', fremen));
    });
  });

  describe('resolution and aftermath (1.07.06)', () => {
    it('1.07.06.05 / 1.07.06.06 the loser loses everything there and discards; the winner loses its dial and chooses what to keep', () => {
      const s0 = duel((s) => {
        give(s, 'harkonnen', 'crysknife', 'baliset');
        give(s, 'fremen', 'snooper-1');
      }).state;
      const spice = s0.factions.harkonnen!.spice;
      const { state, events } = fight(s0, {
        harkonnen: { leader: 'feyd-rautha', dial: 4, weapon: 'crysknife', defense: 'baliset' },
        fremen: { leader: 'stilgar', dial: 3, defense: 'snooper-1' },
      });
      expect(ofType(events, 'plans-revealed')[0]!.plans.fremen).to.deep.equal({ ...NO_PLAN, leader: 'stilgar', dial: 3, defense: 'snooper-1' });
      expect(ofType(events, 'battle-resolved')[0]).to.deep.include({ outcome: 'normal', winner: 'harkonnen', totals: { harkonnen: 10, fremen: 3 }, spice: 7 });
      expect(state.factions.fremen!.leaders.stilgar).to.equal('tanks-face-up');
      expect(state.factions.harkonnen!.spice).to.equal(spice + 7);
      expect(onBoard(state, 'fremen', 'the-great-flat')).to.equal(0);
      expect(onBoard(state, 'harkonnen', 'the-great-flat')).to.equal(2);
      expect(state.factions.fremen!.tanks.regular).to.equal(5);
      expect(state.factions.harkonnen!.tanks.regular).to.equal(4);
      expect(state.decks.treacheryDiscard).to.include.members(['snooper-1', 'baliset']);
      expect(state.storm.lastWheelUsers).to.deep.equal(['harkonnen', 'fremen']);
      const keep = decisionOf(state, 'battle-cards', 'harkonnen');
      expect(keep.keepable).to.deep.equal(['crysknife']);
      expectRejected(state, 'harkonnen', { type: 'battle-cards', event: keep.id, keep: ['baliset'] }, 'INVALID_CHOICE');
      const kept = act(state, 'harkonnen', { type: 'battle-cards', event: keep.id, keep: ['crysknife'] }).state;
      expect(kept.factions.harkonnen!.hand).to.deep.equal(['crysknife']);
      expect(kept.phase).to.not.equal('battle');
    });

    it('1.05.04 DEAD AGAIN: a leader killed after it had already died once goes to the Tanks face down', () => {
      const s0 = duel((s) => {
        give(s, 'harkonnen', 'crysknife');
        s.factions.fremen!.leadersDied = ['stilgar'];
      }).state;
      const { state } = fight(s0, { harkonnen: { leader: 'feyd-rautha', dial: 4, weapon: 'crysknife' }, fremen: { leader: 'stilgar', dial: 3 } });
      expect(state.factions.fremen!.leaders.stilgar).to.equal('tanks-face-down');
      expect(state.factions.fremen!.leadersDied).to.deep.equal(['stilgar']);
    });

    it('1.01.02 the two factions of the last battle dial the next storm', () => {
      const { state } = fight(duel().state, { harkonnen: { leader: 'feyd-rautha', dial: 1 }, fremen: { leader: 'jamis', dial: 1 } });
      expect(state.storm.lastWheelUsers).to.deep.equal(['harkonnen', 'fremen']);
    });

    it('3.01.14 Lasgun and Shield: all forces and spice in the territory are lost, both leaders die, nobody is paid', () => {
      const s0 = duel((s) => {
        give(s, 'harkonnen', 'lasgun');
        give(s, 'fremen', 'shield-1');
        s.spice.push({ territory: 'the-great-flat', sector: 14, amount: 10 });
      }).state;
      const spice = { h: s0.factions.harkonnen!.spice, f: s0.factions.fremen!.spice };
      const { state, events } = fight(s0, {
        harkonnen: { leader: 'feyd-rautha', dial: 1, weapon: 'lasgun' },
        fremen: { leader: 'stilgar', dial: 5, defense: 'shield-1' },
      });
      expect(ofType(events, 'battle-resolved')[0]).to.deep.include({ outcome: 'explosion', winner: null, spice: 0 });
      expect(state.forces.filter((x) => x.territory === 'the-great-flat')).to.deep.equal([]);
      expect(state.spice).to.deep.equal([]);
      expect(state.factions.harkonnen!.leaders['feyd-rautha']).to.equal('tanks-face-up');
      expect(state.factions.fremen!.leaders.stilgar).to.equal('tanks-face-up');
      expect([state.factions.harkonnen!.spice, state.factions.fremen!.spice]).to.deep.equal([spice.h, spice.f]);
      expect(state.decks.treacheryDiscard).to.include.members(['lasgun', 'shield-1']);
      expect(pendingDecisions(state).filter((d) => d.kind === 'battle-cards')).to.deep.equal([]);
    });

    it('1.07.06.07 TRAITOR: the caller wins, loses nothing, is paid; calling without the card is NOT_HELD', () => {
      const s0 = duel((s) => {
        traitor(s, 'harkonnen', 'stilgar');
        give(s, 'fremen', 'crysknife');
      }).state;
      let state = act(s0, 'harkonnen', planAction(s0, 'harkonnen', { leader: 'umman-kudu', dial: 6 })).state;
      state = act(state, 'fremen', planAction(state, 'fremen', { leader: 'stilgar', dial: 5, weapon: 'crysknife' })).state;
      const call = decisionOf(state, 'call-traitor', 'fremen');
      expectRejected(state, 'fremen', { type: 'call-traitor', event: call.id, call: true }, 'NOT_HELD');
      state = act(state, 'fremen', { type: 'call-traitor', event: call.id, call: false }).state;
      const spice = state.factions.harkonnen!.spice;
      const r = act(state, 'harkonnen', { type: 'call-traitor', event: decisionOf(state, 'call-traitor', 'harkonnen').id, call: true });
      expect(ofType(r.events, 'traitor-revealed')[0]).to.deep.include({ faction: 'fremen', leader: 'stilgar', by: 'harkonnen' });
      expect(ofType(r.events, 'battle-resolved')[0]).to.deep.include({ outcome: 'traitor', winner: 'harkonnen', spice: 7 });
      expect(onBoard(r.state, 'harkonnen', 'the-great-flat')).to.equal(6);
      expect(onBoard(r.state, 'fremen', 'the-great-flat')).to.equal(0);
      expect(r.state.factions.harkonnen!.spice).to.equal(spice + 7);
      expect(r.state.factions.fremen!.leaders.stilgar).to.equal('tanks-face-up');
      expect(r.state.decks.treacheryDiscard).to.include('crysknife');
    });

    it('2.05.06 TRAITORS: every traitor card Harkonnen kept can be called, not only one', () => {
      const s0 = duel((s) => {
        // Harkonnen keeps four traitors (2.05.03); the opponent's leader is the last of them.
        const extra = s.decks.traitor.filter((l) => l !== 'stilgar').slice(0, 3);
        traitor(s, 'harkonnen', ...extra, 'stilgar');
      }).state;
      expect(s0.factions.harkonnen!.traitors.length).to.be.at.least(4);
      let state = act(s0, 'harkonnen', planAction(s0, 'harkonnen', { leader: 'umman-kudu', dial: 6 })).state;
      state = act(state, 'fremen', planAction(state, 'fremen', { leader: 'stilgar', dial: 5 })).state;
      state = act(state, 'fremen', { type: 'call-traitor', event: decisionOf(state, 'call-traitor', 'fremen').id, call: false }).state;
      const r = act(state, 'harkonnen', { type: 'call-traitor', event: decisionOf(state, 'call-traitor', 'harkonnen').id, call: true });
      expect(ofType(r.events, 'battle-resolved')[0]).to.deep.include({ outcome: 'traitor', winner: 'harkonnen' });
    });

    it('1.07.06.07.03 TWO TRAITORS: both lose forces, cards and leaders; nobody is paid', () => {
      const s0 = duel((s) => {
        traitor(s, 'harkonnen', 'jamis');
        traitor(s, 'fremen', 'piter-de-vries');
      }).state;
      const { state, events } = fight(
        s0,
        { harkonnen: { leader: 'piter-de-vries', dial: 2 }, fremen: { leader: 'jamis', dial: 2 } },
        { harkonnen: true, fremen: true },
      );
      expect(ofType(events, 'battle-resolved')[0]).to.deep.include({ outcome: 'double-traitor', winner: null, spice: 0 });
      expect(state.forces.filter((x) => x.territory === 'the-great-flat')).to.deep.equal([]);
      expect(state.factions.harkonnen!.leaders['piter-de-vries']).to.equal('tanks-face-up');
      expect(state.factions.fremen!.leaders.jamis).to.equal('tanks-face-up');
    });

    it('2.05.09 Harkonnen traitors serve an ally: the ally calls with them', () => {
      const s0 = enterBattle(BASE, (s) => {
        s.alliances = [['emperor', 'harkonnen']];
        s.firstPlayer = 'emperor';
        traitor(s, 'harkonnen', 'otheym');
        place(s, 'emperor', 'the-great-flat', 14, 4);
        place(s, 'fremen', 'the-great-flat', 14, 4);
      }).state;
      const { state, events } = fight(s0, { emperor: { leader: 'bashar', dial: 0 }, fremen: { leader: 'otheym', dial: 4 } }, { emperor: true });
      expect(ofType(events, 'battle-resolved')[0]).to.deep.include({ outcome: 'traitor', winner: 'emperor', spice: 5 });
      expect(state.factions.fremen!.leaders.otheym).to.equal('tanks-face-up');
    });

    it('1.07.04.04 DEDICATED LEADER: a leader that fought may fight again there, not in another territory; 1.07.07 leaders return', () => {
      const s0 = enterBattle(BASE, (s) => {
        s.firstPlayer = 'harkonnen';
        place(s, 'harkonnen', 'the-great-flat', 14, 6);
        place(s, 'fremen', 'the-great-flat', 14, 2);
        place(s, 'guild', 'the-great-flat', 14, 2);
        place(s, 'fremen', 'arrakeen', 9, 2);
        place(s, 'harkonnen', 'arrakeen', 9, 2);
      }).state;
      let state = act(s0, 'harkonnen', {
        type: 'choose-battle',
        event: decisionOf(s0, 'choose-battle').id,
        territory: 'the-great-flat',
        sectors: [14],
        opponent: 'fremen',
      }).state;
      state = fight(state, { harkonnen: { leader: 'feyd-rautha', dial: 1 }, fremen: { leader: 'jamis', dial: 0 } }).state;
      expect(round(state).usedLeaders).to.deep.equal({
        harkonnen: [{ leader: 'feyd-rautha', territory: 'the-great-flat' }],
        fremen: [{ leader: 'jamis', territory: 'the-great-flat' }],
      });
      const next = decisionOf(state, 'choose-battle', 'harkonnen');
      state = act(state, 'harkonnen', { type: 'choose-battle', event: next.id, territory: 'arrakeen', sectors: [9], opponent: 'fremen' }).state;
      expect(decisionOf(state, 'battle-plan', 'harkonnen').leaders).to.not.include('feyd-rautha');
      expectRejected(state, 'harkonnen', planAction(state, 'harkonnen', { leader: 'feyd-rautha' }), 'NOT_HELD');
      state = fight(state, { harkonnen: { leader: 'beast-rabban', dial: 2 }, fremen: { leader: 'stilgar', dial: 0 } }).state;
      // Back in the Great Flat, Feyd may fight again.
      expect(decisionOf(state, 'battle-plan', 'harkonnen').leaders).to.include('feyd-rautha');
      const end = fight(state, { harkonnen: { leader: 'feyd-rautha', dial: 0 }, guild: { leader: 'rep', dial: 0 } });
      expect(ofType(end.events, 'leaders-returned')).to.have.length(1);
      expect(end.state.phase).to.not.equal('battle');
    });
  });

  describe('battle powers', () => {
    it('2.01.08 PRESCIENCE: the answer binds the plan; breaking it is INVALID_CHOICE', () => {
      const s0 = enterBattle(BASE, (s) => {
        s.firstPlayer = 'atreides';
        place(s, 'atreides', 'arrakeen', 9, 5);
        place(s, 'harkonnen', 'arrakeen', 9, 5);
        give(s, 'harkonnen', 'chaumas', 'crysknife');
      }).state;
      const ask = decisionOf(s0, 'prescience', 'atreides');
      expect(ask.target).to.equal('harkonnen');
      let state = act(s0, 'atreides', { type: 'prescience', event: ask.id, element: 'weapon' }).state;
      const answer = decisionOf(state, 'prescience-answer', 'harkonnen');
      expectRejected(state, 'harkonnen', { type: 'prescience-answer', event: answer.id, value: 'lasgun', karama: null }, 'NOT_HELD');
      const r = act(state, 'harkonnen', { type: 'prescience-answer', event: answer.id, value: 'chaumas', karama: null });
      expect(r.events.filter((e) => e.type === 'prescience-revealed').map((e) => e.visibleTo)).to.deep.equal(['atreides']);
      state = r.state;
      expect(viewFor(state, 'atreides').private!.round).to.deep.include({ prescience: { element: 'weapon', value: 'chaumas' } });
      expect(viewFor(state, 'emperor').private!.round).to.deep.include({ prescience: null });
      expectRejected(state, 'harkonnen', planAction(state, 'harkonnen', { leader: 'feyd-rautha', weapon: 'crysknife' }), 'INVALID_CHOICE');
      expectRejected(state, 'harkonnen', planAction(state, 'harkonnen', { leader: 'feyd-rautha' }), 'INVALID_CHOICE');
      act(state, 'harkonnen', planAction(state, 'harkonnen', { leader: 'feyd-rautha', weapon: 'chaumas' }));
    });

    it('2.01.08 PRESCIENCE: Reinforcements may be revealed as the weapon only with the 3 reserves it costs (the plan must be able to hold it)', () => {
      const s0 = enterBattle(expansionBoard(), (s) => {
        s.firstPlayer = 'atreides';
        place(s, 'atreides', 'arrakeen', 9, 5);
        place(s, 'harkonnen', 'arrakeen', 9, 5);
        const fs = s.factions.harkonnen!;
        fs.tanks.regular += fs.reserves.regular;
        fs.reserves = { regular: 0, elite: 0 };
        give(s, 'harkonnen', 'reinforcements');
      });
      const open = passCardWindows(s0).state;
      const state = act(open, 'atreides', { type: 'prescience', event: decisionOf(open, 'prescience', 'atreides').id, element: 'weapon' }).state;
      const answer = decisionOf(state, 'prescience-answer', 'harkonnen');
      expectRejected(state, 'harkonnen', { type: 'prescience-answer', event: answer.id, value: 'reinforcements', karama: null }, 'INVALID_CHOICE');
      act(state, 'harkonnen', { type: 'prescience-answer', event: answer.id, value: null, karama: null });
    });

    it('2.01.09 PRESCIENCE for an ally, and 3.01.11.01 Karama cancels it', () => {
      const s0 = enterBattle(BASE, (s) => {
        s.alliances = [['atreides', 'fremen']];
        s.firstPlayer = 'fremen';
        place(s, 'fremen', 'the-great-flat', 14, 5);
        place(s, 'guild', 'the-great-flat', 14, 5);
        give(s, 'guild', 'karama-1');
      }).state;
      const ask = decisionOf(s0, 'prescience', 'atreides');
      expect(ask.target).to.equal('guild');
      let state = act(s0, 'atreides', { type: 'prescience', event: ask.id, element: 'dial' }).state;
      const answer = decisionOf(state, 'prescience-answer', 'guild');
      expectRejected(state, 'guild', { type: 'prescience-answer', event: answer.id, value: 6, karama: null }, 'OVER_LIMIT');
      const viaAlly = act(state, 'guild', { type: 'prescience-answer', event: answer.id, value: 3, karama: null });
      expect(viaAlly.events.filter((e) => e.type === 'prescience-revealed').map((e) => e.visibleTo)).to.deep.equal(['atreides', 'fremen']);
      expectRejected(viaAlly.state, 'guild', planAction(viaAlly.state, 'guild', { leader: 'rep', dial: 4 }), 'INVALID_CHOICE');
      const cancelled = act(state, 'guild', { type: 'prescience-answer', event: answer.id, value: null, karama: 'karama-1' });
      expect(ofType(cancelled.events, 'karama-played')[0]).to.deep.include({ faction: 'guild', cancels: 'prescience' });
      state = cancelled.state;
      expect(state.factions.guild!.hand).to.deep.equal([]);
      expect(decisionOf(state, 'battle-plan', 'guild').prescience).to.equal(null);
      act(state, 'guild', planAction(state, 'guild', { leader: 'rep', dial: 4 }));
    });

    it('2.02.06 VOICE: the commanded plan is enforced as far as the seat is able; breaking it is INVALID_CHOICE', () => {
      const s0 = enterBattle(BASE, (s) => {
        s.firstPlayer = 'bene-gesserit';
        place(s, 'bene-gesserit', 'the-great-flat', 14, 5);
        place(s, 'emperor', 'the-great-flat', 14, 5);
        give(s, 'emperor', 'chaumas', 'crysknife', 'snooper-1');
      }).state;
      const v = decisionOf(s0, 'voice', 'bene-gesserit');
      expect(v.target).to.equal('emperor');
      const play = act(s0, 'bene-gesserit', { type: 'voice', event: v.id, command: { play: true, subject: 'poison-weapon' } }).state;
      expect(decisionOf(play, 'battle-plan', 'emperor').voice).to.deep.equal({ play: true, subject: 'poison-weapon' });
      expectRejected(play, 'emperor', planAction(play, 'emperor', { leader: 'bashar', weapon: 'crysknife' }), 'INVALID_CHOICE');
      expectRejected(play, 'emperor', planAction(play, 'emperor', { leader: 'bashar' }), 'INVALID_CHOICE');
      act(play, 'emperor', planAction(play, 'emperor', { leader: 'bashar', weapon: 'chaumas' }));
      const not = act(s0, 'bene-gesserit', { type: 'voice', event: v.id, command: { play: false, subject: 'poison-defense' } }).state;
      expectRejected(not, 'emperor', planAction(not, 'emperor', { leader: 'bashar', defense: 'snooper-1' }), 'INVALID_CHOICE');
      act(not, 'emperor', planAction(not, 'emperor', { leader: 'bashar', weapon: 'chaumas' }));
      // Unable to comply (no projectile defense in hand): any plan is fine.
      const unable = act(s0, 'bene-gesserit', { type: 'voice', event: v.id, command: { play: true, subject: 'projectile-defense' } }).state;
      act(unable, 'emperor', planAction(unable, 'emperor', { leader: 'bashar' }));
    });

    it('2.02.07 VOICE for an ally, and 3.01.11.01 a Karama with the plan cancels it (revealed with the plans)', () => {
      const s0 = enterBattle(BASE, (s) => {
        s.alliances = [['bene-gesserit', 'guild']];
        s.firstPlayer = 'guild';
        place(s, 'guild', 'the-great-flat', 14, 5);
        place(s, 'emperor', 'the-great-flat', 14, 5);
        give(s, 'emperor', 'chaumas', 'karama-2');
      }).state;
      const v = decisionOf(s0, 'voice', 'bene-gesserit');
      expect(v.target).to.equal('emperor');
      const state = act(s0, 'bene-gesserit', { type: 'voice', event: v.id, command: { play: false, subject: 'poison-weapon' } }).state;
      expectRejected(state, 'emperor', planAction(state, 'emperor', { leader: 'bashar', weapon: 'chaumas' }), 'INVALID_CHOICE');
      expectRejected(state, 'emperor', planAction(state, 'emperor', { leader: 'bashar', weapon: 'chaumas' }, 'chaumas'), 'INVALID_CHOICE');
      const withKarama = act(state, 'emperor', planAction(state, 'emperor', { leader: 'bashar', weapon: 'chaumas' }, 'karama-2'));
      expect(ofType(withKarama.events, 'karama-played').filter((e) => e.visibleTo === undefined)).to.deep.equal([]);
      const { events } = fight(withKarama.state, { guild: { leader: 'rep', dial: 0 } });
      expect(ofType(events, 'karama-played')[0]).to.deep.include({ faction: 'emperor', card: 'karama-2', cancels: 'voice' });
      expect(ofType(events, 'battle-resolved')[0]).to.deep.include({ winner: 'emperor', killed: ['rep'] });
    });
  });

  describe('more rule ids', () => {
    it('1.07.03 with three factions in a territory the aggressor fights each opponent in turn while it has forces there', () => {
      const s0 = enterBattle(BASE, (s) => {
        s.firstPlayer = 'harkonnen';
        place(s, 'harkonnen', 'the-great-flat', 14, 8);
        place(s, 'fremen', 'the-great-flat', 14, 2);
        place(s, 'guild', 'the-great-flat', 14, 2);
      }).state;
      const choice = decisionOf(s0, 'choose-battle', 'harkonnen');
      expect(choice.options.map((o) => o.opponent)).to.deep.equal(['fremen', 'guild']);
      let state = act(s0, 'harkonnen', { type: 'choose-battle', event: choice.id, territory: 'the-great-flat', sectors: [14], opponent: 'guild' }).state;
      const { state: after, events } = fight(state, { harkonnen: { leader: 'feyd-rautha', dial: 1 }, guild: { leader: 'rep', dial: 0 } });
      state = after;
      // One opponent left: that battle starts without a choice.
      expect(ofType(events, 'battle-started').map((e) => e.defender)).to.deep.equal(['fremen']);
      expect(onBoard(state, 'harkonnen', 'the-great-flat')).to.equal(7);
    });

    it('1.07.04.01 a plan holds a dial and, when possible, a leader or Cheap Hero; with no leader left the Cheap Hero must be played', () => {
      const s0 = duel((s) => {
        for (const { id } of leadersOf('fremen')) s.factions.fremen!.leaders[id] = 'tanks-face-up';
        give(s, 'fremen', 'cheap-heroine', 'chaumas');
      }).state;
      expectRejected(s0, 'fremen', planAction(s0, 'fremen', { dial: 2 }), 'INVALID_CHOICE');
      act(s0, 'fremen', planAction(s0, 'fremen', { cheapHero: 'cheap-heroine', dial: 2 }));
      act(s0, 'harkonnen', planAction(s0, 'harkonnen', { leader: 'umman-kudu', dial: 0 }));
    });

    it('1.07.04.06 NO TREACHERY: a faction with no leader and no Cheap Hero battles without cards', () => {
      const s0 = duel((s) => {
        for (const { id } of leadersOf('fremen')) s.factions.fremen!.leaders[id] = 'tanks-face-up';
        give(s, 'fremen', 'baliset');
      }).state;
      expectRejected(s0, 'fremen', planAction(s0, 'fremen', { defense: 'baliset' }), 'INVALID_CHOICE');
      const { events } = fight(s0, { harkonnen: { leader: 'umman-kudu', dial: 0 }, fremen: { dial: 5 } });
      expect(ofType(events, 'battle-resolved')[0]).to.deep.include({ winner: 'fremen', totals: { harkonnen: 1, fremen: 5 } });
    });

    it('3.01.04 a winning Cheap Hero is discarded; its weapon may be kept', () => {
      const s0 = duel((s) => give(s, 'fremen', 'cheap-hero-2', 'maula-pistol')).state;
      const { state } = fight(s0, {
        harkonnen: { leader: 'feyd-rautha', dial: 0 },
        fremen: { cheapHero: 'cheap-hero-2', weapon: 'maula-pistol', dial: 1 },
      });
      expect(state.factions.harkonnen!.leaders['feyd-rautha']).to.equal('tanks-face-up');
      expect(state.decks.treacheryDiscard).to.include('cheap-hero-2');
      expect(decisionOf(state, 'battle-cards', 'fremen').keepable).to.deep.equal(['maula-pistol']);
    });

    it('1.07.06.04 surviving leaders stay where they fought (public in the round view) until 1.07.07', () => {
      const s0 = enterBattle(BASE, (s) => {
        s.firstPlayer = 'harkonnen';
        place(s, 'harkonnen', 'the-great-flat', 14, 3);
        place(s, 'fremen', 'the-great-flat', 14, 3);
        place(s, 'harkonnen', 'arrakeen', 9, 3);
        place(s, 'atreides', 'arrakeen', 9, 3);
      }).state;
      let state = act(s0, 'harkonnen', {
        type: 'choose-battle',
        event: decisionOf(s0, 'choose-battle').id,
        territory: 'the-great-flat',
        sectors: [14],
        opponent: 'fremen',
      }).state;
      state = fight(state, { harkonnen: { leader: 'beast-rabban', dial: 0 }, fremen: { leader: 'chani', dial: 0 } }).state;
      expect(viewFor(state, 'spectator').round).to.deep.include({ usedLeaders: { harkonnen: ['beast-rabban'], fremen: ['chani'] } });
    });

    it('1.07.07 LEADER RETURN: after the last battle every leader that fought is available again', () => {
      const { events } = fight(duel().state, { harkonnen: { leader: 'feyd-rautha', dial: 1 }, fremen: { leader: 'jamis', dial: 0 } });
      const returned = events.findIndex((e) => e.type === 'leaders-returned');
      expect(returned).to.be.greaterThan(events.findIndex((e) => e.type === 'battle-resolved'));
    });

    it('3.01.11 KARAMA in battle cancels only a Voice aimed at the plan, and must be a Karama card', () => {
      const s0 = duel((s) => give(s, 'fremen', 'karama-1', 'baliset')).state;
      expectRejected(s0, 'fremen', planAction(s0, 'fremen', { leader: 'jamis' }, 'karama-1'), 'INVALID_CHOICE');
      expectRejected(s0, 'fremen', planAction(s0, 'fremen', { leader: 'jamis' }, 'karama-2'), 'NOT_HELD');
      expectRejected(s0, 'fremen', planAction(s0, 'fremen', { leader: 'jamis' }, 'baliset'), 'INVALID_CHOICE');
    });
  });
});
