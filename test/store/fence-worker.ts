// Child process for test/store/fencing.test.ts: one writer on a FileStore folder, driven line by line on stdin. Each
// line is `<id> <command> <args…>`; each answer is one JSON line `{ id, … }` on stdout, sent when the command is done
// (commands run at once, so a stalled commit does not hold up the others). Commands:
//   lock <gameId> <ttlMs> <withinMs>  takes the game's lock as this writer, trying again until `withinMs` has passed
//   load <gameId>                     loads the game: { version, by }
//   commit <gameId>                   commits on the version last loaded here, adding this writer to control.by:
//                                     { result, version } (version: the one the commit would make)
//   stall <ms>                        the next append to a journal waits `ms` first; { event: 'stalling' } when it starts
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileWrites } from '../../server/store/file-io.ts';
import { FileStore } from '../../server/store/file.ts';
import type { GameRecord } from '../../server/store/types.ts';

const [where, writer] = process.argv.slice(2) as [string, string];
const store = new FileStore(where);
const loaded = new Map<string, GameRecord>();
let stallMs = 0;

const say = (answer: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(answer)}\n`);

const write = fileWrites.write;
fileWrites.write = async (handle, bytes, offset, length, path) => {
  if (stallMs > 0 && path?.endsWith('journal.jsonl')) {
    const ms = stallMs;
    stallMs = 0;
    say({ event: 'stalling' });
    await sleep(ms);
  }
  return write(handle, bytes, offset, length, path);
};

async function run(command: string, args: string[]): Promise<Record<string, unknown>> {
  const [gameId = '', a = '0', b = '0'] = args;
  switch (command) {
    case 'lock': {
      const started = performance.now();
      for (;;) {
        if (await store.lock(gameId, writer, Number(a))) return { ok: true, waitedMs: Math.round(performance.now() - started) };
        if (performance.now() - started > Number(b)) return { ok: false };
        await sleep(20);
      }
    }
    case 'load': {
      const record = (await store.load(gameId))!;
      loaded.set(gameId, record);
      return { version: record.version, by: (record.control as { by: string[] }).by };
    }
    case 'commit': {
      const record = loaded.get(gameId)!;
      const next = { ...record, version: record.version + 1, control: { by: [...(record.control as { by: string[] }).by, writer] } };
      return { result: await store.commit(gameId, record.version, next, null, writer), version: next.version };
    }
    case 'stall':
      stallMs = Number(gameId);
      return {};
    default:
      throw new Error(`unknown command ${command}`);
  }
}

createInterface({ input: process.stdin }).on('line', (line) => {
  const [id, command = '', ...args] = line.trim().split(/\s+/);
  run(command, args).then(
    (answer) => say({ id, ...answer }),
    (error: unknown) => say({ id, error: String(error) }),
  );
});
say({ event: 'ready' });
