import { describe, expect, it } from 'vitest';
import * as contract from '../../../lib/contracts/events';
import * as limits from '../../../lib/events/limits';

describe('the browser’s invite limits (lib/invites/limits.ts)', () => {
  it('are the contract’s, one by one', () => {
    for (const [name, value] of Object.entries(limits)) {
      expect({ name, value }).toEqual({ name, value: (contract as Record<string, unknown>)[name] });
    }
  });
});
