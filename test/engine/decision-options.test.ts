// Decisions carry their options (PROTOCOL.md, Decision options): the places a ship, move, ride or placement decision
// lists in its seat's view are exactly those the engine accepts. Bot games meet every kind of board; each decision
// met is compared, place by place, with the handler's own check, and samples are played through applyAction (listed
// ones accepted, unlisted ones refused with the allowed places named).
import { expect } from 'chai';
import { BOARD_PLACES, type PlaceOption } from '../../rooms/dune/board/place-options.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { WORLDS } from '../../rooms/dune/plugins/homeworlds/catalog.ts';
import {
  applyAction,
  createGame,
  pendingDecisions,
  stateHash,
  viewFor,
  FACTIONS,
  type Decision,
  type DecisionAction,
  type Faction,
  type GameState,
  type PlayerView,
} from '../../rooms/dune/index.ts';
import { move } from '../../rooms/dune/phases/shipment-movement/move.ts';
import { ship } from '../../rooms/dune/phases/shipment-movement/ship.ts';
import { rideWorm } from '../../rooms/dune/phases/spice-blow/beast-of-burden.ts';
import { placeAdvisor } from '../../rooms/dune/phases/setup/starting-forces.ts';
import type { MoveDecision, NoFieldValue, ShipDecision, ShipOption, Spot } from '../../rooms/dune/phases/shipment-movement/types.ts';
import type { RideWormDecision } from '../../rooms/dune/phases/spice-blow/types.ts';
import type { PlaceAdvisorDecision } from '../../rooms/dune/phases/setup/types.ts';
import type { BidDecision } from '../../rooms/dune/phases/bidding/types.ts';
import type { BattlePlanAction, BattlePlanDecision } from '../../rooms/dune/phases/battle/types.ts';
import { LEADER_IDS } from '../../rooms/dune/factions/leaders.ts';
import { randomInt, seedRng, shuffled } from '../../rooms/dune/rng.ts';
import type { GameConfigInput, RngState as Rng } from '../../rooms/dune/types.ts';
import { report } from '../support/capture-logs.ts';
import { atEmptyShipment, passTurn, place } from '../helpers/shipment.ts';
import { territoryDistance } from '../../rooms/dune/board/movement.ts';
import { territory } from '../../rooms/dune/board/territories.ts';
import type { TerritoryId } from '../../rooms/dune/types.ts';

type Ship = Extract<DecisionAction, { type: 'ship' }>;
type Move = Extract<DecisionAction, { type: 'move' }>;

const key = (territory: string, sector: number) => `${territory}#${sector}`;
const keys = (options: readonly PlaceOption[]) => new Set(options.flatMap((o) => o.sectors.map((s) => key(o.territory, s))));
/** Every place a choice could name: the board's, every homeworld and the HMS. */
const UNIVERSE: readonly Spot[] = [
  ...BOARD_PLACES.flatMap((p) => p.sectors.map((sector) => ({ territory: p.territory, sector }))),
  ...WORLDS.map((w) => ({ territory: w, sector: 0 })),
  { territory: 'hms', sector: 0 },
];
const sorted = (set: Set<string>) => [...set].sort();

/** The seat's own view of the decision, with its options (the view the bot answers from, made once per action). */
let view: PlayerView | null = null;
function seen<D extends Decision>(_state: GameState, d: D): D {
  return view!.private!.decisions.find((x) => x.id === d.id) as D;
}

/** 1.10.02.06: what the seat's ally offers toward its shipments, as its own view shows it. */
const supportSeen = new WeakMap<GameState, number>();
function allySupport(state: GameState, seat: Faction): number {
  const known = supportSeen.get(state);
  if (known !== undefined) return known;
  const support = (viewFor(state, seat).private?.round as { allySupport?: number } | null)?.allySupport ?? 0;
  supportSeen.set(state, support);
  return support;
}

/** 1.10.02.06: the ally's offered spice, which the options count in: as much of it as the check takes. */
function withAllySpice(state: GameState, d: ShipDecision, action: Ship): Ship {
  const support = allySupport(state, d.seat);
  for (let pay = Math.min(support, 2 * (action.count ?? 0)); pay > 0; pay--) {
    const paid = { ...action, allySpice: pay };
    if (ship.check(state, d, paid) === null) return paid;
  }
  return action;
}

interface Tally {
  decisions: Record<string, number>;
  listed: number;
  played: number;
  refused: number;
}

/** Plays a listed answer: it must be accepted, and the input state left as it was (checked now and then). */
function accepts(state: GameState, seat: Faction, action: DecisionAction, tally: Tally, hash: boolean): ReturnType<typeof applyAction> {
  const before = hash ? stateHash(state) : '';
  const r = applyAction(state, seat, action);
  if (!r.ok) expect.fail(`listed option refused: ${JSON.stringify(action)}: ${r.error.code} ${r.error.message}`);
  if (hash) expect(stateHash(state)).to.equal(before);
  tally.played += 1;
  return r;
}

/** Plays an unlisted answer: it must be refused, naming the allowed places. */
function refuses(state: GameState, seat: Faction, action: DecisionAction, tally: Tally): void {
  const r = applyAction(state, seat, action);
  if (r.ok) expect.fail(`unlisted option accepted: ${JSON.stringify(action)}`);
  expect(r.error.allowed, `${JSON.stringify(action)}: ${r.error.message}`).to.be.an('array');
  tally.refused += 1;
}

function checkShip(state: GameState, d: ShipDecision, rng: Rng, tally: Tally, hash: boolean): void {
  const v = seen(state, d);
  const reserves = state.factions[d.seat]!.reserves;
  // Ordinary forces first, starred ones when those run out (as the options count them).
  const reservesAction = (to: Spot, count = 1, noField?: NoFieldValue): Ship =>
    withAllySpice(state, d, {
      type: 'ship',
      event: d.id,
      mode: 'reserves',
      to,
      count,
      ...(count > reserves.regular ? { elite: count - reserves.regular } : {}),
      ...(noField === undefined ? {} : { noField }),
    });
  const ok = (a: Ship) => ship.check(state, d, a) === null;
  // Every place, one force.
  const one = (to: Spot) => reservesAction(to, 1);
  const accepted = new Set(UNIVERSE.filter((to) => ok(one(to))).map((p) => key(p.territory, p.sector)));
  expect(sorted(keys(v.destinations!)), 'destinations').to.deep.equal(sorted(accepted));
  tally.listed += accepted.size;
  const listed = v.destinations!.flatMap((o) => o.sectors.map((sector) => ({ o, to: { territory: o.territory, sector } })));
  if (listed.length > 0) {
    const { o, to } = listed[randomInt(rng, listed.length)]!;
    checkMost(state, d, o, (count) => reservesAction(to, count), tally, hash);
  }
  const unlisted = UNIVERSE.filter((p) => !accepted.has(key(p.territory, p.sector)));
  if (unlisted.length > 0 && reserves.regular + reserves.elite > 0) refuses(state, d.seat, one(unlisted[randomInt(rng, unlisted.length)]!), tally);
  // RI.no-field: where a token may go (the options ask the largest; any goes where it goes).
  if (d.noFields?.length) {
    const token = Math.max(...d.noFields) as NoFieldValue;
    // RI.ally.no-field: an ally's token brings its value in forces, as far as the reserves go.
    const count = d.noFieldOpen ? Math.min(token, reserves.regular + reserves.elite) : 1;
    const noField = (to: Spot): Ship => reservesAction(to, count, token);
    const places = new Set(UNIVERSE.filter((to) => ok(noField(to))).map((p) => key(p.territory, p.sector)));
    expect(sorted(keys(v.noFieldTo ?? [])), 'noFieldTo').to.deep.equal(sorted(places));
    tally.listed += places.size;
  }
  if (v.crossShips) checkCross(state, d, v, tally);
  if (v.shipBack) {
    const stacks = state.forces.filter((s) => s.faction === d.seat && s.regular + s.elite > 0);
    const back = (s: { territory: TerritoryId; sector: number; regular: number }): Ship =>
      withAllySpice(state, d, {
        type: 'ship',
        event: d.id,
        mode: 'off-planet',
        from: { territory: s.territory, sector: s.sector },
        count: 1,
        ...(s.regular === 0 ? { elite: 1 } : {}),
      });
    const ok2 = new Set(stacks.filter((s) => ok(back(s))).map((s) => key(s.territory, s.sector)));
    expect(sorted(new Set(v.shipBack.map((s) => key(s.territory, s.sector)))), 'shipBack').to.deep.equal(sorted(ok2));
  }
}

/** A listed destination's `max`: accepted, one more refused, and the price is ceil(count × cost). */
function checkMost(state: GameState, d: ShipDecision, o: ShipOption, build: (count: number) => Ship, tally: Tally, hash: boolean) {
  const r = accepts(state, d.seat, build(o.max), tally, hash);
  const shipped = r.ok ? r.events.find((e) => e.type === 'shipped') : undefined;
  // A Karama window (the Guild's abilities, 3.01.11.01) may hold the shipment back: then there is no event yet.
  if (shipped?.type === 'shipped') expect(shipped.cost, `${o.territory} cost`).to.equal(Math.ceil(o.max * o.cost));
  expect(ship.check(state, d, build(o.max + 1)), `${o.territory} max + 1`).to.not.equal(null);
}

/** 2.06.05.02: every stack to every place: accepted exactly when both are listed and the territories differ. */
function checkCross(state: GameState, d: ShipDecision, v: ShipDecision, tally: Tally): void {
  const { from, to } = v.crossShips!;
  const sources = new Set(from.map((s) => key(s.territory, s.sector)));
  const dests = keys(to);
  for (const s of state.forces.filter((x) => x.faction === d.seat && x.regular + x.elite > 0)) {
    for (const p of UNIVERSE) {
      const action: Ship = withAllySpice(state, d, {
        type: 'ship',
        event: d.id,
        mode: 'cross',
        from: { territory: s.territory, sector: s.sector },
        to: p,
        count: 1,
        ...(s.regular === 0 ? { elite: 1 } : {}),
      });
      const listed = sources.has(key(s.territory, s.sector)) && dests.has(key(p.territory, p.sector)) && p.territory !== s.territory;
      expect(ship.check(state, d, action) === null, `cross ${JSON.stringify(action)}`).to.equal(listed);
      tally.listed += listed ? 1 : 0;
    }
  }
}

function checkMove(state: GameState, d: MoveDecision, rng: Rng, tally: Tally, hash: boolean, full: boolean): void {
  const v = seen(state, d);
  const moves = v.moves!;
  const stacks = state.forces.filter((s) => s.faction === d.seat && s.regular + s.elite + s.advisors > 0);
  if (stacks.length === 0) {
    expect(moves).to.deep.equal([]);
    return;
  }
  // One stack, drawn: on some decisions against every place (a path search each, so not on all).
  const stack = stacks[randomInt(rng, stacks.length)]!;
  const option = moves.find((m) => m.territory === stack.territory && m.sector === stack.sector);
  const count = option?.count ?? stack.regular + stack.elite;
  const action = (to: Spot): Move => ({
    type: 'move',
    event: d.id,
    from: stack.territory,
    groups: [{ sector: stack.sector, count, ...(option && stack.elite > 0 && count === stack.regular + stack.elite ? { elite: stack.elite } : {}) }],
    to,
    ...(option?.noField ? { noField: true as const } : {}),
  });
  const listedHere = keys(option?.to ?? []);
  if (full) {
    const accepted = new Set(UNIVERSE.filter((to) => move.check(state, d, action(to)) === null).map((p) => key(p.territory, p.sector)));
    expect(sorted(listedHere), `moves from ${stack.territory} ${stack.sector}`).to.deep.equal(sorted(accepted));
    tally.listed += accepted.size;
  }
  const listed = moves.flatMap((m) => m.to.flatMap((p) => p.sectors.map((sector) => ({ m, to: { territory: p.territory, sector } }))));
  if (listed.length > 0) {
    const { m, to } = listed[randomInt(rng, listed.length)]!;
    const s = state.forces.find((x) => x.faction === d.seat && x.territory === m.territory && x.sector === m.sector)!;
    const elite = m.count === s.regular + s.elite && s.elite > 0 ? { elite: s.elite } : {};
    const token = m.noField ? { noField: true as const } : {};
    accepts(
      state,
      d.seat,
      { type: 'move', event: d.id, from: m.territory, groups: [{ sector: m.sector, count: m.count, ...elite }], to, ...token },
      tally,
      hash,
    );
  }
  const unlisted = UNIVERSE.filter((p) => !listedHere.has(key(p.territory, p.sector)) && !(p.territory === stack.territory && p.sector === stack.sector));
  if (option && unlisted.length > 0) refuses(state, d.seat, action(unlisted[randomInt(rng, unlisted.length)]!), tally);
}

function checkRide(state: GameState, d: RideWormDecision, tally: Tally): void {
  const v = seen(state, d);
  const groups = d.groups.map((g) => ({ ...g }));
  const accepted = new Set(
    UNIVERSE.filter((to) => rideWorm.check(state, d, { type: 'ride-worm', event: d.id, to, groups }) === null).map((p) => key(p.territory, p.sector)),
  );
  expect(sorted(keys(v.destinations!)), 'ride destinations').to.deep.equal(sorted(accepted));
  const first = v.destinations![0];
  if (first) accepts(state, d.seat, { type: 'ride-worm', event: d.id, to: { territory: first.territory, sector: first.sectors[0]! }, groups }, tally, false);
}

function checkAdvisor(state: GameState, d: PlaceAdvisorDecision, tally: Tally): void {
  const v = seen(state, d);
  const accepted = UNIVERSE.filter((p) => placeAdvisor.check(state, d, { type: 'place-advisor', event: d.id, ...p }) === null);
  expect(sorted(keys(v.destinations!))).to.deep.equal(sorted(new Set(accepted.map((p) => key(p.territory, p.sector)))));
  refuses(state, d.seat, { type: 'place-advisor', event: d.id, territory: 'caladan', sector: 0 }, tally);
}

/** 1.04.06: a bid of `maxBid` is accepted, one more refused (without a Karama card); a full hand (1.04.03) only passes. */
function checkBid(state: GameState, d: BidDecision, tally: Tally): void {
  const bid = (amount: number): DecisionAction => ({ type: 'bid', event: d.id, amount });
  if (d.eligible && d.maxBid > d.highBid) accepts(state, d.seat, bid(d.maxBid), tally, false);
  const over = applyAction(state, d.seat, bid(Math.max(d.maxBid, d.highBid) + 1));
  expect(over.ok, `bid over maxBid ${d.maxBid}`).to.equal(false);
  tally.refused += 1;
}

/**
 * 1.07.04: every leader a battle plan lists may lead the plan the bot drafted from the options, a leader not listed
 * may not, and neither may a dial above `maxDial` or spice above `maxSpice`.
 */
function checkPlan(state: GameState, d: BattlePlanDecision, tally: Tally): void {
  const base = legalAnswer(d, 0, view!) as BattlePlanAction;
  const plan = (change: Partial<BattlePlanAction>): BattlePlanAction => ({ ...base, ...change });
  // A Prescience answer may have named the leader, a Voice command may call for a Cheap Hero; a Spice Banker's spice
  // goes with its leader alone.
  if (!d.prescience && !d.voice)
    for (const leader of d.leaders) {
      const { bankerSpice: _banker, ...rest } = plan({ leader, cheapHero: null });
      accepts(state, d.seat, rest, tally, false);
    }
  const stranger = LEADER_IDS.find((l) => !d.leaders.includes(l))!;
  expect(applyAction(state, d.seat, plan({ leader: stranger, cheapHero: null })).ok, `leader ${stranger}`).to.equal(false);
  expect(applyAction(state, d.seat, plan({ dial: d.maxDial + 1 })).ok, 'dial over maxDial').to.equal(false);
  if (d.maxSpice !== undefined) expect(applyAction(state, d.seat, plan({ spice: d.maxSpice + 1 })).ok, 'spice over maxSpice').to.equal(false);
  tally.refused += 3;
}

/** The game's set-up: a mix of factions and player counts, Basic and Advanced, some with expansions' modules. */
function configFor(i: number): GameConfigInput {
  const seed = `options-${i}`;
  const players = 2 + (i % 5);
  const modules = i % 10 === 3 || i % 10 === 7 ? ['homeworlds' as const] : i % 10 === 5 ? ['leader-skills' as const] : [];
  const factions = shuffled(seedRng(`${seed}:factions`), FACTIONS).slice(0, players) as Faction[];
  return {
    factions,
    seed,
    advanced: i % 2 === 1,
    ...(i % 3 === 0 ? { cards: ['base', 'ixians', 'richese', 'ecaz'] as const } : {}),
    ...(modules.length > 0 ? { modules } : {}),
  } as GameConfigInput;
}

describe('decision options (PROTOCOL.md, Decision options)', () => {
  it('1.06.03 1.06.05 1.04.06 1.07.04 in 100 bot games, every ship, move, ride and advisor placement lists exactly the places the engine accepts; bids and battle plans keep to their limits', function () {
    this.timeout(180_000);
    const started = performance.now();
    const tally: Tally = { decisions: {}, listed: 0, played: 0, refused: 0 };
    for (let i = 0; i < 100; i++) {
      let state = createGame(configFor(i));
      const rng = seedRng(`options-${i}:test`);
      for (let n = 0; !state.victory && n < 20_000; n++) {
        const pending = pendingDecisions(state);
        if (pending.length === 0) break;
        const d = pending[randomInt(rng, pending.length)]!;
        const hash = n % 25 === 0;
        view = viewFor(state, d.seat);
        if (d.kind === 'ship') checkShip(state, d, rng, tally, hash);
        if (d.kind === 'move') checkMove(state, d, rng, tally, hash, n % 3 === 0);
        if (d.kind === 'ride-worm') checkRide(state, d, tally);
        if (d.kind === 'place-advisor') checkAdvisor(state, d, tally);
        if (d.kind === 'bid') checkBid(state, d, tally);
        if (d.kind === 'battle-plan') checkPlan(state, seen(state, d), tally);
        if (['ship', 'move', 'ride-worm', 'place-advisor', 'bid', 'battle-plan'].includes(d.kind)) tally.decisions[d.kind] = (tally.decisions[d.kind] ?? 0) + 1;
        const pick = randomInt(rng, 1_000_000);
        let next: GameState | null = null;
        for (let attempt = 0; attempt < 8 && next === null; attempt++) {
          const r = applyAction(state, d.seat, legalAnswer(d, pick + attempt, view));
          if (r.ok) next = r.state;
        }
        if (next === null) expect.fail(`game ${i}: no legal answer to ${d.kind}`);
        state = next;
      }
    }
    expect(tally.decisions.ship).to.be.greaterThan(1000);
    expect(tally.decisions.move).to.be.greaterThan(1000);
    expect(tally.decisions['ride-worm']).to.be.greaterThan(0);
    expect(tally.decisions['place-advisor']).to.be.greaterThan(0);
    expect(tally.decisions.bid).to.be.greaterThan(1000);
    expect(tally.decisions['battle-plan']).to.be.greaterThan(500);
    report(
      `${JSON.stringify(tally.decisions)} decisions; ${tally.listed} listed places checked, ${tally.played} played, ${tally.refused} refused; ` +
        `${Math.round(performance.now() - started)} ms`,
    );
  });

  it('1.14.03 a Karama sandworm decision lists the sand territories', () => {
    // Met in the Advanced games above only when the Fremen play; checked here against the power's own check.
    const sand = BOARD_PLACES.map((p) => p.territory).filter((t) => territory(t).kind === 'sand');
    let state = createGame({ factions: ['fremen', 'atreides'], seed: 'worm', advanced: true });
    for (let n = 0; n < 3000 && !state.pending.some((d) => d.kind === 'karama-sandworm'); n++) {
      const d = pendingDecisions(state)[0]!;
      const r = applyAction(state, d.seat, legalAnswer(d, n, viewFor(state, d.seat)));
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
    const d = state.pending.find((x) => x.kind === 'karama-sandworm')!;
    const v = viewFor(state, 'fremen').private!.decisions.find((x) => x.id === d.id) as Extract<Decision, { kind: 'karama-sandworm' }>;
    expect(v.territories).to.have.members(sand);
    const r = applyAction(state, 'fremen', { type: 'karama-sandworm', event: d.id, territory: 'arrakeen', card: state.factions.fremen!.hand[0] ?? 'karama-1' });
    expect(r.ok).to.equal(false);
    if (!r.ok) expect(r.error.allowed).to.have.members(sand);
  });
});

/** Passes every turn until `seat` has a ship decision open. */
function shipDecisionOf(state: GameState, seat: Faction): { state: GameState; d: ShipDecision } {
  for (let guard = 0; guard < 10; guard++) {
    const mine = state.pending.find((x) => x.seat === seat && x.kind === 'ship');
    if (mine) return { state, d: mine as ShipDecision };
    state = passTurn(state, state.pending[0]!.seat);
  }
  throw new Error(`no ship decision for ${seat}`);
}

/** The seat's view of its open decision `d`, with its options. */
const inView = <D extends Decision>(state: GameState, d: D): D => viewFor(state, d.seat).private!.decisions.find((x) => x.id === d.id) as D;
const optionAt = (options: readonly ShipOption[], t: string) => options.find((o) => o.territory === t);

describe('decision options: what a ship or move decision lists', () => {
  const FOUR: Faction[] = ['emperor', 'guild', 'fremen', 'harkonnen'];

  it('1.06.03.04 no shipping into a sector in storm: the storm sector is not listed, and naming it returns the allowed sectors', () => {
    const { state, d } = shipDecisionOf(atEmptyShipment(FOUR, false), 'emperor');
    // The storm is in sector 3 (atEmptyShipment); South Mesa spans sectors 3–5.
    expect(optionAt(inView(state, d).destinations!, 'south-mesa')?.sectors).to.deep.equal([4, 5]);
    const r = applyAction(state, 'emperor', { type: 'ship', event: d.id, mode: 'reserves', to: { territory: 'south-mesa', sector: 3 }, count: 1 });
    expect(r.ok).to.equal(false);
    if (!r.ok) {
      expect(r.error.code).to.equal('IN_STORM');
      expect(r.error.allowed).to.include('south-mesa:4,5').and.include('arrakeen:9');
    }
  });

  it('1.06.03.05 OCCUPANCY LIMIT: a stronghold held by two other factions is not listed; one of them may still ship there', () => {
    const base = atEmptyShipment(FOUR, false, (s) => {
      place(s, 'harkonnen', 'arrakeen', 9, 2);
      place(s, 'guild', 'arrakeen', 9, 2);
    });
    const { state, d } = shipDecisionOf(base, 'emperor');
    expect(optionAt(inView(state, d).destinations!, 'arrakeen')).to.equal(undefined);
    expect(optionAt(inView(state, d).destinations!, 'carthag')).to.deep.equal({ territory: 'carthag', sectors: [10], cost: 1, max: 20 });
    const harkonnen = shipDecisionOf(state, 'harkonnen');
    expect(optionAt(inView(harkonnen.state, harkonnen.d).destinations!, 'arrakeen')?.sectors).to.deep.equal([9]);
  });

  it('2.06.06 the Guild ships at half price: 0.5 a force into a stronghold, 1 elsewhere, and the most its spice pays for', () => {
    const { state, d } = shipDecisionOf(
      atEmptyShipment(FOUR, false, (s) => {
        s.factions.guild!.spice = 3;
      }),
      'guild',
    );
    const options = inView(state, d).destinations!;
    expect(optionAt(options, 'arrakeen')).to.deep.include({ cost: 0.5, max: 6 });
    expect(optionAt(options, 'the-great-flat')).to.deep.include({ cost: 1, max: 3 });
    // Others pay full price: 1 a force into a stronghold, 2 elsewhere (1.06.03.01).
    const emperor = shipDecisionOf(atEmptyShipment(FOUR, false), 'emperor');
    expect(optionAt(inView(emperor.state, emperor.d).destinations!, 'arrakeen')).to.deep.include({ cost: 1 });
    expect(optionAt(inView(emperor.state, emperor.d).destinations!, 'the-great-flat')).to.deep.include({ cost: 2, max: 10 });
  });

  it('2.04.05 the Fremen send lists only territories within two of the Great Flat, free, up to all their reserves', () => {
    const { state, d } = shipDecisionOf(atEmptyShipment(FOUR, false), 'fremen');
    const options = inView(state, d).destinations!;
    const fremen = state.factions.fremen!.reserves;
    expect(options.map((o) => o.territory))
      .to.include('the-great-flat')
      .and.not.include('arrakeen');
    for (const o of options) {
      expect(territoryDistance('the-great-flat', o.territory), o.territory).to.be.at.most(2);
      expect(o).to.deep.include({ cost: 0, max: fremen.regular + fremen.elite });
    }
    expect(options.length).to.be.greaterThan(5);
  });

  it('2.06.05.02 the Guild lists its cross-ship sources and destinations, and its ship-back stacks (2.06.05.03)', () => {
    const { state, d } = shipDecisionOf(
      atEmptyShipment(FOUR, false, (s) => {
        place(s, 'guild', 'tueks-sietch', 4, 5);
        place(s, 'guild', 'south-mesa', 3, 2);
      }),
      'guild',
    );
    const v = inView(state, d);
    // The stack in storm (South Mesa sector 3) may not leave (1.06.03.04).
    expect(v.crossShips!.from).to.deep.equal([{ territory: 'tueks-sietch', sector: 4, max: 5 }]);
    expect(optionAt(v.crossShips!.to, 'arrakeen')).to.deep.include({ cost: 0.5, max: 5 });
    expect(v.shipBack).to.deep.equal([{ territory: 'tueks-sietch', sector: 4, max: 5 }]);
  });

  it('1.06.05 a move decision lists each stack that may move and where: none into the storm, and refusals name the places allowed', () => {
    let state = atEmptyShipment(FOUR, false, (s) => place(s, 'emperor', 'imperial-basin', 8, 3));
    state = answerShipPass(state, 'emperor');
    const d = state.pending.find((x) => x.seat === 'emperor' && x.kind === 'move') as MoveDecision;
    const moves = inView(state, d).moves!;
    expect(moves.map((m) => [m.territory, m.sector, m.count])).to.deep.equal([['imperial-basin', 8, 3]]);
    const reach = keys(moves[0]!.to);
    expect(reach.has(key('arrakeen', 9))).to.equal(true);
    expect(reach.has(key('imperial-basin', 9))).to.equal(true);
    expect([...reach].some((k) => k.endsWith('#3'))).to.equal(false);
    const far: Move = { type: 'move', event: d.id, from: 'imperial-basin', groups: [{ sector: 8, count: 3 }], to: { territory: 'the-great-flat', sector: 14 } };
    const r = applyAction(state, 'emperor', far);
    expect(r.ok).to.equal(false);
    if (!r.ok) expect(r.error.allowed).to.include('arrakeen:9');
  });

  it("1.06.03 the options are in the seat's view only: the stored decision, the state hash and the other seats' views are unchanged", () => {
    const { state, d } = shipDecisionOf(atEmptyShipment(FOUR, false), 'emperor');
    const hash = stateHash(state);
    expect(inView(state, d).destinations!.length).to.be.greaterThan(0);
    expect(state.pending.find((x) => x.id === d.id)).to.not.have.property('destinations');
    expect(pendingDecisions(state).find((x) => x.id === d.id)).to.not.have.property('destinations');
    expect(stateHash(state)).to.equal(hash);
    for (const other of FOUR.filter((f) => f !== 'emperor')) expect(viewFor(state, other).private!.decisions.map((x) => x.id)).to.not.include(d.id);
    // Another seat's hidden spice and hand change nothing the Emperor's options say.
    const other = structuredClone(state);
    other.factions.harkonnen!.spice += 17;
    other.factions.harkonnen!.hand.push(...other.decks.treachery.splice(0, 2));
    expect(inView(other, d)).to.deep.equal(inView(state, d));
  });
});

/** The seat passes its shipment, so that its move decision opens. */
function answerShipPass(state: GameState, seat: Faction): GameState {
  const { state: at, d } = shipDecisionOf(state, seat);
  const r = applyAction(at, seat, { type: 'ship', event: d.id, mode: 'pass' });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}
