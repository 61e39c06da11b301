/**
 * Text set as glyph outlines (issue 21 "Design": Hindi included, no system font): fontkit shapes each run of
 * Latin or Devanagari text with its Noto font (conjuncts, matras, kerning) and the result is SVG path data, so
 * the rasterizer draws shapes, never text, and a host's text can never become SVG markup. Lines are broken
 * at spaces (and inside a word only between grapheme clusters, never inside a conjunct).
 */
import { hasGlyph, isDevanagari, loadFont, type FontScript, type FontWeight } from './fonts';

/** One shaped line: its width in pixels and a function that draws it with its left end at `x`. */
export interface ShapedLine {
  text: string;
  width: number;
  draw: (x: number, baseline: number, fill: string) => string;
}

const NEUTRAL = /[\s\p{P}\p{S}0-9]/u;

interface Run {
  script: FontScript;
  text: string;
}

/**
 * Splits text into runs of one script each. Spaces, digits and punctuation stay with the run around them;
 * a character neither font has (an emoji, say) is left out rather than drawn as an empty box.
 */
export function scriptRuns(text: string, preferred: FontScript): Run[] {
  const runs: Run[] = [];
  let pending = '';
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (!hasGlyph(codePoint)) continue;
    const last = runs.at(-1);
    if (NEUTRAL.test(char) && !isDevanagari(codePoint)) {
      if (last) last.text += char;
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
  const pieces = scriptRuns(text, preferred).map((run) => {
    const font = loadFont(run.script, weight);
    const glyphRun = font.layout(run.text);
    return { font, glyphRun, width: (glyphRun.advanceWidth * size) / font.unitsPerEm };
  });
  const width = pieces.reduce((sum, piece) => sum + piece.width, 0);
  return {
    text,
    width,
    draw(x, baseline, fill) {
      let d = '';
      let pen = x;
      for (const { font, glyphRun } of pieces) {
        const k = size / font.unitsPerEm;
        let advance = 0;
        glyphRun.glyphs.forEach((glyph, i) => {
          const position = glyphRun.positions[i];
          if (!position) return;
          if (glyph.id !== 0) {
            d += glyph.path
              .scale(k, -k)
              .translate(round(pen + (advance + position.xOffset) * k), round(baseline - position.yOffset * k))
              .toSVG();
          }
          advance += position.xAdvance;
        });
        pen += advance * k;
      }
      return d ? `<path d="${d}" fill="${fill}"/>` : '';
    },
  };
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
