// File store faults with real files: a full disk (a small tmpfs when this process may mount one, else a short write
// injected through the file layer's seam, and the test says which ran), a damaged middle journal line, a deleted
// journal, a truncated log or snapshot. An acknowledged commit is never lost, damage is reported (never skipped), a
// torn tail is still recovered, and the store works again once the fault is gone.
import { expect } from 'chai';
import { readdirSync } from 'node:fs';
import { readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FileStore } from '../../server/store/file.ts';
import { fileWrites, ShortWriteError } from '../../server/store/file-io.ts';
import { CorruptRecordError } from '../../server/store/records.ts';
import { verifyGame } from '../../server/replay.ts';
import type { GameRecord, LogEntry } from '../../server/store/types.ts';
import { report } from '../support/capture-logs.ts';
import { mountTmpfs, unmount } from '../helpers/tmpfs.ts';
import { withDir } from '../helpers/temp-dir.ts';
import { newRecord, playWithBot } from './bot-play.ts';

/** Commits `n` bot actions one by one; returns the records committed (acknowledged). */
async function commitSteps(store: FileStore, record: GameRecord, n: number): Promise<GameRecord[]> {
  const acknowledged: GameRecord[] = [];
  let current = record;
  for (const [i, step] of playWithBot(current.state, n).entries()) {
    const next = { ...current, version: current.version + 1, state: step.state, updatedAt: 2_000 + i };
    const entry: LogEntry = { version: next.version, seat: step.seat, action: step.action, at: 2_000 + i };
    if ((await store.commit(current.gameId, current.version, next, entry)) !== 'ok') throw new Error('conflict');
    acknowledged.push(next);
    current = next;
  }
  return acknowledged;
}

describe('store: file faults', function () {
  this.timeout(30_000);

  it('a full disk: the commit that does not fit fails, nothing acknowledged is lost, and commits resume when there is room', async () => {
    const mounted = mountTmpfs(192);
    const run = async (dir: string, fill: () => Promise<void>, free: () => Promise<void>) => {
      // Whole records in every journal line: the commit that must not fit is far larger than the slack a file system
      // leaves in the journal's last block (a commit of one small action can fit in it).
      const store = new FileStore(dir, { snapshotEvery: 1 });
      const record = newRecord('full-disk');
      await store.create(record);
      const acknowledged = await commitSteps(store, record, 20);
      await fill();
      const last = acknowledged.at(-1)!;
      const [step] = playWithBot(last.state, 1);
      const next = { ...last, version: last.version + 1, state: step!.state };
      const failed = await store.commit('full-disk', last.version, next, { version: next.version, seat: step!.seat, action: step!.action, at: 9 }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(failed, 'the commit that does not fit').to.be.instanceOf(Error);
      // Nothing acknowledged is lost, and the failed commit is not there.
      const reread = await new FileStore(dir).load('full-disk');
      expect(reread!.version).to.equal(last.version);
      expect((await new FileStore(dir).log('full-disk')).length).to.equal(acknowledged.length);
      await free();
      expect(await store.commit('full-disk', last.version, next, { version: next.version, seat: step!.seat, action: step!.action, at: 9 })).to.equal('ok');
      expect((await new FileStore(dir).load('full-disk'))!.version).to.equal(next.version);
      return failed;
    };
    if (mounted) {
      try {
        const ballast = join(mounted, 'ballast');
        const error = await run(
          mounted,
          async () => {
            // Fill the tmpfs to the last few bytes.
            await writeFile(ballast, Buffer.alloc(1)).catch(() => undefined);
            for (let size = 256 * 1024; size >= 64; size = Math.floor(size / 2))
              await writeFile(join(mounted, `fill-${size}-${Math.random()}`), Buffer.alloc(size)).catch(() => undefined);
          },
          async () => {
            for (const name of readdirSync(mounted)) if (name.startsWith('fill-')) await rm(join(mounted, name), { force: true });
          },
        );
        report(`full disk: a real ${192} KiB tmpfs; the failed commit raised ${(error as NodeJS.ErrnoException).code ?? (error as Error).name}`);
      } finally {
        unmount(mounted);
      }
    } else {
      const write = fileWrites.write;
      await withDir('dune-faults-', (dir) =>
        run(
          dir,
          async () => {
            // The disk takes part of the bytes, then none.
            let calls = 0;
            fileWrites.write = async (handle, bytes, offset, length) => {
              calls++;
              return calls === 1 ? write(handle, bytes, offset, Math.floor(length / 3)) : { bytesWritten: 0, buffer: bytes };
            };
          },
          async () => {
            fileWrites.write = write;
          },
        ),
      );
      report('full disk: no tmpfs could be mounted here; a short write was injected through fileWrites');
    }
  });

  it('a short write is continued until every byte is written, or fails with ShortWriteError', async () => {
    const write = fileWrites.write;
    try {
      await withDir('dune-faults-', async (dir) => {
        const store = new FileStore(dir);
        const record = newRecord('short');
        await store.create(record);
        // Each write takes at most 100 bytes: the commit still succeeds whole.
        fileWrites.write = (handle, bytes, offset, length) => write(handle, bytes, offset, Math.min(length, 100));
        const acknowledged = await commitSteps(store, record, 3);
        expect((await new FileStore(dir).load('short'))!.version).to.equal(acknowledged.at(-1)!.version);
        fileWrites.write = async (_handle, bytes) => ({ bytesWritten: 0, buffer: bytes });
        const last = acknowledged.at(-1)!;
        const error = await store.commit('short', last.version, { ...last, version: last.version + 1 }, null).then(
          () => null,
          (e: unknown) => e,
        );
        expect(error).to.be.instanceOf(ShortWriteError);
      });
    } finally {
      fileWrites.write = write;
    }
  });

  it('a damaged middle journal line, a deleted journal, a truncated log or snapshot are reported, never skipped; the others are listed', async () => {
    await withDir('dune-faults-', async (dir) => {
      const store = new FileStore(dir);
      const games = ['middle', 'no-journal', 'short-log', 'torn-snapshot', 'healthy'];
      for (const id of games) {
        const record = newRecord(id);
        await store.create(record);
        await commitSteps(store, record, id === 'short-log' ? 70 : 10); // 70: past a fold, so the log has lines
      }
      const folder = (id: string) => join(dir, 'games', id);
      // One flipped character in the middle of the journal (the line still parses).
      const journal = await readFile(join(folder('middle'), 'journal.jsonl'), 'utf8');
      const lines = journal.split('\n');
      lines[4] = lines[4]!.replace('"version":', '"version": ');
      await writeFile(join(folder('middle'), 'journal.jsonl'), lines.join('\n'));
      await rm(join(folder('no-journal'), 'journal.jsonl'));
      const snapshot = JSON.parse(await readFile(join(folder('short-log'), 'snapshot.json'), 'utf8')) as { log: string; logBytes: number };
      await truncate(join(folder('short-log'), snapshot.log), Math.floor(snapshot.logBytes / 2));
      await truncate(join(folder('torn-snapshot'), 'snapshot.json'), 40);

      const fresh = new FileStore(dir);
      for (const id of games.slice(0, 4)) expect(await fresh.load(id).catch((e: unknown) => e), id).to.be.instanceOf(CorruptRecordError);
      expect((await fresh.load('healthy'))!.version).to.equal(10);
      const listed = (await fresh.list()).games;
      expect(
        listed
          .filter((g) => g.damaged)
          .map((g) => g.gameId)
          .sort(),
      ).to.deep.equal(games.slice(0, 4).sort());
      expect(listed.find((g) => g.gameId === 'healthy')).to.deep.include({ version: 10 });
      // The replay check reports each damaged game and goes on with the others.
      for (const id of games.slice(0, 4)) expect((await verifyGame(fresh, id)).problem, id).to.match(/^damaged: /);
      expect((await verifyGame(fresh, 'healthy')).ok).to.equal(true);
      // An import (from an export) restores a damaged game.
      const healthy = (await fresh.load('healthy'))!;
      await fresh.put({ ...healthy, gameId: 'middle' }, await fresh.log('healthy'));
      expect((await new FileStore(dir).load('middle'))!.version).to.equal(10);
    });
  });

  it('a changed digit in a snapshot or in a folded log line (still valid JSON) is damage', async () => {
    await withDir('dune-faults-', async (dir) => {
      const store = new FileStore(dir);
      for (const id of ['snap', 'logline']) {
        const record = newRecord(id);
        await store.create(record);
        await commitSteps(store, record, 70);
      }
      const snapFile = join(dir, 'games', 'snap', 'snapshot.json');
      const snap = await readFile(snapFile, 'utf8');
      await writeFile(
        snapFile,
        snap.replace(/"spice":(\d)/, (_m, d: string) => `"spice":${(Number(d) + 1) % 10}`),
      );
      expect(await new FileStore(dir).load('snap').catch((e: unknown) => e)).to.be.instanceOf(CorruptRecordError);
      const { log } = JSON.parse(await readFile(join(dir, 'games', 'logline', 'snapshot.json'), 'utf8')) as { log: string };
      const logFile = join(dir, 'games', 'logline', log);
      const text = await readFile(logFile, 'utf8');
      await writeFile(logFile, text.replace('"at":2002', '"at":2003'));
      const fresh = new FileStore(dir);
      expect((await fresh.load('logline'))!.version).to.equal(70); // the restore reads the snapshot and journal only
      expect(await fresh.log('logline').catch((e: unknown) => e)).to.be.instanceOf(CorruptRecordError);
    });
  });

  it('a torn last journal line (a crash mid-append) is still recovered without loss', async () => {
    await withDir('dune-faults-', async (dir) => {
      const store = new FileStore(dir);
      const record = newRecord('torn');
      await store.create(record);
      const acknowledged = await commitSteps(store, record, 5);
      const file = join(dir, 'games', 'torn', 'journal.jsonl');
      await writeFile(file, `${await readFile(file, 'utf8')}0123456789abcdef {"log":"log-x","aft`);
      const fresh = new FileStore(dir);
      expect((await fresh.load('torn'))!.version).to.equal(acknowledged.at(-1)!.version);
      const more = await commitSteps(fresh, acknowledged.at(-1)!, 2);
      expect((await new FileStore(dir).load('torn'))!.version).to.equal(more.at(-1)!.version);
    });
  });
});
