// The loaded server's own CPU and memory, read from its GET /metrics (Prometheus text, prom-client default metrics).
export interface ServerSample {
  /** performance.now() of the scrape. */
  at: number;
  cpuSeconds: number;
  rssBytes: number;
  rooms: number | null;
  /** Cumulative counts of dune_action_duration_seconds{result="accepted"} by bucket upper bound (seconds). */
  actionBuckets: [number, number][];
  /** dune_action_batch_size: actions run in batches so far, and batches. */
  batches: { actions: number; count: number };
  /** nodejs_gc_duration_seconds: seconds spent in the collector's pauses so far, by kind (minor, major …). */
  gcSeconds: Record<string, number>;
}

/** The value of an unlabelled sample `name` in Prometheus text, or null if absent. */
export function metricValue(text: string, name: string): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  if (!line) return null;
  const value = Number(
    line
      .slice(name.length + 1)
      .trim()
      .split(' ')[0],
  );
  return Number.isFinite(value) ? value : null;
}

/** Scrapes once; null when the server has no reachable /metrics (an older server, another host's firewall). */
export async function scrapeServer(metricsUrl: string): Promise<ServerSample | null> {
  try {
    const response = await fetch(metricsUrl, { signal: AbortSignal.timeout(2000) });
    if (!response.ok) return null;
    const text = await response.text();
    const cpuSeconds = metricValue(text, 'process_cpu_seconds_total');
    const rssBytes = metricValue(text, 'process_resident_memory_bytes');
    if (cpuSeconds === null || rssBytes === null) return null;
    const batches = { actions: metricValue(text, 'dune_action_batch_size_sum') ?? 0, count: metricValue(text, 'dune_action_batch_size_count') ?? 0 };
    return {
      at: performance.now(),
      cpuSeconds,
      rssBytes,
      rooms: metricValue(text, 'dune_rooms'),
      actionBuckets: acceptedBuckets(text),
      batches,
      gcSeconds: gcSeconds(text),
    };
  } catch {
    return null;
  }
}

/** The collector's pause time so far by kind (prom-client's nodejs_gc_duration_seconds histogram sums). */
function gcSeconds(text: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const m of text.matchAll(/^nodejs_gc_duration_seconds_sum\{kind="(\w+)"\} (\S+)$/gm)) out[m[1]!] = Number(m[2]);
  return out;
}

/** The accepted-action latency histogram's cumulative buckets, in order. */
function acceptedBuckets(text: string): [number, number][] {
  const out: [number, number][] = [];
  for (const m of text.matchAll(/^dune_action_duration_seconds_bucket\{([^}]*)\} (\S+)$/gm)) {
    if (!m[1]!.includes('result="accepted"')) continue;
    const le = /le="([^"]+)"/.exec(m[1]!)?.[1];
    if (le) out.push([le === '+Inf' ? Infinity : Number(le), Number(m[2])]);
  }
  return out.sort((a, b) => a[0] - b[0]);
}

/**
 * Quantile q of the actions accepted between two scrapes, in ms, interpolated inside its bucket (like PromQL's
 * histogram_quantile); null without data. Room-side time only: what the server adds, without the network and the
 * clients' own decoding.
 */
export function serverQuantileMs(before: ServerSample, after: ServerSample, q: number): number | null {
  const counts = after.actionBuckets.map(([le, n]) => [le, n - (before.actionBuckets.find((b) => b[0] === le)?.[1] ?? 0)] as const);
  const total = counts.at(-1)?.[1] ?? 0;
  if (total <= 0) return null;
  const rank = q * total;
  let lower = 0;
  let below = 0;
  for (const [le, n] of counts) {
    if (n >= rank) {
      if (le === Infinity) return Math.round(lower * 1e5) / 100;
      return Math.round((lower + (le - lower) * ((rank - below) / Math.max(1, n - below))) * 1e5) / 100;
    }
    lower = le;
    below = n;
  }
  return null;
}

/** http(s)://host:port/metrics of a ws(s):// server address. */
export function metricsUrlOf(wsUrl: string): string {
  const url = new URL(wsUrl.replace(/^ws(s?):\/\//, 'http$1://'));
  return `${url.protocol}//${url.host}/metrics`;
}

export interface ServerUsage {
  /** Average CPU over the game load, in % of one core. */
  cpuPercent: number;
  /** Resident memory before the rooms were created and the most seen while they ran. */
  idleRssMB: number;
  peakRssMB: number;
  /** (peak − idle) / rooms. */
  memoryPerRoomMB: number;
  /** Room-side action time (queue, engine, store, broadcast) from the server's histogram, bucket-interpolated. */
  actionMs: { p50: number | null; p99: number | null };
  /** Server CPU per accepted action (the sizing figure: one core takes about 1000 / this actions per second). */
  cpuMsPerAction: number | null;
  /** Actions per batch on average (rooms take the actions queued while busy together). */
  meanBatch: number | null;
  /**
   * Share of the wall time the server stood in the collector's pauses, in %: young-generation scavenges (minor) and
   * the rest (major, incremental marking, weak callbacks). Every room waits while it lasts; null without the metric.
   */
  gcPausePercent: { minor: number; major: number } | null;
}

export function usageBetween(idle: ServerSample, end: ServerSample, peakRssBytes: number, rooms: number): ServerUsage {
  const seconds = (end.at - idle.at) / 1000;
  const mb = (bytes: number) => Math.round((bytes / 1e6) * 10) / 10;
  const accepted = (end.actionBuckets.at(-1)?.[1] ?? 0) - (idle.actionBuckets.at(-1)?.[1] ?? 0);
  const batches = end.batches.count - idle.batches.count;
  return {
    cpuPercent: Math.round(((end.cpuSeconds - idle.cpuSeconds) / seconds) * 1000) / 10,
    idleRssMB: mb(idle.rssBytes),
    peakRssMB: mb(peakRssBytes),
    memoryPerRoomMB: Math.round(((peakRssBytes - idle.rssBytes) / 1e6 / rooms) * 100) / 100,
    actionMs: { p50: serverQuantileMs(idle, end, 0.5), p99: serverQuantileMs(idle, end, 0.99) },
    cpuMsPerAction: accepted > 0 ? Math.round(((end.cpuSeconds - idle.cpuSeconds) * 1e6) / accepted) / 1000 : null,
    meanBatch: batches > 0 ? Math.round(((end.batches.actions - idle.batches.actions) / batches) * 100) / 100 : null,
    gcPausePercent: gcPausePercent(idle, end, seconds),
  };
}

function gcPausePercent(from: ServerSample, to: ServerSample, seconds: number): ServerUsage['gcPausePercent'] {
  if (seconds <= 0 || Object.keys(to.gcSeconds).length === 0) return null;
  const spent = (kind: string) => (to.gcSeconds[kind] ?? 0) - (from.gcSeconds[kind] ?? 0);
  const major = Object.keys(to.gcSeconds)
    .filter((kind) => kind !== 'minor')
    .reduce((sum, kind) => sum + spent(kind), 0);
  const percent = (s: number) => Math.round((s / seconds) * 1000) / 10;
  return { minor: percent(spent('minor')), major: percent(major) };
}
