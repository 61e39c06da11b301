/**
 * The fonts the invite renderer draws with (issue 21 "Design": fonts the project installs itself, no system font
 * assumed): Noto Sans for Latin text and Noto Sans Devanagari for Hindi, regular and bold, read from the npm
 * packages `@expo-google-fonts/noto-sans` and `@expo-google-fonts/noto-sans-devanagari` (TrueType files, SIL
 * Open Font License). fontkit shapes the text (the Devanagari conjuncts, the i-matra placed before its
 * consonant) and gives the glyph outlines, so the rasterizer never needs a font of its own.
 */
import * as fontkit from 'fontkit';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The two scripts we draw: Latin (English, digits, ₹) and Devanagari (Hindi). */
export type FontScript = 'latin' | 'devanagari';
export type FontWeight = 400 | 700;

/** The TrueType file of each script and weight, as a package path. */
export const FONT_FILES: Record<FontScript, Record<FontWeight, string>> = {
  latin: {
    400: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    700: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  devanagari: {
    400: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
    700: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
  },
};

const loaded = new Map<string, fontkit.Font>();

/**
 * The absolute path of a font file in the application's node_modules: found from the working folder (where
 * `npm start`, the tests and the bench run), not from this module, whose location differs once Next.js has
 * compiled it, and without a `require.resolve` that a bundler would try to follow.
 */
export function fontFilePath(script: FontScript, weight: FontWeight): string {
  return path.join(process.cwd(), 'node_modules', FONT_FILES[script][weight]);
}

/**
 * The parsed font of a script and weight (read once per process).
 * @throws Error when the font package is not installed (a deployment without `npm install`).
 */
export function loadFont(script: FontScript, weight: FontWeight): fontkit.Font {
  const key = `${script}:${weight}`;
  let font = loaded.get(key);
  if (!font) {
    const parsed = fontkit.create(readFileSync(fontFilePath(script, weight)));
    if (!('layout' in parsed)) throw new Error(`${FONT_FILES[script][weight]} is a font collection, not one font`);
    font = parsed;
    loaded.set(key, font);
  }
  return font;
}

/** Whether a code point is written in Devanagari (the block, its extensions, and the joiners shaping uses). */
export function isDevanagari(codePoint: number): boolean {
  return (
    (codePoint >= 0x0900 && codePoint <= 0x097f) ||
    (codePoint >= 0xa8e0 && codePoint <= 0xa8ff) ||
    (codePoint >= 0x1cd0 && codePoint <= 0x1cff) ||
    codePoint === 0x200c ||
    codePoint === 0x200d
  );
}

/** Whether one of our fonts (either script, regular weight) has a glyph for the code point. */
export function hasGlyph(codePoint: number): boolean {
  return loadFont('latin', 400).hasGlyphForCodePoint(codePoint) || loadFont('devanagari', 400).hasGlyphForCodePoint(codePoint);
}
