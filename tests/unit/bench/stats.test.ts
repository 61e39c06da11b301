import { describe, expect, it } from 'vitest';
import { kbEach, percentile } from '../../../bench/stats';

describe('bench arithmetic (the figures of the chat bench)', () => {
  it('takes the nearest-rank percentile of sorted values, 0 for none', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1); // 1..100
    expect(percentile(values, 0.5)).toBe(51);
    expect(percentile(values, 0.99)).toBe(100);
    expect(percentile(values, 1)).toBe(100);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBe(0);
  });

  it('shares memory growth over a count in kilobytes', () => {
    expect(kbEach(1_000_000, 1_000_000 + 50 * 1024 * 10, 10)).toBe(50);
    expect(kbEach(5, 10, 0)).toBe(0);
  });
});
