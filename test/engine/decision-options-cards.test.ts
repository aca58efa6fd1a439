// Decision options for cards and skills (PROTOCOL.md, Decision options): a shipment paid with a Karama card
// (3.01.11.03), an Ornithopter played for range, a Planetologist's second group (LS.planetologist.normal) and CHOAM's
// Worthless plays (CH.worthless.*). Bot games of a few seeds are played; at their decisions a copy of the game is
// given the card or the skill, and what the seat's view lists is compared with the handler's own check on every
// place (every target), a listed choice is played through applyAction and an unlisted one refused.
import { expect } from 'chai';
import { BOARD_PLACES, type PlaceOption } from '../../rooms/dune/board/place-options.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { treacheryCard } from '../../rooms/dune/cards/treachery.ts';
import { choamWorthless } from '../../rooms/dune/plugins/choam/worthless.ts';
import type { ChoamWorthlessDecision, WorthlessPlay } from '../../rooms/dune/plugins/choam/types.ts';
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
  type GameConfigInput,
  type GameState,
  type LeaderId,
  type Phase,
  type TerritoryId,
  type TreacheryCardId,
} from '../../rooms/dune/index.ts';
import { move } from '../../rooms/dune/phases/shipment-movement/move.ts';
import { ship } from '../../rooms/dune/phases/shipment-movement/ship.ts';
import type { MoveDecision, MoveOption, ShipDecision, ShipOption, Spot } from '../../rooms/dune/phases/shipment-movement/types.ts';
import { randomInt, seedRng } from '../../rooms/dune/rng.ts';
import type { RngState as Rng } from '../../rooms/dune/types.ts';
import { report } from '../support/capture-logs.ts';
import { atEmptyShipment, giveCard, pendingFor, place } from '../helpers/shipment.ts';
import { setHand } from '../helpers/bidding.ts';
import { midGame } from '../helpers/revival.ts';
import { Context } from '../../rooms/dune/context.ts';
import { advance, startPhase } from '../../rooms/dune/phases/turn.ts';
import { addForces } from '../../rooms/dune/board/forces.ts';
import { withSkills } from '../helpers/skills.ts';

type Ship = Extract<DecisionAction, { type: 'ship' }>;
type Move = Extract<DecisionAction, { type: 'move' }>;

const key = (territory: string, sector: number) => `${territory}#${sector}`;
const keys = (options: readonly PlaceOption[] | undefined) => new Set((options ?? []).flatMap((o) => o.sectors.map((s) => key(o.territory, s))));
const sorted = (set: Set<string>) => [...set].sort();
/** Every place a choice could name: the board's and every homeworld. */
const UNIVERSE: readonly Spot[] = [
  ...BOARD_PLACES.flatMap((p) => p.sectors.map((sector) => ({ territory: p.territory, sector }))),
  ...WORLDS.map((w) => ({ territory: w, sector: 0 })),
];

/** The seat's own view of its open decision, with the options. */
const inView = <D extends Decision>(state: GameState, d: D): D => viewFor(state, d.seat).private!.decisions.find((x) => x.id === d.id) as D;

interface Tally {
  met: Record<string, number>;
  compared: number;
  played: number;
  refused: number;
}
const count = (tally: Tally, what: string) => {
  tally.met[what] = (tally.met[what] ?? 0) + 1;
};

/** A listed choice: accepted, and the state it was played on left as it was. */
function accepts(state: GameState, seat: Faction, action: DecisionAction, tally: Tally): ReturnType<typeof applyAction> {
  const before = stateHash(state);
  const r = applyAction(state, seat, action);
  if (!r.ok) expect.fail(`listed option refused: ${JSON.stringify(action)}: ${r.error.code} ${r.error.message}`);
  expect(stateHash(state)).to.equal(before);
  tally.played += 1;
  return r;
}

/** An unlisted choice: refused (with the places allowed, when `allowed`). */
function refuses(state: GameState, seat: Faction, action: DecisionAction, tally: Tally, allowed: boolean): void {
  const r = applyAction(state, seat, action);
  if (r.ok) expect.fail(`unlisted option accepted: ${JSON.stringify(action)}`);
  if (allowed) expect(r.error.allowed, `${JSON.stringify(action)}: ${r.error.message}`).to.be.an('array');
  tally.refused += 1;
}

/** 1.10.02.06: the options count the ally's offered spice in; the check is asked with as much of it as it takes. */
function withAllySpice(state: GameState, d: ShipDecision, action: Ship): Ship {
  const support = (viewFor(state, d.seat).private?.round as { allySupport?: number } | null)?.allySupport ?? 0;
  for (let pay = Math.min(support, 2 * (action.count ?? 0)); pay > 0; pay--) {
    const paid = { ...action, allySpice: pay };
    if (ship.check(state, d, paid) === null) return paid;
  }
  return action;
}

/** The ship decision, on a copy given a Karama card: its `withKarama` places are exactly those a Karama payment may reach. */
function checkKaramaShip(original: GameState, d: ShipDecision, rng: Rng, tally: Tally): void {
  const state = structuredClone(original);
  const card = giveCard(state, d.seat, 'Karama');
  const v = inView(state, d);
  if (state.choam?.effects.some((e) => e.card === 'kull-wahad' && e.faction === d.seat && e.turn === state.turn && e.phase === state.phase)) {
    expect(v.withKarama, 'a Kull Wahad stops the Karama').to.equal(undefined);
    count(tally, 'Karama stopped by a Kull Wahad');
    return;
  }
  expect(v.withKarama!.cards).to.include(card);
  count(tally, 'ship with a Karama');
  const reserves = state.factions[d.seat]!.reserves;
  const paid = (to: Spot, n = 1): Ship =>
    withAllySpice(state, d, {
      type: 'ship',
      event: d.id,
      mode: 'reserves',
      to,
      count: n,
      karama: card,
      ...(n > reserves.regular ? { elite: n - reserves.regular } : {}),
    });
  const accepted = new Set(UNIVERSE.filter((to) => ship.check(state, d, paid(to)) === null).map((p) => key(p.territory, p.sector)));
  expect(sorted(keys(v.withKarama!.destinations)), 'withKarama.destinations').to.deep.equal(sorted(accepted));
  tally.compared += UNIVERSE.length;
  const listed = v.withKarama!.destinations.flatMap((o) => o.sectors.map((sector) => ({ o, to: { territory: o.territory, sector } })));
  if (listed.length > 0) {
    const { o, to } = listed[randomInt(rng, listed.length)]!;
    checkMost(state, d, o, (n) => paid(to, n), tally);
  }
  const unlisted = UNIVERSE.filter((p) => !accepted.has(key(p.territory, p.sector)));
  if (unlisted.length > 0 && reserves.regular + reserves.elite > 0) refuses(state, d.seat, paid(unlisted[randomInt(rng, unlisted.length)]!), tally, true);
  if (v.withKarama!.crossShips) checkKaramaCross(state, d, v, card, rng, tally);
}

/** 2.06.05.02 with a Karama: one stack to every place, accepted exactly when both are listed and the territories differ. */
function checkKaramaCross(state: GameState, d: ShipDecision, v: ShipDecision, card: TreacheryCardId, rng: Rng, tally: Tally): void {
  const { from, to } = v.withKarama!.crossShips!;
  const stacks = state.forces.filter((x) => x.faction === d.seat && x.regular + x.elite > 0);
  if (stacks.length === 0) return;
  count(tally, 'cross-ship with a Karama');
  const s = stacks[randomInt(rng, stacks.length)]!;
  const listedFrom = from.some((f) => f.territory === s.territory && f.sector === s.sector);
  for (const p of UNIVERSE) {
    const action: Ship = withAllySpice(state, d, {
      type: 'ship',
      event: d.id,
      mode: 'cross',
      from: { territory: s.territory, sector: s.sector },
      to: p,
      count: 1,
      karama: card,
      ...(s.regular === 0 ? { elite: 1 } : {}),
    });
    const listed = listedFrom && keys(to).has(key(p.territory, p.sector)) && p.territory !== s.territory;
    expect(ship.check(state, d, action) === null, `cross ${JSON.stringify(action)}`).to.equal(listed);
  }
  tally.compared += UNIVERSE.length;
}

/** A listed destination's `max`: accepted at the price `ceil(max × cost)`; one more refused. */
function checkMost(state: GameState, d: ShipDecision, o: ShipOption, build: (n: number) => Ship, tally: Tally): void {
  const r = accepts(state, d.seat, build(o.max), tally);
  const shipped = r.ok ? r.events.find((e) => e.type === 'shipped') : undefined;
  // A Karama window (the Guild's abilities, 3.01.11.01) may hold the shipment back: then there is no event yet.
  if (shipped?.type === 'shipped') expect(shipped.cost, `${o.territory} cost`).to.equal(Math.ceil(o.max * o.cost));
  expect(ship.check(state, d, build(o.max + 1)), `${o.territory} max + 1`).to.not.equal(null);
}

/** The whole stack a move option names, as a move group. */
function groupOf(state: GameState, seat: Faction, m: Pick<MoveOption, 'territory' | 'sector' | 'count'>) {
  const s = state.forces.find((x) => x.faction === seat && x.territory === m.territory && x.sector === m.sector)!;
  return { sector: m.sector, count: m.count, ...(m.count === s.regular + s.elite && s.elite > 0 ? { elite: s.elite } : {}) };
}

/** The move decision, on a copy given an Ornithopter: a stack's `ornithopterTo` is exactly where the card takes it. */
function checkOrnithopter(original: GameState, d: MoveDecision, rng: Rng, tally: Tally): void {
  const state = structuredClone(original);
  const card = giveCard(state, d.seat, 'Ornithopter');
  const v = inView(state, d);
  expect(v.ornithopter).to.equal(card);
  const moves = v.moves!;
  if (moves.length === 0) return;
  count(tally, 'move with an Ornithopter');
  const m = moves[randomInt(rng, moves.length)]!;
  const action = (to: Spot): Move => ({
    type: 'move',
    event: d.id,
    from: m.territory,
    groups: [groupOf(state, d.seat, m)],
    to,
    ornithopter: { card, mode: 'range' },
  });
  const accepted = new Set(UNIVERSE.filter((to) => move.check(state, d, action(to)) === null).map((p) => key(p.territory, p.sector)));
  expect(sorted(keys(m.ornithopterTo)), `ornithopterTo from ${m.territory} ${m.sector}`).to.deep.equal(sorted(accepted));
  tally.compared += UNIVERSE.length;
  // A farther place when there is one: what the card adds.
  const near = keys(m.to);
  const far = [...accepted].filter((k) => !near.has(k));
  if (far.length > 0) count(tally, 'farther with an Ornithopter');
  const pick = (far.length > 0 ? far : [...accepted])[randomInt(rng, Math.max(far.length, accepted.size))];
  if (pick) {
    const [territory, sector] = pick.split('#');
    accepts(state, d.seat, action({ territory: territory as TerritoryId, sector: Number(sector) }), tally);
  }
  const unlisted = UNIVERSE.filter((p) => !accepted.has(key(p.territory, p.sector)) && !(p.territory === m.territory && p.sector === m.sector));
  if (unlisted.length > 0) refuses(state, d.seat, action(unlisted[randomInt(rng, unlisted.length)]!), tally, true);
}

/**
 * The move decision, on a copy whose seat has a face-up Planetologist: two stacks of different territories go to a
 * place together exactly when both list it in `alsoTo`.
 */
function checkSecondGroup(original: GameState, d: MoveDecision, rng: Rng, tally: Tally): void {
  const state = structuredClone(original);
  const leader = Object.keys(state.factions[d.seat]!.leaders)[0] as LeaderId;
  withSkills(state, { [leader]: 'planetologist' });
  const open = state.pending.find((x) => x.id === d.id && x.seat === d.seat) as MoveDecision;
  open.skill = 'planetologist';
  const v = inView(state, open);
  const moves = v.moves!;
  const pairs = moves.flatMap((a) => moves.filter((b) => b.territory !== a.territory).map((b) => [a, b] as const));
  if (pairs.length === 0) return;
  count(tally, 'move with a second group');
  const [a, b] = pairs[randomInt(rng, pairs.length)]!;
  const action = (to: Spot): Move => ({
    type: 'move',
    event: d.id,
    from: a.territory,
    groups: [groupOf(state, d.seat, a)],
    to,
    also: { from: b.territory, groups: [groupOf(state, d.seat, b)] },
  });
  const both = new Set([...keys(a.alsoTo)].filter((k) => keys(b.alsoTo).has(k)));
  const accepted = new Set(UNIVERSE.filter((to) => move.check(state, open, action(to)) === null).map((p) => key(p.territory, p.sector)));
  expect(sorted(both), `${a.territory} with ${b.territory}`).to.deep.equal(sorted(accepted));
  tally.compared += UNIVERSE.length;
  const pick = [...both][randomInt(rng, Math.max(1, both.size))];
  if (pick) {
    count(tally, 'second group played');
    const [territory, sector] = pick.split('#');
    accepts(state, d.seat, action({ territory: territory as TerritoryId, sector: Number(sector) }), tally);
  }
  const unlisted = UNIVERSE.filter((p) => !both.has(key(p.territory, p.sector)) && p.territory !== a.territory);
  if (unlisted.length > 0) refuses(state, d.seat, action(unlisted[randomInt(rng, unlisted.length)]!), tally, true);
}

/**
 * The move decision, on a copy whose seat has a face-up Sandmaster: a listed route leads exactly to its places; a
 * territory with spice that no one-territory route lists leads nowhere.
 */
function checkRoutes(original: GameState, d: MoveDecision, rng: Rng, tally: Tally): void {
  const state = structuredClone(original);
  const leader = Object.keys(state.factions[d.seat]!.leaders)[0] as LeaderId;
  withSkills(state, { [leader]: 'sandmaster' });
  const open = state.pending.find((x) => x.id === d.id && x.seat === d.seat) as MoveDecision;
  open.skill = 'sandmaster';
  const moves = inView(state, open).moves!;
  // A stack with a route when there is one (most moves have a range of 1, and no route).
  const routed = moves.filter((x) => x.routes!.length > 0);
  const pool = routed.length > 0 ? routed : moves;
  if (pool.length === 0) return;
  const m = pool[randomInt(rng, pool.length)]!;
  const action = (via: TerritoryId[], to: Spot): Move => ({ type: 'move', event: d.id, from: m.territory, groups: [groupOf(state, d.seat, m)], to, via });
  const reached = (via: TerritoryId[]) =>
    new Set(UNIVERSE.filter((to) => move.check(state, open, action(via, to)) === null).map((p) => key(p.territory, p.sector)));
  for (const route of m.routes!) {
    expect(sorted(keys(route.to)), `via ${route.via.join(', ')}`).to.deep.equal(sorted(reached(route.via)));
    tally.compared += UNIVERSE.length;
  }
  const spiced = [...new Set(state.spice.filter((x) => x.amount > 0).map((x) => x.territory))];
  for (const t of spiced.filter((x) => !m.routes!.some((r) => r.via.length === 1 && r.via[0] === x))) {
    expect(reached([t]).size, `via ${t}`).to.equal(0);
    tally.compared += UNIVERSE.length;
  }
  const route = m.routes![randomInt(rng, Math.max(1, m.routes!.length))];
  if (!route) return;
  count(tally, 'move along a route');
  const place = route.to[randomInt(rng, route.to.length)]!;
  accepts(state, d.seat, action(route.via, { territory: place.territory, sector: place.sectors[0]! }), tally);
  const unlisted = UNIVERSE.filter((p) => !keys(route.to).has(key(p.territory, p.sector)) && !route.via.includes(p.territory));
  if (unlisted.length > 0) refuses(state, d.seat, action(route.via, unlisted[randomInt(rng, unlisted.length)]!), tally, true);
}

/** Every play a client could send for `card`, legal or not: every territory, homeworld, faction, stack and force. */
function anyPlay(state: GameState, card: ChoamWorthlessDecision['effects'][number]): WorthlessPlay[] {
  const places = [...BOARD_PLACES.map((p) => p.territory), ...WORLDS];
  const kinds = ['regular', 'elite', 'advisors'] as const;
  switch (card) {
    case 'kulon':
      return [{ card }];
    case 'la-la-la':
    case 'kull-wahad':
      return FACTIONS.map((faction) => ({ card, faction }));
    case 'jubba-cloak':
      return places.map((territory) => ({ card, territory }));
    case 'baliset':
      return places.flatMap((territory) => FACTIONS.map((faction) => ({ card, territory, faction })));
    case 'trip-to-gamont':
      return state.forces.flatMap((s) =>
        FACTIONS.flatMap((faction) => kinds.flatMap((force) => [0, s.sector].map((sector) => ({ card, faction, territory: s.territory, sector, force })))),
      );
  }
}

/** CHOAM's Worthless decision, on a copy given every card it offers: `plays` are exactly the plays the check accepts. */
function checkWorthless(original: GameState, d: ChoamWorthlessDecision, rng: Rng, tally: Tally): void {
  const state = structuredClone(original);
  for (const card of d.effects) if (!state.factions.choam!.hand.includes(card)) giveCard(state, 'choam', treacheryCard(card).name);
  const v = inView(state, d);
  count(tally, 'choam-worthless');
  const listed = new Set(v.plays!.map((p) => JSON.stringify(p)));
  const candidates = d.effects.flatMap((card) => anyPlay(state, card));
  const ok = (p: WorthlessPlay) => choamWorthless.check(state, d, { type: 'choam-worthless', event: d.id, plays: [p] }) === null;
  const accepted = new Set(candidates.filter(ok).map((p) => JSON.stringify(p)));
  expect(sorted(listed), `plays of ${d.effects.join(', ')}`).to.deep.equal(sorted(accepted));
  tally.compared += candidates.length;
  for (const p of v.plays!) tally.met[`worthless ${p.card}`] = (tally.met[`worthless ${p.card}`] ?? 0) + 1;
  // One listed play of each card, all together.
  const byCard = d.effects.flatMap((card) => {
    const of = v.plays!.filter((p) => p.card === card);
    return of.length > 0 ? [of[randomInt(rng, of.length)]!] : [];
  });
  if (byCard.length > 0) accepts(state, 'choam', { type: 'choam-worthless', event: d.id, plays: byCard }, tally);
  const unlisted = candidates.filter((p) => !listed.has(JSON.stringify(p)));
  if (unlisted.length > 0) refuses(state, 'choam', { type: 'choam-worthless', event: d.id, plays: [unlisted[randomInt(rng, unlisted.length)]!] }, tally, false);
}

/** A game of the seed: CHOAM in most, the Richese cards (the Ornithopter) in all, the Ixians' (Kull Wahad) and Advanced in half. */
function configFor(i: number): GameConfigInput {
  const factions: Faction[][] = [
    ['choam', 'atreides', 'harkonnen'],
    ['emperor', 'guild', 'fremen', 'choam'],
    ['bene-gesserit', 'choam', 'guild'],
    ['harkonnen', 'emperor', 'atreides', 'bene-gesserit', 'choam'],
  ];
  return {
    factions: factions[i % factions.length]!,
    seed: `card-options-${i}`,
    advanced: i % 2 === 1,
    maxTurns: 5,
    cards: i % 2 === 0 ? ['base', 'richese', 'ixians'] : ['base', 'richese'],
  };
}

describe('decision options: Karama shipments, Ornithopters, a second group, Worthless plays', () => {
  it('3.01.11.03 richese.ornithopter LS.planetologist.normal LS.sandmaster.normal CH.worthless in 8 bot games: each list is exactly what the check accepts; listed choices are played, unlisted refused', function () {
    this.timeout(120_000);
    const started = performance.now();
    const tally: Tally = { met: {}, compared: 0, played: 0, refused: 0 };
    for (let i = 0; i < 8; i++) {
      let state = createGame(configFor(i));
      const rng = seedRng(`card-options-${i}:test`);
      for (let n = 0; !state.victory && n < 20_000; n++) {
        const pending = pendingDecisions(state);
        if (pending.length === 0) break;
        const d = pending[randomInt(rng, pending.length)]!;
        if (d.kind === 'ship' && n % 2 === 0) checkKaramaShip(state, d, rng, tally);
        if (d.kind === 'move' && n % 2 === 0) checkOrnithopter(state, d, rng, tally);
        if (d.kind === 'move' && n % 4 === 1) checkSecondGroup(state, d, rng, tally);
        if (d.kind === 'move' && n % 4 === 3) checkRoutes(state, d, rng, tally);
        if (d.kind === 'choam-worthless') checkWorthless(state, d, rng, tally);
        const view = viewFor(state, d.seat);
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
    // How often each was met in these seeds, at the least (a route needs a range of 2 or more, which is rare).
    const least = {
      'ship with a Karama': 20,
      'cross-ship with a Karama': 5,
      'move with an Ornithopter': 20,
      'farther with an Ornithopter': 20,
      'move with a second group': 10,
      'second group played': 5,
      'move along a route': 2,
    };
    for (const [what, n] of Object.entries(least)) expect(tally.met[what] ?? 0, what).to.be.at.least(n);
    for (const card of ['jubba-cloak', 'baliset', 'trip-to-gamont', 'kull-wahad']) expect(tally.met[`worthless ${card}`] ?? 0, card).to.be.greaterThan(0);
    report(
      `${JSON.stringify(tally.met)}; ${tally.compared} choices compared with the check, ${tally.played} played, ${tally.refused} refused; ` +
        `${Math.round(performance.now() - started)} ms`,
    );
  });
});

/** The Emperor (first) and the Harkonnen on an emptied board, the storm in sector 3 (test/helpers/shipment.ts). */
const TWO: Faction[] = ['emperor', 'harkonnen'];

/** The Emperor passes its shipment; its move decision is then open. */
function toMove(s: GameState): GameState {
  const r = applyAction(s, 'emperor', { type: 'ship', event: pendingFor(s, 'emperor', 'ship').id, mode: 'pass' });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

const optionAt = (options: readonly ShipOption[] | undefined, t: string) => options?.find((o) => o.territory === t);
const placesOf = (m: MoveOption | undefined, field: 'to' | 'ornithopterTo' | 'alsoTo') => (m?.[field] ?? []).map((p) => p.territory);

/** CHOAM's Worthless decision as `phase` of turn 3 starts, CHOAM holding `cards`, after `edit`. */
function worthlessAt(phase: Phase, cards: TreacheryCardId[], edit: (s: GameState) => void = () => {}): { state: GameState; d: ChoamWorthlessDecision } {
  const s = midGame('card-options', ['atreides', 'harkonnen', 'choam']);
  s.turn = 3;
  for (const f of s.seating) setHand(s, f, []);
  setHand(s, 'choam', cards);
  edit(s);
  const ctx = new Context(s);
  startPhase(ctx, phase);
  advance(ctx);
  const state = ctx.done();
  return { state, d: pendingFor(state, 'choam', 'choam-worthless') as ChoamWorthlessDecision };
}

describe('decision options: what a card or a skill adds', () => {
  it('3.01.11.03 a Karama card pays a shipment at Guild rates: withKarama lists the places the spice alone cannot buy, with their own cost and max', () => {
    const s = atEmptyShipment(TWO, false, (x) => {
      x.factions.emperor!.spice = 1;
    });
    const d = pendingFor(s, 'emperor', 'ship') as ShipDecision;
    // Without the card: 1 spice buys one force into a stronghold, none elsewhere (1.06.03.01).
    expect(inView(s, d).withKarama).to.equal(undefined);
    const held = structuredClone(s);
    const card = giveCard(held, 'emperor', 'Karama');
    const v = inView(held, d);
    expect(optionAt(v.destinations, 'arrakeen')).to.deep.include({ cost: 1, max: 1 });
    expect(optionAt(v.destinations, 'the-great-flat')).to.equal(undefined);
    expect(v.withKarama!.cards).to.deep.equal([card]);
    expect(optionAt(v.withKarama!.destinations, 'arrakeen')).to.deep.include({ cost: 0.5, max: 2 });
    expect(optionAt(v.withKarama!.destinations, 'the-great-flat')).to.deep.include({ sectors: [14], cost: 1, max: 1 });
    // Played: the card is discarded and the bank is paid (not the Guild: there is none here anyway).
    const to = { territory: 'the-great-flat' as const, sector: 14 };
    const r = applyAction(held, 'emperor', { type: 'ship', event: d.id, mode: 'reserves', to, count: 1, karama: card });
    if (!r.ok) expect.fail(r.error.message);
    expect(r.state.factions.emperor!.spice).to.equal(0);
    expect(r.state.factions.emperor!.hand).to.not.include(card);
    // Without naming the card the same shipment is refused, with the places spice alone buys.
    const refused = applyAction(held, 'emperor', { type: 'ship', event: d.id, mode: 'reserves', to, count: 1 });
    expect(refused.ok).to.equal(false);
    if (!refused.ok) expect(refused.error.allowed).to.include('arrakeen:9').and.not.include('the-great-flat:14');
    // Naming it, a place outside withKarama (the storm's sector) is refused with withKarama's places.
    const storm = applyAction(held, 'emperor', {
      type: 'ship',
      event: d.id,
      mode: 'reserves',
      to: { territory: 'south-mesa', sector: 3 },
      count: 1,
      karama: card,
    });
    expect(storm.ok).to.equal(false);
    if (!storm.ok) expect(storm.error.allowed).to.include('the-great-flat:14');
  });

  it('CH.worthless.kull-wahad a seat whose Karama plays a Kull Wahad stopped this phase has no withKarama, and the Karama shipment is refused', () => {
    const s = atEmptyShipment(['emperor', 'harkonnen', 'choam'], false, (x) => {
      x.factions.emperor!.spice = 1;
      giveCard(x, 'emperor', 'Karama');
      x.choam!.effects.push({ card: 'kull-wahad', turn: x.turn, phase: 'shipment-movement', faction: 'emperor' });
    });
    const d = pendingFor(s, 'emperor', 'ship') as ShipDecision;
    expect(inView(s, d).withKarama).to.equal(undefined);
    const card = s.factions.emperor!.hand.find((c) => c.startsWith('karama'))!;
    const r = applyAction(s, 'emperor', {
      type: 'ship',
      event: d.id,
      mode: 'reserves',
      to: { territory: 'the-great-flat', sector: 14 },
      count: 1,
      karama: card,
    });
    expect(r.ok).to.equal(false);
    if (!r.ok) expect(r.error.code).to.equal('NOT_ELIGIBLE');
  });

  it('richese.ornithopter the move lists the card and, for each stack, the places three territories away it reaches with it', () => {
    const s = toMove(atEmptyShipment(TWO, false, (x) => place(x, 'emperor', 'funeral-plain', 14, 2)));
    const d = pendingFor(s, 'emperor', 'move') as MoveDecision;
    expect(inView(s, d).ornithopter).to.equal(undefined);
    expect(inView(s, d).moves![0]).to.not.have.property('ornithopterTo');
    const held = structuredClone(s);
    // The Richese cards are not in this game's deck: the card is put in hand (the listing reads the hand alone).
    const card = 'ornithopter' as TreacheryCardId;
    held.factions.emperor!.hand.push(card);
    const v = inView(held, d);
    expect(v.ornithopter).to.equal(card);
    const stack = v.moves!.find((m) => m.territory === 'funeral-plain');
    // Funeral Plain → the Great Flat → the Greater Flat → Habbanya Erg: three territories, only with the card.
    expect(placesOf(stack, 'to')).to.include('the-great-flat').and.not.include('the-greater-flat');
    expect(placesOf(stack, 'ornithopterTo')).to.include('the-greater-flat').and.include('habbanya-erg').and.include('the-great-flat');
    const far: Move = {
      type: 'move',
      event: d.id,
      from: 'funeral-plain',
      groups: [{ sector: 14, count: 2 }],
      to: { territory: 'habbanya-erg', sector: stack!.ornithopterTo!.find((p) => p.territory === 'habbanya-erg')!.sectors[0]! },
      ornithopter: { card, mode: 'range' },
    };
    const r = applyAction(held, 'emperor', far);
    if (!r.ok) expect.fail(r.error.message);
    // No card named: the same place is refused, and the places allowed are those of `to`.
    const plain = applyAction(held, 'emperor', { ...far, ornithopter: undefined });
    expect(plain.ok).to.equal(false);
    if (!plain.ok) expect(plain.error.allowed!.some((p) => p.startsWith('the-great-flat:'))).to.equal(true);
    if (!plain.ok) expect(plain.error.allowed!.some((p) => p.startsWith('habbanya-erg:'))).to.equal(false);
  });

  it('LS.planetologist.normal a move lists, for each stack, where it may go with a second group from another territory (at the normal range)', () => {
    const s = toMove(
      atEmptyShipment(TWO, false, (x) => {
        withSkills(x, { caid: 'planetologist' });
        place(x, 'emperor', 'funeral-plain', 14, 2);
        place(x, 'emperor', 'the-greater-flat', 15, 3);
      }),
    );
    const d = pendingFor(s, 'emperor', 'move') as MoveDecision;
    const v = inView(s, d);
    const plain = v.moves!.find((m) => m.territory === 'funeral-plain');
    const greater = v.moves!.find((m) => m.territory === 'the-greater-flat');
    // Alone, the Funeral Plain's stack goes two territories (the Planetologist's one more); with a second group, one.
    expect(placesOf(plain, 'to')).to.include('the-greater-flat');
    expect(placesOf(plain, 'alsoTo')).to.include('the-great-flat').and.not.include('the-greater-flat');
    expect(placesOf(greater, 'alsoTo')).to.include('the-great-flat');
    const together: Move = {
      type: 'move',
      event: d.id,
      from: 'funeral-plain',
      groups: [{ sector: 14, count: 2 }],
      to: { territory: 'the-great-flat', sector: 14 },
      also: { from: 'the-greater-flat', groups: [{ sector: 15, count: 3 }] },
    };
    const r = applyAction(s, 'emperor', together);
    if (!r.ok) expect.fail(r.error.message);
    // A place the second group does not list is refused, naming the places both list.
    const tooFar = applyAction(s, 'emperor', { ...together, to: { territory: 'imperial-basin', sector: 8 } });
    expect(tooFar.ok).to.equal(false);
    if (!tooFar.ok) expect(tooFar.error.allowed).to.include('the-great-flat:14');
    // Without the skill there is no alsoTo.
    const none = toMove(atEmptyShipment(TWO, false, (x) => place(x, 'emperor', 'funeral-plain', 14, 2)));
    expect(inView(none, pendingFor(none, 'emperor', 'move') as MoveDecision).moves![0]).to.not.have.property('alsoTo');
  });

  it('LS.sandmaster.normal a move lists, for each stack, its routes through territories with spice and where each leads', () => {
    const s = toMove(
      atEmptyShipment(TWO, false, (x) => {
        withSkills(x, { caid: 'sandmaster' });
        place(x, 'emperor', 'funeral-plain', 14, 2);
        place(x, 'emperor', 'arrakeen', 9, 1); // ornithopters (1.06.05.04): a range of 3
        x.spice.push({ territory: 'the-great-flat', sector: 14, amount: 6 }, { territory: 'the-greater-flat', sector: 15, amount: 2 });
      }),
    );
    const d = pendingFor(s, 'emperor', 'move') as MoveDecision;
    const stack = inView(s, d).moves!.find((m) => m.territory === 'funeral-plain')!;
    const through = (via: string[]) => stack.routes!.find((r) => r.via.join() === via.join());
    expect(through(['the-great-flat'])!.to.map((p) => p.territory))
      .to.include('the-greater-flat')
      .and.not.include('the-great-flat');
    expect(through(['the-great-flat', 'the-greater-flat'])!.to.length).to.be.greaterThan(0);
    const route: Move = {
      type: 'move',
      event: d.id,
      from: 'funeral-plain',
      groups: [{ sector: 14, count: 2 }],
      to: { territory: 'the-greater-flat', sector: 15 },
      via: ['the-great-flat'],
    };
    const r = applyAction(s, 'emperor', route);
    if (!r.ok) expect.fail(r.error.message);
    expect(r.state.factions.emperor!.spice).to.equal(s.factions.emperor!.spice + 2);
    // Without the skill there are no routes.
    const none = toMove(atEmptyShipment(TWO, false, (x) => place(x, 'emperor', 'funeral-plain', 14, 2)));
    expect(inView(none, pendingFor(none, 'emperor', 'move') as MoveDecision).moves![0]).to.not.have.property('routes');
  });

  it("CH.worthless.jubba-cloak CH.worthless.baliset CH.worthless.trip-to-gamont the Worthless decision lists each held card's targets, in CHOAM's view only", () => {
    const storm = worthlessAt('storm', ['jubba-cloak'], (x) => {
      addForces(x, { faction: 'choam', territory: 'arsunt', sector: 10 }, { regular: 3 });
      x.factions.choam!.reserves.regular -= 3;
    });
    const own = inView(storm.state, storm.d);
    const cloaks = own.plays!.map((p) => (p.card === 'jubba-cloak' ? p.territory : null));
    const choamTerritories = [
      ...new Set(storm.state.forces.filter((f) => f.faction === 'choam' && !WORLDS.includes(f.territory as never)).map((f) => f.territory)),
    ];
    expect(cloaks).to.have.members(choamTerritories).and.include('arsunt');
    expect(JSON.stringify(viewFor(storm.state, 'spectator'))).to.not.include('"plays"');
    expect(storm.state.pending.find((x) => x.id === storm.d.id)).to.not.have.property('plays');
    // A card CHOAM does not hold has no plays; Baliset names a CHOAM territory and another faction.
    const shipment = worthlessAt('shipment-movement', ['baliset'], (x) => {
      addForces(x, { faction: 'choam', territory: 'imperial-basin', sector: 9 }, { regular: 1 });
      x.factions.choam!.reserves.regular -= 1;
    });
    const balisets = inView(shipment.state, shipment.d).plays!;
    expect(balisets.length).to.be.greaterThan(0);
    for (const p of balisets) {
      expect(p.card).to.equal('baliset');
      if (p.card === 'baliset') expect(p.faction).to.be.oneOf(['atreides', 'harkonnen']);
    }
    expect(balisets.some((p) => p.card === 'kulon')).to.equal(false);
    // Trip to Gamont: one force of each kind another faction has in a stack.
    const pause = worthlessAt('mentat-pause', ['trip-to-gamont']);
    const trips = inView(pause.state, pause.d).plays!;
    const stacks = pause.state.forces.filter((f) => f.faction !== 'choam');
    expect(trips.length).to.equal(stacks.reduce((n, f) => n + (f.regular > 0 ? 1 : 0) + (f.elite > 0 ? 1 : 0) + (f.advisors > 0 ? 1 : 0), 0));
    const r = applyAction(pause.state, 'choam', { type: 'choam-worthless', event: pause.d.id, plays: [trips[0]!] });
    if (!r.ok) expect.fail(r.error.message);
  });
});
