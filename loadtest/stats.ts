// Latency percentiles over recorded samples (nearest-rank).
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

/** `x` rounded to `digits` decimals, as every figure of the report is. */
export const round = (x: number, digits = 2): number => Math.round(x * 10 ** digits) / 10 ** digits;

export interface Summary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function summarize(samples: readonly number[]): Summary {
  // A typed array sorts numerically and fast (hundreds of thousands of samples in a long run).
  const sorted = Float64Array.from(samples).sort();
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? 0),
  };
}

/** The latencies of the actions that completed at or after `t` (ends[i]: when latencies[i]'s action completed). */
export function latenciesFrom(latencies: readonly number[], ends: readonly number[], t: number): number[] {
  return latencies.filter((_, i) => ends[i]! >= t);
}
