/**
 * Writes the Devanagari web fonts of the Hindi pages: Noto Sans Devanagari 400 and 700 (SIL Open Font License,
 * from @expo-google-fonts/noto-sans-devanagari) cut down to the Devanagari blocks, the joiners and the dotted circle
 * conjuncts need, the rupee sign, digits and basic punctuation, as WOFF2 in public/fonts/. hb-subset (HarfBuzz's
 * WebAssembly build, through subset-font) keeps the GSUB/GPOS shaping tables, so conjuncts and matras still render;
 * fontkit's subsetter drops them. A one-off: run `npx tsx scripts/fonts/subsetDevanagari.ts` after changing the ranges
 * and commit the output (styles/globals.css declares the faces with the matching `unicode-range`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

/** Code point ranges kept in the subset (inclusive). */
const DEVANAGARI_SUBSET_RANGES: readonly (readonly [number, number])[] = [
  [0x0900, 0x097f], // Devanagari
  [0x1cd0, 0x1cff], // Vedic Extensions
  [0xa8e0, 0xa8ff], // Devanagari Extended
  [0x200c, 0x200d], // zero-width non-joiner and joiner (half forms)
  [0x25cc, 0x25cc], // dotted circle (a lone matra)
  [0x20b9, 0x20b9], // rupee sign
  [0x0020, 0x0040], // space, digits and basic punctuation
  [0x005b, 0x0060],
  [0x007b, 0x007e],
  [0x00a0, 0x00a0],
  [0x2013, 0x2014], // dashes
  [0x2018, 0x201d], // quotes
  [0x2026, 0x2026], // ellipsis
];

/** The weights written: public/fonts/noto-sans-devanagari-{weight}.woff2. */
const WEIGHTS = [
  { weight: 400, file: '400Regular/NotoSansDevanagari_400Regular.ttf' },
  { weight: 700, file: '700Bold/NotoSansDevanagari_700Bold.ttf' },
] as const;

const SOURCE_DIR = path.join(process.cwd(), 'node_modules/@expo-google-fonts/noto-sans-devanagari');
const OUT_DIR = path.join(process.cwd(), 'public/fonts');

/** Every character of the kept ranges, as the text subset-font keeps glyphs for. */
function subsetText(): string {
  let text = '';
  for (const [from, to] of DEVANAGARI_SUBSET_RANGES) for (let cp = from; cp <= to; cp += 1) text += String.fromCodePoint(cp);
  return text;
}

async function main(): Promise<void> {
  const text = subsetText();
  for (const { weight, file } of WEIGHTS) {
    const source = readFileSync(path.join(SOURCE_DIR, file));
    const woff2 = await subsetFont(source, text, { targetFormat: 'woff2' });
    const out = path.join(OUT_DIR, `noto-sans-devanagari-${weight}.woff2`);
    writeFileSync(out, woff2);
    console.log(`${path.relative(process.cwd(), out)}: ${woff2.length} bytes (from ${source.length})`);
  }
}

void main();
