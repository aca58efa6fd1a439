// The Ixians (plugins/ixians/): set-up, Cyborgs and Suboids, and the Hidden Mobile Stronghold (placement, movement
// with collection, entry, storm and worm immunity, victory, battles inside it).
import { expect } from 'chai';
import { applyAction, createGame, pendingDecisions, viewFor, type Action, type GameEvent, type GameState } from '../../rooms/dune/index.ts';
import { Context } from '../../rooms/dune/context.ts';
import { addSpice } from '../../rooms/dune/board/spice.ts';
import { HMS } from '../../rooms/dune/board/hms.ts';
import { reachable } from '../../rooms/dune/board/movement.ts';
import { STRONGHOLDS, territory } from '../../rooms/dune/board/territories.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { botAnswer } from '../../rooms/dune/bots/index.ts';
import { advance, startPhase } from '../../rooms/dune/phases/turn.ts';
import { moveStorm } from '../../rooms/dune/phases/storm/destruction.ts';
import { collectAll } from '../../rooms/dune/phases/spice-collection/collect.ts';
import { dialValue } from '../../rooms/dune/phases/battle/spice-dialing.ts';
import { moveProblem, moveRange } from '../../rooms/dune/phases/shipment-movement/move.ts';
import type { MoveDecision } from '../../rooms/dune/phases/shipment-movement/types.ts';
import { shipmentProblem, shipperOf } from '../../rooms/dune/phases/shipment-movement/ship.ts';
import { checkGameState } from '../../schema/game-state.ts';
import { strongholdVictory } from '../../rooms/dune/victory.ts';
import { act, atPhaseStart, expectRejected, playSetup } from '../helpers/engine.ts';
import { enterBattle, fight, resolvedOf } from '../helpers/battle.ts';
import { startSpiceBlow } from '../helpers/spice-blow.ts';
import { aboard, atStorm, cyborgLossPosition, IXIAN_TABLE, ixiansBoard, put } from '../helpers/ixians.ts';

const ofType = (events: readonly GameEvent[], type: string) => events.filter((e) => e.type === type);

const hmsMoveOf = (s: GameState) => {
  const d = pendingDecisions(s).find((x) => x.kind === 'hms-move');
  if (!d || d.kind !== 'hms-move') throw new Error('no hms-move decision');
  return d;
};

/** A move decision of the Ixians' own, as the phase opens it with no ornithopters. */
const moveDecision = (range = 1): MoveDecision => ({ id: 'm1', seat: 'ixians', secret: false, kind: 'move', range, hajr: false });

describe('engine: the Ixians (Ixians & Tleilaxu)', () => {
  it('IX.setup the Ixians start with 10 spice, 3 Suboids and 3 Cyborgs in the HMS and the rest in reserves, Cyborgs starred in the Basic game too', () => {
    const { state } = playSetup(createGame({ factions: IXIAN_TABLE, seed: 'ix-setup' }));
    const fs = state.factions.ixians!;
    expect(fs.spice, 'starting spice').to.equal(10);
    expect(fs.reserves).to.deep.equal({ regular: 10, elite: 4 });
    expect(state.forces.filter((s) => s.faction === 'ixians')).to.deep.equal([
      { faction: 'ixians', territory: HMS, sector: 0, regular: 3, elite: 3, advisors: 0 },
    ]);
    expect(Object.keys(fs.leaders).sort()).to.deep.equal(['cammar-pilru', 'ctair-pilru', 'dominic-vernius', 'kailea-vernius', 'tessia-vernius']);
    expect(custodyProblems(state)).to.deep.equal([]);
    expect(checkGameState(state).ok).to.equal(true);
  });

  it('IX.hms.placement after the first storm the Ixians place the HMS on a sector out of the storm, never a stronghold or the Polar Sink', () => {
    let state = createGame({ factions: IXIAN_TABLE, seed: 'ix-place' });
    for (let i = 0; i < 100 && !pendingDecisions(state).some((d) => d.kind === 'hms-place'); i++) {
      const d = pendingDecisions(state)[0]!;
      state = act(state, d.seat, legalAnswer(d)).state;
    }
    const d = pendingDecisions(state).find((x) => x.kind === 'hms-place');
    if (!d || d.kind !== 'hms-place') throw new Error('no placement asked');
    expect(state.phase, 'at the end of the first storm').to.equal('storm');
    expect(state.turn).to.equal(1);
    expect(d.places.length).to.be.greaterThan(40);
    for (const p of d.places) {
      expect(['sand', 'rock'], p.territory).to.include(territory(p.territory).kind);
      expect(p.sector, 'out of the storm').to.not.equal(state.storm.sector);
    }
    expectRejected(state, 'ixians', { type: 'hms-place', event: d.id, territory: 'arrakeen', sector: 9 }, 'INVALID_CHOICE');
    expectRejected(state, 'ixians', { type: 'hms-place', event: d.id, territory: 'polar-sink', sector: 0 }, 'INVALID_CHOICE');
    const at = d.places.find((p) => p.territory === 'the-great-flat')!;
    const r = act(state, 'ixians', { type: 'hms-place', event: d.id, territory: at.territory, sector: at.sector });
    expect(r.state.ixians!.hms).to.deep.equal(at);
    expect(ofType(r.events, 'hms-placed')).to.have.length(1);
    // Public: every viewer sees where it sits.
    expect(viewFor(r.state, 'spectator').ixians).to.deep.equal({ hms: at });
    expect(viewFor(r.state, 'atreides').ixians).to.deep.equal({ hms: at });
  });

  it('IX.hms.movement as a later Storm phase starts the HMS moves up to three territories, one adjacent territory at a time, never into a stronghold or the storm', () => {
    const s = ixiansBoard();
    s.storm.sector = 7;
    const state = atStorm(s);
    const d = hmsMoveOf(state);
    expect(d.range).to.equal(3);
    expect(d.from).to.deep.equal({ territory: 'the-minor-erg', sector: 5 });
    // The storm dials wait for the HMS.
    expect(pendingDecisions(state).some((x) => x.kind === 'dial-storm')).to.equal(false);
    const route = [
      { territory: 'pasty-mesa' as const, sector: 5 },
      { territory: 'south-mesa' as const, sector: 5 },
      { territory: 'red-chasm' as const, sector: 6 },
    ];
    expectRejected(
      state,
      'ixians',
      {
        type: 'hms-move',
        event: d.id,
        route: [
          { territory: 'pasty-mesa', sector: 5 },
          { territory: 'tueks-sietch', sector: 4 },
        ],
      },
      'INVALID_CHOICE',
    );
    expectRejected(state, 'ixians', { type: 'hms-move', event: d.id, route: [{ territory: 'shield-wall', sector: 7 }] }, 'INVALID_CHOICE');
    expectRejected(state, 'ixians', { type: 'hms-move', event: d.id, route: [{ territory: 'south-mesa', sector: 5 }] }, 'INVALID_CHOICE');
    expectRejected(state, 'ixians', { type: 'hms-move', event: d.id, route: [...route, { territory: 'pasty-mesa', sector: 6 }] }, 'INVALID_CHOICE');
    const r = act(state, 'ixians', { type: 'hms-move', event: d.id, route });
    expect(r.state.ixians!.hms).to.deep.equal({ territory: 'red-chasm', sector: 6 });
    expect(ofType(r.events, 'hms-moved')).to.have.length(1);
    expect(
      pendingDecisions(r.state).some((x) => x.kind === 'dial-storm'),
      'the storm is dialed after',
    ).to.equal(true);
  });

  it('IX.hms.movement an empty route leaves the HMS where it is and collects nothing', () => {
    const s = ixiansBoard();
    aboard(s, 2, 1);
    addSpice(s, 'the-minor-erg', 6, 8);
    const state = atStorm(s);
    const r = act(state, 'ixians', { type: 'hms-move', event: hmsMoveOf(state).id, route: [] });
    expect(r.state.ixians!.hms).to.deep.equal({ territory: 'the-minor-erg', sector: 5 });
    expect(r.state.factions.ixians!.spice).to.equal(10);
    expect(ofType(r.events, 'hms-moved')).to.have.length(0);
  });

  it('IX.hms.collection a moving HMS collects up to 2 spice per Ixian force aboard in each territory of its way, where it started included', () => {
    const s = ixiansBoard();
    aboard(s, 2, 1);
    // 3 forces aboard: up to 6 in each territory.
    addSpice(s, 'the-minor-erg', 6, 8);
    addSpice(s, 'south-mesa', 4, 4);
    addSpice(s, 'red-chasm', 6, 10);
    const state = atStorm(s);
    const route = [
      { territory: 'pasty-mesa' as const, sector: 5 },
      { territory: 'south-mesa' as const, sector: 5 },
    ];
    const r = act(state, 'ixians', { type: 'hms-move', event: hmsMoveOf(state).id, route });
    expect(r.state.factions.ixians!.spice, '10 + 6 + 4').to.equal(20);
    expect(r.state.spice).to.deep.equal([
      { territory: 'red-chasm', sector: 6, amount: 10 },
      { territory: 'the-minor-erg', sector: 6, amount: 2 },
    ]);
    expect(ofType(r.events, 'hms-moved')[0]).to.deep.include({ collected: 10 });
    expect(custodyProblems(r.state)).to.deep.equal([]);
  });

  it('IX.hms.entry only the Ixians ship into the HMS; others move in from the territory it sits on, and out again', () => {
    const s = ixiansBoard();
    s.factions.atreides!.spice = 20;
    put(s, 'atreides', 'the-minor-erg', 6, 3);
    put(s, 'atreides', 'imperial-basin', 9, 2);
    const ship = (faction: 'ixians' | 'atreides') => {
      const decision = { id: 's1', seat: faction, secret: false, kind: 'ship' as const };
      const action: Extract<Action, { type: 'ship' }> = { type: 'ship', event: 's1', mode: 'reserves', to: { territory: HMS, sector: 0 }, count: 2 };
      return shipmentProblem(s, shipperOf(s, faction), decision as never, action);
    };
    expect(ship('ixians')).to.equal(null);
    expect(ship('atreides')).to.deep.include({ code: 'NOT_ELIGIBLE' });
    const into = { type: 'move' as const, event: 'm1', from: 'the-minor-erg' as const, groups: [{ sector: 6, count: 3 }], to: { territory: HMS, sector: 0 } };
    const atreidesMove: MoveDecision = { ...moveDecision(), seat: 'atreides' };
    expect(moveProblem(s, 'atreides', [], atreidesMove, into), 'from below').to.equal(null);
    const far = { ...into, from: 'imperial-basin' as const, groups: [{ sector: 9, count: 2 }] };
    expect(moveProblem(s, 'atreides', [], atreidesMove, far), 'from two territories away').to.deep.include({ code: 'OUT_OF_RANGE' });
    // Out of the HMS: into the territory below (one border), and no further with one move's range.
    aboard(s, 2, 0);
    const out = { type: 'move' as const, event: 'm1', from: HMS, groups: [{ sector: 0, count: 2 }], to: { territory: 'the-minor-erg' as const, sector: 7 } };
    expect(moveProblem(s, 'ixians', [], moveDecision(), out)).to.equal(null);
    expect(moveProblem(s, 'ixians', [], moveDecision(), { ...out, to: { territory: 'pasty-mesa', sector: 5 } })).to.deep.include({ code: 'OUT_OF_RANGE' });
    // The board's search knows the way in and out.
    const found = reachable(s, [{ territory: HMS, sector: 0 }], 2);
    expect(found.has('pasty-mesa#5')).to.equal(true);
    expect(found.get('the-minor-erg#4')?.hops).to.equal(1);
  });

  it('IX.hms.immune the storm and a sandworm spare the forces in the HMS, whatever strikes the territory below', () => {
    const s = ixiansBoard();
    aboard(s, 2, 1);
    put(s, 'harkonnen', 'the-minor-erg', 5, 2);
    s.storm.sector = 3;
    const ctx = new Context(s);
    moveStorm(ctx, 3);
    const after = ctx.done();
    expect(
      after.forces.filter((x) => x.faction === 'harkonnen'),
      'the storm swept the territory below',
    ).to.deep.equal([]);
    expect(after.forces.find((x) => x.territory === HMS)).to.deep.include({ regular: 2, elite: 1 });
    const below = ixiansBoard();
    aboard(below, 2, 1);
    const worm = startSpiceBlow(below, {
      discard: ['the-minor-erg'],
      top: ['shai-hulud-1', 'the-great-flat'],
      forces: [['harkonnen', 'the-minor-erg', 5, 2]],
      storm: 18,
    });
    expect(ofType(worm.events, 'shai-hulud')).to.have.length(1);
    expect(
      worm.state.forces.filter((x) => x.faction === 'harkonnen'),
      'the sandworm took the forces below',
    ).to.deep.equal([]);
    expect(worm.state.forces.find((x) => x.territory === HMS)).to.deep.include({ regular: 2, elite: 1 });
  });

  it('IX.hms.victory the HMS counts as a sixth stronghold once placed', () => {
    const s = ixiansBoard();
    aboard(s, 1, 0);
    put(s, 'ixians', 'arrakeen', 9, 1);
    put(s, 'ixians', 'carthag', 10, 1);
    expect(strongholdVictory(s)?.winners).to.deep.equal(['ixians']);
    // Not placed yet: it counts for nothing.
    const unplaced = structuredClone(s);
    unplaced.ixians = { hms: null };
    expect(strongholdVictory(unplaced)).to.equal(null);
    expect(STRONGHOLDS).to.not.include(HMS);
  });

  it('IX.hms.battle IX.cyborgs IX.suboids a battle in the HMS: a Cyborg counts two and a Suboid half (Basic game)', () => {
    const s = ixiansBoard();
    aboard(s, 2, 2);
    put(s, 'emperor', HMS, 0, 3);
    const { state } = enterBattle(s);
    const r = fight(state, {
      ixians: { leader: 'cammar-pilru', dial: 4, elite: 2 },
      emperor: { leader: 'bashar', dial: 3 },
    });
    const resolved = resolvedOf(r.events);
    expect(resolved.totals).to.deep.equal({ ixians: 1 + 2 * 0.5 + 2 * 2, emperor: 2 + 3 });
    expect(resolved.winner).to.equal('ixians');
  });

  it('IX.cyborg-spice in the Advanced game a Cyborg needs 1 spice to count two, else one; Suboids count half and take none', () => {
    const s = ixiansBoard({ advanced: true });
    aboard(s, 2, 2);
    put(s, 'harkonnen', HMS, 0, 3);
    const { state } = enterBattle(s);
    const r = fight(state, {
      ixians: { leader: 'cammar-pilru', dial: 4, elite: 2, spice: 1 },
      harkonnen: { leader: 'umman-kudu', dial: 3 },
    });
    // Ixians: leader 1, Suboids 2 × ½, one Cyborg supported (2) and one not (1); Harkonnen: leader 1, 3 forces × ½.
    expect(resolvedOf(r.events).totals).to.deep.equal({ ixians: 5, harkonnen: 2.5 });
  });

  it('IX.suboids a Suboid is worth half a force whatever the spice, which supports the Cyborgs alone', () => {
    const suboids = { worth: 0.5, full: true };
    // Basic game: every force counts fully, a Suboid half, a Cyborg two.
    expect(dialValue({ dial: 4, elite: 0 }, true, 2, false, suboids)).to.equal(2);
    expect(dialValue({ dial: 4, elite: 1 }, true, 2, false, suboids)).to.equal(3 * 0.5 + 2);
    // Advanced game: spice on Suboids alone changes nothing; on a Cyborg it makes it worth two instead of one.
    expect(dialValue({ dial: 4, elite: 0, spice: 4 }, false, 2, false, suboids)).to.equal(2);
    expect(dialValue({ dial: 3, elite: 1, spice: 0 }, false, 2, false, suboids)).to.equal(1 + 1);
    expect(dialValue({ dial: 3, elite: 1, spice: 3 }, false, 2, false, suboids)).to.equal(1 + 2);
  });

  it('IX.cyborgs a Cyborg collects 3 spice wherever it is; a Suboid 2', () => {
    const s = ixiansBoard();
    put(s, 'ixians', 'the-great-flat', 14, 1, 1);
    addSpice(s, 'the-great-flat', 14, 10);
    const ctx = new Context(s);
    collectAll(ctx);
    expect(ctx.done().factions.ixians!.spice).to.equal(10 + 2 + 3);
  });

  it('IX.cyborgs a paid Cyborg revival costs 3, the free revival covering a Cyborg first', () => {
    const s = atPhaseStart(ixiansBoard(), 'revival');
    s.factions.ixians!.reserves.elite -= 3;
    s.factions.ixians!.tanks.elite += 3;
    s.factions.ixians!.reserves.regular -= 1;
    s.factions.ixians!.tanks.regular += 1;
    const ctx = new Context(s);
    startPhase(ctx, 'revival');
    advance(ctx);
    let state = ctx.done();
    for (let guard = 0; guard < 20; guard++) {
      const d = pendingDecisions(state)[0];
      if (!d || d.seat === 'ixians') break;
      state = act(state, d.seat, legalAnswer(d)).state;
    }
    const d = pendingDecisions(state).find((x) => x.kind === 'revive' && x.seat === 'ixians');
    if (!d || d.kind !== 'revive') throw new Error('no revive decision for the Ixians');
    expect(d.starredCost).to.equal(3);
    // 2 Cyborgs and a Suboid: one Cyborg free, one at 3, the Suboid at 2.
    const r = applyAction(state, 'ixians', { type: 'revive', event: d.id, forces: { regular: 1, elite: 2 }, leader: null, ghola: null });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.factions.ixians!.spice).to.equal(10 - 5);
    const broke = structuredClone(state);
    broke.factions.ixians!.spice = 4;
    expectRejected(broke, 'ixians', { type: 'revive', event: d.id, forces: { regular: 1, elite: 2 }, leader: null, ghola: null }, 'INSUFFICIENT_SPICE');
  });

  it('IX.cyborg-move a group with a Cyborg in it moves two territories; Suboids alone one', () => {
    const s = ixiansBoard();
    put(s, 'ixians', 'the-minor-erg', 6, 2, 1);
    const withCyborg = {
      type: 'move' as const,
      event: 'm1',
      from: 'the-minor-erg' as const,
      groups: [{ sector: 6, count: 2, elite: 1 }],
      to: { territory: 'red-chasm' as const, sector: 6 },
    };
    expect(moveRange(moveDecision(), withCyborg)).to.equal(2);
    expect(moveProblem(s, 'ixians', [], moveDecision(), withCyborg)).to.equal(null);
    const suboids = { ...withCyborg, groups: [{ sector: 6, count: 2 }] };
    expect(moveRange(moveDecision(), suboids)).to.equal(1);
    expect(moveProblem(s, 'ixians', [], moveDecision(), suboids)).to.deep.include({ code: 'OUT_OF_RANGE' });
    // Ornithopters still give three.
    expect(moveRange(moveDecision(3), withCyborg)).to.equal(3);
  });

  it('IX.hms.battle hard bots play whole games with the Ixians seated: the HMS placed and moved, battles fought in it, custody kept, every state restorable', () => {
    const seen = new Set<string>();
    let battlesInHms = 0;
    for (const [seed, advanced] of [
      ['ix-bots-a', false],
      ['ix-bots-b', true],
      ['ix-bots-c', false],
    ] as const) {
      let state = createGame({ factions: IXIAN_TABLE, seed, advanced });
      for (let n = 0; n < 20_000 && !state.victory; n++) {
        const d = pendingDecisions(state)[0];
        if (!d) break;
        // The thinking bots go for strongholds, the HMS among them.
        const r = act(state, d.seat, botAnswer('hard', viewFor(state, d.seat), d));
        state = r.state;
        for (const e of r.events) {
          seen.add(e.type);
          if (e.type === 'battle-resolved' && e.territory === HMS) battlesInHms += 1;
        }
        expect(custodyProblems(state), `${seed} after action ${n}`).to.deep.equal([]);
        // The stored state restores from JSON at every step of the Ixians' own (pool, losses, swaps, Technology).
        if (state.ixians && Object.keys(state.ixians).length > 1)
          expect(checkGameState(JSON.parse(JSON.stringify(state))).ok, `${seed} restore`).to.equal(true);
      }
    }
    expect([...seen]).to.include.members(['hms-placed', 'hms-moved']);
    expect(battlesInHms, 'battles fought in the HMS').to.be.greaterThan(0);
  });

  it('IX.casualties after a battle that cost them Cyborgs the Ixians may send surviving Suboids to the Tanks in their place', () => {
    const state = cyborgLossPosition();
    const d = pendingDecisions(state).find((x) => x.kind === 'cyborg-replacement');
    if (d?.kind !== 'cyborg-replacement') throw new Error('no replacement asked');
    expect(d).to.deep.include({ territory: HMS, max: 2 });
    expect(state.factions.ixians!.tanks.elite).to.equal(2);
    expectRejected(state, 'ixians', { type: 'cyborg-replacement', event: d.id, count: 3 }, 'OVER_LIMIT');
    const r = act(state, 'ixians', { type: 'cyborg-replacement', event: d.id, count: 2 });
    expect(r.state.forces.find((s) => s.faction === 'ixians' && s.territory === HMS)).to.deep.include({ regular: 0, elite: 2 });
    expect(r.state.factions.ixians!.tanks).to.deep.equal({ regular: 2, elite: 0 });
    expect(ofType(r.events, 'cyborgs-replaced')).to.have.length(1);
    expect(custodyProblems(r.state)).to.deep.equal([]);
    // Declined: the Cyborgs stay in the Tanks.
    const kept = act(state, 'ixians', { type: 'cyborg-replacement', event: d.id, count: 0 }).state;
    expect(kept.factions.ixians!.tanks.elite).to.equal(2);
  });
});
