import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';

const css = readFileSync(path.join(process.cwd(), 'styles', 'globals.css'), 'utf8');
const fontFile = (weight: number) => path.join(process.cwd(), 'public', 'fonts', `noto-sans-devanagari-${weight}.woff2`);

/** The code points a `unicode-range` value covers, as [from, to] pairs. */
function ranges(value: string): [number, number][] {
  return value.split(',').map((part) => {
    const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

describe('the Devanagari web font of the Hindi pages', () => {
  it('is a small WOFF2 subset of each weight that still shapes conjuncts (GSUB kept)', () => {
    for (const weight of [400, 700]) {
      const file = fontFile(weight);
      expect(readFileSync(file).subarray(0, 4).toString('latin1'), `${weight}`).toBe('wOF2');
      expect(statSync(file).size, `${weight}`).toBeLessThan(60_000);
      const font = fontkit.openSync(file) as fontkit.Font;
      expect(font.hasGlyphForCodePoint(0x0915)).toBe(true); // क
      expect(font.hasGlyphForCodePoint(0x20b9)).toBe(true); // ₹
      // क्ष and द्ध are one glyph each: the conjunct forms came along
      expect(font.layout('क्ष').glyphs).toHaveLength(1);
      expect(font.layout('द्ध').glyphs).toHaveLength(1);
    }
  });

  it('is declared with font-display optional and a unicode-range English pages never touch', () => {
    const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1]!);
    expect(faces).toHaveLength(2);
    for (const face of faces) {
      expect(face).toContain("font-family: 'PS Devanagari'");
      expect(face).toContain('font-display: optional');
      const range = ranges(/unicode-range:\s*([^;]+);/.exec(face)![1]!);
      const covers = (cp: number) => range.some(([from, to]) => cp >= from && cp <= to);
      expect(covers(0x0915)).toBe(true);
      for (const cp of [0x41, 0x61, 0x30, 0x20, 0x2c, 0x20b9]) expect(covers(cp), cp.toString(16)).toBe(false);
    }
  });

  it('is named only by the Hindi pages', () => {
    const uses = css.split('\n').filter((line) => line.includes("'PS Devanagari'") && !line.includes('font-family:'));
    expect(uses).toEqual([expect.stringMatching(/^\s*--ps-font: 'PS Devanagari', /)]);
    expect(css).toMatch(/:root:lang\(hi\) {\s*--ps-font: 'PS Devanagari', /);
  });
});
