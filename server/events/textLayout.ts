/**
 * Text set as glyph outlines (Hindi included, no system font): fontkit shapes each run of
 * Latin or Devanagari text with its Noto font (conjuncts, matras, kerning) and the result is SVG path data, so
 * the rasterizer draws shapes, never text, and a host's text can never become SVG markup. Lines are broken
 * at spaces (and inside a word only between grapheme clusters, never inside a conjunct).
 */
import type { Glyph } from 'fontkit';
import { continuesEmoji, hasGlyph, isDevanagari, isEmoji, loadFont, type FontScript, type FontWeight } from './fonts';

/** One shaped line: its width in pixels and a function that draws it with its left end at `x`. */
export interface ShapedLine {
  text: string;
  width: number;
  /** Draws the line with its left end at `x`; its glyph outlines go into `sheet`. */
  draw: (x: number, baseline: number, fill: string, sheet: GlyphSheet) => string;
}

const NEUTRAL = /[\s\p{P}\p{S}0-9]/u;

interface Run {
  script: FontScript;
  text: string;
}

/**
 * Splits text into runs of one script each. Spaces, digits and punctuation stay with the text run around them;
 * emoji (with their joiners, skin tones and variation selectors) make runs of the emoji font; a character no font
 * has is left out rather than drawn as an empty box.
 */
export function scriptRuns(text: string, preferred: FontScript): Run[] {
  const runs: Run[] = [];
  let pending = '';
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    const last = runs.at(-1);
    if (last?.script === 'emoji' && continuesEmoji(codePoint)) {
      last.text += char;
      continue;
    }
    // a variation selector after text has no ink of its own
    if (codePoint === 0xfe0f || !hasGlyph(codePoint)) continue;
    if (isEmoji(codePoint)) {
      if (pending) runs.push({ script: preferred, text: pending });
      pending = '';
      if (last?.script === 'emoji') last.text += char;
      else runs.push({ script: 'emoji', text: char });
      continue;
    }
    if (NEUTRAL.test(char) && !isDevanagari(codePoint)) {
      // the emoji font has no punctuation: text after an emoji starts a run of the language's font
      if (last?.script === 'emoji') runs.push({ script: preferred, text: char });
      else if (last) last.text += char;
      else pending += char;
      continue;
    }
    let script: FontScript = isDevanagari(codePoint) ? 'devanagari' : 'latin';
    if (!loadFont(script, 400).hasGlyphForCodePoint(codePoint)) script = script === 'latin' ? 'devanagari' : 'latin';
    if (last && last.script === script) last.text += char;
    else runs.push({ script, text: pending + char });
    pending = '';
  }
  if (pending) runs.push({ script: preferred, text: pending });
  return runs;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Shapes one line of text at `size` pixels. */
export function shapeLine(text: string, size: number, weight: FontWeight, preferred: FontScript): ShapedLine {
  const pieces = shapeRuns(text, weight, preferred);
  const width = pieces.reduce((sum, piece) => sum + (piece.advance * size) / piece.unitsPerEm, 0);
  return {
    text,
    width,
    draw(x, baseline, fill, sheet) {
      let uses = '';
      let pen = x;
      for (const { script, unitsPerEm, glyphs, advance } of pieces) {
        const k = size / unitsPerEm;
        const matrix = `${round(k * 1000) / 1000} 0 0 ${-round(k * 1000) / 1000}`;
        for (const { glyph, at, xOffset, yOffset } of glyphs) {
          const id = sheet.glyph(script, weight, glyph);
          if (id)
            uses += `<use href="#${id}" transform="matrix(${matrix} ${round(pen + (at + xOffset) * k)} ${round(baseline - yOffset * k)})"/>`;
        }
        pen += advance * k;
      }
      return uses ? `<g fill="${fill}">${uses}</g>` : '';
    },
  };
}

/** One run of a line shaped in its font, in font units (the same at every size). */
interface ShapedRun {
  script: FontScript;
  unitsPerEm: number;
  /** The drawn glyphs (not .notdef) with their pen position `at` and offsets. */
  glyphs: { glyph: Glyph; at: number; xOffset: number; yOffset: number }[];
  advance: number;
}

/** Lines already shaped, by weight, script and text: a card's two sizes, and re-renders, shape each line once. */
const shapedRuns = new Map<string, ShapedRun[]>();
const SHAPED_RUNS_MAX = 5_000;

/** `text` split into script runs and shaped (fontkit: OpenType substitutions and positions), cached. */
function shapeRuns(text: string, weight: FontWeight, preferred: FontScript): ShapedRun[] {
  const key = `${weight}${preferred}${text}`;
  let runs = shapedRuns.get(key);
  if (!runs) {
    runs = scriptRuns(text, preferred).map((run) => {
      const font = loadFont(run.script, weight);
      const glyphRun = font.layout(run.text);
      const glyphs: ShapedRun['glyphs'] = [];
      let at = 0;
      glyphRun.glyphs.forEach((glyph, i) => {
        const position = glyphRun.positions[i];
        if (!position) return;
        if (glyph.id !== 0) glyphs.push({ glyph, at, xOffset: position.xOffset, yOffset: position.yOffset });
        at += position.xAdvance;
      });
      return { script: run.script, unitsPerEm: font.unitsPerEm, glyphs, advance: at };
    });
    if (shapedRuns.size >= SHAPED_RUNS_MAX) shapedRuns.clear();
    shapedRuns.set(key, runs);
  }
  return runs;
}

/** Glyph outlines in font units, by font and glyph id (each glyph's path is built once per process). */
const outlines = new Map<string, string>();

/**
 * The glyphs one SVG uses: each outline is written once in `<defs>` and placed with `<use>` wherever it appears,
 * which keeps the markup (and the time to write and parse it) small.
 */
export class GlyphSheet {
  private readonly used = new Map<string, string>();

  /** The element id of a glyph's outline, or undefined for a glyph with no outline (a space). */
  glyph(script: FontScript, weight: FontWeight, glyph: Glyph): string | undefined {
    const id = `g${script === 'latin' ? 'l' : 'd'}${weight}-${glyph.id}`;
    if (this.used.has(id)) return id;
    let d = outlines.get(id);
    if (d === undefined) {
      d = glyph.path.toSVG();
      outlines.set(id, d);
    }
    if (!d) return undefined;
    this.used.set(id, d);
    return id;
  }

  /** The `<defs>` of every glyph used so far. */
  defs(): string {
    if (this.used.size === 0) return '';
    return `<defs>${[...this.used].map(([id, d]) => `<path id="${id}" d="${d}"/>`).join('')}</defs>`;
  }
}

const graphemes = new Intl.Segmenter('hi', { granularity: 'grapheme' });

/** Widths at 1 px of words already measured (shaping is the costly part of wrapping), bounded. */
const unitWidths = new Map<string, number>();
const UNIT_WIDTHS_MAX = 20_000;

/** The width of `text` at a size of 1 px (widths scale linearly with the size). */
export function unitWidth(text: string, weight: FontWeight, preferred: FontScript): number {
  const key = `${weight}${preferred}${text}`;
  let width = unitWidths.get(key);
  if (width === undefined) {
    width = shapeLine(text, 1, weight, preferred).width;
    if (unitWidths.size >= UNIT_WIDTHS_MAX) unitWidths.clear();
    unitWidths.set(key, width);
  }
  return width;
}

/**
 * Breaks `text` into lines no wider than `maxWidth` at `size`: at spaces, and a word longer than a line
 * between grapheme clusters. Returns the lines' texts (shape them with `shapeLine` to draw).
 */
export function wrapText(text: string, size: number, weight: FontWeight, preferred: FontScript, maxWidth: number): string[] {
  const limit = maxWidth / size;
  const space = unitWidth(' ', weight, preferred);
  const words = text.split(/[^\S\u00a0]+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  let currentWidth = 0;
  for (const word of words) {
    const wordWidth = unitWidth(word, weight, preferred);
    if (current && currentWidth + space + wordWidth <= limit) {
      current += ` ${word}`;
      currentWidth += space + wordWidth;
      continue;
    }
    if (current) lines.push(current);
    if (wordWidth <= limit) {
      current = word;
      currentWidth = wordWidth;
      continue;
    }
    // a word wider than the line: cut between grapheme clusters
    current = '';
    currentWidth = 0;
    for (const { segment } of graphemes.segment(word)) {
      const segmentWidth = unitWidth(segment, weight, preferred);
      if (current && currentWidth + segmentWidth > limit) {
        lines.push(current);
        current = segment;
        currentWidth = segmentWidth;
      } else {
        current += segment;
        currentWidth += segmentWidth;
      }
    }
  }
  if (current) lines.push(current);
  return lines;
}
