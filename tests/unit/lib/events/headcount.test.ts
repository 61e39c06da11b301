import { describe, expect, it } from 'vitest';
import { liveHeadcount } from '../../../../lib/events/headcount';

describe('liveHeadcount', () => {
  it('counts Going and their +1s in full', () => {
    expect(liveHeadcount({ going: 10, plusOnes: 4, maybe: 0 })).toBe(14);
  });

  it('adds half of Maybe, rounded up', () => {
    expect(liveHeadcount({ going: 10, plusOnes: 4, maybe: 3 })).toBe(16);
    expect(liveHeadcount({ going: 10, plusOnes: 4, maybe: 4 })).toBe(16);
    expect(liveHeadcount({ going: 0, plusOnes: 0, maybe: 1 })).toBe(1);
  });

  it('is 0 for an event nobody answered', () => {
    expect(liveHeadcount({ going: 0, plusOnes: 0, maybe: 0 })).toBe(0);
  });
});
