// IX.karama-abilities: a Karama cancels each of the Ixians' ✷ abilities as it is used (3.01.11.01): the HMS's movement,
// Technology, the Cyborgs' replacement and their ally's card swap. Each is asked again without it (3.04).
import { expect } from 'chai';
import { applyAction, pendingDecisions, viewFor, type Action, type Decision, type Faction, type GameState, type TerritoryId } from '../../rooms/dune/index.ts';
import { hmsSteps } from '../../rooms/dune/plugins/ixians/hms.ts';
import { ixianKaramaAction } from '../../rooms/dune/plugins/ixians/bots/karama.ts';
import { atEmptyShipment, passTurn } from '../helpers/shipment.ts';
import { act, cancelInWindows, expectRejected } from '../helpers/engine.ts';
import { enterPhase, setHand } from '../helpers/bidding.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { aboard, allyPurchasePosition, atStorm, cyborgLossPosition, ixiansBoard, put } from '../helpers/ixians.ts';
import { enterBattle, fight, resolvedOf } from '../helpers/battle.ts';
import { HMS } from '../../rooms/dune/board/hms.ts';

function decisionOf<K extends Decision['kind']>(state: GameState, kind: K): Extract<Decision, { kind: K }> {
  const d = pendingDecisions(state).find((x) => x.kind === kind);
  if (!d) throw new Error(`no ${kind}: ${JSON.stringify(pendingDecisions(state).map((x) => x.kind))}`);
  return d as Extract<Decision, { kind: K }>;
}

/** `seat` plays `action` with Karama windows left open; then the open window is answered: `by` cancels `ability`. */
function cancelled(state: GameState, seat: Faction, action: Action, by: Faction, ability: string): GameState {
  setHand(state, by, ['karama-1']);
  return cancelInWindows(act(state, seat, action, { karama: 'open' }).state, by, ability, 'karama-1');
}

describe('engine: a Karama against the Ixians (IX.karama-abilities)', () => {
  it('IX.karama-abilities the HMS movement, cancelled: the HMS stays where it is this turn', () => {
    const state = atStorm(ixiansBoard());
    const d = decisionOf(state, 'hms-move');
    const s = cancelled(
      state,
      'ixians',
      { type: 'hms-move', event: d.id, route: [{ territory: 'pasty-mesa', sector: 5 }] },
      'harkonnen',
      'ixians-hms-movement',
    );
    const retake = decisionOf(s, 'hms-move');
    expect(retake.karamaCancelled).to.deep.equal(['ixians-hms-movement']);
    expectRejected(s, 'ixians', { type: 'hms-move', event: retake.id, route: [{ territory: 'pasty-mesa', sector: 5 }] }, 'NOT_ELIGIBLE');
    const r = act(s, 'ixians', { type: 'hms-move', event: retake.id, route: [] });
    expect(r.state.ixians!.hms).to.deep.equal({ territory: 'the-minor-erg', sector: 5 });
  });

  it('IX.karama-abilities Technology, cancelled: the card goes up for bid as it is', () => {
    const base = ixiansBoard({ advanced: true });
    setHand(base, 'ixians', [base.decks.treachery.at(-1)!]);
    let state = enterPhase(base, 'bidding');
    const sel = decisionOf(state, 'ixian-selection');
    state = act(state, 'ixians', { type: 'ixian-selection', event: sel.id, card: sel.cards.at(-1)!, to: 'bottom' }).state;
    const d = decisionOf(state, 'ixian-technology');
    const give = state.factions.ixians!.hand[0]!;
    const s = cancelled(state, 'ixians', { type: 'ixian-technology', event: d.id, give }, 'harkonnen', 'ixians-technology');
    const retake = decisionOf(s, 'ixian-technology');
    expectRejected(s, 'ixians', { type: 'ixian-technology', event: retake.id, give }, 'NOT_ELIGIBLE');
    const r = act(s, 'ixians', { type: 'ixian-technology', event: retake.id, give: null });
    expect(r.state.factions.ixians!.hand).to.deep.equal([give]);
    expect(custodyProblems(r.state)).to.deep.equal([]);
  });

  it('IX.karama-abilities the Cyborgs replacement, cancelled: the Cyborgs stay in the Tanks', () => {
    const state = cyborgLossPosition();
    const d = decisionOf(state, 'cyborg-replacement');
    const s = cancelled(state, 'ixians', { type: 'cyborg-replacement', event: d.id, count: 2 }, 'harkonnen', 'ixians-casualties');
    const retake = decisionOf(s, 'cyborg-replacement');
    expectRejected(s, 'ixians', { type: 'cyborg-replacement', event: retake.id, count: 1 }, 'NOT_ELIGIBLE');
    const r = act(s, 'ixians', { type: 'cyborg-replacement', event: retake.id, count: 0 });
    expect(r.state.factions.ixians!.tanks.elite).to.equal(2);
  });

  it('IX.karama-abilities the ally card swap, cancelled: the ally keeps the card it bought', () => {
    const state = allyPurchasePosition();
    const d = decisionOf(state, 'ixian-ally-swap');
    const s = cancelled(state, 'atreides', { type: 'ixian-ally-swap', event: d.id, swap: true }, 'harkonnen', 'ixians-ally-swap');
    const retake = decisionOf(s, 'ixian-ally-swap');
    expectRejected(s, 'atreides', { type: 'ixian-ally-swap', event: retake.id, swap: true }, 'NOT_ELIGIBLE');
    const r = act(s, 'atreides', { type: 'ixian-ally-swap', event: retake.id, swap: false });
    expect(r.state.factions.atreides!.hand).to.include(d.card);
  });

  it('IX.karama once a game, during their own turn of Shipment and Movement, the Ixians spend a Karama to move the HMS up to two territories', () => {
    let state = atEmptyShipment(['emperor', 'ixians', 'harkonnen', 'atreides', 'fremen', 'guild'], true, (s) => {
      setHand(s, 'ixians', ['karama-1']);
      s.ixians = { hms: { territory: 'the-minor-erg', sector: 5 } };
    });
    const power = (route: { territory: TerritoryId; sector: number }[]): Action => ({ type: 'ixian-karama-hms', card: 'karama-1', route });
    const route = hmsSteps(state.storm.sector, { territory: 'the-minor-erg', sector: 5 }).slice(0, 1);
    expectRejected(state, 'ixians', power(route), 'NOT_ELIGIBLE');
    const ixiansShip = () => pendingDecisions(state).some((d) => d.seat === 'ixians' && d.kind === 'ship');
    for (let i = 0; i < 20 && !ixiansShip(); i++) state = passTurn(state, pendingDecisions(state).find((d) => d.seat !== 'ixians')!.seat);
    expect(ixiansShip()).to.equal(true);
    const two = [...route, hmsSteps(state.storm.sector, route[0]!)[0]!];
    const three = [...two, hmsSteps(state.storm.sector, two[1]!)[0]!];
    expectRejected(state, 'ixians', power(three), 'INVALID_CHOICE');
    const r = applyAction(state, 'ixians', power(two));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.ixians!.hms).to.deep.equal(two[1]);
    expect(r.state.karama.powersUsed).to.include('ixians');
    expect(r.state.decks.treacheryDiscard).to.include('karama-1');
    expect(r.state.factions.ixians!.spice, 'nothing collected').to.equal(state.factions.ixians!.spice);
    setHand(r.state, 'ixians', ['karama-2']);
    expectRejected(r.state, 'ixians', { ...power(route), card: 'karama-2' } as Action, 'NOT_ELIGIBLE');
  });

  it('IX.karama-abilities the selection before the auctions, cancelled: the extra card goes back on top and the row stays as dealt', () => {
    const state = enterPhase(ixiansBoard(), 'bidding');
    const d = decisionOf(state, 'ixian-selection');
    const s = cancelled(state, 'ixians', { type: 'ixian-selection', event: d.id, card: d.cards[0]!, to: 'bottom' }, 'harkonnen', 'ixians-selection');
    const retake = decisionOf(s, 'ixian-selection');
    expectRejected(s, 'ixians', { type: 'ixian-selection', event: retake.id, card: d.cards[0]!, to: 'bottom' }, 'NOT_ELIGIBLE');
    const r = act(s, 'ixians', { type: 'ixian-selection', event: retake.id, card: d.cards.at(-1)!, to: 'top' });
    expect(r.state.decks.treachery[0]).to.equal(d.cards.at(-1));
    const round = r.state.round!;
    if (round.phase !== 'bidding') throw new Error('no round');
    expect(round.row).to.deep.equal(d.cards.slice(0, -1));
  });

  it('IX.karama-abilities the Cyborgs second territory, cancelled: the move is taken again at one territory', () => {
    let state = atEmptyShipment(['emperor', 'ixians', 'harkonnen', 'atreides', 'fremen', 'guild'], false, (s) => {
      s.ixians = { hms: { territory: 'the-minor-erg', sector: 5 } };
      const fs = s.factions.ixians!;
      fs.reserves.regular -= 1;
      fs.reserves.elite -= 1;
      s.forces.push({ faction: 'ixians', territory: 'the-minor-erg', sector: 6, regular: 1, elite: 1, advisors: 0 });
    });
    const ixiansMove = () => pendingDecisions(state).some((d) => d.seat === 'ixians' && d.kind === 'move');
    for (let i = 0; i < 30 && !ixiansMove(); i++) {
      const d = pendingDecisions(state)[0]!;
      state = d.seat === 'ixians' && d.kind === 'ship' ? act(state, 'ixians', { type: 'ship', event: d.id, mode: 'pass' }).state : passTurn(state, d.seat);
    }
    const d = decisionOf(state, 'move');
    const two: Action = {
      type: 'move',
      event: d.id,
      from: 'the-minor-erg',
      groups: [{ sector: 6, count: 2, elite: 1 }],
      to: { territory: 'red-chasm', sector: 6 },
    };
    const s = cancelled(state, 'ixians', two, 'harkonnen', 'ixians-cyborg-move');
    const retake = decisionOf(s, 'move');
    expect(retake.karamaCancelled).to.deep.equal(['ixians-cyborg-move']);
    expectRejected(s, 'ixians', { ...two, event: retake.id } as Action, 'OUT_OF_RANGE');
    act(s, 'ixians', { ...two, event: retake.id, to: { territory: 'pasty-mesa', sector: 6 } } as Action);
  });

  it('IX.karama-abilities.cyborgs a Karama played beforehand makes the Cyborgs count one each in the Ixians next battle, and only that one', () => {
    const s = ixiansBoard();
    aboard(s, 2, 2);
    put(s, 'emperor', HMS, 0, 3);
    setHand(s, 'harkonnen', ['karama-1']);
    const prevented = applyAction(s, 'harkonnen', { type: 'karama-prevent', ability: 'ixians-cyborg-bonus', card: 'karama-1' });
    if (!prevented.ok) throw new Error(prevented.error.message);
    expectRejected(s, 'ixians', { type: 'karama-prevent', ability: 'ixians-cyborg-bonus', card: 'karama-1' }, 'NOT_ELIGIBLE');
    const { state } = enterBattle(prevented.state);
    const r = fight(state, { ixians: { leader: 'cammar-pilru', dial: 4, elite: 2 }, emperor: { leader: 'bashar', dial: 3 } });
    // Leader 1, Suboids 2 × ½, Cyborgs 2 × 1 (not 2).
    expect(resolvedOf(r.events).totals).to.deep.include({ ixians: 1 + 1 + 2 });
    expect(r.state.karama.prevented).to.deep.equal([]);
    expect(r.state.ixians!.cyborgsNegated, 'over with the battle').to.equal(undefined);
  });

  it('IX.karama thinking bots (hard and up) spend a spare Karama on the power when the HMS can go beside more strongholds; the move is accepted', () => {
    let state = atEmptyShipment(['emperor', 'ixians', 'harkonnen', 'atreides', 'fremen', 'guild'], true, (s) => {
      setHand(s, 'ixians', ['karama-1', 'karama-2']);
      s.ixians = { hms: { territory: 'the-great-flat', sector: 14 } };
    });
    for (let i = 0; i < 20 && !pendingDecisions(state).some((d) => d.seat === 'ixians' && d.kind === 'ship'); i++)
      state = passTurn(state, pendingDecisions(state).find((d) => d.seat !== 'ixians')!.seat);
    const view = viewFor(state, 'ixians');
    expect(ixianKaramaAction('medium', view), 'not below hard').to.equal(null);
    const action = ixianKaramaAction('hard', view);
    if (action?.type !== 'ixian-karama-hms') throw new Error('no power used');
    expect(applyAction(state, 'ixians', action).ok).to.equal(true);
    // With one Karama card and a small gain, it is kept.
    const one = structuredClone(state);
    setHand(one, 'ixians', ['karama-1']);
    expect(ixianKaramaAction('brutal', viewFor(one, 'ixians'))).to.equal(null);
  });
});
