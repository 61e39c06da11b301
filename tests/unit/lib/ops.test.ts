import { describe, expect, it } from 'vitest';
import { nextConsolePath } from '../../../lib/ops';

describe('nextConsolePath (where /ops/login goes after signing in)', () => {
  it('follows ?next= to a console page only, never off the console or off the site', () => {
    expect(nextConsolePath('/ops/staff')).toBe('/ops/staff');
    expect(nextConsolePath('/ops/orders/123')).toBe('/ops/orders/123');
    expect(nextConsolePath('/ops')).toBe('/ops');
    for (const next of [
      'https://evil.example/ops',
      '//evil.example',
      '/orderlist',
      '/ops/login',
      '/opsx',
      '/ops/../user',
      undefined,
      ['/ops/staff'],
    ]) {
      expect(nextConsolePath(next), String(next)).toBe('/ops');
    }
  });
});
