import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(path.join(process.cwd(), 'styles', 'globals.css'), 'utf8');

describe('the fonts of the pages, English and Hindi', () => {
  it("are the device's own: no web font is declared, so nothing but the page itself stands before the first paint", () => {
    expect(css).not.toMatch(/@font-face/);
    expect(css).not.toMatch(/url\([^)]*\.(woff2?|ttf|otf)/);
    // the Hindi pages keep the one stack: Devanagari comes from the system's fallback (Noto Sans Devanagari on Android)
    expect(css).toMatch(/--ps-font: system-ui, /);
    expect(css).not.toMatch(/:lang\(hi\)[^{]*{[^}]*font-family/);
  });
});
