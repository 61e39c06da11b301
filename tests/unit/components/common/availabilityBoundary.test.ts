import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../../../helpers/bundleBoundary';

/** Every import statement of `file` naming lib/contracts/availability (the zod schemas), as written. */
const availabilityImports = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/import\s+([^;]*?)\s+from\s+['"]([^'"]+)['"]/g)]
    .filter((match) => path.resolve(path.dirname(file), match[2]!) === path.resolve('lib/contracts/availability'))
    .map((match) => match[0]);

describe('the booking pages never carry the availability schemas (zod)', () => {
  const browserFiles = ['pages', 'components', 'store', 'services', 'client']
    .flatMap((dir) => sourceFiles(dir))
    .filter((file) => !file.startsWith(`pages${path.sep}api${path.sep}`));

  it('pages, components and the store import only types from lib/contracts/availability', () => {
    const valueImports = browserFiles.flatMap((file) =>
      availabilityImports(file)
        .filter((statement) => !/^import\s+type\s/.test(statement))
        .map((statement) => `${file}: ${statement}`),
    );
    expect(valueImports).toEqual([]);
    // and the pickers do use it (so this test looks at the right module)
    expect(browserFiles.filter((file) => availabilityImports(file).length > 0).length).toBeGreaterThan(0);
  });

  it('the strings the pages show come from the zod-free availabilityText, which the contract re-exports', () => {
    const text = readFileSync('lib/contracts/availabilityText.ts', 'utf8');
    expect(text).not.toMatch(/from\s+['"]zod['"]/);
    // a type import is erased from the bundle; any other import could carry zod in
    expect(text).not.toMatch(/^import\s(?!type\s)/m);
    expect(readFileSync('lib/contracts/availability.ts', 'utf8')).toMatch(
      /export \{ FULLY_BOOKED_LABEL, PINCODE_NOT_SERVED_MESSAGE, SLOT_TAKEN_MESSAGE \} from '\.\/availabilityText';/,
    );
  });
});
