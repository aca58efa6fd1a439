// The treachery cards of Ecaz & Moritani (plugins/ecaz-cards/) where Moritani's Terror brought the forces: a Sneak
// Attack's forces withdraw with Harass and Withdraw like any others, and the reserves it spends count against
// Reinforcements' cost. (Their plain effects: expansion-cards.test.ts; with Occupy: ecaz-occupy.test.ts.)
import { expect } from 'chai';
import { applyAction, pendingDecisions, type GameEvent, type GameState } from '../../rooms/dune/index.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { familyOf } from '../../rooms/dune/cards/treachery.ts';
import { decisionOf, enterBattle, fight, planAction } from '../helpers/battle.ts';
import { reply, shipIn } from '../helpers/ecaz.ts';
import { act, clearedBoard, dealFamily } from '../helpers/engine.ts';
import { HW_TABLE, thin, visit } from '../helpers/homeworlds.ts';
import { MORITANI_TABLE } from '../helpers/moritani.ts';
import { atEmptyShipment } from '../helpers/shipment.ts';

const typed = (events: readonly GameEvent[], type: string) => events.filter((e) => e.type === type).map(({ id: _id, ...e }) => e);
const forcesIn = (s: GameState, f: string) =>
  s.forces.filter((x) => x.faction === f && x.territory === 'arrakeen').reduce((n, x) => n + x.regular + x.elite, 0);

/** The Emperor shipped 2 into Arrakeen, Moritani's Sneak Attack brought `count` there; the Battle phase entered. */
function afterSneakAttack(count: number, reserves: number, card: 'reinforcements' | 'harass-and-withdraw'): GameState {
  let waiting = atEmptyShipment(
    MORITANI_TABLE,
    false,
    (s) => {
      s.moritani!.placed = [{ territory: 'arrakeen', token: 'sneak-attack' }];
      s.moritani!.supply = s.moritani!.supply.filter((t) => t !== 'sneak-attack');
      // Moritani's other forces wait in the Tanks.
      const fs = s.factions.moritani!;
      fs.tanks.regular += fs.reserves.regular - reserves;
      fs.reserves.regular = reserves;
      if (!fs.hand.some((c) => familyOf(c) === card)) dealFamily(s, 'moritani', card);
    },
    { cards: ['base', 'ecaz'] },
  );
  for (const d of pendingDecisions(waiting).filter((x) => x.kind === 'offer-shipment-support'))
    waiting = act(waiting, d.seat, { type: 'offer-shipment-support', event: d.id, amount: 0 }).state;
  const asked = shipIn(waiting, 'emperor', 'arrakeen', 9);
  const opened = reply(asked.state, 'moritani', 'terror-trigger', { choice: 'reveal' }).state;
  const attacked = reply(opened, 'moritani', 'terror-effect', { count, sector: 9 }).state;
  return enterBattle(attacked).state;
}

const reinforcements = (s: GameState) => s.factions.moritani!.hand.find((c) => familyOf(c) === 'reinforcements')!;

describe('The Ecaz & Moritani cards with Terror (plugins/ecaz-cards/)', () => {
  it('ecaz.harass-and-withdraw with Terror: the forces a Sneak Attack brought go home with the others, only the dialed lost', () => {
    const s = afterSneakAttack(5, 10, 'harass-and-withdraw');
    expect(forcesIn(s, 'moritani')).to.equal(5);
    const reserves = s.factions.moritani!.reserves.regular;
    const done = fight(s, {
      emperor: { leader: 'bashar', dial: 2 },
      moritani: { leader: 'grieu-kronos', dial: 1, defense: s.factions.moritani!.hand.find((c) => familyOf(c) === 'harass-and-withdraw')! },
    });
    expect(forcesIn(done.state, 'moritani')).to.equal(0);
    expect(done.state.factions.moritani!.reserves.regular).to.equal(reserves + 4);
    expect(typed(done.events, 'forces-withdrawn')).to.deep.include({ type: 'forces-withdrawn', faction: 'moritani', territory: 'arrakeen', count: 4 });
    expect(custodyProblems(done.state)).to.deep.equal([]);
  });

  it('ecaz.reinforcements with Terror: the reserves a Sneak Attack spent count against its cost; with 3 left it adds 2 and they go to the Tanks', () => {
    const short = afterSneakAttack(5, 7, 'reinforcements');
    expect(short.factions.moritani!.reserves.regular).to.equal(2);
    expect(decisionOf(short, 'battle-plan', 'moritani').reserves).to.equal(2);
    const refused = applyAction(short, 'moritani', planAction(short, 'moritani', { leader: 'grieu-kronos', dial: 1, weapon: reinforcements(short) }));
    expect(refused.ok ? null : refused.error.message).to.match(/Reinforcements needs 3 forces in your reserves/);
    const enough = afterSneakAttack(4, 7, 'reinforcements');
    const done = fight(enough, {
      emperor: { leader: 'bashar', dial: 2 },
      moritani: { leader: 'grieu-kronos', dial: 1, weapon: reinforcements(enough) },
    });
    // Grieu Kronos 4, 1 dialed and Reinforcements' 2, against the Bashar's 2 and 2 dialed.
    expect(typed(done.events, 'battle-resolved')[0]).to.deep.include({ winner: 'moritani', totals: { emperor: 4, moritani: 7 } });
    expect(typed(done.events, 'reinforcements-paid')).to.deep.equal([{ type: 'reinforcements-paid', faction: 'moritani', count: 3 }]);
    expect(done.state.factions.moritani!.reserves.regular).to.equal(0);
    expect(custodyProblems(done.state)).to.deep.equal([]);
  });
});

describe('Harass and Withdraw at home (plugins/ecaz-cards/view-rules.ts, plugins/homeworlds/battle.ts)', () => {
  /** The Harkonnen visit Caladan (4 forces) where 3 Atreides forces stand, the Atreides holding Harass and Withdraw. */
  function atCaladan(rules?: number): GameState {
    const base = clearedBoard({ factions: HW_TABLE, seed: 'homeworlds', modules: ['homeworlds'], cards: ['base', 'ecaz'], ...(rules ? { rules } : {}) });
    const entered = enterBattle(base, (s) => {
      visit(s, 'harkonnen', 'caladan', 4);
      thin(s, 'atreides', 17);
      if (!s.factions.atreides!.hand.some((c) => familyOf(c) === 'harass-and-withdraw')) dealFamily(s, 'atreides', 'harass-and-withdraw');
    }).state;
    const prescience = decisionOf(entered, 'prescience', 'atreides');
    return act(entered, 'atreides', { type: 'prescience', event: prescience.id, element: null }).state;
  }
  const withdraw = (s: GameState) => s.factions.atreides!.hand.find((c) => familyOf(c) === 'harass-and-withdraw')!;

  it('ecaz.harass-and-withdraw may not be played on the player’s own homeworld (rules edition 10; the plan’s options say so); a visitor’s plan there has no such mark', () => {
    const s = atCaladan();
    expect(decisionOf(s, 'battle-plan', 'atreides')).to.include({ homeworld: true });
    expect(decisionOf(s, 'battle-plan', 'harkonnen')).to.not.have.property('homeworld');
    const refused = applyAction(s, 'atreides', planAction(s, 'atreides', { leader: 'gurney-halleck', dial: 2, defense: withdraw(s) }));
    expect(refused.ok ? null : refused.error.message).to.match(/Harass and Withdraw cannot be played on your homeworld/);
    // A game created under edition 9 keeps its reading: the card is played there as before.
    const old = atCaladan(9);
    expect(decisionOf(old, 'battle-plan', 'atreides')).to.not.have.property('homeworld');
    expect(applyAction(old, 'atreides', planAction(old, 'atreides', { leader: 'gurney-halleck', dial: 2, defense: withdraw(old) })).ok).to.equal(true);
  });
});
