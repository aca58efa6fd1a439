// Wall clocks decide nothing that must be safe: two server processes on one DATA_DIR, the second with its wall clock
// 60 s ahead, the first stepped back 40 s and then forward 80 s mid-game (test/support/skewed-clock.ts; their
// monotonic clocks run true, as on a real machine). The process ahead never takes the live game's lock; the step back
// refuses no action as RATE_LIMITED, and play and commits go on; the step forward does not clear a chat window.
import { expect } from 'chai';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuneClient, type DuneError, type GameConnection } from '../../client-sdk/node.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { ROOM_NAME } from '../../schema/room-name.ts';
import { FileStore } from '../../server/store/index.ts';
import { startProcess, stopProcess, type ServerProcess } from '../helpers/process.ts';
import { MatchmakeError, matchmake } from '../helpers/raw-client.ts';
import { freePort } from '../helpers/redis.ts';
import { sleep, waitFor } from '../helpers/server.ts';
import { report } from '../support/capture-logs.ts';

const LOCK_TTL_MS = 1500;

/** Plays `count` of the seat's decisions one after the other; the codes of the refused ones, and the last version acknowledged. */
async function play(seat: GameConnection, count: number): Promise<{ acked: number; refused: string[]; version: number }> {
  const played = { acked: 0, refused: [] as string[], version: 0 };
  for (let i = 0; played.acked + played.refused.length < count; i++) {
    await waitFor(() => seat.decisions.length > 0, 10_000, 'a decision of the seat');
    await seat.act(legalAnswer(seat.decisions[0]!, i, seat.view)).then(
      (ack) => {
        played.acked += 1;
        played.version = ack.version;
      },
      (error: DuneError) => played.refused.push(error.code),
    );
  }
  return played;
}

/** Steps the wall clock of `p` by `ms` (it reads them from `file` on SIGUSR2); resolves once it says it did. */
async function stepClock(p: ServerProcess, file: string, ms: number): Promise<void> {
  await writeFile(file, String(ms));
  const stepped = new Promise<void>((resolve) => {
    const watch = (chunk: Buffer) => {
      if (!chunk.toString().includes('test clock stepped')) return;
      p.child.stdout!.off('data', watch);
      resolve();
    };
    p.child.stdout!.on('data', watch);
  });
  p.child.kill('SIGUSR2');
  return stepped;
}

/** How far the host's wall clock is off, as its last commit's time shows (ms; the commit must be recent). */
async function committedSkew(dir: string, gameId: string): Promise<number> {
  return (await new FileStore(dir).load(gameId))!.updatedAt - Date.now();
}

describe('wall clocks off or stepped: locks, limits and play', function () {
  this.timeout(60_000);
  let dir: string;
  let steps: string;
  let host: ServerProcess;
  let ahead: ServerProcess;
  let seat: GameConnection;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dune-skew-'));
    steps = join(dir, 'clock-step');
    const env = { DATA_DIR: dir, BOT_DELAY_MS: '0', LOCK_TTL_MS: String(LOCK_TTL_MS) };
    [host, ahead] = await Promise.all([
      // The host's clock is right, until a test steps it (SIGUSR2).
      freePort().then((port) => startProcess(port, { ...env, DUNE_TEST_CLOCK_OFFSET_MS: '0', DUNE_TEST_CLOCK_STEP_FILE: steps })),
      freePort().then((port) => startProcess(port, { ...env, DUNE_TEST_CLOCK_OFFSET_MS: '60000' })),
    ]);
    const client = new DuneClient(host.url, { karamaAutoPass: false, reconnectMinUptimeMs: 0, requestTimeoutMs: 5_000 });
    seat = await client.create({ factions: ['atreides', 'harkonnen'], faction: 'atreides', bots: { harkonnen: 'easy' }, seed: 'clock-skew' });
  });
  after(async () => {
    await seat?.leave().catch(() => undefined);
    await Promise.all([host && stopProcess(host), ahead && stopProcess(ahead)]);
    await rm(dir, { recursive: true, force: true });
  });

  it('a process whose clock runs 60 s ahead does not take the lock of the process playing the game', async () => {
    const playing = play(seat, 10);
    // Asked to restore the game again and again for longer than the lock's lifetime: each time it finds the lock live.
    const answers: string[] = [];
    for (const end = performance.now() + 2.5 * LOCK_TTL_MS; performance.now() < end; await sleep(250))
      answers.push(
        await matchmake(ahead.httpUrl, 'create', ROOM_NAME, { gameId: seat.gameId, spectator: true }).then(
          () => 'restored',
          (error: unknown) => (error instanceof MatchmakeError ? error.code : String(error)),
        ),
      );
    expect(new Set(answers), `answers of the process ahead: ${answers.join(' ')}`).to.deep.equal(new Set(['GAME_BUSY']));
    const played = await playing;
    expect(played.refused, 'no action refused meanwhile').to.deep.equal([]);
    report(`the process 60 s ahead was refused ${answers.length} times over ${2.5 * LOCK_TTL_MS} ms; ${played.acked} actions played meanwhile`);
  });

  it('a wall clock stepped back 40 s mid-game refuses no action as RATE_LIMITED; play and commits go on', async () => {
    await play(seat, 3);
    const before = await committedSkew(dir, seat.gameId);
    await stepClock(host, steps, -40_000);
    const played = await play(seat, 30);
    expect(played.refused, 'refusals after the step').to.deep.equal([]);
    expect(played.acked).to.equal(30);
    // Every acknowledged action is stored, at the stepped time.
    expect((await new FileStore(dir).load(seat.gameId))!.version).to.be.at.least(played.version);
    expect((await committedSkew(dir, seat.gameId)) - before).to.be.within(-45_000, -35_000);
  });

  it('a wall clock stepped forward does not empty a chat window: the limit counts real time', async () => {
    for (let i = 1; i <= 5; i++) await seat.say('public', `message ${i}`);
    const before = await committedSkew(dir, seat.gameId);
    await stepClock(host, steps, 80_000);
    const sixth = await seat.say('public', 'message 6').then(
      () => 'stored',
      (error: DuneError) => error.code,
    );
    expect(sixth, 'a sixth message within 10 s of real time').to.equal('RATE_LIMITED');
    // Actions are not limited by the step either, and are stored at the stepped time.
    expect((await play(seat, 3)).refused).to.deep.equal([]);
    expect((await committedSkew(dir, seat.gameId)) - before).to.be.within(75_000, 85_000);
  });
});
