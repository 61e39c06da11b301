import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const { COMPILE_HINT, addCompileHints } = createRequire(import.meta.url)(path.join(process.cwd(), 'scripts/compileHints.js')) as {
  COMPILE_HINT: string;
  addCompileHints: (distDir: string) => { hinted: string[]; total: number };
};

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A `.next`-like folder with a build manifest and the given chunk files (name -> code). */
function build(manifest: object, chunks: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hints-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'static/chunks'), { recursive: true });
  writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify(manifest));
  for (const [name, code] of Object.entries(chunks)) writeFileSync(path.join(dir, 'static/chunks', name), code);
  return dir;
}
const read = (dir: string, name: string) => readFileSync(path.join(dir, 'static/chunks', name), 'utf8');

describe('scripts/compileHints: start-up chunks compiled off the main thread', () => {
  it("puts V8's compile hint on the first line of every page's start-up chunk, and leaves lazily loaded chunks and CSS alone", () => {
    const dir = build(
      {
        pages: { '/_app': ['static/chunks/app.js', 'static/chunks/app.css'], '/delhi': ['static/chunks/app.js', 'static/chunks/city.js'] },
        rootMainFiles: ['static/chunks/turbopack.js'],
      },
      { 'app.js': 'A()', 'city.js': 'C()', 'turbopack.js': 'T()', 'menu.js': 'M()', 'app.css': 'a{}' },
    );
    const result = addCompileHints(dir);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(result).toEqual({ hinted: ['static/chunks/app.js', 'static/chunks/city.js', 'static/chunks/turbopack.js'], total: 3 });
    expect(read(dir, 'app.js')).toBe(`${COMPILE_HINT}A()`);
    expect(read(dir, 'city.js')).toBe(`${COMPILE_HINT}C()`);
    expect(read(dir, 'turbopack.js')).toBe(`${COMPILE_HINT}T()`);
    expect(read(dir, 'menu.js')).toBe('M()');
    expect(read(dir, 'app.css')).toBe('a{}');
  });

  it('changes nothing when run twice', () => {
    const dir = build({ pages: { '/': ['static/chunks/app.js'] } }, { 'app.js': 'A()' });
    addCompileHints(dir);
    expect(addCompileHints(dir)).toEqual({ hinted: [], total: 1 });
    expect(read(dir, 'app.js')).toBe(`${COMPILE_HINT}A()`);
  });

  it('fails loudly, rather than doing nothing, without a build manifest or with a chunk missing', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'hints-'));
    dirs.push(empty);
    expect(() => addCompileHints(empty)).toThrow(/no .*build-manifest\.json/);
    const dir = build({ pages: { '/': ['static/chunks/gone.js'] } }, {});
    expect(() => addCompileHints(dir)).toThrow(/gone\.js is in the build manifest/);
  });
});
