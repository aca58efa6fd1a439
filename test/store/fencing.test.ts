// FileStore commits are fenced (server/store/file-lock.ts, file-guard.ts), shown with real processes on one folder:
// a writer whose append stalls for longer than any lease keeps the game's guard, so a second process that takes the
// game meanwhile is acknowledged for another version or none, never the same one; and a writer whose lock has passed
// to another is refused before it appends. Each writer is a process of its own (fence-worker.ts).
import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { FileStore } from '../../server/store/file.ts';
import { pipeOutput, report } from '../support/capture-logs.ts';
import { newRecord } from './bot-play.ts';

type Answer = Record<string, unknown>;

interface Writer {
  /** Sends a command (fence-worker.ts) and resolves with its answer. */
  ask(command: string): Promise<Answer>;
  /** Resolves when the worker reports `event`. */
  event(name: string): Promise<void>;
  stop(): void;
}

function startWriter(dir: string, name: string): Writer {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/store/fence-worker.ts', dir, name], { stdio: ['pipe', 'pipe', 'pipe'] });
  pipeOutput(child, `writer ${name}`);
  const waiting = new Map<string, (answer: Answer) => void>();
  const events = new Map<string, () => void>();
  const seen = new Set<string>();
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const answer = JSON.parse(line) as Answer;
    if (typeof answer.event === 'string') {
      seen.add(answer.event);
      events.get(answer.event)?.();
    } else waiting.get(String(answer.id))?.(answer);
  });
  let n = 0;
  return {
    ask(command) {
      const id = String(++n);
      const answered = new Promise<Answer>((resolve) => waiting.set(id, resolve));
      child.stdin!.write(`${id} ${command}\n`);
      return answered;
    },
    event: (name) => (seen.has(name) ? Promise.resolve() : new Promise<void>((resolve) => events.set(name, resolve))),
    stop: () => child.kill(),
  };
}

/** The control history of a stored game: who committed each version, in order. */
async function committers(dir: string, gameId: string): Promise<string[]> {
  const record = await new FileStore(dir).load(gameId);
  return (record!.control as { by: string[] }).by;
}

describe('FileStore fencing across processes', function () {
  this.timeout(30_000);
  let dir: string;
  let a: Writer;
  let b: Writer;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dune-fence-'));
    a = startWriter(dir, 'A');
    b = startWriter(dir, 'B');
    await Promise.all([a.event('ready'), b.event('ready')]);
  });
  after(async () => {
    a?.stop();
    b?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('an append stalled past every lease while another process takes the game: one acknowledgement per version, and the game holds exactly those', async () => {
    const gameId = 'stalled';
    await new FileStore(dir).create({ ...newRecord(gameId), control: { by: [] } });
    expect((await a.ask(`lock ${gameId} 1000 0`)).ok).to.equal(true);
    await a.ask(`load ${gameId}`);
    // A's append waits 6 s: longer than its 1 s lock and than the 5 s after which earlier builds took the guard.
    await a.ask('stall 6000');
    const committedByA = a.ask(`commit ${gameId}`);
    await a.event('stalling');
    const started = performance.now();
    // B, another process, waits for A's lock to go stale (A renews nothing), takes the game, and commits on what it loaded.
    const lockedByB = await b.ask(`lock ${gameId} 1000 15000`);
    expect(lockedByB.ok, 'B takes the game in the end').to.equal(true);
    await b.ask(`load ${gameId}`);
    const byB = await b.ask(`commit ${gameId}`);
    const byA = await committedByA;
    const acknowledged = [
      { writer: 'A', result: byA.result, version: byA.version },
      { writer: 'B', result: byB.result, version: byB.version },
    ].filter((c) => c.result === 'ok');
    const versions = acknowledged.map((c) => c.version);
    expect(new Set(versions).size, `acknowledged versions ${JSON.stringify(acknowledged)}`).to.equal(versions.length);
    const stored = await committers(dir, gameId);
    expect(stored, 'the stored game holds the acknowledged commits, in version order, and nothing else').to.deep.equal(
      acknowledged.sort((x, y) => Number(x.version) - Number(y.version)).map((c) => c.writer),
    );
    // Here both get through: A's commit was made under a lock still its own, and B took the game after it.
    expect(stored).to.deep.equal(['A', 'B']);
    report(`B had the game ${Math.round((performance.now() - started) / 100) / 10} s after A's append stalled; acknowledged: ${JSON.stringify(acknowledged)}`);
  });

  it('a writer whose lock has passed to another process is refused before it appends', async () => {
    const gameId = 'fenced';
    await new FileStore(dir).create({ ...newRecord(gameId), control: { by: [] } });
    expect((await a.ask(`lock ${gameId} 300 0`)).ok).to.equal(true);
    await a.ask(`load ${gameId}`);
    // A stops renewing (a stalled process): B sees its lock unchanged for 300 ms and takes the game.
    expect((await b.ask(`lock ${gameId} 300 5000`)).ok).to.equal(true);
    await b.ask(`load ${gameId}`);
    // A comes back and commits on the version it had: the version still matches, but its fence token is no longer the lock's.
    expect((await a.ask(`commit ${gameId}`)).result, 'the stale holder is refused').to.equal('conflict');
    expect((await b.ask(`commit ${gameId}`)).result).to.equal('ok');
    expect(await committers(dir, gameId)).to.deep.equal(['B']);
    const journal = await readFile(join(dir, 'games', gameId, 'journal.jsonl'), 'utf8');
    expect(journal, 'the line carries the fence token of B, the second holder').to.include('"fence":2');
  });
});
