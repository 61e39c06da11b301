import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP, DOMAIN_LAYERS, PLATFORM_LAYERS } from '../../../eslint/layers.mjs';

/**
 * The layers of server/ are written once (eslint/layers.mjs) and the ESLint zones are built from them; the README's
 * "Code map" says the same in words, and every folder of server/ has its place in them.
 */
const ROOT = process.cwd();

/** The numbered items of the README list that follows the line starting with `heading`, each as its backticked names. */
function readmeLevels(heading: string): string[][] {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const block = /<!-- layers:start[^>]*-->([\s\S]*?)<!-- layers:end -->/.exec(readme)?.[1];
  if (!block) throw new Error('README.md has no layers block');
  const lines = block.split('\n');
  const start = lines.findIndex((line) => line.startsWith(heading));
  if (start < 0) throw new Error(`README.md layers block has no "${heading}" item`);
  const levels: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    const item = /^\s+\d+\.\s+(.*)$/.exec(line);
    if (!item) {
      if (/^\s+\S/.test(line)) continue; // the heading's own continuation lines
      break;
    }
    levels.push([...item[1]!.matchAll(/`([^`]+)`/g)].map((match) => match[1]!));
  }
  return levels;
}

describe('the layers of server/', () => {
  it('README lists the domains, bottom to top, as eslint/layers.mjs has them', () => {
    expect(readmeLevels('- **Domains**')).toEqual(DOMAIN_LAYERS);
  });

  it('README lists the platform levels, bottom to top, as eslint/layers.mjs has them (after the root files)', () => {
    const [rootFiles, ...levels] = readmeLevels('- **Platform**');
    expect(rootFiles).toEqual(['server/*.ts']);
    expect(levels).toEqual(PLATFORM_LAYERS);
  });

  it('places every folder of server/ in exactly one layer', () => {
    const folders = readdirSync(path.join(ROOT, 'server'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const placed = [...PLATFORM_LAYERS.flat(), ...DOMAIN_LAYERS.flat(), APP];
    expect(new Set(placed).size).toBe(placed.length);
    expect([...placed].sort()).toEqual(folders);
  });
});
