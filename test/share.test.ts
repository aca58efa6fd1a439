// Structural sharing after the fact (rooms/dune/share.ts): what a room keeps of each new state and view.
import { expect } from 'chai';
import { applyAction, createGame, pendingDecisions, stateHash, viewFor, CLASSIC_FACTIONS, type Faction, type GameState } from '../rooms/dune/index.ts';
import { legalAnswer } from '../rooms/dune/bots/legal.ts';
import { canonicalJson } from '../rooms/dune/hash.ts';
import { cloneJson } from '../rooms/dune/clone.ts';
import { randomInt, seedRng } from '../rooms/dune/rng.ts';
import { shareUnchanged } from '../rooms/dune/share.ts';

/** Objects and arrays reachable from `value`, each once. */
function objectsOf(value: unknown, into = new Set<object>()): Set<object> {
  if (typeof value !== 'object' || value === null || into.has(value)) return into;
  into.add(value);
  for (const item of Object.values(value)) objectsOf(item, into);
  return into;
}

describe('shareUnchanged: a new value keeps the previous one’s unchanged parts', () => {
  it('returns the previous value itself when the whole is deep-equal', () => {
    const prev = { a: [1, { b: 2 }], c: 'x' };
    expect(shareUnchanged(prev, cloneJson(prev))).to.equal(prev);
  });

  it('replaces equal parts by the previous objects and keeps the changed ones, content unchanged', () => {
    const prev = { same: { deep: [1, 2] }, changed: { n: 1, keep: { k: true } }, list: [{ id: 1 }, { id: 2 }] };
    const next = { same: { deep: [1, 2] }, changed: { n: 2, keep: { k: true } }, list: [{ id: 1 }, { id: 2 }, { id: 3 }] };
    const expected = cloneJson(next);
    const out = shareUnchanged(prev, next);
    expect(out).to.equal(next);
    expect(out).to.deep.equal(expected);
    expect(out.same).to.equal(prev.same);
    expect(out.changed).to.not.equal(prev.changed);
    expect(out.changed.keep).to.equal(prev.changed.keep);
    // A list that grew keeps its equal items.
    expect(out.list[0]).to.equal(prev.list[0]);
    expect(out.list[1]).to.equal(prev.list[1]);
  });

  it('tells an added, a removed or a retyped field from an equal one', () => {
    const json = (value: unknown): unknown => value;
    const longer = { a: 1, b: 2 };
    expect(shareUnchanged(json({ a: 1 }), longer)).to.equal(longer);
    const shorter = { a: 1 };
    expect(shareUnchanged(json({ a: 1, b: 2 }), shorter)).to.equal(shorter);
    const retyped = { a: [1] };
    expect(shareUnchanged(json({ a: { 0: 1 } }), retyped)).to.equal(retyped);
    const nulled = { a: null };
    expect(shareUnchanged(json({ a: {} }), nulled)).to.equal(nulled);
  });

  it('over a whole game, each shared state equals the engine’s, leaves the previous state as it was, and shares most of it', () => {
    let game: GameState = createGame({ factions: [...CLASSIC_FACTIONS], seed: 'share-0' });
    const rng = seedRng('share-rng');
    let shared = 0;
    let total = 0;
    for (let step = 0; step < 2000; step++) {
      const pending = pendingDecisions(game);
      if (pending.length === 0) break;
      const d = pending[randomInt(rng, pending.length)]!;
      const seat = d.seat as Faction;
      const r = applyAction(game, seat, legalAnswer(d, randomInt(rng, 1000), viewFor(game, seat)));
      if (!r.ok || r.state === game) continue;
      const before = canonicalJson(game);
      const expected = canonicalJson(r.state);
      const hash = stateHash(r.state);
      const next = shareUnchanged(game, r.state);
      expect(canonicalJson(next)).to.equal(expected);
      expect(stateHash(next)).to.equal(hash);
      expect(canonicalJson(game)).to.equal(before);
      const old = objectsOf(game);
      const now = objectsOf(next);
      for (const o of now) if (old.has(o)) shared++;
      total += now.size;
      game = next;
    }
    // Most actions change a few parts: about nine in ten of each new state's objects are the previous state's (four in five required).
    expect(shared / total).to.be.greaterThan(0.8);
  });
});
