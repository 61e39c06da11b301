import { describe, expect, it } from 'vitest';
import { uploadTally } from '../../../lib/uploadTally';

describe('uploadTally: duplicates are counted apart from new photos', () => {
  it('keeps "n of m uploaded" while no file was already in the gallery', () => {
    expect(uploadTally({ added: 3, already: 0, total: 5 })).toBe('3 of 5 uploaded');
  });
  it('says how many were already in the gallery instead of "11 of 11 uploaded"', () => {
    expect(uploadTally({ added: 10, already: 1, total: 11 })).toBe('10 uploaded, 1 was already in the gallery');
    expect(uploadTally({ added: 2, already: 2, total: 5 })).toBe('2 of 3 uploaded, 2 were already in the gallery');
    expect(uploadTally({ added: 0, already: 2, total: 2 })).toBe('Nothing new uploaded: 2 were already in the gallery');
  });
});
