// Child process for the cross-process race test: says "ready" once loaded, waits for the go (a line on stdin) that
// the test sends when every worker is ready, then races the other workers for a game lock and for `count`
// read-modify-write increments of a counter in `control` (reloading on conflict). Prints one JSON line:
// { locked, conflicts }.
import { FileStore } from '../../server/store/file.ts';
import { RedisStore } from '../../server/store/redis.ts';
import type { GameStore } from '../../server/store/types.ts';

const [kind, where, gameId, name, countText] = process.argv.slice(2) as [string, string, string, string, string];
const store: GameStore = kind === 'redis' ? new RedisStore(where) : new FileStore(where);

const go = new Promise((resolve) => process.stdin.once('data', resolve));
console.log('ready');
await go;
process.stdin.destroy();
const locked = await store.lock(`${gameId}-lock`, name, 30_000);
let conflicts = 0;
for (let done = 0; done < Number(countText); ) {
  const record = await store.load(gameId);
  if (!record) throw new Error('game missing');
  const control = record.control as { count: number; by: string[] };
  const next = { ...record, version: record.version + 1, control: { count: control.count + 1, by: [...control.by, name] } };
  if ((await store.commit(gameId, record.version, next, null)) === 'ok') done += 1;
  else conflicts += 1;
}
await store.close();
console.log(JSON.stringify({ locked, conflicts }));
