import { describe, expect, it } from 'vitest';
import { equalSplit, firstName, maxShares, splitProblem, validateSplit } from '../../../lib/split';

describe('splitting a balance with co-hosts', () => {
  it('accepts 2-5 shares of at least ₹500 that add up exactly to the balance', () => {
    expect(splitProblem(3000, [1500, 1500])).toBeNull();
    expect(splitProblem(2500, [500, 500, 500, 500, 500])).toBeNull();
    expect(() => validateSplit(1200, [700, 500])).not.toThrow();
  });

  it('refuses shares that do not add up to the balance, naming both sums', () => {
    expect(splitProblem(3000, [1500, 1499])).toBe('The shares add up to ₹2999, but the balance is ₹3000.');
    expect(splitProblem(3000, [1500, 1501])).toBe('The shares add up to ₹3001, but the balance is ₹3000.');
    expect(() => validateSplit(3000, [2000, 2000])).toThrow(RangeError);
  });

  it('refuses fewer than 2 or more than 5 shares, a share under ₹500 and fractions of a rupee', () => {
    expect(splitProblem(3000, [3000])).toMatch(/2 to 5 shares/);
    expect(splitProblem(6000, [1000, 1000, 1000, 1000, 1000, 1000])).toMatch(/2 to 5 shares/);
    expect(splitProblem(3000, [2501, 499])).toMatch(/at least ₹500/);
    expect(splitProblem(3000, [1500.5, 1499.5])).toMatch(/whole rupees/);
    expect(splitProblem(999, [500, 499])).toMatch(/only from ₹1000/);
  });

  it('splits equally with the remainder on the first shares, so the sum is exact', () => {
    expect(equalSplit(1001, 2)).toEqual([501, 500]);
    expect(equalSplit(3000, 3)).toEqual([1000, 1000, 1000]);
    expect(equalSplit(2504, 5)).toEqual([501, 501, 501, 501, 500]);
    for (const balance of [1000, 1001, 2777, 9999, 123457]) {
      for (let count = 2; count <= maxShares(balance); count += 1) {
        const shares = equalSplit(balance, count);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(balance);
        expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
        expect(splitProblem(balance, shares)).toBeNull();
      }
    }
  });

  it('refuses an equal split that cannot give each share ₹500 or a count outside 2-5', () => {
    expect(() => equalSplit(1499, 3)).toThrow(RangeError);
    expect(() => equalSplit(5000, 1)).toThrow(RangeError);
    expect(() => equalSplit(5000, 6)).toThrow(RangeError);
  });

  it('counts the most shares a balance can give, and takes the first name of the host', () => {
    expect([maxShares(999), maxShares(1000), maxShares(1999), maxShares(100000)]).toEqual([0, 2, 3, 5]);
    expect([firstName('  Asha  Rao '), firstName(null), firstName('Ravi')]).toEqual(['Asha', '', 'Ravi']);
  });
});
