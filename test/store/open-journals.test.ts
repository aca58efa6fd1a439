// FileStore's fast path: the journals of the games a process writes stay open between commits, and the metadata
// calls of a commit are synchronous while the file system answers them fast (server/store/file-appends.ts,
// file-metadata.ts). Neither may change what is acknowledged: a failed commit leaves nothing behind that the next
// one continues, and a slow file system switches the process to asynchronous calls.
import { expect } from 'chai';
import { readFile, readlink, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { OpenAppends } from '../../server/store/file-appends.ts';
import { fileWrites } from '../../server/store/file-io.ts';
import { metadataCalls } from '../../server/store/file-metadata.ts';
import { FileStore } from '../../server/store/file.ts';
import type { GameRecord } from '../../server/store/types.ts';
import { withDir } from '../helpers/temp-dir.ts';
import { newRecord, playWithBot } from './bot-play.ts';

/** A file store in `dir` with a new game `gameId` created in it, held by the writer `w`. */
async function heldGame(dir: string, gameId: string): Promise<{ store: FileStore; record: GameRecord }> {
  const store = new FileStore(dir);
  const record = newRecord(gameId);
  expect(await store.lock(gameId, 'w', 60_000)).to.equal(true);
  await store.create(record);
  return { store, record };
}

/** The files under `dir` this process has open now. */
async function openUnder(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const fd of await readdir('/proc/self/fd')) {
    const target = await readlink(`/proc/self/fd/${fd}`).catch(() => '');
    if (target.startsWith(dir)) found.push(target);
  }
  return found;
}

/** Commits `n` bot actions as the lock's owner `writer`, one by one; returns the last record. */
async function commitAs(store: FileStore, writer: string, record: GameRecord, n: number): Promise<GameRecord> {
  let current = record;
  for (const step of playWithBot(current.state, n)) {
    const next = { ...current, version: current.version + 1, state: step.state };
    const result = await store.commit(current.gameId, current.version, next, { version: next.version, seat: step.seat, action: step.action, at: 1 }, writer);
    expect(result).to.equal('ok');
    current = next;
  }
  return current;
}

describe('store: open journals and fast metadata calls (FileStore)', function () {
  this.timeout(30_000);

  it('keeps at most its limit of journals open, the least recently used closed first, and closes them all on close()', async () => {
    await withDir('dune-open-journals-', async (dir) => {
      const appends = new OpenAppends(2);
      const paths = ['a', 'b', 'c'].map((name) => join(dir, name));
      for (const path of paths) await appends.append(path, 0, 'x\n', false);
      expect((await openUnder(dir)).sort()).to.deep.equal(paths.slice(1));
      await appends.append(paths[1]!, 2, 'y\n', true);
      await appends.append(paths[0]!, 2, 'y\n', false);
      expect((await openUnder(dir)).sort()).to.deep.equal([paths[0], paths[1]]);
      await appends.closeAll();
      expect(await openUnder(dir)).to.deep.equal([]);
      expect(await readFile(paths[1]!, 'utf8')).to.equal('x\ny\n');
    });
  });

  it('a failed append keeps no handle: the next one cuts the torn tail off, even when told the file is as it was left', async () => {
    await withDir('dune-open-journals-', async (dir) => {
      const appends = new OpenAppends();
      const path = join(dir, 'journal');
      await appends.append(path, 0, 'one\n', false);
      const write = fileWrites.write;
      let calls = 0;
      fileWrites.write = async (handle, bytes, offset) => (++calls === 1 ? write(handle, bytes, offset, 3) : { bytesWritten: 0, buffer: bytes });
      try {
        await appends.append(path, 4, 'two\n', true).then(
          () => expect.fail('the short write was acknowledged'),
          () => undefined,
        );
      } finally {
        fileWrites.write = write;
      }
      expect(await readFile(path, 'utf8')).to.equal('one\ntwo');
      expect(await openUnder(dir)).to.deep.equal([]);
      await appends.append(path, 4, 'two\n', true);
      expect(await readFile(path, 'utf8')).to.equal('one\ntwo\n');
      await appends.closeAll();
    });
  });

  it('a commit whose journal line was written but whose fold failed reads back as written, and later commits add one line each', async () => {
    await withDir('dune-open-journals-', async (dir) => {
      const { store, record } = await heldGame(dir, 'fold-fails');
      // 63 lines in the journal: the next commit folds (FOLD_EVERY is 64) and the fold's append to the log fails.
      const before = await commitAs(store, 'w', record, 63);
      const [step] = playWithBot(before.state, 1);
      const next = { ...before, version: before.version + 1, state: step!.state };
      const entry = { version: next.version, seat: step!.seat, action: step!.action, at: 1 };
      const write = fileWrites.write;
      fileWrites.write = async (handle, bytes, offset, length, path) =>
        path?.includes('log-') ? { bytesWritten: 0, buffer: bytes } : write(handle, bytes, offset, length);
      try {
        await store.commit('fold-fails', before.version, next, entry, 'w').then(
          () => expect.fail('the commit whose fold failed was acknowledged'),
          () => undefined,
        );
      } finally {
        fileWrites.write = write;
      }
      // What a room does after a commit that threw: read back what the store holds (its line is on disk).
      expect((await store.load('fold-fails'))!.version).to.equal(next.version);
      const last = await commitAs(store, 'w', next, 3);
      await store.close();
      const fresh = new FileStore(dir);
      expect((await fresh.load('fold-fails'))!.version).to.equal(last.version);
      expect((await fresh.log('fold-fails')).map((e) => e.version)).to.deep.equal(Array.from({ length: last.version }, (_, i) => i + 1));
    });
  });

  it('keeps a written game journal open until the game is let go, and never writes through it after another process held the game', async () => {
    await withDir('dune-open-journals-', async (dir) => {
      const { store, record } = await heldGame(dir, 'held');
      // Past two folds (every 64 lines): each goes on from what it wrote, without reading the files again.
      const last = await commitAs(store, 'w', record, 140);
      expect(await openUnder(dir)).to.deep.equal([join(dir, 'games', 'held', 'journal.jsonl')]);
      expect((await new FileStore(dir).log('held')).map((e) => e.version)).to.deep.equal(Array.from({ length: last.version }, (_, i) => i + 1));
      // Another process held the game meanwhile (the lock file is another one now, same content) and left a journal
      // that is another file with the same lines: the open handle, on the old file, must not be written through.
      const folder = join(dir, 'games', 'held');
      for (const name of ['lock', 'journal.jsonl']) {
        const text = await readFile(join(folder, name));
        await rm(join(folder, name));
        await writeFile(join(folder, name), text);
      }
      const after = await commitAs(store, 'w', last, 1);
      expect((await new FileStore(dir).load('held'))!.version).to.equal(after.version);
      await store.unlock('held', 'w');
      expect(await openUnder(dir)).to.deep.equal([]);
      await store.close();
    });
  });

  for (const [slow, set] of [
    ['one call that stalls', { stallMs: -1 }],
    ['calls slow on average', { meanMs: -1 }],
  ] as const)
    it(`${slow}: the process switches to asynchronous metadata calls, and commits go on the same`, async () => {
      const saved = { ...metadataCalls };
      try {
        await withDir('dune-open-journals-', async (dir) => {
          const { store, record } = await heldGame(dir, 'slow-fs');
          const first = await commitAs(store, 'w', record, 3);
          expect(metadataCalls.synchronous).to.equal(true);
          Object.assign(metadataCalls, set);
          // Three metadata calls a commit: 40 commits make more than the 100 calls an average is taken over.
          const last = await commitAs(store, 'w', first, 40);
          expect(metadataCalls.synchronous).to.equal(false);
          await store.close();
          expect((await new FileStore(dir).load('slow-fs'))!.version).to.equal(last.version);
        });
      } finally {
        Object.assign(metadataCalls, saved);
      }
    });
});
