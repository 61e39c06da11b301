import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import theme from '../../../styles/theme';
import { TOKENS } from '../../../styles/tokens';

const css = readFileSync(path.join(process.cwd(), 'styles', 'globals.css'), 'utf8');

/** The value of `--ps-font` in the rule whose selector is `selector`, on one line. */
function fontStackOf(selector: string): string | undefined {
  const rule = new RegExp(`(?:^|\\n)${selector.replace(/[()]/g, '\\$&')} {([^}]*)}`).exec(css)?.[1];
  return /--ps-font:\s*([^;]+);/
    .exec(rule ?? '')?.[1]
    ?.replace(/\s+/g, ' ')
    .trim();
}

describe('the fonts of the pages, English and Hindi', () => {
  it("are the device's own: no web font is declared, so nothing but the page itself stands before the first paint", () => {
    expect(css).not.toMatch(/@font-face/);
    expect(css).not.toMatch(/url\([^)]*\.(woff2?|ttf|otf)/);
  });

  it("name the devices' Devanagari faces first on a Hindi page, then the English page's whole stack", () => {
    const english = fontStackOf(':root');
    const hindi = fontStackOf('html:lang(hi)');
    expect(english).toBe(TOKENS.fontFamily.replace(/"/g, "'"));
    // Android and Linux, Windows, Apple: found by name, without a fallback search for each run of Devanagari
    expect(hindi).toBe(`'Noto Sans Devanagari', 'Nirmala UI', 'Kohinoor Devanagari', ${english}`);
  });

  it('gives MUI components the page’s stack, so a Hindi page’s dialogs and fields use it too', () => {
    expect(theme.typography.fontFamily).toBe(`var(--ps-font, ${TOKENS.fontFamily})`);
  });
});
