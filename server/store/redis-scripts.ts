// Lua scripts of RedisStore. Each runs atomically inside Redis, so a check and the writes that depend on it cannot
// interleave with another client. A game is one hash (version, the last snapshot's record JSON and its version, the
// seats and control written since, the summary fields, the log's entry count), its log a sorted set scored by
// version, its lock a plain string key.
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface LuaScript {
  source: string;
  sha: string;
}

function lua(source: string): LuaScript {
  return { source, sha: createHash('sha1').update(source).digest('hex') };
}

/** The hash fields a snapshot sets: ARGV[from … from+5] are version, record, turn, phase, updatedAt, actions. */
const SNAPSHOT = (from: number) => `
redis.call('HSET', KEYS[1], 'version', ARGV[${from}], 'record', ARGV[${from + 1}], 'snapshot', ARGV[${from}], 'turn', ARGV[${from + 2}],
  'phase', ARGV[${from + 3}], 'updatedAt', ARGV[${from + 4}], 'actions', ARGV[${from + 5}])
redis.call('HDEL', KEYS[1], 'meta')`;

/**
 * The log's entry count (logCount), kept for a load to check: an entry lost or added is damage. It holds for the
 * version in logCountAt; a commit adds its new entries to it when the count held for the version it continues, and
 * counts the log afresh when not (a game stored before the count, or last written by an earlier build).
 */
const COUNT_LOG = `
local count = redis.call('HMGET', KEYS[1], 'logCount', 'logCountAt')
if count[1] and count[2] == ARGV[1] then redis.call('HINCRBY', KEYS[1], 'logCount', added)
else redis.call('HSET', KEYS[1], 'logCount', redis.call('ZCARD', KEYS[2])) end
redis.call('HSET', KEYS[1], 'logCountAt', ARGV[2])`;

/** KEYS: game, games set, log. ARGV: id, version, record, turn, phase, updatedAt, actions. 1 = created, 0 = exists. */
export const CREATE = lua(`
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
${SNAPSHOT(2)}
redis.call('DEL', KEYS[3])
redis.call('HSET', KEYS[1], 'logCount', 0, 'logCountAt', ARGV[2])
redis.call('SADD', KEYS[2], ARGV[1])
return 1
`);

/**
 * Compare-and-set + log append. KEYS: game, log. ARGV: expected version, next version, turn, phase, updatedAt,
 * actions, record ('' when this commit writes no snapshot), meta ('' when seats and control are unchanged), then
 * (version, entry JSON) pairs, none for a commit without entries. 1 = written, 0 = the stored version differs (or
 * the game is gone). A snapshot replaces the record and drops the meta (the record holds seats and control).
 */
export const COMMIT = lua(`
if redis.call('HGET', KEYS[1], 'version') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'version', ARGV[2], 'turn', ARGV[3], 'phase', ARGV[4], 'updatedAt', ARGV[5], 'actions', ARGV[6])
if ARGV[7] ~= '' then
  redis.call('HSET', KEYS[1], 'record', ARGV[7], 'snapshot', ARGV[2])
  redis.call('HDEL', KEYS[1], 'meta')
end
if ARGV[8] ~= '' then redis.call('HSET', KEYS[1], 'meta', ARGV[8]) end
local added = 0
for i = 9, #ARGV, 2 do added = added + redis.call('ZADD', KEYS[2], ARGV[i], ARGV[i + 1]) end
${COUNT_LOG}
return 1
`);

/**
 * The game as one consistent read. KEYS: game, log. Returns nil for no game, else { record, version, updatedAt,
 * actions, meta, snapshot, tail, logCount, logCountAt, entries }: the tail is the log after the snapshot up to the
 * version, entries the log's size. A game written before snapshots has no snapshot field: its record is the latest,
 * and its tail empty; one written before the count has no logCount.
 */
export const LOAD = lua(`
local f = redis.call('HMGET', KEYS[1], 'record', 'version', 'updatedAt', 'actions', 'meta', 'snapshot', 'logCount', 'logCountAt')
if not f[1] then return nil end
local from = f[6] or f[2]
local tail = redis.call('ZRANGEBYSCORE', KEYS[2], '(' .. from, f[2])
return { f[1], f[2], f[3] or '', f[4] or '', f[5] or '', f[6] or '', tail, f[7] or '', f[8] or '', redis.call('ZCARD', KEYS[2]) }
`);

/** Admin import. KEYS: game, games set, log. ARGV: id, version, record, turn, phase, updatedAt, actions, then (version, entry) pairs. */
export const PUT = lua(`
${SNAPSHOT(2)}
redis.call('DEL', KEYS[3])
for i = 8, #ARGV, 2 do redis.call('ZADD', KEYS[3], ARGV[i], ARGV[i + 1]) end
redis.call('HSET', KEYS[1], 'logCount', redis.call('ZCARD', KEYS[3]), 'logCountAt', ARGV[2])
redis.call('SADD', KEYS[2], ARGV[1])
return 1
`);

/**
 * A write that proves the game is still at a version, for a WAIT to follow (redis-replicas.ts): a game restored, or a
 * suspended commit checked again, is acknowledged only once the replicas hold everything up to it. KEYS: game.
 * ARGV: version. 1 = at that version (the field is written again, unchanged), 0 = not.
 */
export const CONFIRM = lua(`
if redis.call('HGET', KEYS[1], 'version') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'version', ARGV[1])
return 1
`);

/** Compare-and-pexpire. KEYS: lock. ARGV: owner, ttl ms. */
export const RENEW = lua(`
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
return redis.call('PEXPIRE', KEYS[1], ARGV[2])
`);

/** Compare-and-delete. KEYS: lock. ARGV: owner. */
export const UNLOCK = lua(`
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
return redis.call('DEL', KEYS[1])
`);

/** EVALSHA, falling back to EVAL once when the server does not have the script cached (restart, SCRIPT FLUSH). */
export async function runScript(redis: Redis, script: LuaScript, keys: string[], args: (string | number)[]): Promise<unknown> {
  try {
    return await redis.evalsha(script.sha, keys.length, ...keys, ...args);
  } catch (error) {
    if (!String((error as Error).message).includes('NOSCRIPT')) throw error;
    return redis.eval(script.source, keys.length, ...keys, ...args);
  }
}
