// EC.occupy, EC.collection, EC.victory, EC.city-income: Ecaz and its ally share territories and fight as one side.
import { expect } from 'chai';
import { pendingDecisions, type GameEvent, type GameState } from '../../rooms/dune/index.ts';
import { checkGameState } from '../../schema/game-state.ts';
import { strongholdFull } from '../../rooms/dune/phases/shipment-movement/board-view.ts';
import { applyAllyConstraint } from '../../rooms/dune/phases/shipment-movement/ally-constraint.ts';
import { battleOptions } from '../../rooms/dune/phases/battle/battles.ts';
import { strongholdQualifiers } from '../../rooms/dune/victory.ts';
import { Context } from '../../rooms/dune/context.ts';
import { act, atPhaseStart, clearedBoard, dealFamily, playPhase } from '../helpers/engine.ts';
import { decisionOf, fight, place, resolvedOf } from '../helpers/battle.ts';
import { ECAZ_TABLE, occupyAsked, refusal, reply } from '../helpers/ecaz.ts';

const typed = (events: readonly GameEvent[], type: string) => events.filter((e) => e.type === type).map(({ id: _id, ...e }) => e);
const restores = (s: GameState) => checkGameState(JSON.parse(JSON.stringify(s))).ok;
const forcesIn = (s: GameState, faction: string, territory = 'arrakeen') =>
  s.forces.filter((x) => x.faction === faction && x.territory === territory).reduce((n, x) => n + x.regular + x.elite, 0);

/** A cleared board with Ecaz allied to the Fremen. */
function allied(advanced = false): GameState {
  const s = clearedBoard({ factions: ECAZ_TABLE, advanced });
  s.alliances = [['ecaz', 'fremen']];
  return s;
}

describe('Ecaz’s Occupy (plugins/ecaz/occupy/)', () => {
  it('EC.occupy Ecaz and its ally share territories: the constraint keeping allies apart spares them, and they count as one side against the occupancy limit', () => {
    const s = allied();
    place(s, 'ecaz', 'arrakeen', 9, 3);
    place(s, 'fremen', 'arrakeen', 9, 2);
    const ctx = new Context(s);
    applyAllyConstraint(ctx, 'ecaz');
    applyAllyConstraint(ctx, 'fremen');
    const after = ctx.done();
    expect(typed(ctx.events, 'ally-constraint')).to.deep.equal([]);
    expect([forcesIn(after, 'ecaz'), forcesIn(after, 'fremen')]).to.deep.equal([3, 2]);
    // One side: a third faction may still enter, and Ecaz may join its ally beside one enemy.
    expect(strongholdFull(after, 'arrakeen', 'harkonnen')).to.equal(false);
    place(after, 'harkonnen', 'carthag', 10, 2);
    place(after, 'fremen', 'carthag', 10, 2);
    expect(strongholdFull(after, 'carthag', 'ecaz')).to.equal(false);
    // Two sides there already: full for anyone else.
    place(after, 'harkonnen', 'arrakeen', 9, 1);
    expect(strongholdFull(after, 'arrakeen', 'emperor')).to.equal(true);
    // Other allies are kept apart as before.
    const other = clearedBoard({ factions: ECAZ_TABLE });
    other.alliances = [['emperor', 'harkonnen']];
    place(other, 'emperor', 'arrakeen', 9, 2);
    place(other, 'harkonnen', 'arrakeen', 9, 2);
    const kept = new Context(other);
    applyAllyConstraint(kept, 'harkonnen');
    expect(typed(kept.events, 'ally-constraint')).to.deep.equal([{ type: 'ally-constraint', faction: 'harkonnen', territory: 'arrakeen', count: 2 }]);
  });

  it('EC.occupy the two allies sharing a site fight one battle, and Ecaz names who fights before anything else', () => {
    const s = allied();
    place(s, 'ecaz', 'arrakeen', 9, 5);
    place(s, 'fremen', 'arrakeen', 9, 4);
    place(s, 'harkonnen', 'arrakeen', 9, 6);
    expect(battleOptions(s, 'harkonnen').map((o) => o.opponent)).to.deep.equal(['ecaz']);
    const { state, events } = occupyAsked();
    expect(typed(events, 'battle-started')).to.have.length(1);
    expect(pendingDecisions(state).map((d) => d.kind)).to.deep.equal(['occupy-fighter']);
    expect(decisionOf(state, 'occupy-fighter')).to.deep.include({ seat: 'ecaz', ally: 'fremen', opponent: 'harkonnen', territory: 'arrakeen' });
    expect(refusal(state, 'ecaz', 'occupy-fighter', { fighter: 'harkonnen' })).to.not.equal(null);
    expect(restores(state)).to.equal(true);
  });

  it('EC.occupy the aggressor is the earlier in storm order of the fighter named and the opponent, whoever chose the battle', () => {
    const asked = occupyAsked().state;
    const ecaz = reply(asked, 'ecaz', 'occupy-fighter', { fighter: 'ecaz' });
    const fremen = reply(asked, 'ecaz', 'occupy-fighter', { fighter: 'fremen' });
    expect(typed(fremen.events, 'occupy-fighter-chosen')).to.deep.equal([
      { type: 'occupy-fighter-chosen', fighter: 'fremen', ally: 'fremen', territory: 'arrakeen', aggressor: 'harkonnen' },
    ]);
    const battle = (r: { state: GameState }) => (r.state.round as { current: { aggressor: string; defender: string } }).current;
    expect([battle(ecaz).aggressor, battle(ecaz).defender]).to.deep.equal(['ecaz', 'harkonnen']);
    expect([battle(fremen).aggressor, battle(fremen).defender]).to.deep.equal(['harkonnen', 'fremen']);
  });

  it('EC.occupy Ecaz fighting dials its ally’s forces; half of its own, rounded up, add to the dial free', () => {
    const chosen = reply(occupyAsked().state, 'ecaz', 'occupy-fighter', { fighter: 'ecaz' }).state;
    expect(decisionOf(chosen, 'battle-plan', 'ecaz')).to.deep.include({ maxDial: 4, dialBonus: 3 });
    expect(
      refusal(chosen, 'ecaz', 'battle-plan', { leader: 'bindikk-narvi', cheapHero: null, dial: 5, weapon: null, defense: null, karama: null }),
    ).to.not.equal(null);
    // Bindikk Narvi (2) + 4 dialed + 3 of Ecaz's five = 9 against Feyd-Rautha (6) + 2.
    const won = fight(chosen, { ecaz: { leader: 'bindikk-narvi', dial: 4 }, harkonnen: { leader: 'feyd-rautha', dial: 2 } });
    const resolved = resolvedOf(won.events);
    expect(resolved).to.deep.include({ winner: 'ecaz', totals: { ecaz: 9, harkonnen: 8 } });
    // The winning side: the ally loses the four it dialed, Ecaz the half it added (3 of 5); the loser everything.
    expect(typed(won.events, 'forces-lost')).to.deep.include.members([
      { type: 'forces-lost', faction: 'fremen', territory: 'arrakeen', count: 4 },
      { type: 'forces-lost', faction: 'ecaz', territory: 'arrakeen', count: 3 },
      { type: 'forces-lost', faction: 'harkonnen', territory: 'arrakeen', count: 6 },
    ]);
    expect([forcesIn(won.state, 'ecaz'), forcesIn(won.state, 'fremen'), forcesIn(won.state, 'harkonnen')]).to.deep.equal([2, 0, 0]);
    expect(won.state.ecaz!.occupy).to.equal(undefined);
    expect(restores(won.state)).to.equal(true);
  });

  it('EC.occupy the side losing loses both armies; the ally fighting dials its own forces with Ecaz’s half', () => {
    const chosen = reply(occupyAsked().state, 'ecaz', 'occupy-fighter', { fighter: 'fremen' }).state;
    expect(decisionOf(chosen, 'battle-plan', 'fremen')).to.deep.include({ maxDial: 4, dialBonus: 3 });
    const lost = fight(chosen, { fremen: { leader: 'jamis', dial: 4 }, harkonnen: { leader: 'feyd-rautha', dial: 6 } });
    const resolved = resolvedOf(lost.events);
    expect(resolved.winner).to.equal('harkonnen');
    expect(resolved.totals.fremen).to.equal(2 + 4 + 3);
    expect([forcesIn(lost.state, 'ecaz'), forcesIn(lost.state, 'fremen'), forcesIn(lost.state, 'harkonnen')]).to.deep.equal([0, 0, 0]);
  });

  it('EC.occupy Advanced: Ecaz fighting dials its Fremen ally’s forces, which need no spice; Ecaz’s half needs none either', () => {
    const chosen = reply(occupyAsked({ ecaz: 4, fremen: 3, harkonnen: 6 }, true).state, 'ecaz', 'occupy-fighter', { fighter: 'ecaz' }).state;
    const d = decisionOf(chosen, 'battle-plan', 'ecaz');
    expect(d).to.deep.include({ maxDial: 3, dialBonus: 2 });
    expect(d).to.not.have.property('maxSpice');
    const won = fight(chosen, { ecaz: { leader: 'bindikk-narvi', dial: 3 }, harkonnen: { leader: 'feyd-rautha', dial: 0 } });
    // 2 + 3 Fremen at full strength + 2 of Ecaz's four, against 6 with nothing dialed.
    expect(resolvedOf(won.events)).to.deep.include({ winner: 'ecaz', totals: { ecaz: 7, harkonnen: 6 } });
    expect([forcesIn(won.state, 'ecaz'), forcesIn(won.state, 'fremen')]).to.deep.equal([2, 0]);
  });

  it('ecaz.harass-and-withdraw with Occupy: the side wins with it; the ally loses what it dialed, Ecaz its half, and every force it did not dial goes home, Ecaz’s other half too', () => {
    const asked = occupyAsked({ ecaz: 5, fremen: 4, harkonnen: 2 }, false, (s) => {
      s.decks.treachery = s.decks.treachery.filter((c) => c !== 'harass-and-withdraw');
      s.factions.ecaz!.hand = ['harass-and-withdraw'];
      return s;
    });
    const chosen = reply(asked.state, 'ecaz', 'occupy-fighter', { fighter: 'ecaz' }).state;
    const reserves = { ecaz: chosen.factions.ecaz!.reserves.regular, fremen: chosen.factions.fremen!.reserves.regular };
    const won = fight(chosen, {
      ecaz: { leader: 'bindikk-narvi', dial: 1, weapon: 'harass-and-withdraw' },
      harkonnen: { leader: 'feyd-rautha', dial: 0 },
    });
    // 2 + 1 + 3 of Ecaz's five against 6: Ecaz, the aggressor, wins the tie.
    expect(resolvedOf(won.events).winner).to.equal('ecaz');
    expect([forcesIn(won.state, 'ecaz'), forcesIn(won.state, 'fremen')]).to.deep.equal([0, 0]);
    expect(won.state.factions.fremen!.reserves.regular - reserves.fremen).to.equal(3);
    expect(won.state.factions.ecaz!.reserves.regular - reserves.ecaz).to.equal(2);
    expect(typed(won.events, 'forces-withdrawn')).to.deep.equal([
      { type: 'forces-withdrawn', faction: 'fremen', territory: 'arrakeen', count: 3 },
      { type: 'forces-withdrawn', faction: 'ecaz', territory: 'arrakeen', count: 2 },
    ]);
  });

  it('ecaz.reinforcements with Occupy: the fighter pays its three forces from its own reserves, and the side adds 2', () => {
    const asked = occupyAsked(undefined, false, (s) => {
      s.decks.treachery = s.decks.treachery.filter((c) => c !== 'reinforcements');
      s.factions.ecaz!.hand = ['reinforcements'];
      return s;
    });
    const chosen = reply(asked.state, 'ecaz', 'occupy-fighter', { fighter: 'ecaz' }).state;
    const reserves = chosen.factions.ecaz!.reserves.regular;
    const done = fight(chosen, { ecaz: { leader: 'bindikk-narvi', dial: 4, defense: 'reinforcements' }, harkonnen: { leader: 'feyd-rautha', dial: 6 } });
    // 2 + 4 + 3 + 2 against 6 + 6.
    expect(resolvedOf(done.events).totals).to.deep.equal({ ecaz: 11, harkonnen: 12 });
    expect(typed(done.events, 'reinforcements-paid')).to.deep.equal([{ type: 'reinforcements-paid', faction: 'ecaz', count: 3 }]);
    expect(reserves - done.state.factions.ecaz!.reserves.regular).to.equal(3);
  });

  it('EC.karama-abilities.occupy a Karama played beforehand takes the combined army from the next such battle: the fighter dials its own forces, and the other army is lost only with the battle', () => {
    const prevented = occupyAsked(undefined, false, (s) => {
      const karama = dealFamily(s, 'harkonnen', 'karama');
      return act(s, 'harkonnen', { type: 'karama-prevent', ability: 'ecaz-occupy', card: karama }).state;
    });
    expect(typed(prevented.events, 'prevention-used')).to.deep.equal([{ type: 'prevention-used', ability: 'ecaz-occupy', by: 'harkonnen' }]);
    const chosen = reply(prevented.state, 'ecaz', 'occupy-fighter', { fighter: 'ecaz' }).state;
    const d = decisionOf(chosen, 'battle-plan', 'ecaz');
    expect(d.maxDial).to.equal(5);
    expect(d).to.not.have.property('dialBonus');
    // Won with Ecaz's own five: it loses what it dialed, the Fremen nothing.
    const won = fight(chosen, { ecaz: { leader: 'bindikk-narvi', dial: 5 }, harkonnen: { leader: 'feyd-rautha', dial: 1 } });
    expect(resolvedOf(won.events)).to.deep.include({ winner: 'ecaz', totals: { ecaz: 7, harkonnen: 7 } });
    expect([forcesIn(won.state, 'ecaz'), forcesIn(won.state, 'fremen')]).to.deep.equal([0, 4]);
    // Lost: both armies go.
    const lost = fight(chosen, { ecaz: { leader: 'bindikk-narvi', dial: 1 }, harkonnen: { leader: 'feyd-rautha', dial: 6 } });
    expect([forcesIn(lost.state, 'ecaz'), forcesIn(lost.state, 'fremen')]).to.deep.equal([0, 0]);
    expect(restores(prevented.state)).to.equal(true);
  });
});

describe('Ecaz and its ally collect and win together (plugins/ecaz/occupy/)', () => {
  it('EC.collection what the two collect in a territory they share is split evenly, the odd spice to the ally', () => {
    const s = allied();
    place(s, 'ecaz', 'the-great-flat', 14, 1);
    place(s, 'fremen', 'the-great-flat', 14, 3);
    s.spice = [{ territory: 'the-great-flat', sector: 14, amount: 7 }];
    const before = { ecaz: s.factions.ecaz!.spice, fremen: s.factions.fremen!.spice };
    const { state, events } = playPhase(atPhaseStart(s, 'spice-collection'), 'spice-collection', () => null);
    expect(typed(events, 'occupy-collection-split')).to.deep.equal([
      { type: 'occupy-collection-split', territory: 'the-great-flat', ally: 'fremen', ecaz: 3, allyShare: 4 },
    ]);
    expect(state.factions.ecaz!.spice - before.ecaz).to.equal(3);
    expect(state.factions.fremen!.spice - before.fremen).to.equal(4);
  });

  it('EC.victory Ecaz and its ally win holding three strongholds each co-occupied; three held apart are not enough', () => {
    const s = allied();
    for (const t of ['arrakeen', 'carthag'] as const) {
      place(s, 'ecaz', t, t === 'arrakeen' ? 9 : 10, 1);
      place(s, 'fremen', t, t === 'arrakeen' ? 9 : 10, 1);
    }
    place(s, 'fremen', 'sietch-tabr', 13, 1);
    expect(strongholdQualifiers(s)).to.deep.equal([]);
    place(s, 'ecaz', 'sietch-tabr', 13, 1);
    expect(strongholdQualifiers(s)).to.deep.equal([['ecaz', 'fremen']]);
  });

  it('EC.city-income Advanced: both allies co-occupying Arrakeen take its income', () => {
    const s = allied(true);
    place(s, 'ecaz', 'arrakeen', 9, 1);
    place(s, 'fremen', 'arrakeen', 9, 1);
    const { events } = playPhase(atPhaseStart(s, 'spice-collection'), 'spice-collection', () => null);
    expect(typed(events, 'stronghold-spice')).to.deep.equal([
      { type: 'stronghold-spice', faction: 'ecaz', territory: 'arrakeen', amount: 2 },
      { type: 'stronghold-spice', faction: 'fremen', territory: 'arrakeen', amount: 2 },
    ]);
  });
});
