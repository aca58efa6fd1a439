// Lua scripts of RedisStore. Each runs atomically inside Redis, so a check and the writes that depend on it cannot
// interleave with another client. A game is one hash (version, record JSON, and the summary fields list() reads),
// its log a sorted set scored by version, its lock a plain string key.
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface LuaScript {
  source: string;
  sha: string;
}

function lua(source: string): LuaScript {
  return { source, sha: createHash('sha1').update(source).digest('hex') };
}

/** KEYS: game, games set, log. ARGV: id, version, record, turn, phase, updatedAt. 1 = created, 0 = exists. */
export const CREATE = lua(`
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'version', ARGV[2], 'record', ARGV[3], 'turn', ARGV[4], 'phase', ARGV[5], 'updatedAt', ARGV[6])
redis.call('DEL', KEYS[3])
redis.call('SADD', KEYS[2], ARGV[1])
return 1
`);

/**
 * Compare-and-set + log append. KEYS: game, log. ARGV: expected version, next version, record, turn, phase,
 * updatedAt, then (version, entry JSON) pairs, none for a commit without entries. 1 = written, 0 = the stored
 * version differs (or the game is gone).
 */
export const COMMIT = lua(`
if redis.call('HGET', KEYS[1], 'version') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'version', ARGV[2], 'record', ARGV[3], 'turn', ARGV[4], 'phase', ARGV[5], 'updatedAt', ARGV[6])
for i = 7, #ARGV, 2 do redis.call('ZADD', KEYS[2], ARGV[i], ARGV[i + 1]) end
return 1
`);

/** Admin import. KEYS: game, games set, log. ARGV: id, version, record, turn, phase, updatedAt, then (version, entry) pairs. */
export const PUT = lua(`
redis.call('HSET', KEYS[1], 'version', ARGV[2], 'record', ARGV[3], 'turn', ARGV[4], 'phase', ARGV[5], 'updatedAt', ARGV[6])
redis.call('DEL', KEYS[3])
for i = 7, #ARGV, 2 do redis.call('ZADD', KEYS[3], ARGV[i], ARGV[i + 1]) end
redis.call('SADD', KEYS[2], ARGV[1])
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
