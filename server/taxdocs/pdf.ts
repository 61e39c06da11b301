/**
 * A GST document as a PDF (A4), drawn with pdfkit from the same layout its page shows (lib/taxDocuments.ts
 * documentLayout: the particulars of CGST Rules 46, 50, 51 and 53). Fonts are the project's own Noto Sans (Latin,
 * digits and ₹) and Noto Sans Devanagari (Hindi names and addresses), located by server/events' fontFilePath; each run
 * of text is drawn in the font of its script, and fontkit (inside pdfkit) shapes the Devanagari conjuncts. Only the
 * glyphs used are embedded (subset fonts, with a ToUnicode map so the text can be copied and searched).
 * Its labels are in the reader's language (messages/<locale>/taxdocs.json, the page's own words); the numbers,
 * GSTINs, SAC codes and the tax columns' names stay as the law writes them.
 */
import PDFDocument from 'pdfkit';
import type { Locale } from '../../lib/i18n/locales';
import { documentLayout, type DocumentFacts } from '../../lib/taxDocuments';
import { fontFilePath, isDevanagari } from '../events';
import { getT } from '../i18n/messages';

type Weight = 'regular' | 'bold';
const FONT_NAMES = {
  latin: { regular: 'NotoSans', bold: 'NotoSans-Bold' },
  devanagari: { regular: 'NotoSansDevanagari', bold: 'NotoSansDevanagari-Bold' },
} as const;

const PAGE_MARGIN = 40;
const PAGE_WIDTH = 595.28; // A4 in points
const CONTENT_WIDTH = PAGE_WIDTH - 2 * PAGE_MARGIN;

/** A run of text in one script: Devanagari (with the joiners shaping uses) or anything else (Latin, digits, ₹). */
export interface ScriptRun {
  script: 'latin' | 'devanagari';
  text: string;
}

/**
 * Splits `text` into runs of one script each, so each is drawn with a font that has its glyphs. Spaces and
 * punctuation stay in the run they are in (a Hindi name's space is drawn with the Devanagari font, which has it).
 */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const neutral = char === ' ' || char === ',' || char === '.';
    const last = runs[runs.length - 1];
    const script = isDevanagari(code) ? 'devanagari' : 'latin';
    if (last && (last.script === script || neutral)) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}

function registerFonts(doc: PDFKit.PDFDocument): void {
  doc.registerFont(FONT_NAMES.latin.regular, fontFilePath('latin', 400));
  doc.registerFont(FONT_NAMES.latin.bold, fontFilePath('latin', 700));
  doc.registerFont(FONT_NAMES.devanagari.regular, fontFilePath('devanagari', 400));
  doc.registerFont(FONT_NAMES.devanagari.bold, fontFilePath('devanagari', 700));
}

interface TextBox {
  x: number;
  y: number;
  width: number;
  size?: number;
  weight?: Weight;
  align?: 'left' | 'right';
}

/** Draws `text` in a box, run by run in each script's font; returns the height it took. */
function drawText(doc: PDFKit.PDFDocument, text: string, { x, y, width, size = 9, weight = 'regular', align = 'left' }: TextBox): number {
  const runs = scriptRuns(text === '' ? ' ' : text);
  doc.fontSize(size);
  const height = measure(doc, text, width, size, weight);
  runs.forEach((run, index) => {
    doc.font(FONT_NAMES[run.script][weight]);
    const options = { width, align, continued: index < runs.length - 1, lineGap: 1 };
    if (index === 0) doc.text(run.text, x, y, options);
    else doc.text(run.text, options);
  });
  return height;
}

/** The height `text` takes in a box `width` wide (measured in the font of its first run: close enough for layout). */
function measure(doc: PDFKit.PDFDocument, text: string, width: number, size: number, weight: Weight): number {
  const first = scriptRuns(text === '' ? ' ' : text)[0]!;
  doc.font(FONT_NAMES[first.script][weight]).fontSize(size);
  return doc.heightOfString(text === '' ? ' ' : text, { width, lineGap: 1 });
}

/** The widths of the table's columns (CGST + SGST: 8 columns; IGST: 7), adding up to the content width. */
const columnWidths = (count: number): number[] => (count === 8 ? [46, 128, 26, 72, 34, 74, 74, 61] : [50, 172, 28, 80, 38, 75, 72]);

/** Starts a new page when `needed` points do not fit below `y`; returns where to draw. */
function room(doc: PDFKit.PDFDocument, y: number, needed: number): number {
  if (y + needed <= doc.page.height - PAGE_MARGIN) return y;
  doc.addPage();
  return PAGE_MARGIN;
}

/** Draws one table row (header when `weight` is bold); returns the y below it. */
function drawRow(doc: PDFKit.PDFDocument, cells: string[], widths: number[], y: number, weight: Weight): number {
  const heights = cells.map((cell, index) => measure(doc, cell, widths[index]! - 4, 8, weight));
  const height = Math.max(...heights) + 6;
  let top = room(doc, y, height);
  if (top !== y) top = PAGE_MARGIN;
  let x = PAGE_MARGIN;
  cells.forEach((cell, index) => {
    const numeric = index >= 3 || index === 2;
    drawText(doc, cell, { x: x + 2, y: top + 3, width: widths[index]! - 4, size: 8, weight, align: numeric ? 'right' : 'left' });
    x += widths[index]!;
  });
  doc
    .moveTo(PAGE_MARGIN, top + height)
    .lineTo(PAGE_MARGIN + CONTENT_WIDTH, top + height)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  return top + height;
}

/**
 * The PDF of a document (its bytes), its labels in `locale` (English, as before, by default). `compress: false`
 * leaves the content and font maps readable (tests read them).
 * @throws Error when a font file is missing (a deployment without `npm install`).
 */
export function renderDocumentPdf(
  facts: DocumentFacts,
  { compress = true, locale = 'en' }: { compress?: boolean; locale?: Locale } = {},
): Promise<Buffer> {
  // English keeps the layout's own words (byte for byte what it printed before); another language its messages
  const t = locale === 'en' ? undefined : getT(locale, 'taxdocs');
  const layout = documentLayout(facts, t, locale);
  const totalLabel = t ? t('total') : 'Total';
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    compress,
    info: { Title: `${layout.title} ${facts.number}`, Author: facts.supplier.name, Subject: layout.source },
  });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  let y = PAGE_MARGIN;
  y += drawText(doc, layout.title, { x: PAGE_MARGIN, y, width: CONTENT_WIDTH, size: 16, weight: 'bold' });
  y += drawText(doc, layout.source, { x: PAGE_MARGIN, y, width: CONTENT_WIDTH, size: 8 }) + 8;

  const half = CONTENT_WIDTH / 2 - 8;
  const partyTop = y;
  let left = partyTop;
  let right = partyTop;
  left += drawText(doc, layout.supplier.title, { x: PAGE_MARGIN, y: left, width: half, weight: 'bold' });
  for (const line of layout.supplier.lines) left += drawText(doc, line, { x: PAGE_MARGIN, y: left, width: half });
  const rightX = PAGE_MARGIN + CONTENT_WIDTH / 2 + 8;
  right += drawText(doc, layout.recipient.title, { x: rightX, y: right, width: half, weight: 'bold' });
  for (const line of layout.recipient.lines) right += drawText(doc, line, { x: rightX, y: right, width: half });
  y = Math.max(left, right) + 10;

  for (const { label, value } of layout.heading) {
    drawText(doc, label, { x: PAGE_MARGIN, y, width: 150, weight: 'bold' });
    y += Math.max(12, drawText(doc, value, { x: PAGE_MARGIN + 150, y, width: CONTENT_WIDTH - 150 }));
  }
  y += 10;

  const widths = columnWidths(layout.columns.length);
  y = drawRow(doc, layout.columns, widths, y, 'bold');
  for (const row of layout.rows) y = drawRow(doc, row, widths, y, 'regular');
  y += 8;

  for (const { label, value } of layout.totals) {
    y = room(doc, y, 14);
    const weight: Weight = label === totalLabel ? 'bold' : 'regular';
    drawText(doc, label, { x: PAGE_MARGIN + CONTENT_WIDTH - 330, y, width: 220, weight, align: 'right' });
    y += Math.max(13, drawText(doc, value, { x: PAGE_MARGIN + CONTENT_WIDTH - 100, y, width: 100, weight, align: 'right' }));
  }
  y += 10;
  for (const note of layout.notes) {
    y = room(doc, y, 14);
    y += drawText(doc, note, { x: PAGE_MARGIN, y, width: CONTENT_WIDTH, size: 8 }) + 2;
  }
  y = room(doc, y + 36, 14);
  drawText(doc, layout.signature, { x: PAGE_MARGIN, y, width: CONTENT_WIDTH, align: 'right', weight: 'bold' });

  doc.end();
  return done;
}
