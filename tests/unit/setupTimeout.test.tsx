// @vitest-environment jsdom
import { getConfig } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

describe('unit test set-up (tests/unit/setup.ts)', () => {
  it('gives DOM tests 5 s to find what they wait for', () => {
    expect(getConfig().asyncUtilTimeout).toBe(5000);
  });
});
