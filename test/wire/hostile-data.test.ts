// Forged data cannot hurt the server: admin imports must prove themselves (schemas, a log that replays to the
// snapshot, a bounded body), a damaged stored game is refused as GAME_DAMAGED without stopping anything, and one
// address cannot create games without end.
import { expect } from 'chai';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stateHash } from '../../rooms/dune/index.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import type { DuneError, GameConnection } from '../../client-sdk/node.ts';
import { FileStore } from '../../server/store/index.ts';
import { bootServer, type TestServer } from '../helpers/server.ts';

const TOKEN = 'hostile-admin-token-0123456789';
const auth = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' };

describe('wire: hostile data', function () {
  this.timeout(60_000);
  let dir: string;
  let server: TestServer;
  let exported: string;
  let gameId: string;
  let seatToken: string;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dune-hostile-'));
    server = await bootServer(new FileStore(dir), { adminToken: TOKEN, limits: { createsPerMinute: 50 } });
    const seat = await server
      .client()
      .create({ factions: ['harkonnen', 'guild'], seed: 'hostile', faction: 'guild', bots: { harkonnen: 'easy' }, botDelayMs: 0 });
    for (let i = 0; i < 4 && seat.decisions[0]; i++) await seat.act(legalAnswer(seat.decisions[0]!, i, seat.view));
    gameId = seat.gameId;
    seatToken = seat.seatToken!;
    await seat.leave();
    await server.room(gameId).disconnect();
    exported = await (await fetch(`${server.httpUrl}/admin/games/${gameId}`, { headers: auth })).text();
  });
  after(() => server.close());

  const put = (id: string, body: string) => fetch(`${server.httpUrl}/admin/games/${id}`, { method: 'PUT', headers: auth, body });
  const edited = (edit: (body: { record: Record<string, unknown> & { state: Record<string, unknown> }; log: unknown[] }) => void): string => {
    const body = JSON.parse(exported) as { record: Record<string, unknown> & { state: Record<string, unknown> }; log: unknown[] };
    edit(body);
    return JSON.stringify(body);
  };

  it('forged imports are refused with 400 and their reasons; the server keeps serving', async () => {
    const cases: [string, string][] = [
      ['__proto__ in the seating', edited((b) => (b.record.state.seating as string[]).push('__proto__'))],
      ['a __proto__ key', exported.replace('"control":{', '"control":{"__proto__":{"polluted":true},')],
      ['a constructor key', exported.replace('"control":{', '"control":{"constructor":{"prototype":{"x":1}},')],
      ['an unknown key', edited((b) => (b.record.admin = true))],
      ['an unknown card', edited((b) => ((b.record.state.factions as { guild: { hand: string[] } }).guild.hand = ['ace-of-spades']))],
      ['a seat token of a faction not in the game', edited((b) => (b.record.seats as unknown[]).push(['fremen', 'a'.repeat(64)]))],
      ['a seat claimed twice', edited((b) => (b.record.seats as unknown[]).push(['guild', 'b'.repeat(64)]))],
      ['two seats with one token hash', edited((b) => (b.record.seats as unknown[]).push(['harkonnen', (b.record.seats as [string, string][])[0]![1]]))],
      [
        'chat from a faction not in the game',
        edited((b) => ((b.record.control as { chat?: unknown[] }).chat = [{ id: 'c1', at: 1, channel: 'public', from: 'fremen', text: 'hi' }])),
      ],
      [
        'chat to a faction not in the game',
        edited((b) => ((b.record.control as { chat?: unknown[] }).chat = [{ id: 'c1', at: 1, channel: 'private', from: 'guild', to: 'atreides', text: 'hi' }])),
      ],
      ['a log that does not replay', edited((b) => (b.log = b.log.slice(1)))],
      // The actions replay as they are, but two entries claim one version: the store would read it back as damage.
      ['two log entries for one version', edited((b) => ((b.log as { version: number }[])[1]!.version = (b.log as { version: number }[])[0]!.version))],
      ['no log at all', edited((b) => delete (b as { log?: unknown }).log)],
      ['a wrong state hash', edited((b) => ((b as { stateHash?: string }).stateHash = 'f'.repeat(64)))],
      ['a forged state the log does not lead to', edited((b) => ((b.record.state.factions as { guild: { spice: number } }).guild.spice = 99))],
    ];
    for (const [what, body] of cases) {
      const answer = await put(`copy-${what.length}`, body);
      expect(answer.status, what).to.equal(400);
      const reply = (await answer.json()) as { error: string; issues: unknown[] };
      expect(reply.error, what).to.be.a('string');
      if (/^(chat|a seat claimed|two seats)/.test(what)) expect(JSON.stringify(reply.issues), what).to.match(/not in the game|twice|one token hash/);
      if (what === 'two log entries for one version') expect(reply.error).to.match(/versions must rise/);
    }
    expect(({} as { polluted?: unknown; disconnected?: unknown }).polluted).to.equal(undefined);
    // fetch resolves the dots: the request is PUT /etc, no route of this server, whose body limit is 1 KiB.
    expect((await put('../../etc', exported)).status).to.be.oneOf([400, 404, 413]);
    expect((await fetch(`${server.httpUrl}/metrics`)).status).to.equal(200);
    expect((await fetch(`${server.httpUrl}/health`)).status).to.equal(200);
    const watcher = await server.client().spectate(gameId);
    await watcher.leave();
  });

  it('a body over the import limit is refused with 413 before it is read; a body without a length with 411', async () => {
    const huge = `{"record":${'['.repeat(10)}"${'x'.repeat(30 * 1024 * 1024)}"${']'.repeat(10)}}`;
    const answer = await put('too-big', huge);
    expect(answer.status).to.equal(413);
    const chunked = await fetch(`${server.httpUrl}/admin/games/chunked`, {
      method: 'PUT',
      headers: auth,
      body: new ReadableStream({
        start(c) {
          c.enqueue(new TextEncoder().encode(exported));
          c.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).to.equal(411);
    expect((await fetch(`${server.httpUrl}/health`)).status).to.equal(200);
  });

  it('an import proves itself by replay and may go under a new id; the seat is reclaimed there', async () => {
    const answer = await put('moved-here', exported);
    expect(answer.status).to.equal(200);
    const reply = (await answer.json()) as { stateHash: string; gameId: string };
    expect(reply.gameId).to.equal('moved-here');
    expect(reply.stateHash).to.equal((JSON.parse(exported) as { stateHash: string }).stateHash);
    // Stored as proven, before any room holds it.
    const stored = await new FileStore(dir).load('moved-here');
    expect(stateHash(stored!.state)).to.equal(reply.stateHash);
    const seat = await server.client().reclaim('moved-here', seatToken);
    // The room plays that game: the same state, or (the Harkonnen bot answering at once) that state played on.
    const live = server.room('moved-here').game;
    expect(live.actions).to.be.at.least(stored!.state.actions);
    if (live.actions === stored!.state.actions) expect(stateHash(live)).to.equal(reply.stateHash);
    expect(seat.view.seats.map((s) => s.faction)).to.deep.equal(stored!.state.seating);
    await seat.leave();
  });

  it('a damaged stored game is refused as GAME_DAMAGED and left as it is; other games go on', async () => {
    const victim = await server.client().create({ factions: ['atreides', 'fremen'], seed: 'damaged', faction: 'atreides' });
    const id = victim.gameId;
    await victim.leave();
    await server.room(id).disconnect();
    // Damage as a disk or an editor could leave it: valid JSON, but a state no engine makes.
    const store = new FileStore(dir);
    const record = (await store.load(id))!;
    (record.state.factions.atreides as { spice: number }).spice = -40;
    await store.put(record, await store.log(id));
    const file = join(dir, 'games', id, 'snapshot.json');
    const before = readFileSync(file, 'utf8');
    const refused = await server
      .client()
      .reclaim(id, victim.seatToken!)
      .then(
        () => null,
        (e: DuneError) => e,
      );
    expect(refused).to.deep.include({ code: 'GAME_DAMAGED', status: 500 });
    expect(readFileSync(file, 'utf8')).to.equal(before);
    const other = await server.client().create({ factions: ['atreides', 'fremen'], seed: 'healthy', faction: 'fremen' });
    expect(other.faction).to.equal('fremen');
    await other.leave();
  });

  it('a line of another game copied into a game’s journal: GAME_DAMAGED to its players, damaged in the admin list, never a shorter game', async () => {
    // Two games of two humans, a few commits each, their rooms closed.
    const played = [];
    for (const seed of ['copied-from', 'copied-into']) {
      const first = await server.client().create({ factions: ['atreides', 'fremen'], seed, faction: 'atreides' });
      const second = await server.client().join(first.gameId, { faction: 'fremen' });
      for (let i = 0; i < 4; i++) for (const c of [first, second]) if (c.decisions[0]) await c.act(legalAnswer(c.decisions[0], i, c.view));
      played.push(first);
      await first.leave();
      await second.leave();
      await server.room(first.gameId).disconnect();
    }
    const [from, into] = played as [GameConnection, GameConnection];
    const journal = (id: string) => join(dir, 'games', id, 'journal.jsonl');
    const lines = readFileSync(journal(into.gameId), 'utf8').split('\n').filter(Boolean);
    expect(lines.length, 'commits in the journal').to.be.at.least(3);
    const foreign = readFileSync(journal(from.gameId), 'utf8').split('\n')[0]!;
    writeFileSync(journal(into.gameId), `${[...lines.slice(0, 2), foreign, ...lines.slice(2)].join('\n')}\n`);
    const refused = await server
      .client()
      .reclaim(into.gameId, into.seatToken!)
      .then(
        () => null,
        (e: DuneError) => e,
      );
    expect(refused).to.deep.include({ code: 'GAME_DAMAGED', status: 500 });
    expect(refused?.message).to.include(from.gameId);
    const list = (await (await fetch(`${server.httpUrl}/admin/games`, { headers: auth })).json()) as { games: { gameId: string; damaged?: string }[] };
    expect(list.games.find((g) => g.gameId === into.gameId)?.damaged).to.include(from.gameId);
    expect(list.games.find((g) => g.gameId === from.gameId)?.damaged).to.equal(undefined);
  });

  it('one address may create only so many games a minute (RATE_LIMITED, 429)', async () => {
    const limited = await bootServer(undefined, { limits: { createsPerMinute: 3, refusalDelayMs: 10 } });
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await limited.client().create({ factions: ['atreides', 'fremen'] }));
    const refused = await limited
      .client()
      .create({ factions: ['atreides', 'fremen'] })
      .then(
        () => null,
        (e: DuneError) => e,
      );
    expect(refused).to.deep.include({ code: 'RATE_LIMITED', status: 429 });
    // Joining and watching are not creating.
    const watcher = await limited.client().spectate(made[0]!.gameId);
    for (const c of [...made, watcher]) await c.leave();
    await limited.close();
  });
});
