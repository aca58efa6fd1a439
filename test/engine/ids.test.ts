// Event and decision ids by audience (rooms/dune/ids.ts): the ids a viewer sees count only what it sees. Another
// seat's private events and secret decisions leave them unchanged, and each viewer's sequence has no gap.
import { expect } from 'chai';
import {
  applyAction,
  CARD_SETS,
  CLASSIC_FACTIONS,
  compareIds,
  createGame,
  idOrder,
  pendingDecisions,
  replayConfig,
  stateHash,
  viewFor,
  type Faction,
  type GameConfigInput,
  type GameEvent,
  type Viewer,
} from '../../rooms/dune/index.ts';
import { botAnswer } from '../../rooms/dune/bots/index.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { act, playSetup, withOwnItems } from '../helpers/engine.ts';
import { checkGameState } from '../../schema/game-state.ts';
import { CreateOptionsSchema } from '../../schema/messages.ts';

const ALL: Faction[] = [...CLASSIC_FACTIONS];
const ID = /^e\d+(?:\.\d+)?$/;

/** Every id-shaped string in `value` (decisions, awaiting, Karama windows, events naming a window …). */
function idsIn(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string' && ID.test(value)) into.add(value);
  else if (Array.isArray(value)) for (const item of value) idsIn(item, into);
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) idsIn(item, into);
  return into;
}

const sees = (viewer: Viewer) => (e: GameEvent) => e.visibleTo === undefined || e.visibleTo === viewer;

describe('event and decision ids by audience (rooms/dune/ids.ts)', () => {
  it('orders ids as they were made: public e<p> as (p, 0), a seat’s own e<q>.<k> after e<q>; legacy e<n> too', () => {
    expect(idOrder('e12')).to.deep.equal([12, 0]);
    expect(idOrder('e12.3')).to.deep.equal([12, 3]);
    expect(idOrder('e0.1')).to.deep.equal([0, 1]);
    for (const bad of ['c1', 'e', 'e1.', 'e1.2.3', 'x12', 'e-1']) expect(idOrder(bad), bad).to.equal(null);
    const made = ['e0.1', 'e0.2', 'e1', 'e2', 'e2.3', 'e2.4', 'e3', 'e9', 'e9.5', 'e10', 'e10.6', 'e11'];
    const shuffled = [...made].reverse();
    expect(shuffled.sort(compareIds)).to.deep.equal(made);
    // Legacy ids compare by their number, not as text (e9 before e10).
    expect(['e10', 'e9', 'e100', 'e1'].sort(compareIds)).to.deep.equal(['e1', 'e9', 'e10', 'e100']);
    expect(compareIds('e3', 'e3')).to.equal(0);
    expect(['junk', 'e2'].sort(compareIds)).to.deep.equal(['e2', 'junk']);
  });

  it('new games number by audience and record it in their config; ids: shared is the earlier builds’ single counter', () => {
    const fresh = createGame({ factions: ALL, seed: 'ids' });
    expect(fresh.config.ids).to.equal('audience');
    expect(fresh.privateIds).to.be.an('object');
    const own = pendingDecisions(fresh).filter((d) => d.secret);
    expect(own.length).to.be.greaterThan(0);
    for (const d of own) expect(d.id, d.kind).to.match(/^e\d+\.\d+$/);
    const legacy = createGame({ factions: ALL, seed: 'ids', ids: 'shared' });
    expect(legacy.config).to.not.have.property('ids');
    expect(legacy).to.not.have.property('privateIds');
    for (const d of pendingDecisions(legacy)) expect(d.id).to.match(/^e\d+$/);
    // A stored config replays under its own scheme.
    expect(createGame(replayConfig(legacy.config)).config).to.deep.equal(legacy.config);
    expect(stateHash(createGame(replayConfig(legacy.config)))).to.equal(stateHash(legacy));
    expect(stateHash(createGame(replayConfig(fresh.config)))).to.equal(stateHash(fresh));
    expect(() => createGame({ factions: ALL, ids: 'other' } as unknown as GameConfigInput)).to.throw(/id scheme/);
    // A stored state says which: `audience` with the seats' counters, or neither (other values are damage).
    expect(checkGameState(fresh).ok).to.equal(true);
    expect(checkGameState(legacy).ok).to.equal(true);
    expect(checkGameState({ ...fresh, config: { ...fresh.config, ids: 'shared' } }).ok).to.equal(false);
    expect(checkGameState({ ...legacy, privateIds: {} }).ok, 'counters in a legacy game').to.equal(false);
    expect(checkGameState({ ...fresh, privateIds: { choam: 2 } }).ok, 'a counter of a seat not in the game').to.equal(false);
    // Clients cannot ask for the earlier scheme.
    expect(CreateOptionsSchema.safeParse({ factions: ALL, ids: 'shared' }).success).to.equal(false);
    // The counters themselves reach no viewer.
    for (const viewer of [...ALL, 'spectator' as const]) {
      const json = JSON.stringify(viewFor(fresh, viewer));
      for (const key of ['privateIds', 'nextEvent', '"ids"']) expect(json, `${viewer}: ${key}`).to.not.include(key);
    }
  });

  it('an id of another seat’s secret decision is answered exactly like one that never existed', () => {
    const created = createGame({ factions: ALL, seed: 'ids-guess', seating: 'listed' });
    // Once the prediction is in, every seat but the Harkonnen picks a traitor, each under an id of its own.
    const predict = pendingDecisions(created)[0]!;
    const state = act(created, predict.seat, legalAnswer(predict)).state;
    const secret = pendingDecisions(state).filter((d) => d.secret);
    const mine = secret.find((d) => d.seat === 'atreides')!;
    const theirs = secret.find((d) => d.seat !== 'atreides' && d.id !== mine.id)!;
    expect(theirs, 'another seat’s own id that is not also the Atreides’ own').to.not.equal(undefined);
    const send = (event: string) => applyAction(state, 'atreides', { ...legalAnswer(mine), event });
    const guessed = send(theirs.id);
    const never = send('e999.999');
    if (guessed.ok || never.ok) throw new Error('accepted');
    expect(guessed.error.code).to.equal(never.error.code);
    expect(guessed.error.message.replace(theirs.id, 'ID')).to.equal(never.error.message.replace('e999.999', 'ID'));
  });

  it('noninterference: games differing only in the Harkonnen’s own events and secret decisions show everyone else the same ids and views', () => {
    const start = playSetup(createGame({ factions: ALL, seed: 'ids-noninterference', seating: 'listed' })).state;
    const games = [start, withOwnItems(start, 'harkonnen', 3)];
    const others: Viewer[] = [...ALL.filter((f) => f !== 'harkonnen'), 'spectator'];
    let harkonnenDiffers = false;
    let states = games;
    for (let step = 0; step < 400 && !states[0]!.victory; step++) {
      const pending = states.map((s) => pendingDecisions(s));
      const at = step % 3 === 0 ? pending[0]!.length - 1 : 0;
      const [d0, d1] = pending.map((p) => p[at]!);
      expect([d1!.seat, d1!.kind], `step ${step}`).to.deep.equal([d0!.seat, d0!.kind]);
      // The same answer in both games, each naming its own game's decision (the Harkonnen's own ids differ).
      const results = states.map((s, i) => act(s, d0!.seat, legalAnswer([d0, d1][i]!, step, viewFor(s, d0!.seat))));
      states = results.map((r) => r.state);
      for (const viewer of others) {
        expect(results[1]!.events.filter(sees(viewer)), `${viewer}'s events at step ${step}`).to.deep.equal(results[0]!.events.filter(sees(viewer)));
        expect(viewFor(states[1]!, viewer), `${viewer}'s view at step ${step}`).to.deep.equal(viewFor(states[0]!, viewer));
      }
      const harkonnen = states.map((s) => JSON.stringify(viewFor(s, 'harkonnen')));
      harkonnenDiffers ||= harkonnen[0] !== harkonnen[1] || JSON.stringify(results[0]!.events) !== JSON.stringify(results[1]!.events);
    }
    expect(states[0]!.turn, 'the games went on for a while').to.be.greaterThan(1);
    // Sanity: the Harkonnen's own ids do differ between the two games.
    expect(harkonnenDiffers).to.equal(true);
  });

  it('a whole bot game: every seat’s ids have no gap, public 1..N and its own k = 1..M, and its events come in id order', () => {
    const config: GameConfigInput = { factions: ALL, seed: 'ids-gap-free', advanced: true, cards: [...CARD_SETS] };
    let state = createGame(config);
    const viewers: Viewer[] = [...state.seating, 'spectator'];
    const seen = new Map<Viewer, Set<string>>(viewers.map((v) => [v, idsIn(viewFor(state, v))]));
    const received = new Map<Viewer, string[]>(viewers.map((v) => [v, []]));
    // createGame returns no events: the ids it minted count as seen (public 1.., each seat's own 1..).
    const created = { public: state.nextEvent - 1, own: { ...state.privateIds } };
    for (let guard = 0; guard < 20_000 && !state.victory; guard++) {
      const pending = pendingDecisions(state);
      const decision = pending[guard % 3 === 0 ? pending.length - 1 : 0]!;
      const view = viewFor(state, decision.seat);
      const own = view.private!.decisions.find((d) => d.id === decision.id)!;
      const r = applyAction(state, decision.seat, botAnswer('medium', view, own));
      if (!r.ok) throw new Error(`${decision.seat} ${decision.kind}: ${r.error.code} ${r.error.message}`);
      state = r.state;
      for (const v of viewers) {
        const mine = r.events.filter(sees(v));
        received.get(v)!.push(...mine.map((e) => e.id));
        idsIn(mine, seen.get(v)!);
        idsIn(viewFor(state, v), seen.get(v)!);
      }
    }
    expect(state.victory, 'the game ended').to.not.equal(null);
    const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    for (const v of viewers) {
      const orders = [...seen.get(v)!].map((id) => idOrder(id)!);
      const publicNumbers = new Set([...range(created.public), ...orders.filter(([, k]) => k === 0).map(([p]) => p)]);
      expect(
        [...publicNumbers].sort((a, b) => a - b),
        `${v}: public numbers`,
      ).to.deep.equal(range(state.nextEvent - 1));
      const ownNumbers = orders.filter(([, k]) => k > 0).map(([, k]) => k);
      expect(new Set(ownNumbers).size, `${v}: one id per own number`).to.equal(ownNumbers.length);
      const made = v === 'spectator' ? 0 : (created.own[v] ?? 1) - 1;
      const all = v === 'spectator' ? 0 : state.privateIds![v]! - 1;
      expect(
        [...new Set([...range(made), ...ownNumbers])].sort((a, b) => a - b),
        `${v}: own numbers`,
      ).to.deep.equal(range(all));
      const ids = received.get(v)!;
      expect([...ids].sort(compareIds), `${v}: events in id order`).to.deep.equal(ids);
      expect(new Set(ids).size, `${v}: each event id once`).to.equal(ids.length);
    }
  });
});
