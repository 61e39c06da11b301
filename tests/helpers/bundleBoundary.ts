import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every .ts/.tsx file under `dir` (relative to the repository). */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry) ? [full] : [];
  });
}

/** The module specifiers a file imports (static and dynamic), resolved to absolute paths. */
export const importsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\s*\(\s*)['"]([^'"]+)['"]/g)].map((match) =>
    path.resolve(path.dirname(file), match[1]!),
  );

/**
 * The pages and components that import anything under `dir` while not being under one of `allowed` (folders
 * relative to the repository): for a bundle boundary, what must stay empty.
 */
export function importersOutside(dir: string, allowed: readonly string[]): string[] {
  const target = path.resolve(dir);
  return [...sourceFiles('pages'), ...sourceFiles('components')]
    .filter((file) => !allowed.some((folder) => file.startsWith(`${path.normalize(folder)}${path.sep}`)))
    .filter((file) => importsOf(file).some((imported) => imported === target || imported.startsWith(`${target}${path.sep}`)));
}
