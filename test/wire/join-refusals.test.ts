// Every refused create or join reaches the SDK as a DuneError with the refusal's code and HTTP status (PROTOCOL.md),
// with no framework noise on the console; ids are checked before the store is touched, and unknown or hostile ids
// leave nothing behind on disk.
import { expect } from 'chai';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DuneError } from '../../client-sdk/node.ts';
import { FileStore } from '../../server/store/index.ts';
import { bootServer, type TestServer } from '../helpers/server.ts';

/** The error an SDK call ends with, and whatever the SDK printed meanwhile. */
async function refusal(call: () => Promise<unknown>): Promise<{ error: DuneError; printed: string[] }> {
  const printed: string[] = [];
  const saved = { warn: console.warn, error: console.error, log: console.log };
  const keep = (...args: unknown[]) => void printed.push(args.map(String).join(' '));
  Object.assign(console, { warn: keep, error: keep, log: keep });
  try {
    await call();
  } catch (error) {
    return { error: error as DuneError, printed };
  } finally {
    Object.assign(console, saved);
  }
  throw new Error('the call was not refused');
}

describe('wire: join refusals', function () {
  this.timeout(30_000);
  let dir: string;
  let server: TestServer;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dune-refusals-'));
    server = await bootServer(new FileStore(dir));
  });
  after(() => server.close());

  const games = () => readdirSync(join(dir, 'games')).sort();

  it('every refusal carries its code and status to the SDK, and nothing is printed', async () => {
    const creator = await server.client().create({ factions: ['atreides', 'harkonnen'], seed: 'refusals', seating: 'listed', bots: { harkonnen: 'easy' } });
    const id = creator.gameId;
    const cases: [string, () => Promise<unknown>, string, number | null][] = [
      ['bad options', () => server.client().create({ factions: ['atreides'] } as never), 'BAD_OPTIONS', 400],
      ['bot seat of an absent faction', () => server.client().create({ factions: ['atreides', 'fremen'], bots: { guild: 'easy' } }), 'NOT_IN_GAME', 400],
      [
        'creator on a bot seat',
        () => server.client().create({ factions: ['atreides', 'fremen'], bots: { fremen: 'easy' }, faction: 'fremen' }),
        'SEAT_IS_BOT',
        409,
      ],
      ['a faction not in the game', () => server.client().join(id, { faction: 'emperor' }), 'NOT_IN_GAME', 400],
      ['a bot seat', () => server.client().join(id, { faction: 'harkonnen' }), 'SEAT_IS_BOT', 409],
      ['a claimed seat', () => server.client().join(id, { faction: 'atreides' }), 'SEAT_TAKEN', 409],
      ['no free seat', () => server.client().join(id), 'GAME_FULL', 409],
      ['a wrong seat token', () => server.client().reclaim(id, 'x'.repeat(40)), 'BAD_TOKEN', 403],
      ['an unknown game', () => server.client().join('no-such-game'), 'GAME_NOT_FOUND', 404],
      ['an unknown game, as a spectator', () => server.client().spectate('no-such-game-either'), 'GAME_NOT_FOUND', 404],
      // The SDK checks an id before putting it in a URL (no status: no request was made); the server checks it too.
      ['a traversal id', () => server.client().spectate('../../etc'), 'BAD_GAME_ID', null],
      ['an over-long id', () => server.client().join('a'.repeat(65)), 'BAD_GAME_ID', null],
    ];
    for (const [what, call, code, status] of cases) {
      const { error, printed } = await refusal(call);
      expect(error.name, what).to.equal('DuneError');
      expect({ code: error.code, status: error.status }, what).to.deep.equal({ code, status });
      expect(error.message, what).to.not.match(/^[A-Z_]+: [A-Z_]+:/); // the code is not repeated as the message
      expect(printed, what).to.deep.equal([]);
    }
    // The seats still work for their owners.
    expect((await server.client().reclaim(id, creator.seatToken!)).faction).to.equal('atreides');
  });

  it('a game stored but not live: a refused reclaim is answered before any socket, and the game stays restorable', async () => {
    const creator = await server.client().create({ factions: ['atreides', 'harkonnen'], seed: 'stored', seating: 'listed' });
    const { gameId, seatToken } = creator;
    await creator.leave();
    await server.room(gameId).disconnect();
    const { error, printed } = await refusal(() => server.client().reclaim(gameId, 'y'.repeat(40)));
    expect({ code: error.code, status: error.status }).to.deep.equal({ code: 'BAD_TOKEN', status: 403 });
    expect(printed).to.deep.equal([]);
    expect((await server.client().reclaim(gameId, seatToken!)).faction).to.equal('atreides');
  });

  it('unknown and hostile ids create nothing on disk, through the SDK or raw matchmaking requests', async () => {
    const before = games();
    const ids = ['never-made', 'also-never-made', '..', '../../etc', 'a/b', 'nul\u0000byte', 'x'.repeat(300)];
    for (const id of ids) await refusal(() => server.client().join(id)).catch(() => undefined);
    // What a client without the SDK may send: the restore request with any id in its options.
    for (const id of ids) {
      const answer = await fetch(`${server.httpUrl}/matchmake/create/dune`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ gameId: id }),
      });
      const body = (await answer.json()) as { code: number; error: string };
      const expected = /^[A-Za-z0-9_-]{1,64}$/.test(id) ? ['GAME_NOT_FOUND', 404] : ['BAD_GAME_ID', 400];
      expect([body.error.split(':')[0], answer.status], id).to.deep.equal(expected);
    }
    expect(games()).to.deep.equal(before);
    expect(games().every((g) => /^[A-Za-z0-9_-]+$/.test(g))).to.equal(true);
  });
});
