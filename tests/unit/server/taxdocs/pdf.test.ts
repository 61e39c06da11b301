/**
 * The PDF of a tax document: Rule 46's particulars are printed, and a Devanagari name and ₹ are drawn with glyphs of
 * the embedded Noto fonts (their ToUnicode maps, read from an uncompressed PDF, name the characters drawn), not
 * dropped or boxed; for a Hindi reader its labels are the `taxdocs` messages in Hindi (conjuncts shaped into the
 * font's ligature glyphs), the numbers, GSTIN and SAC as they are; a Hindi page's PDF link asks for it (`lang=hi`).
 */
import { describe, expect, it } from 'vitest';
import { documentLayout, formatPaise, type DocumentFacts } from '../../../../lib/taxDocuments';
import { getT } from '../../../../server/i18n/messages';
import { renderDocumentPdf, scriptRuns } from '../../../../server/taxdocs/pdf';
import { toTaxDocumentView } from '../../../../server/taxdocs/views';
import type { TaxDocument } from '../../../../server/db/schema';

const INVOICE: DocumentFacts = {
  kind: 'tax_invoice',
  number: 'INV/26-27/000001',
  issuedAt: '2026-12-01T04:30:00.000Z',
  orderNumber: 'ORD12345',
  placeOfSupply: { state: 'Delhi', code: '07' },
  supplier: {
    name: 'Party Services Pvt Ltd',
    address: '12 Connaught Place, New Delhi',
    stateName: 'Delhi',
    stateCode: '07',
    gstin: '07AAACP1234A1Z5',
  },
  recipient: { name: 'सीमा शर्मा', address: 'B-12 लाजपत नगर, Delhi 110024', stateName: 'Delhi', stateCode: '07' },
  intraState: true,
  reverseCharge: false,
  lines: [
    {
      description: 'Balloon arch',
      sac: '998596',
      quantity: 1,
      taxableValuePaise: 508_390,
      ratePercent: 18,
      cgstPaise: 45_755,
      sgstPaise: 45_755,
      igstPaise: 0,
      amountPaise: 599_900,
    },
  ],
  taxableValuePaise: 508_390,
  cgstPaise: 45_755,
  sgstPaise: 45_755,
  igstPaise: 0,
  totalPaise: 599_900,
  advanceAdjustedPaise: 120_000,
};

/** The Unicode text each embedded font's ToUnicode map names, by the font's base name. */
function mappedCharacters(pdf: string): Map<string, string> {
  const fonts = new Map<string, string>();
  // pdfkit writes each font's dictionary (BaseFont) right after its ToUnicode stream
  const pattern = /beginbfrange([\s\S]*?)endbfrange[\s\S]*?\/BaseFont \/[A-Z]{6}\+([\w-]+)/g;
  for (const match of pdf.matchAll(pattern)) {
    // a shaped conjunct's glyph names its characters together: `<0915 094d 0937>` (क्ष)
    const codes = [...match[1]!.matchAll(/<([0-9a-f]{4}(?: [0-9a-f]{4})*)>/g)].map((m) => m[1]!.replace(/ /g, ''));
    const text = codes
      .flatMap((hex) => (hex.length % 4 === 0 ? hex.match(/.{4}/g)! : []))
      .map((cp) => String.fromCodePoint(parseInt(cp, 16)));
    fonts.set(match[2]!, (fonts.get(match[2]!) ?? '') + text.join(''));
  }
  return fonts;
}

describe('the tax document PDF', () => {
  it('formats rupees with Indian grouping and two decimals', () => {
    expect(formatPaise(12_345_678)).toBe('₹1,23,456.78');
    expect(formatPaise(5)).toBe('₹0.05');
    expect(formatPaise(-50_000)).toBe('-₹500.00');
  });

  it('splits text into runs of one script', () => {
    expect(scriptRuns('B-12 लाजपत नगर, Delhi')).toEqual([
      { script: 'latin', text: 'B-12 ' },
      { script: 'devanagari', text: 'लाजपत नगर, ' },
      { script: 'latin', text: 'Delhi' },
    ]);
  });

  it("lays out Rule 46's particulars: parties, number, date, place of supply, SAC, tax, advances, reverse charge, signature", () => {
    const layout = documentLayout(INVOICE);
    const text = JSON.stringify(layout);
    for (const part of [
      '07AAACP1234A1Z5',
      'INV/26-27/000001',
      '01 Dec 2026',
      'Delhi (07)',
      '998596',
      'CGST',
      'SGST',
      '₹1,200.00',
      '₹4,799.00',
      'Reverse charge: No',
      'Authorised signatory',
    ]) {
      expect(text).toContain(part);
    }
    expect(layout.columns).not.toContain('IGST');
    // a Hindi layout dates the document in Hindi
    expect(documentLayout(INVOICE, getT('hi', 'taxdocs'), 'hi').heading[1]!.value).toBe('1 दिसंबर 2026');
    expect(documentLayout({ ...INVOICE, intraState: false }).columns).toContain('IGST');
  });

  it('embeds the Devanagari name and ₹ as glyphs of the Noto fonts', async () => {
    const bytes = await renderDocumentPdf(INVOICE, { compress: false });
    const pdf = bytes.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    const fonts = mappedCharacters(pdf);
    const devanagari = fonts.get('NotoSansDevanagari-Regular') ?? '';
    for (const char of 'सीमाशलजपतनग') expect(devanagari).toContain(char);
    expect(fonts.get('NotoSans-Regular') ?? '').toContain('₹');
    // no Devanagari drawn with the Latin font (it has none: it would print empty boxes)
    expect(fonts.get('NotoSans-Regular') ?? '').not.toMatch(/[\u0900-\u097f]/);
  });

  it('prints the labels in Hindi for a Hindi reader, the numbers, GSTIN and SAC as they are', async () => {
    const pdfText = (await renderDocumentPdf(INVOICE, { compress: false, locale: 'hi' })).toString('latin1');
    const hindi = mappedCharacters(pdfText);
    const devanagari = (hindi.get('NotoSansDevanagari-Regular') ?? '') + (hindi.get('NotoSansDevanagari-Bold') ?? '');
    const latin = (hindi.get('NotoSans-Regular') ?? '') + (hindi.get('NotoSans-Bold') ?? '');
    // "टैक्स इनवॉइस", "कुल", "अधिकृत हस्ताक्षरकर्ता": every letter of them drawn by the Devanagari font
    for (const word of ['टैक्स इनवॉइस', 'कुल', 'अधिकृत हस्ताक्षरकर्ता']) {
      for (const char of word.replace(/ /g, '')) expect(devanagari).toContain(char);
    }
    for (const char of '07AAACP1234A1Z5998596INV/₹') expect(latin).toContain(char);
    expect(latin).not.toMatch(/[\u0900-\u097f]/);
    // no English label is drawn: "Tax invoice", "Taxable value" and "Qty" would need an x and a Q, which no name,
    // number or date of this invoice has
    expect(latin).not.toMatch(/[xQ]/);
    // the conjuncts are shaped: a glyph stands for a consonant with its virama (a half form or a ligature)
    expect(pdfText).toMatch(/<[0-9a-f]{4}(?: [0-9a-f]{4})* 094d(?: [0-9a-f]{4})*>/);
    // the English PDF is as before: its labels in English, no Devanagari label
    const english = mappedCharacters((await renderDocumentPdf(INVOICE, { compress: false })).toString('latin1'));
    expect(english.get('NotoSans-Bold') ?? '').toMatch(/x/);
    expect(english.get('NotoSansDevanagari-Bold') ?? '').toBe('');
  });

  it("links a Hindi page's PDF to the Hindi PDF, an English page's as before", () => {
    const row = {
      id: '5f1c6c1e-0000-4000-8000-000000000001',
      orderId: '5f1c6c1e-0000-4000-8000-000000000002',
      kind: 'tax_invoice',
      number: 'INV/26-27/000001',
      issuedAt: new Date('2026-12-01T04:30:00Z'),
      placeOfSupply: INVOICE.placeOfSupply,
      recipient: INVOICE.recipient,
      supplier: INVOICE.supplier,
      lines: INVOICE.lines,
      paymentId: null,
    } as unknown as TaxDocument;
    const now = new Date('2026-12-01T05:00:00Z');
    const english = toTaxDocumentView(row, 'ORD12345', undefined, { kind: 'customer', now });
    const hindi = toTaxDocumentView(row, 'ORD12345', undefined, { kind: 'customer', now, locale: 'hi' });
    expect(english.pdfPath).toMatch(/&format=pdf$/);
    expect(hindi.pdfPath).toBe(`${english.pdfPath}&lang=hi`);
  });
});
