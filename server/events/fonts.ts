/**
 * The fonts the invite renderer draws with (fonts the project installs itself, no system font
 * assumed): Noto Sans for Latin text, Noto Sans Devanagari for Hindi and Noto Emoji for emoji, regular and bold,
 * read from the npm packages `@expo-google-fonts/noto-sans`, `@expo-google-fonts/noto-sans-devanagari` and
 * `@expo-google-fonts/noto-emoji` (TrueType files, SIL Open Font License). fontkit shapes the text (the Devanagari conjuncts, the i-matra placed before its
 * consonant) and gives the glyph outlines, so the rasterizer never needs a font of its own.
 */
import * as fontkit from 'fontkit';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What we draw: Latin (English, digits, ₹), Devanagari (Hindi) and emoji (🎉🎂, common in titles). */
export type FontScript = 'latin' | 'devanagari' | 'emoji';
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
  // Noto Emoji: one-colour outlines (drawn in the text's colour), its ZWJ sequences shaped as ligatures
  emoji: {
    400: '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf',
    700: '@expo-google-fonts/noto-emoji/700Bold/NotoEmoji_700Bold.ttf',
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

/** Whether one of our fonts (any script, regular weight) has a glyph for the code point. */
export function hasGlyph(codePoint: number): boolean {
  return (
    loadFont('latin', 400).hasGlyphForCodePoint(codePoint) ||
    loadFont('devanagari', 400).hasGlyphForCodePoint(codePoint) ||
    loadFont('emoji', 400).hasGlyphForCodePoint(codePoint)
  );
}

const EMOJI_PRESENTATION = /\p{Emoji_Presentation}/u;
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;

/**
 * Whether a code point is drawn from the emoji font: an emoji shown as a picture by default (🎉, 🎂, flags), or a
 * pictograph the Latin font lacks (❤, ☺); ©, ® and the like stay in the text's font.
 */
export function isEmoji(codePoint: number): boolean {
  const char = String.fromCodePoint(codePoint);
  if (EMOJI_PRESENTATION.test(char)) return true;
  return (
    PICTOGRAPHIC.test(char) &&
    !loadFont('latin', 400).hasGlyphForCodePoint(codePoint) &&
    loadFont('emoji', 400).hasGlyphForCodePoint(codePoint)
  );
}

/**
 * Whether a code point continues the emoji before it (the zero-width joiner of 👨‍👩‍👧, variation selector 16, the
 * keycap mark, skin tones, flag tags): shaped with that emoji, as one ligature where the font has it.
 */
export function continuesEmoji(codePoint: number): boolean {
  return (
    codePoint === 0x200d ||
    codePoint === 0xfe0f ||
    codePoint === 0x20e3 ||
    (codePoint >= 0x1f3fb && codePoint <= 0x1f3ff) ||
    (codePoint >= 0xe0020 && codePoint <= 0xe007f)
  );
}
