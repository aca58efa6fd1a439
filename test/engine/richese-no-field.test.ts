// Richese's No-Field tokens (plugins/richese/no-field/): shipped face down for the price of one force, counted as one
// force, moved as one, revealed by Richese, with a battle plan, by the storm, a sandworm or the next token, its value
// never shown to another seat before.
import { expect } from 'chai';
import { applyAction, pendingDecisions, viewFor, type Action, type GameEvent, type GameState, type Seat } from '../../rooms/dune/index.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { Context } from '../../rooms/dune/context.ts';
import { loseForces } from '../../rooms/dune/phases/battle/losses.ts';
import { moveStorm } from '../../rooms/dune/phases/storm/destruction.ts';
import { startSpiceBlow } from '../helpers/spice-blow.ts';
import { planOptions } from '../../rooms/dune/phases/battle/options.ts';
import { checkGameState } from '../../schema/game-state.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import type { NoFieldValue } from '../../rooms/dune/phases/shipment-movement/types.ts';
import { act, atPhaseStart, cancelInWindows, clearedBoard, expectRejected, passCardWindows, playPhase } from '../helpers/engine.ts';
import { occupantsOf, strongholdsControlled } from '../../rooms/dune/victory.ts';
import { addSpice } from '../../rooms/dune/board/spice.ts';
import { decisionOf, enterBattle, fight, place } from '../helpers/battle.ts';
import { answer, atEmptyShipment, passTurn, pendingFor } from '../helpers/shipment.ts';
import { NO_FIELD_TABLE, putNoField, richeseShipping, shippingOf } from '../helpers/no-field.ts';

const typed = (events: readonly GameEvent[], type: string) => events.filter((e) => e.type === type).map(({ id: _id, ...e }) => e);
const shipNoField =
  (token: NoFieldValue, territory = 'arrakeen', sector = 9) =>
  (event: string): Extract<Action, { type: 'ship' }> => ({
    type: 'ship',
    event,
    mode: 'reserves',
    to: { territory: territory as never, sector },
    count: 1,
    noField: token,
  });
const richeseIn = (s: GameState, territory: string) =>
  s.forces.filter((x) => x.faction === 'richese' && x.territory === territory).reduce((n, x) => n + x.regular, 0);
/** What `seat` is shown: its view and the events it may see. */
const shown = (s: GameState, events: readonly GameEvent[], seat: Seat | 'spectator') => ({
  view: viewFor(s, seat),
  events: events.filter((e) => e.visibleTo === undefined || e.visibleTo === seat),
});

const config = { modules: ['homeworlds' as const] };

/** After the plans: the battle's other questions answered plainly until it is resolved. */
function toResolution(fought: { state: GameState; events: GameEvent[] }): { state: GameState; events: GameEvent[] } {
  let state = fought.state;
  const events = [...fought.events];
  for (let d = pendingDecisions(state)[0]; d && !events.some((e) => e.type === 'battle-resolved'); d = pendingDecisions(state)[0]) {
    const r = act(state, d.seat, legalAnswer(d));
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

describe('Richese No-Field (plugins/richese/no-field/)', () => {
  it('RI.no-field Richese ships a No-Field face down for the price of one force: its reserves untouched, the token counted as one force there', () => {
    const s = richeseShipping();
    expect(pendingFor(s, 'richese', 'ship')).to.deep.include({ noFields: [0, 3, 5] });
    const spice = s.factions.richese!.spice;
    const { state, events } = answer(s, 'richese', shipNoField(5));
    expect(typed(events, 'shipped')[0]).to.deep.include({ faction: 'richese', count: 1, cost: 1, noField: true });
    expect(state.factions.richese!.spice).to.equal(spice - 1);
    expect(state.factions.richese!.reserves.regular).to.equal(20);
    expect(richeseIn(state, 'arrakeen')).to.equal(1);
    expect(state.richese!.noField).to.deep.equal({ token: 5, territory: 'arrakeen', sector: 9 });
    expect(custodyProblems(state)).to.deep.equal([]);
    expect(checkGameState(JSON.parse(JSON.stringify(state))).ok).to.equal(true);
    expect(viewFor(state, 'richese').private!.richeseNoField).to.equal(5);
    expect(viewFor(state, 'atreides').richese).to.deep.include({ noField: { territory: 'arrakeen', sector: 9 }, faceUpNoField: null });
    expect(viewFor(state, 'atreides').private!.richeseNoField).to.equal(null);
  });

  it('RI.no-field every other seat is shown the same views and events whichever token Richese ships', () => {
    const s = richeseShipping();
    const runs = ([0, 3, 5] as const).map((token) => answer(s, 'richese', shipNoField(token)));
    for (const seat of ['atreides', 'harkonnen', 'emperor', 'spectator'] as const) {
      const [a, b, c] = runs.map((r) => JSON.stringify(shown(r.state, r.events, seat)));
      expect(a).to.equal(b);
      expect(b).to.equal(c);
    }
    expect(JSON.stringify(shown(runs[1]!.state, runs[1]!.events, 'richese'))).to.not.equal(JSON.stringify(shown(runs[2]!.state, runs[2]!.events, 'richese')));
  });

  it('RI.no-field a No-Field goes alone from off-planet onto a territory of Arrakis, and only Richese ships one', () => {
    const s = richeseShipping();
    const d = pendingFor(s, 'richese', 'ship');
    expectRejected(s, 'richese', { ...shipNoField(5)(d.id), count: 2 }, 'INVALID_CHOICE');
    expectRejected(s, 'richese', { ...shipNoField(5)(d.id), mode: 'cross', from: { territory: 'arrakeen', sector: 9 } }, 'INVALID_CHOICE');
    // The Emperor ships first here.
    const emperor = passTurn(atEmptyShipment(NO_FIELD_TABLE, false), 'atreides');
    expectRejected(emperor, 'emperor', { ...shipNoField(5)(pendingFor(emperor, 'emperor', 'ship').id) }, 'NOT_ELIGIBLE');
  });

  it('RI.no-field.limits the token placed last is not placed next; shipping another reveals the one on the planet first, so one at most stands there', () => {
    const s = richeseShipping((x) => putNoField(x, 3, 'old-gap', 9));
    expect(pendingFor(s, 'richese', 'ship')).to.deep.include({ noFields: [0, 5] });
    expectRejected(s, 'richese', shipNoField(3)(pendingFor(s, 'richese', 'ship').id), 'NOT_ELIGIBLE');
    const { state, events } = answer(s, 'richese', shipNoField(5));
    expect(typed(events, 'no-field-revealed')).to.deep.equal([
      { type: 'no-field-revealed', territory: 'old-gap', sector: 9, value: 3, forces: 3, cause: 'shipment' },
    ]);
    expect(richeseIn(state, 'old-gap')).to.equal(3);
    expect(state.factions.richese!.reserves.regular).to.equal(17);
    expect(state.richese).to.deep.include({ noField: { token: 5, territory: 'arrakeen', sector: 9 }, lastNoField: 5 });
    expect(custodyProblems(state)).to.deep.equal([]);
  });

  it('RI.no-field.reveal Richese reveals its No-Field before the Battle phase: forces from its reserves as far as they go take its place', () => {
    const s = richeseShipping((x) => {
      putNoField(x, 5, 'old-gap', 9);
      place(x, 'richese', 'old-gap', 9, 2);
      x.factions.richese!.reserves.regular = 3;
      x.factions.richese!.tanks.regular = 15;
    });
    const r = applyAction(s, 'richese', { type: 'richese-reveal-no-field' });
    if (!r.ok) throw new Error(r.error.message);
    expect(typed(r.events, 'no-field-revealed')).to.deep.equal([
      { type: 'no-field-revealed', territory: 'old-gap', sector: 9, value: 5, forces: 3, cause: 'richese' },
    ]);
    expect(richeseIn(r.state, 'old-gap')).to.equal(5);
    expect(r.state.factions.richese!.reserves.regular).to.equal(0);
    expect(viewFor(r.state, 'atreides').richese).to.deep.include({ noField: null, faceUpNoField: 5 });
    expect(custodyProblems(r.state)).to.deep.equal([]);
    expectRejected(r.state, 'richese', { type: 'richese-reveal-no-field' }, 'NOT_HELD');
    const battle = enterBattle(clearedBoard({ factions: NO_FIELD_TABLE, seed: 'nf' }), (x) => putNoField(x, 5, 'old-gap', 9)).state;
    expectRejected(battle, 'richese', { type: 'richese-reveal-no-field' }, 'NOT_ELIGIBLE');
    expectRejected(s, 'atreides', { type: 'richese-reveal-no-field' }, 'NOT_ELIGIBLE');
  });

  it('RI.no-field.move the No-Field moves as a force when a move names it, and stays behind otherwise', () => {
    let s = richeseShipping((x) => {
      putNoField(x, 3, 'old-gap', 9);
      place(x, 'richese', 'old-gap', 9, 2);
    });
    s = answer(s, 'richese', (e) => ({ type: 'ship', event: e, mode: 'pass' })).state;
    const move = pendingFor(s, 'richese', 'move');
    const option = viewFor(s, 'richese').private!.decisions[0] as { moves?: { territory: string; count: number; noField?: true }[] };
    expect(option.moves!.find((m) => m.territory === 'old-gap')).to.deep.include({ count: 3, noField: true });
    const all = { type: 'move', event: move.id, from: 'old-gap', groups: [{ sector: 9, count: 3 }], to: { territory: 'arrakeen', sector: 9 } } as Action;
    expectRejected(s, 'richese', all, 'NOT_HELD');
    const moved = answer(s, 'richese', (e) => ({ ...(all as object), event: e, groups: [{ sector: 9, count: 1 }], noField: true }) as Action);
    expect(typed(moved.events, 'moved')[0]).to.deep.include({ noField: true });
    expect(moved.state.richese!.noField).to.deep.equal({ token: 3, territory: 'arrakeen', sector: 9 });
    expect(richeseIn(moved.state, 'old-gap')).to.equal(2);
    expect(custodyProblems(moved.state)).to.deep.equal([]);
  });

  it('RI.no-field.count a face-down No-Field counts as one force: alone it occupies a stronghold and collects as one force, even the 0', () => {
    const base = clearedBoard({ factions: NO_FIELD_TABLE, seed: 'nf' });
    putNoField(base, 0, 'old-gap', 9);
    expect(occupantsOf(base, 'old-gap')).to.deep.equal(['richese']);
    addSpice(base, 'old-gap', 9, 6);
    const { state, events } = playPhase(atPhaseStart(base, 'spice-collection'), 'spice-collection');
    expect(typed(events, 'spice-collected').find((e) => (e as { territory?: string }).territory === 'old-gap')).to.deep.include({
      faction: 'richese',
      amount: 2,
    });
    expect(custodyProblems(state)).to.deep.equal([]);
    const lone = clearedBoard({ factions: NO_FIELD_TABLE, seed: 'nf' });
    putNoField(lone, 0, 'arrakeen', 9);
    expect(strongholdsControlled(lone, ['richese'])).to.deep.equal(['arrakeen']);
  });

  it('RI.no-field.reveal Trip to Gamont on the No-Field’s stack reveals it first; one of the forces it brought goes home (none for a 0)', () => {
    for (const [token, home] of [
      [3, 1],
      [0, 0],
    ] as const) {
      const base = clearedBoard({ factions: ['richese', 'choam', 'atreides', 'harkonnen'], seed: 'nf' });
      putNoField(base, token, 'old-gap', 9);
      base.factions.choam!.hand = ['trip-to-gamont'];
      base.decks.treachery = base.decks.treachery.filter((c) => c !== 'trip-to-gamont');
      const play = { card: 'trip-to-gamont', faction: 'richese', territory: 'old-gap', sector: 9, force: 'regular' };
      const { state, events } = playPhase(atPhaseStart(base, 'mentat-pause'), 'mentat-pause', (d) =>
        d.kind === 'choam-worthless' ? ({ type: 'choam-worthless', event: d.id, plays: [play] } as Action) : null,
      );
      expect(typed(events, 'no-field-revealed')[0]).to.deep.include({ value: token, forces: token, cause: 'card' });
      expect(richeseIn(state, 'old-gap')).to.equal(token - home);
      expect(state.factions.richese!.reserves.regular).to.equal(20 - token + home);
      expect(custodyProblems(state)).to.deep.equal([]);
    }
  });

  it('RI.no-field.reveal the storm reveals a No-Field it reaches, and the forces it stood for are lost', () => {
    const s = clearedBoard({ factions: NO_FIELD_TABLE, seed: 'nf' });
    putNoField(s, 3, 'old-gap', 9);
    s.storm.sector = 8;
    s.phase = 'storm';
    const ctx = new Context(s);
    moveStorm(ctx, 1);
    const state = ctx.done();
    expect(typed(ctx.events, 'no-field-revealed')).to.deep.equal([
      { type: 'no-field-revealed', territory: 'old-gap', sector: 9, value: 3, forces: 3, cause: 'storm' },
    ]);
    expect(typed(ctx.events, 'storm-forces-destroyed')[0]).to.deep.include({ faction: 'richese', regular: 3 });
    expect(state.factions.richese!.tanks.regular).to.equal(3);
    expect(state.richese!.noField).to.equal(null);
    expect(custodyProblems(state)).to.deep.equal([]);
  });

  it('RI.no-field.reveal a sandworm reveals a No-Field in its territory and devours the forces it stood for; the 0 brings none', () => {
    const base = clearedBoard({ factions: NO_FIELD_TABLE, seed: 'nf' });
    putNoField(base, 0, 'the-great-flat', 14);
    place(base, 'richese', 'the-great-flat', 14, 1);
    const { state, events } = startSpiceBlow(base, {
      storm: 3,
      firstPlayer: 'atreides',
      discard: ['old-gap', 'the-great-flat'],
      top: ['shai-hulud-1', 'red-chasm'],
    });
    expect(typed(events, 'no-field-revealed')).to.deep.equal([
      { type: 'no-field-revealed', territory: 'the-great-flat', sector: 14, value: 0, forces: 0, cause: 'worm' },
    ]);
    expect(typed(events, 'shai-hulud')[0]).to.deep.include({ devoured: [{ faction: 'richese', forces: 1 }] });
    expect(state.factions.richese!.tanks.regular).to.equal(1);
    expect(custodyProblems(state)).to.deep.equal([]);
  });

  it('RI.no-field.dial in a No-Field battle Richese dials its other forces there and what the token stands for, as far as its reserves go', () => {
    const { state } = enterBattle(clearedBoard({ factions: NO_FIELD_TABLE, seed: 'nf' }), (x) => {
      putNoField(x, 5, 'arrakeen', 9);
      place(x, 'richese', 'arrakeen', 9, 1);
      x.factions.richese!.reserves.regular = 3;
      x.factions.richese!.tanks.regular = 16;
      place(x, 'atreides', 'arrakeen', 9, 4);
    });
    expect(planOptions(state, 'richese').maxDial).to.equal(4);
    expect(planOptions(state, 'atreides').maxDial).to.equal(4);
  });

  it('RI.no-field.prescience the Prescience may not ask for the dial of Richese in a No-Field battle; its other elements remain', () => {
    const { state } = enterBattle(clearedBoard({ factions: NO_FIELD_TABLE, seed: 'nf' }), (x) => {
      putNoField(x, 3, 'arrakeen', 9);
      place(x, 'atreides', 'arrakeen', 9, 4);
    });
    expect(decisionOf(state, 'prescience', 'atreides').elements).to.deep.equal(['leader', 'weapon', 'defense']);
    const plain = enterBattle(clearedBoard({ factions: NO_FIELD_TABLE, seed: 'nf' }), (x) => {
      place(x, 'richese', 'arrakeen', 9, 1);
      place(x, 'atreides', 'arrakeen', 9, 4);
    }).state;
    expect(decisionOf(plain, 'prescience', 'atreides').elements).to.include('dial');
  });

  it('RI.no-field.reveal the No-Field is revealed with the battle plans: its forces fight and are lost as any; a 0 still plays its leader', () => {
    for (const token of [3, 0] as const) {
      let { state } = enterBattle(clearedBoard({ factions: NO_FIELD_TABLE, seed: 'nf' }), (x) => {
        putNoField(x, token, 'arrakeen', 9);
        place(x, 'harkonnen', 'arrakeen', 9, 2);
      });
      for (const d of pendingDecisions(state).filter((x) => x.kind !== 'battle-plan')) state = act(state, d.seat, legalAnswer(d)).state;
      const leader = decisionOf(state, 'battle-plan', 'richese').leaders[0]!;
      const hark = decisionOf(state, 'battle-plan', 'harkonnen').leaders[0]!;
      const played = toResolution(fight(state, { richese: { leader, dial: token }, harkonnen: { leader: hark, dial: 2 } }));
      const events = played.events;
      state = played.state;
      expect(typed(events, 'no-field-revealed')).to.deep.equal([
        { type: 'no-field-revealed', territory: 'arrakeen', sector: 9, value: token, forces: token, cause: 'battle' },
      ]);
      expect(typed(events, 'plans-revealed')[0]).to.deep.nested.include({ 'plans.richese.leader': leader });
      expect(state.richese!.noField).to.equal(null);
      expect(typed(events, 'battle-resolved')).to.have.length(1);
      expect(custodyProblems(state)).to.deep.equal([]);
    }
  });

  it('RI.no-field.reveal in an Occupy battle the army dialed may be Richese’s: its No-Field is then revealed with the plans, the dial allowed what it stands for (rules edition 10)', () => {
    const base = clearedBoard({ factions: ['emperor', 'ecaz', 'choam', 'harkonnen', 'fremen', 'richese'], seed: 'nf' });
    base.alliances = [['ecaz', 'richese']];
    let { state } = enterBattle(base, (x) => {
      place(x, 'ecaz', 'arrakeen', 9, 4);
      place(x, 'richese', 'arrakeen', 9, 2);
      putNoField(x, 3, 'arrakeen', 9);
      place(x, 'harkonnen', 'arrakeen', 9, 6);
    });
    state = act(state, 'ecaz', { type: 'occupy-fighter', event: decisionOf(state, 'occupy-fighter', 'ecaz').id, fighter: 'ecaz' } as never).state;
    for (const d of pendingDecisions(state).filter((x) => x.kind !== 'battle-plan')) state = act(state, d.seat, legalAnswer(d)).state;
    // Richese's 2 and the 3 the token stands for.
    expect(decisionOf(state, 'battle-plan', 'ecaz').maxDial).to.equal(5);
    const played = toResolution(
      fight(state, {
        ecaz: { leader: decisionOf(state, 'battle-plan', 'ecaz').leaders[0]!, dial: 5 },
        harkonnen: { leader: decisionOf(state, 'battle-plan', 'harkonnen').leaders[0]!, dial: 6 },
      }),
    );
    const events = played.events;
    state = played.state;
    expect(typed(events, 'no-field-revealed')).to.deep.equal([
      { type: 'no-field-revealed', territory: 'arrakeen', sector: 9, value: 3, forces: 3, cause: 'battle' },
    ]);
    expect(state.richese!.noField).to.equal(null);
    expect(custodyProblems(state)).to.deep.equal([]);
  });

  it('RI.no-field.reveal forces of Richese’s lost in a battle it did not fight (an explosion’s third party) reveal its No-Field first (rules edition 10)', () => {
    const s = clearedBoard({ factions: NO_FIELD_TABLE, seed: 'nf' });
    place(s, 'richese', 'arrakeen', 9, 1);
    putNoField(s, 5, 'arrakeen', 9);
    const ctx = new Context(structuredClone(s));
    const lost = loseForces(ctx, { territory: 'arrakeen', sectors: [9] }, 'richese', null, true);
    expect(lost).to.deep.equal({ regular: 6, elite: 0 });
    expect(ctx.events.map((e) => e.type)).to.deep.equal(['no-field-revealed', 'forces-lost']);
    const after = ctx.done();
    expect(after.richese!.noField).to.equal(null);
    expect(custodyProblems(after)).to.deep.equal([]);
  });

  it('RI.karama-abilities.no-field a Karama stops a No-Field shipment: no token lands and Richese ships again without one', () => {
    const s = richeseShipping((x) => {
      x.factions.atreides!.hand.push(x.decks.treachery.splice(x.decks.treachery.indexOf('karama-1'), 1)[0]!);
    });
    const d = pendingFor(s, 'richese', 'ship');
    const opened = act(s, 'richese', shipNoField(5)(d.id), { karama: 'open' });
    expect(typed(opened.events, 'karama-window-opened')[0]).to.include({ attempt: null });
    const stopped = passCardWindows({ state: cancelInWindows(opened.state, 'atreides', 'richese-no-field', 'karama-1'), events: [] }).state;
    expect(stopped.richese!.noField ?? null).to.equal(null);
    const retake = pendingFor(stopped, 'richese', 'ship');
    expect(retake).to.not.have.property('noFields');
    expect(stopped.factions.richese!.spice).to.equal(s.factions.richese!.spice);
  });

  it('HW.richese.high on Richese’s high face, forces from reserves may go along with a No-Field', () => {
    const high = richeseShipping(() => {}, NO_FIELD_TABLE, config);
    expect(pendingFor(high, 'richese', 'ship')).to.deep.include({ noFieldEscort: true });
    const escorted = answer(high, 'richese', (e) => ({ ...shipNoField(3)(e), count: 4 }) as Action).state;
    expect(richeseIn(escorted, 'arrakeen')).to.equal(4);
    expect(escorted.factions.richese!.reserves.regular).to.equal(17);
    expect(custodyProblems(escorted)).to.deep.equal([]);
  });

  it('HW.richese.low on Richese’s low face the No-Field may not move, and goes alone', () => {
    let low = richeseShipping(
      (x) => {
        putNoField(x, 3, 'old-gap', 9);
        x.factions.richese!.reserves.regular = 5;
        x.factions.richese!.tanks.regular = 15;
      },
      NO_FIELD_TABLE,
      config,
    );
    expect(pendingFor(low, 'richese', 'ship')).to.not.have.property('noFieldEscort');
    low = answer(low, 'richese', (e) => ({ type: 'ship', event: e, mode: 'pass' })).state;
    const move = pendingFor(low, 'richese', 'move');
    expect(move).to.deep.include({ noFieldFixed: true });
    expectRejected(
      low,
      'richese',
      { type: 'move', event: move.id, from: 'old-gap', groups: [{ sector: 9, count: 1 }], to: { territory: 'arrakeen', sector: 9 }, noField: true },
      'NOT_ELIGIBLE',
    );
  });

  it('RI.ally.no-field Richese’s ally ships a No-Field revealed at once: its own forces, as many as the token shows, land for the price of one force', () => {
    const allied = (x: GameState) => {
      x.alliances = [['atreides', 'richese']];
      putNoField(x, 3, 'old-gap', 9);
    };
    const s = shippingOf('atreides', allied);
    expect(pendingFor(s, 'atreides', 'ship')).to.deep.include({ noFields: [5], noFieldOpen: true });
    const d = pendingFor(s, 'atreides', 'ship');
    expectRejected(s, 'atreides', { ...shipNoField(5)(d.id), count: 1 }, 'INVALID_CHOICE');
    const spice = s.factions.atreides!.spice;
    const reserves = s.factions.atreides!.reserves.regular;
    const { state, events } = answer(s, 'atreides', (e) => ({ ...shipNoField(5, 'carthag', 10)(e), count: 5 }));
    expect(typed(events, 'shipped')[0]).to.deep.include({ faction: 'atreides', count: 5, cost: 1, noField: true });
    expect(typed(events, 'no-field-revealed')).to.deep.equal([
      { type: 'no-field-revealed', territory: 'old-gap', sector: 9, value: 3, forces: 3, cause: 'shipment' },
      { type: 'no-field-revealed', territory: 'carthag', sector: 10, value: 5, forces: 5, cause: 'ally', faction: 'atreides' },
    ]);
    expect(state.factions.atreides!.spice).to.equal(spice - 1);
    expect(state.factions.atreides!.reserves.regular).to.equal(reserves - 5);
    expect(state.richese).to.deep.include({ noField: null, lastNoField: 5 });
    expect(custodyProblems(state)).to.deep.equal([]);
    // Withheld, the ally ships none.
    const withheld = applyAction(shippingOf('atreides', allied), 'richese', { type: 'richese-ally-no-field', allow: false });
    if (!withheld.ok) throw new Error(withheld.error.message);
    expect(typed(withheld.events, 'ally-no-field-allowed')).to.deep.equal([{ type: 'ally-no-field-allowed', allow: false }]);
    expect(viewFor(withheld.state, 'harkonnen').richese).to.deep.include({ allyNoField: false });
    const next = shippingOf('atreides', (x) => {
      allied(x);
      x.richese!.allyNoField = false;
    });
    expect(pendingFor(next, 'atreides', 'ship')).to.not.have.property('noFields');
    expectRejected(next, 'atreides', { type: 'richese-ally-no-field', allow: true }, 'NOT_ELIGIBLE');
  });
});
