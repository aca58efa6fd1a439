// Ecaz's and Moritani's homeworld cards in the Homeworlds variant: Ecaz (plugins/ecaz/homeworld.ts, vidal.ts) and
// Grumman (plugins/moritani/grumman.ts): their high, low and occupied faces.
import { expect } from 'chai';
import { pendingDecisions, type Faction, type GameEvent, type GameState } from '../../rooms/dune/index.ts';
import { createGame } from '../../rooms/dune/index.ts';
import { checkGameState } from '../../schema/game-state.ts';
import { gameWorlds, newHomeworldsState, shown } from '../../rooms/dune/plugins/homeworlds/state.ts';
import { vidalFree } from '../../rooms/dune/plugins/ecaz/vidal.ts';
import { strongholdQualifiers } from '../../rooms/dune/victory.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { act, atPhaseStart, clearedBoard, expectRejected, playPhase } from '../helpers/engine.ts';
import { decisionOf, enterBattle, fight, give, place } from '../helpers/battle.ts';
import { ECAZ_TABLE, shipIn } from '../helpers/ecaz.ts';
import { MORITANI_TABLE, atMentat, grummanRemovalAsked, terrorWaiting } from '../helpers/moritani.ts';
import { occupy, reservesTo, settle, visit } from '../helpers/homeworlds.ts';

const typed = (events: readonly GameEvent[], type: string) => events.filter((e) => e.type === type).map(({ id: _id, ...e }) => e);
const asked = (s: GameState, kind: string) => pendingDecisions(s).some((d) => d.kind === kind);
const restores = (s: GameState) => checkGameState(JSON.parse(JSON.stringify(s))).ok;

/** Turns the Homeworlds variant on in a scenario built without it (every reserve then stands on its homeworld). */
function withHomeworlds(s: GameState): void {
  s.config.modules = [...(s.config.modules ?? []), 'homeworlds'];
  s.homeworlds = newHomeworldsState();
}

const ecazBoard = () => clearedBoard({ factions: ECAZ_TABLE, modules: ['homeworlds'] });

describe('Homeworlds: Ecaz and Grumman (the Ecaz and Moritani homeworld cards)', () => {
  it('HW.grumman.low a Terror token is revealed only against an arrival of 3 forces or more; on the high face 2 suffice', () => {
    const low = terrorWaiting('assassination', 'arrakeen', (s) => {
      withHomeworlds(s);
      reservesTo(s, 'moritani', { regular: 7 });
    });
    expect(asked(shipIn(low, 'emperor', 'arrakeen', 9, 2).state, 'terror-trigger'), 'two forces').to.equal(false);
    expect(asked(shipIn(low, 'emperor', 'arrakeen', 9, 3).state, 'terror-trigger'), 'three forces').to.equal(true);
    const high = terrorWaiting('assassination', 'arrakeen', (s) => {
      withHomeworlds(s);
      reservesTo(s, 'moritani', { regular: 8 });
    });
    expect(asked(shipIn(high, 'emperor', 'arrakeen', 9, 2).state, 'terror-trigger'), 'high: two forces').to.equal(true);
  });

  it('HW.grumman.occupied no Terror token is revealed against Grumman’s occupier or its ally; others are asked as ever', () => {
    const waiting = (entrant: Faction) =>
      terrorWaiting('assassination', 'arrakeen', (s) => {
        withHomeworlds(s);
        occupy(s, 'grumman', 'harkonnen');
        s.alliances = [['harkonnen', 'tleilaxu']];
        s.firstPlayer = entrant;
      });
    expect(settle(waiting('harkonnen')).state.homeworlds!.occupiers.grumman).to.equal('harkonnen');
    for (const entrant of ['harkonnen', 'tleilaxu'] as const)
      expect(asked(shipIn(waiting(entrant), entrant, 'arrakeen', 9, 4).state, 'terror-trigger'), entrant).to.equal(false);
    expect(asked(shipIn(waiting('emperor'), 'emperor', 'arrakeen', 9, 4).state, 'terror-trigger'), 'the Emperor').to.equal(true);
  });

  it('HW.grumman.high at the Mentat Pause a token may go where one already stands (two at most)', () => {
    const base = clearedBoard({ factions: MORITANI_TABLE, modules: ['homeworlds'] });
    base.moritani!.placed = [{ territory: 'arrakeen', token: 'assassination' }];
    base.moritani!.supply = base.moritani!.supply.filter((t) => t !== 'assassination');
    const { state } = atMentat(() => {}, base);
    const d = decisionOf(state, 'terror-place', 'moritani');
    expect(d.strongholds).to.include('arrakeen');
    const placed = act(state, 'moritani', { type: 'terror-place', event: d.id, token: 'atomics', to: 'arrakeen' });
    expect(placed.state.moritani!.placed.map((p) => p.token)).to.deep.equal(['assassination', 'atomics']);
    expect(restores(placed.state)).to.equal(true);
    // The low face: a stronghold holds one.
    const low = structuredClone(base);
    reservesTo(low, 'moritani', { regular: 7 });
    expect(decisionOf(atMentat(() => {}, low).state, 'terror-place', 'moritani').strongholds).to.not.include('arrakeen');
  });

  it('HW.grumman.high in Spice Collection a token comes off the board back to the supply for 4 spice; none is stacked that turn', () => {
    const collecting = grummanRemovalAsked();
    const d = decisionOf(collecting.state, 'grumman-remove', 'moritani');
    expect(d).to.include({ spice: 4 });
    expect(d.placed).to.deep.equal(['arrakeen', 'carthag']);
    expectRejected(collecting.state, 'moritani', { type: 'grumman-remove', event: d.id, from: 'tueks-sietch' }, 'INVALID_CHOICE');
    expectRejected(collecting.state, 'moritani', { type: 'grumman-remove', event: d.id, from: 'arrakeen', token: 'robbery' }, 'INVALID_CHOICE');
    const spice = collecting.state.factions.moritani!.spice;
    const r = act(collecting.state, 'moritani', { type: 'grumman-remove', event: d.id, from: 'carthag' });
    expect(r.state.factions.moritani!.spice).to.equal(spice + 4);
    expect(r.state.moritani!.supply).to.include('robbery');
    expect(r.state.moritani!.placed).to.deep.equal([{ territory: 'arrakeen', token: 'assassination' }]);
    expect(typed(r.events, 'grumman-terror-removed')).to.deep.equal([{ type: 'grumman-terror-removed', territory: 'carthag', spice: 4 }]);
    expect(restores(r.state)).to.equal(true);
    const mentat = atMentat(() => {}, r.state);
    expect(decisionOf(mentat.state, 'terror-place', 'moritani').strongholds, 'no stacking this turn').to.not.include('arrakeen');
  });

  it('HW.grumman.high where two tokens stand, Moritani names the one it reveals and is asked again about the other', () => {
    const waiting = terrorWaiting('assassination', 'arrakeen', (s) => {
      withHomeworlds(s);
      s.moritani!.placed.push({ territory: 'arrakeen', token: 'extortion' });
      s.moritani!.supply = s.moritani!.supply.filter((t) => t !== 'extortion');
    });
    const first = shipIn(waiting, 'emperor', 'arrakeen', 9, 2);
    const d = decisionOf(first.state, 'terror-trigger', 'moritani');
    expectRejected(first.state, 'moritani', { type: 'terror-trigger', event: d.id, choice: 'reveal', token: 'robbery' }, 'INVALID_CHOICE');
    const r = act(first.state, 'moritani', { type: 'terror-trigger', event: d.id, choice: 'reveal', token: 'extortion' });
    expect(typed(r.events, 'terror-revealed')).to.deep.equal([{ type: 'terror-revealed', token: 'extortion', territory: 'arrakeen', entrant: 'emperor' }]);
    const again = decisionOf(r.state, 'terror-trigger', 'moritani');
    expect(again).to.include({ territory: 'arrakeen', entrant: 'emperor' });
    const passed = act(r.state, 'moritani', { type: 'terror-trigger', event: again.id, choice: 'pass' });
    expect(passed.state.moritani!.placed).to.deep.equal([{ territory: 'arrakeen', token: 'assassination' }]);
    expect(asked(passed.state, 'terror-trigger')).to.equal(false);
  });

  it('HW.ecaz.high Ecaz takes 3 spice for each poison weapon anyone discards; on the low face nothing', () => {
    const battle = (ecazReserves: number) => {
      const s = ecazBoard();
      reservesTo(s, 'ecaz', { regular: ecazReserves });
      give(s, 'emperor', 'chaumas');
      const entered = enterBattle(s, (x) => {
        place(x, 'emperor', 'arrakeen', 9, 2);
        place(x, 'harkonnen', 'arrakeen', 9, 5);
      });
      return fight(entered.state, { emperor: { leader: 'bashar', dial: 0, weapon: 'chaumas' }, harkonnen: { leader: 'umman-kudu', dial: 5, defense: null } });
    };
    const high = battle(7);
    expect(typed(high.events, 'ecaz-poison-income')).to.deep.equal([{ type: 'ecaz-poison-income', cards: ['chaumas'], spice: 3 }]);
    expect(high.state.factions.ecaz!.spice - ecazBoard().factions.ecaz!.spice).to.equal(3);
    expect(typed(battle(6).events, 'ecaz-poison-income')).to.deep.equal([]);
  });

  it('HW.ecaz.high Ecaz and its ally win holding one stronghold both occupy while they occupy two other factions’ homeworlds', () => {
    const s = ecazBoard();
    s.alliances = [['ecaz', 'fremen']];
    place(s, 'ecaz', 'arrakeen', 9, 1);
    place(s, 'fremen', 'arrakeen', 9, 1);
    occupy(s, 'giedi-prime', 'fremen');
    expect(strongholdQualifiers(s), 'one homeworld').to.deep.equal([]);
    occupy(s, 'tupile', 'ecaz');
    expect(strongholdQualifiers(s)).to.deep.equal([['ecaz', 'fremen']]);
    const low = structuredClone(s);
    reservesTo(low, 'ecaz', { regular: 6 });
    expect(strongholdQualifiers(low), 'the low face').to.deep.equal([]);
  });

  it('HW.ecaz.low the opponent of Ecaz and its ally sharing a battle names which of them fights; on the high face Ecaz does', () => {
    const asking = (ecazReserves: number) => {
      const s = ecazBoard();
      s.alliances = [['ecaz', 'fremen']];
      place(s, 'ecaz', 'arrakeen', 9, 5);
      place(s, 'fremen', 'arrakeen', 9, 4);
      place(s, 'harkonnen', 'arrakeen', 9, 6);
      reservesTo(s, 'ecaz', { regular: ecazReserves });
      return enterBattle(s).state;
    };
    expect(decisionOf(asking(7), 'occupy-fighter').seat).to.equal('ecaz');
    const low = asking(6);
    const d = decisionOf(low, 'occupy-fighter', 'harkonnen');
    const r = act(low, 'harkonnen', { type: 'occupy-fighter', event: d.id, fighter: 'fremen' });
    expect(r.state.ecaz!.occupy!.fighter).to.equal('fremen');
    expect(legalAnswer(d, 0, null)).to.include({ type: 'occupy-fighter' });
  });

  it('HW.ecaz.occupied Ecaz’s occupier takes Duke Vidal and keeps him, nobody else may take him, and he is set aside when it ends', () => {
    const s = ecazBoard();
    occupy(s, 'ecaz', 'harkonnen');
    const taken = settle(s);
    expect(typed(taken.events, 'vidal-taken')).to.deep.equal([{ type: 'vidal-taken', faction: 'harkonnen', from: null, occupier: true }]);
    expect(taken.state.factions.harkonnen!.leaders['duke-vidal']).to.equal('pool');
    expect(vidalFree(taken.state, 'emperor')).to.equal(false);
    expect(restores(taken.state)).to.equal(true);
    // The Harkonnen leave Ecaz: the occupation ends and he is set aside.
    const left = structuredClone(taken.state);
    left.forces = left.forces.filter((x) => x.territory !== 'ecaz');
    left.factions.harkonnen!.reserves.regular += 1;
    visit(left, 'ecaz', 'arrakeen', 0);
    const ended = settle(left);
    expect(typed(ended.events, 'vidal-set-aside')).to.deep.equal([{ type: 'vidal-set-aside', from: 'harkonnen', cause: 'occupation' }]);
    expect(ended.state.factions.harkonnen!.leaders['duke-vidal']).to.equal(undefined);
  });

  it('EM.homeworlds a game may seat Ecaz and Moritani with the Homeworlds variant: both worlds in play, each high with its reserves at home', () => {
    const state = createGame({ factions: ['ecaz', 'moritani', 'atreides', 'harkonnen'], seed: 'hw-em', modules: ['homeworlds'] });
    expect(gameWorlds(state)).to.include.members(['ecaz', 'grumman']);
    expect([shown(state, 'ecaz'), shown(state, 'grumman')]).to.deep.equal(['high', 'high']);
  });

  it('EC.homeworld Ecaz’s card: high from 7 forces at home, 6 low; its occupier takes 2 spice in Spice Collection', () => {
    const s = ecazBoard();
    reservesTo(s, 'ecaz', { regular: 7 });
    expect(shown(s, 'ecaz')).to.equal('high');
    reservesTo(s, 'ecaz', { regular: 6 });
    expect(shown(s, 'ecaz')).to.equal('low');
    occupy(s, 'ecaz', 'harkonnen');
    const { events } = playPhase(atPhaseStart(settle(s).state, 'spice-collection'), 'spice-collection', () => null);
    expect(typed(events, 'occupation-income')).to.deep.equal([{ type: 'occupation-income', world: 'ecaz', faction: 'harkonnen', amount: 2 }]);
  });
});
