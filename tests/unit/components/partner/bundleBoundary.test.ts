import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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

describe('the partner app stays out of customer bundles (issue 22 "Partner app")', () => {
  it('no customer page or component imports the partner components; only /partner pages do', () => {
    const partnerDir = path.resolve('components/partner');
    const offenders = [...sourceFiles('pages'), ...sourceFiles('components')]
      .filter((file) => !file.startsWith(path.join('pages', 'partner')) && !file.startsWith(path.join('components', 'partner')))
      .filter((file) => importsOf(file).some((target) => target === partnerDir || target.startsWith(`${partnerDir}${path.sep}`)));
    expect(offenders).toEqual([]);
    // and the partner pages do use them (so this test looks at the right folder)
    expect(importsOf('pages/partner/index.tsx').some((target) => target.startsWith(partnerDir))).toBe(true);
  });

  it('links the web app manifest from partner pages only', () => {
    const linking = [...sourceFiles('pages'), ...sourceFiles('components')].filter((file) =>
      readFileSync(file, 'utf8').includes('/partner-app/manifest.webmanifest'),
    );
    expect(linking).toEqual([path.join('components', 'partner', 'PartnerHead.tsx')]);
    const manifest = JSON.parse(readFileSync('public/partner-app/manifest.webmanifest', 'utf8')) as Record<string, unknown>;
    expect(manifest).toMatchObject({ scope: '/partner', start_url: '/partner', display: 'standalone' });
    for (const icon of manifest.icons as { src: string }[]) expect(existsSync(path.join('public', icon.src))).toBe(true);
  });

  it('has a service worker that never caches (no Cache API, only page navigations are answered)', () => {
    const worker = readFileSync('public/partner-sw.js', 'utf8');
    expect(worker).not.toMatch(/caches\.|cache\.put|cache\.add/);
    expect(worker).toContain("request.mode !== 'navigate'");
  });
});
