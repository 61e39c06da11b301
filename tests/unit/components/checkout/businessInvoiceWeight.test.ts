import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** A runtime (not `import type`) static import's specifiers of one file: what loads with it, not in a later chunk. */
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

/** Every file (relative) and package a page loads at first, following static runtime imports from `entry`. */
function closure(entry: string): { files: string[]; packages: string[] } {
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
  return { files: [...files].map((file) => path.relative(process.cwd(), file)), packages: [...packages] };
}

describe('the business invoice fields add neither zod nor MUI to a checkout’s first load', () => {
  const pages = [
    'pages/checkout.tsx',
    'pages/book-chef-checkout.tsx',
    'pages/party-food-delivery-live-catering-buffet-checkout.tsx',
    'pages/photography-checkout.tsx',
  ];

  it.each(pages)('%s', (page) => {
    const { files, packages } = closure(page);
    // the walk reaches the fields and their check (so the checks below look at the right files)
    expect(files).toContain(path.normalize('components/checkout/BusinessInvoiceFields.tsx'));
    expect(files).toContain(path.normalize('lib/tax/gstin.ts'));
    expect(packages.filter((name) => name === 'zod' || name.startsWith('zod/'))).toEqual([]);
    expect(packages.filter((name) => name.startsWith('@mui/'))).toEqual([]);
    expect(files.filter((file) => file.startsWith(path.normalize('lib/contracts/')))).toEqual([
      path.normalize('lib/contracts/availabilityText.ts'),
    ]);
  });

  it('lib/tax/gstin.ts loads no package and nothing outside lib/tax, and stays small', () => {
    const { files, packages } = closure('lib/tax/gstin.ts');
    expect(packages).toEqual([]);
    expect(files.filter((file) => !file.startsWith(path.normalize('lib/tax/')))).toEqual([]);
    const size = files.reduce((sum, file) => sum + readFileSync(file, 'utf8').length, 0);
    // the GSTIN rules and the table of GST state codes and names (read to name the state), as source with comments
    expect(size).toBeLessThan(10_000);
  });
});
