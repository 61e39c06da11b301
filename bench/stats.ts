/** Pure arithmetic of the benches' figures (no I/O), unit-tested in tests/unit/bench/stats.test.ts. */

/** The `share` percentile (0..1) of ascending `sorted` values (nearest rank: the value below which `share` lie), 0 when empty. */
export function percentile(sorted: readonly number[], share: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
}

/** Kilobytes per unit: the growth from `beforeBytes` to `afterBytes` shared over `count` (0 when `count` is 0). */
export function kbEach(beforeBytes: number, afterBytes: number, count: number): number {
  return count <= 0 ? 0 : (afterBytes - beforeBytes) / 1024 / count;
}
