import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every .ts/.tsx file under `dir` (relative to the repository). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry) ? [full] : [];
  });
}

/** The module specifiers a file imports (static and dynamic). */
const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\s*\(\s*)['"]([^'"]+)['"]/g)].map((match) =>
    path.resolve(path.dirname(file), match[1]!),
  );

describe('the operations console stays out of customer bundles (issue 22)', () => {
  it('no customer page or component imports the console components; only /ops pages do', () => {
    const consoleDir = path.resolve('components/ops');
    const offenders = [...sourceFiles('pages'), ...sourceFiles('components')]
      .filter((file) => !file.startsWith(path.join('pages', 'ops')) && !file.startsWith(path.join('components', 'ops')))
      .filter((file) => importsOf(file).some((target) => target === consoleDir || target.startsWith(`${consoleDir}${path.sep}`)));
    expect(offenders).toEqual([]);
    // and the console pages do use them (so this test looks at the right folder)
    expect(importsOf('pages/ops/staff.tsx').some((target) => target.startsWith(consoleDir))).toBe(true);
  });
});
