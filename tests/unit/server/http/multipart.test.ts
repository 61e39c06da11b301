import { describe, expect, it } from 'vitest';
import { tooLargeRequestMessage } from '../../../../server/http/multipart';

describe('the 413 of an upload larger than its limits', () => {
  it('speaks of one photo when one is allowed, and of the count and size otherwise', () => {
    expect(tooLargeRequestMessage({ maxFiles: 1, maxFileBytes: 10 * 1024 * 1024 })).toBe('A photo may be at most 10 MB.');
    expect(tooLargeRequestMessage({ maxFiles: 100, maxFileBytes: 25 * 1024 * 1024 })).toBe(
      'At most 100 photos of up to 25 MB each per request.',
    );
  });
});
