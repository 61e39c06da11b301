import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** A runtime (not `import type`) static import's specifiers of one file. */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+['"]([^'"]+)['"]/gms)].map((match) => match[1]!);
}

/** The file a relative specifier names, or null for a package. */
function resolved(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((candidate) => existsSync(candidate)) ?? null;
}

/** Every file and package a page loads at first, following runtime imports from `entry`. */
function closure(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of runtimeImports(file)) {
      const next = resolved(file, specifier);
      if (next) visit(next);
      else if (!specifier.startsWith('.')) packages.add(specifier);
    }
  };
  visit(path.resolve(entry));
  return { files, packages };
}

describe('the staff and provider sign-in pages stay light', () => {
  for (const page of ['pages/ops/login.tsx', 'pages/partner/login.tsx']) {
    it(`${page} loads neither the route table nor zod (only the sign-in routes of lib/contracts/consoleSignIn)`, () => {
      const { files, packages } = closure(page);
      const ours = [...files].map((file) => path.relative(process.cwd(), file));
      expect(ours).toContain(path.normalize('lib/contracts/consoleSignIn.ts'));
      expect(ours.filter((file) => file.startsWith(path.normalize('lib/contracts/')))).toEqual([
        path.normalize('lib/contracts/consoleSignIn.ts'),
      ]);
      expect([...packages].filter((name) => name === 'zod' || name.startsWith('zod/'))).toEqual([]);
    });
  }
  it('pages/partner/login.tsx loads none of the availability editor, which /partner/availability does', () => {
    const relative = (entry: string) => [...closure(entry).files].map((file) => path.relative(process.cwd(), file));
    const availability = (file: string) =>
      file.startsWith(path.normalize('components/console/availability/')) || file === path.normalize('store/console/availabilityApi.ts');
    expect(relative('pages/partner/login.tsx').filter(availability)).toEqual([]);
    // the same walk finds the editor from the page that uses it (so the check above looks at the right files)
    expect(relative('pages/partner/availability.tsx').filter(availability)).toContain(
      path.normalize('components/console/availability/AvailabilityEditor.tsx'),
    );
  });
});
