import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('lib/punctuality stays free of zod (the customer order page imports it)', () => {
  it('imports only types from the zod contracts, and never zod itself', () => {
    const source = readFileSync('lib/punctuality.ts', 'utf8');
    const imports = [...source.matchAll(/import\s+([^;]*?)\s+from\s+['"]([^'"]+)['"]/g)];
    const valueImportsOfContracts = imports.filter(
      ([statement, , from]) => from!.includes('/contracts/') && !/^import\s+type\s/.test(statement),
    );
    expect(valueImportsOfContracts.map(([statement]) => statement)).toEqual([]);
    expect(imports.map(([, , from]) => from)).not.toContain('zod');
  });
});
