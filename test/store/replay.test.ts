// Replay (issue 6): a game played by the legal bot and committed action by action rebuilds, from config + seed +
// log, to the snapshot's stateHash — through both stores and through the CLI.
import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { stateHash } from '../../rooms/dune/index.ts';
import { replayLog, verifyGame } from '../../server/replay.ts';
import { FileStore } from '../../server/store/file.ts';
import { RedisStore } from '../../server/store/redis.ts';
import type { GameRecord, GameStore } from '../../server/store/types.ts';
import { startRedis, type TestRedis } from '../helpers/redis.ts';
import { newRecord, playWithBot } from './bot-play.ts';

const run = promisify(execFile);
const NODE = join(process.cwd(), 'node_modules/.bin/node');

/** Plays `count` bot actions, committing each as the room would (CAS on the version it read, entry appended). */
async function playInto(store: GameStore, gameId: string, count: number): Promise<GameRecord> {
  let record = newRecord(gameId, `replay-${gameId}`, ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'guild']);
  await store.create(record);
  for (const step of playWithBot(record.state, count)) {
    const next: GameRecord = { ...record, version: record.version + 1, state: step.state, updatedAt: record.updatedAt + 1 };
    const result = await store.commit(gameId, record.version, next, { version: next.version, seat: step.seat, action: step.action, at: next.updatedAt });
    expect(result).to.equal('ok');
    record = next;
  }
  return record;
}

describe('replay', () => {
  let dir: string;
  let redis: TestRedis;
  let files: FileStore;
  let red: RedisStore;

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dune-replay-'));
    redis = await startRedis();
    files = new FileStore(dir);
    red = new RedisStore(redis.url);
  });
  after(async () => {
    await red?.close();
    await redis?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('replayLog of a bot-played game equals the snapshot (file store)', async () => {
    const last = await playInto(files, 'bot-file', 400);
    expect(last.state.turn, 'the bot got past set-up').to.be.greaterThan(1);
    const entries = await files.log('bot-file');
    expect(entries).to.have.length(last.state.actions);
    expect(stateHash(replayLog(last.state.config, entries))).to.equal(stateHash(last.state));
    expect((await verifyGame(files, 'bot-file')).ok).to.equal(true);
  });

  it('replayLog of a bot-played game equals the snapshot (redis store)', async () => {
    const last = await playInto(red, 'bot-redis', 400);
    const report = await verifyGame(red, 'bot-redis');
    expect(report.problem).to.equal(null);
    expect(report).to.include({ ok: true, entries: last.state.actions, snapshotHash: stateHash(last.state) });
  });

  it('a log with an entry missing does not verify', async () => {
    const last = await playInto(files, 'bot-gap', 60);
    const entries = await files.log('bot-gap');
    await files.put(last, entries.slice(0, -1));
    const report = await verifyGame(files, 'bot-gap');
    expect(report.ok).to.equal(false);
    expect(report.problem).to.match(/differ|refused/);
  });

  it('the CLI exits 0 on a matching game and 1 on a mismatch (npm run replay)', async () => {
    const args = ['--import', 'tsx', 'server/replay.ts'];
    const ok = await run(NODE, [...args, '--dir', dir, '--game', 'bot-file']);
    expect(ok.stdout).to.match(/^OK\s+bot-file/);
    const viaRedis = await run(NODE, [...args, '--redis', redis.url, '--game', 'bot-redis']);
    expect(viaRedis.stdout).to.match(/^OK\s+bot-redis/);
    const bad = await run(NODE, [...args, '--dir', dir]).then(
      () => null,
      (e: { code: number; stdout: string }) => e,
    );
    expect(bad?.code).to.equal(1);
    expect(bad?.stdout).to.match(/MISMATCH bot-gap/);
    expect(bad?.stdout).to.match(/OK\s+bot-file/);
  });
});
