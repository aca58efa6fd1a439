// Nullentropy Box over WebSocket (issue 9): what every viewer decodes before, during and after a paid search;
// a reconnect and a server restart during the search; the bytes other clients receive never name a candidate;
// two games differing only in the card taken (or in the pile's order) send every other client the same bytes.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { viewFor, type Faction, type GameState } from '../../rooms/dune/index.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { FileStore } from '../../server/store/file.ts';
import type { GameConnection } from '../../client-sdk/node.ts';
import { bootServer, receivedBytes, waitFor, type TestServer } from '../helpers/server.ts';
import type { TreacheryCardId } from '../../rooms/dune/types.ts';

const FACTIONS: Faction[] = ['harkonnen', 'atreides', 'emperor'];
const BOX = 'nullentropy-box';
const PILE: TreacheryCardId[] = ['crysknife', 'karama-1', 'shield-2', 'baliset', 'lasgun'];

/** Moves `card` out of the deck, the pile or any hand, to `to` (a hand, or the top of the discard pile). */
function moveCard(s: GameState, card: TreacheryCardId, to: Faction | 'discard'): void {
  const piles = [s.decks.treachery, s.decks.treacheryDiscard, ...s.seating.map((f) => s.factions[f]!.hand)];
  const from = piles.find((p) => p.includes(card));
  if (!from) throw new Error(`${card} is nowhere`);
  from.splice(from.indexOf(card), 1);
  (to === 'discard' ? s.decks.treacheryDiscard : s.factions[to]!.hand).push(card);
}

interface Fixture {
  server: TestServer;
  dir: string;
  gameId: string;
  tokens: Partial<Record<Faction, string>>;
  seats: Map<Faction, GameConnection>;
  spectator: GameConnection;
}

/**
 * A three-faction game with every card set, played through set-up over the wire, then (server stopped) edited in
 * the store: Harkonnen holds the Box and 10 spice, the pile holds `pile`. Reopened on a new server, every seat
 * reclaimed and a spectator watching.
 */
async function fixture(pile: readonly TreacheryCardId[]): Promise<Fixture> {
  const dir = mkdtempSync(join(tmpdir(), 'dune-box-'));
  const first = await bootServer(new FileStore(dir));
  const creator = await first
    .client()
    .create({ factions: FACTIONS, seed: 'box-wire', seating: 'listed', cards: ['base', 'ixians', 'richese', 'ecaz'], faction: 'harkonnen' });
  const conns = [
    creator,
    await first.client().join(creator.gameId, { faction: 'atreides' }),
    await first.client().join(creator.gameId, { faction: 'emperor' }),
  ];
  const tokens = Object.fromEntries(conns.map((c) => [c.faction!, c.seatToken!])) as Partial<Record<Faction, string>>;
  for (let i = 0; i < 200 && first.room(creator.gameId).game.phase === 'setup'; i++) {
    const ready = conns.filter((c) => c.decisions.length > 0);
    await Promise.all(ready.map((c) => c.act(legalAnswer(c.decisions[0]!, 0, c.view))));
    await waitFor(() => conns.every((c) => c.version === first.room(creator.gameId).game.actions));
  }
  await Promise.all(conns.map((c) => c.leave()));
  await first.close();

  const store = new FileStore(dir);
  const record = (await store.load(creator.gameId))!;
  const s = record.state;
  moveCard(s, BOX, 'harkonnen');
  for (const card of pile) moveCard(s, card, 'discard');
  s.factions.harkonnen!.spice = 10;
  await store.put({ ...record, state: s });
  await store.close();

  const server = await bootServer(new FileStore(dir));
  const seats = new Map<Faction, GameConnection>();
  for (const f of FACTIONS) seats.set(f, await server.client().reclaim(creator.gameId, tokens[f]!));
  const spectator = await server.client().spectate(creator.gameId);
  const fx = { server, dir, gameId: creator.gameId, tokens, seats, spectator };
  await settle(fx);
  return fx;
}

async function settle(fx: Fixture): Promise<void> {
  const version = fx.server.room(fx.gameId).game.actions;
  await waitFor(() => [...fx.seats.values(), fx.spectator].every((c) => c.version === version), 5000, `version ${version}`);
}

/** Every open card window answered with a pass, in seat order (the same in every game). */
async function passWindows(fx: Fixture): Promise<void> {
  for (let guard = 0; guard < 10; guard++) {
    const open = FACTIONS.map((f) => fx.seats.get(f)!).filter((c) => c.decisions.some((d) => d.kind === 'card-window'));
    if (open.length === 0) return;
    for (const c of open) await c.act({ type: 'card-window', event: c.decisions.find((d) => d.kind === 'card-window')!.id, card: null });
    await settle(fx);
  }
}

async function close(fx: Fixture): Promise<void> {
  await Promise.all([...fx.seats.values(), fx.spectator].map((c) => c.leave().catch(() => undefined)));
  await fx.server.close();
}

const others = (fx: Fixture): [string, GameConnection][] => [
  ...FACTIONS.filter((f) => f !== 'harkonnen').map((f) => [f, fx.seats.get(f)!] as [string, GameConnection]),
  ['spectator', fx.spectator],
];

describe('wire: Nullentropy Box', function () {
  this.timeout(90_000);

  it('richese.nullentropy-box every viewer before, during and after a search; only the searcher ever receives the candidates', async () => {
    const fx = await fixture(PILE);
    await passWindows(fx);
    const room = fx.server.room(fx.gameId);
    const harkonnen = fx.seats.get('harkonnen')!;
    const offsets = new Map(others(fx).map(([name, c]) => [name, receivedBytes(c).length]));
    await harkonnen.act({ type: 'nullentropy-search', card: BOX });
    await settle(fx);
    // During: the searcher decodes its candidates; everyone else only that the game waits on a search.
    const decision = harkonnen.decisions.find((d) => d.kind === 'nullentropy');
    expect(decision).to.deep.include({ candidates: [...PILE].sort() });
    for (const [name, c] of others(fx)) {
      expect(c.view, name).to.deep.equal(viewFor(room.game, name === 'spectator' ? 'spectator' : (name as Faction)));
      expect(c.view.interrupted).to.equal(true);
      expect(c.view.awaiting).to.deep.equal([{ seat: 'harkonnen', kind: 'nullentropy', id: decision!.id }]);
      const bytes = receivedBytes(c).subarray(offsets.get(name)!).toString('latin1');
      for (const card of PILE) expect(bytes, `${name} received ${card}`).to.not.include(card);
    }
    // After: the card is in the searcher's hand only; the Box's discard is public.
    await harkonnen.act({ type: 'nullentropy', event: decision!.id, card: 'lasgun' });
    await settle(fx);
    await passWindows(fx);
    expect(harkonnen.view.private!.hand).to.include('lasgun');
    for (const [name, c] of others(fx)) {
      expect(c.view, name).to.deep.equal(viewFor(room.game, name === 'spectator' ? 'spectator' : (name as Faction)));
      const bytes = receivedBytes(c).subarray(offsets.get(name)!).toString('latin1');
      expect(bytes, name).to.include(BOX);
      for (const card of PILE) expect(bytes, `${name} received ${card}`).to.not.include(card);
    }
    expect(harkonnen.view).to.deep.equal(viewFor(room.game, 'harkonnen'));
    await close(fx);
  });

  it('richese.nullentropy-box a reconnect and a server restart during the search restore it for the owner only', async () => {
    const fx = await fixture(PILE);
    await passWindows(fx);
    await fx.seats.get('harkonnen')!.act({ type: 'nullentropy-search', card: BOX });
    await settle(fx);
    // The searcher leaves and comes back with its token: the paid search is still there, with no second fee.
    await fx.seats.get('harkonnen')!.leave();
    const back = await fx.server.client().reclaim(fx.gameId, fx.tokens.harkonnen!);
    fx.seats.set('harkonnen', back);
    await settle(fx);
    expect(back.decisions.find((d) => d.kind === 'nullentropy')).to.deep.include({ candidates: [...PILE].sort() });
    expect(back.view.private!.spice).to.equal(8);
    // The server restarts mid-search: the game comes back interrupted, the search bound to the same event.
    const event = back.decisions.find((d) => d.kind === 'nullentropy')!.id;
    await Promise.all([...fx.seats.values(), fx.spectator].map((c) => c.leave()));
    await fx.server.close();
    const server = await bootServer(new FileStore(fx.dir));
    const restarted: Fixture = { ...fx, server, seats: new Map(), spectator: null as unknown as GameConnection };
    for (const f of FACTIONS) restarted.seats.set(f, await server.client().reclaim(fx.gameId, fx.tokens[f]!));
    restarted.spectator = await server.client().spectate(fx.gameId);
    await settle(restarted);
    const owner = restarted.seats.get('harkonnen')!;
    expect(owner.decisions.find((d) => d.kind === 'nullentropy')).to.deep.include({ id: event, candidates: [...PILE].sort() });
    for (const [name, c] of others(restarted)) {
      expect(c.view.interrupted, name).to.equal(true);
      expect(JSON.stringify(c.view), name).to.not.include('crysknife');
    }
    await owner.act({ type: 'nullentropy', event, card: 'crysknife' });
    await settle(restarted);
    expect(owner.view.private!.hand).to.include('crysknife');
    expect(owner.view.private!.spice).to.equal(8);
    await close(restarted);
  });

  it("richese.nullentropy-box noninterference: other clients receive the same bytes whichever card is taken, and whatever the pile's order", async () => {
    /** Bytes each other client receives from the search on (the search, the choice, the Semuta window passed). */
    const run = async (pile: readonly TreacheryCardId[], card: TreacheryCardId): Promise<Map<string, string>> => {
      const fx = await fixture(pile);
      await passWindows(fx);
      const offsets = new Map(others(fx).map(([name, c]) => [name, receivedBytes(c).length]));
      const harkonnen = fx.seats.get('harkonnen')!;
      await harkonnen.act({ type: 'nullentropy-search', card: BOX });
      await settle(fx);
      await harkonnen.act({ type: 'nullentropy', event: harkonnen.decisions.find((d) => d.kind === 'nullentropy')!.id, card });
      await settle(fx);
      await passWindows(fx);
      const out = new Map(others(fx).map(([name, c]) => [name, receivedBytes(c).subarray(offsets.get(name)!).toString('hex')]));
      await close(fx);
      return out;
    };
    const a = await run(PILE, 'crysknife');
    const b = await run(PILE, 'lasgun');
    const c = await run([...PILE].reverse(), 'crysknife');
    for (const [name, bytes] of a) {
      expect(bytes.length, name).to.be.greaterThan(0);
      expect(b.get(name), `${name}: card taken`).to.equal(bytes);
      expect(c.get(name), `${name}: pile order`).to.equal(bytes);
    }
  });
});
