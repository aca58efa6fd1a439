// Redis's own CPU over the load, beside the game server's, when the in-process server keeps its games in Redis: the
// server's CPU per action leaves out what Redis spends on every commit, which the file store does in the server.
import { Redis } from 'ioredis';
import type { ServerSample } from './server-metrics.ts';

export interface RedisCpuSample {
  /** performance.now() of the sample. */
  at: number;
  /** used_cpu_user + used_cpu_sys of INFO cpu. */
  cpuSeconds: number;
}

export interface RedisCpuProbe {
  /** Redis's CPU now, or null when it does not answer. */
  sample(): Promise<RedisCpuSample | null>;
  close(): Promise<void>;
}

export async function redisCpuProbe(url: string): Promise<RedisCpuProbe> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await client.connect();
  return {
    async sample() {
      const info = await client.info('cpu').catch(() => null);
      if (info === null) return null;
      const field = (name: string) => Number(new RegExp(`^${name}:([0-9.]+)`, 'm').exec(info)?.[1] ?? Number.NaN);
      const cpuSeconds = field('used_cpu_user') + field('used_cpu_sys');
      return Number.isFinite(cpuSeconds) ? { at: performance.now(), cpuSeconds } : null;
    },
    async close() {
      await client.quit().catch(() => undefined);
    },
  };
}

/** Redis's CPU between two samples: % of one core, and ms per action the game server accepted meanwhile. */
export function redisUsage(from: RedisCpuSample, to: RedisCpuSample, serverFrom: ServerSample, serverTo: ServerSample) {
  const accepted = (serverTo.actionBuckets.at(-1)?.[1] ?? 0) - (serverFrom.actionBuckets.at(-1)?.[1] ?? 0);
  const cpu = to.cpuSeconds - from.cpuSeconds;
  return {
    cpuPercent: Math.round((cpu / ((to.at - from.at) / 1000)) * 1000) / 10,
    cpuMsPerAction: accepted > 0 ? Math.round((cpu * 1e6) / accepted) / 1000 : null,
  };
}
