// The watermark file (server/failover/watermarks.ts): what a process acknowledged survives the process, a line cut
// short by a crash is skipped, the file stays compact, and games idle for a month are forgotten.
import { expect } from 'chai';
import { appendFile, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WatermarkBook } from '../../server/failover/watermarks.ts';

const DAY = 86_400_000;

describe('store: watermark file', () => {
  let path: string;
  const open = (now = Date.now()) =>
    WatermarkBook.open(
      path,
      (error) => {
        throw error;
      },
      now,
    );
  beforeEach(async () => {
    path = join(await mkdtemp(join(tmpdir(), 'dune-watermark-test-')), 'nested', 'book.jsonl');
  });

  it('keeps the highest version per game and generation, the instance id and forgotten games across a reopen', async () => {
    const book = await open();
    book.instance = 'redis-a';
    for (let v = 1; v <= 50; v++) book.raise('g1', v, '');
    book.raise('g1', 10, '');
    book.raise('g2', 7, '');
    book.raise('g3', 3, '');
    book.forget('g3');
    book.raise('g4', 9, '');
    book.raise('g4', 2, 'imported');
    await book.close();
    const again = await open();
    expect(again.instance).to.equal('redis-a');
    expect(again.get('g1')?.version).to.equal(50);
    expect(again.get('g2')?.version).to.equal(7);
    expect(again.get('g3')).to.equal(undefined);
    expect(again.get('g4')).to.include({ version: 2, generation: 'imported' });
    await again.close();
  });

  it('skips a line cut short by a crash, rewrites the file compacted, and forgets games idle for a month', async () => {
    const now = Date.now();
    const book = await open(now);
    book.raise('old', 4, '', now - 40 * DAY);
    book.raise('recent', 5, '', now - DAY);
    await book.close();
    await appendFile(path, '{"game":"recent","version":9,"gen');
    const again = await open(now);
    expect(again.get('old')).to.equal(undefined);
    expect(again.get('recent')?.version).to.equal(5);
    await again.close();
    const lines = (await readFile(path, 'utf8')).trim().split('\n');
    expect(lines.map((l) => JSON.parse(l) as { game: string }).map((l) => l.game)).to.deep.equal(['recent']);
  });
});
