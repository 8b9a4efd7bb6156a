// Small statistics helpers for the benchmark: every percentile is computed from raw samples.

/** The p-th percentile (0–100) of the samples, by linear interpolation between closest ranks. */
export function percentile(samples, p) {
  if (samples.length === 0) return null
  const sorted = Float64Array.from(samples).sort()
  const rank = (p / 100) * (sorted.length - 1)
  const low = Math.floor(rank)
  const high = Math.ceil(rank)
  return sorted[low] + (sorted[high] - sorted[low]) * (rank - low)
}

export const median = (samples) => percentile(samples, 50)

export function summarize(samples) {
  return {
    count: samples.length,
    min: samples.length ? samples.reduce((a, b) => Math.min(a, b), Infinity) : null,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    max: samples.length ? samples.reduce((a, b) => Math.max(a, b), -Infinity) : null,
  }
}

export const round = (value, digits = 1) => (value == null || Number.isNaN(value) ? null : Number(value.toFixed(digits)))
