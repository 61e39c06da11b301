/**
 * What a GST document shows, as one model that its page (components/taxdocs) and its PDF (server/taxdocs/pdf.ts)
 * both draw, so the two never differ: the particulars CGST Rule 46 (tax invoice), Rule 50 (receipt voucher), Rule 51
 * (refund voucher) and Rule 53 (credit note) require. Pure, no zod: browser pages import it. Amounts in integer
 * paise, printed in rupees with Indian digit grouping and two decimals (₹1,23,456.78); dates in IST.
 */
import type { Locale } from './i18n/locales';
import { formatDate, formatPaise } from './format';

// integer paise as rupees with two decimals, as every money screen writes them
export { formatPaise };

export const TAX_DOCUMENT_KINDS = ['receipt_voucher', 'tax_invoice', 'credit_note', 'refund_voucher'] as const;
export type TaxDocumentKindName = (typeof TAX_DOCUMENT_KINDS)[number];

/** What a page calls each kind (the Rule's own name of the document). */
export const TAX_DOCUMENT_KIND_LABEL: Record<TaxDocumentKindName, string> = {
  receipt_voucher: 'Receipt voucher',
  tax_invoice: 'Tax invoice',
  credit_note: 'Credit note',
  refund_voucher: 'Refund voucher',
};

/** The law each kind is issued under (printed under its title). */
const KIND_SOURCE: Record<TaxDocumentKindName, string> = {
  receipt_voucher: 'CGST Act s. 31(3)(d), CGST Rule 50',
  tax_invoice: 'CGST Act s. 31, CGST Rule 46',
  credit_note: 'CGST Act s. 34, CGST Rule 53',
  refund_voucher: 'CGST Act s. 31(3)(e), CGST Rule 51',
};

/** The fields of a document the model reads (lib/contracts/taxDocuments schemaTaxDocument). */
export interface DocumentParty {
  name: string;
  address: string;
  stateName: string;
  stateCode: string;
  gstin?: string;
}
export interface DocumentLine {
  description: string;
  sac: string;
  quantity: number;
  taxableValuePaise: number;
  ratePercent: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  amountPaise: number;
}
export interface DocumentFacts {
  kind: TaxDocumentKindName;
  number: string;
  issuedAt: string;
  orderNumber: string;
  placeOfSupply: { state: string; code: string };
  supplier: DocumentParty;
  recipient: DocumentParty;
  intraState: boolean;
  reverseCharge: boolean;
  lines: DocumentLine[];
  taxableValuePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  advanceAdjustedPaise: number;
  reference?: { number: string; issuedAt: string };
}

// built on first use, not when a page loads this module (a browser's first Intl object loads its locale data)
let istDay: Intl.DateTimeFormat | undefined;
const istDayFormat = () =>
  (istDay ??= new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: 'short', year: 'numeric' }));

/**
 * An ISO instant as its IST day: "07 Dec 2026" in English (as the documents have always printed it), the page
 * language's date otherwise ("7 दिसंबर 2026").
 */
export const formatDocumentDate = (iso: string, locale: Locale = 'en'): string =>
  locale === 'en' ? istDayFormat().format(new Date(iso)) : formatDate(iso, locale);

const rate = (ratePercent: number) => `${ratePercent}%`;

/**
 * A document's labels in another language: `t(key, values)` of the `taxdocs` messages (the page's `useT`, the PDF's
 * `getT`). Without one a document reads in English, as its PDF always did.
 */
export type DocumentTranslate = (key: string, values?: Record<string, string | number>) => string;

/** `english` as it is, or its `taxdocs` message in the translator's language. */
const say = (t: DocumentTranslate | undefined, key: string, english: string, values?: Record<string, string | number>) =>
  t ? t(key, values) : english;

/** The label/value pairs under a document's title. */
export interface LabelledValue {
  label: string;
  value: string;
}

/** A document laid out: what its page and PDF print, in order. */
export interface DocumentLayout {
  title: string;
  source: string;
  heading: LabelledValue[];
  supplier: { title: string; lines: string[] };
  recipient: { title: string; lines: string[] };
  /** The table's header and rows (strings, amounts already formatted); the tax columns are CGST + SGST or IGST. */
  columns: string[];
  rows: string[][];
  totals: LabelledValue[];
  notes: string[];
  signature: string;
}

const partyLines = (party: DocumentParty, t?: DocumentTranslate): string[] => [
  party.name,
  party.address,
  say(t, 'party.state', `State: ${party.stateName} (code ${party.stateCode})`, { state: party.stateName, code: party.stateCode }),
  party.gstin ? `GSTIN: ${party.gstin}` : say(t, 'party.unregistered', 'GSTIN: unregistered'),
];

/** What a line's value column is called: a receipt voucher's advance, a refund voucher's refund, else the value. */
const AMOUNT_LABEL: Record<TaxDocumentKindName, string> = {
  receipt_voucher: 'Advance received',
  tax_invoice: 'Amount',
  credit_note: 'Amount credited',
  refund_voucher: 'Amount refunded',
};

/**
 * The layout of a document: the Rule's particulars (supplier and recipient with name, address, state and code and
 * GSTIN; number and date; place of supply; the document it answers; lines with SAC, description, quantity, taxable
 * value, rate and tax; totals; for an invoice the advances adjusted and what is left; "Reverse charge: No"; the
 * signature line).
 * @param t the labels' translator (English labels without it); `locale` the language of its dates.
 */
export function documentLayout(doc: DocumentFacts, t?: DocumentTranslate, locale: Locale = 'en'): DocumentLayout {
  const kind = say(t, `kind.${doc.kind}`, TAX_DOCUMENT_KIND_LABEL[doc.kind]);
  const heading: LabelledValue[] = [
    { label: say(t, 'number', `${kind} number`, { kind }), value: doc.number },
    { label: say(t, 'date', 'Date'), value: formatDocumentDate(doc.issuedAt, locale) },
    { label: say(t, 'order', 'Order'), value: doc.orderNumber },
    { label: say(t, 'placeOfSupply', 'Place of supply'), value: `${doc.placeOfSupply.state} (${doc.placeOfSupply.code})` },
  ];
  if (doc.reference) {
    const referenceKind =
      doc.kind === 'credit_note' ? say(t, 'againstInvoice', 'Against tax invoice') : say(t, 'againstVoucher', 'Against receipt voucher');
    const dated = { number: doc.reference.number, date: formatDocumentDate(doc.reference.issuedAt, locale) };
    heading.push({ label: referenceKind, value: say(t, 'dated', `${dated.number} dated ${dated.date}`, dated) });
  }
  const taxColumns = doc.intraState ? ['CGST', 'SGST'] : ['IGST'];
  const columns = [
    'SAC',
    say(t, 'col.description', 'Description'),
    say(t, 'col.qty', 'Qty'),
    say(t, 'taxableValue', 'Taxable value'),
    say(t, 'col.rate', 'Rate'),
    ...taxColumns,
    say(t, `amount.${doc.kind}`, AMOUNT_LABEL[doc.kind]),
  ];
  const rows = doc.lines.map((line) => [
    line.sac,
    line.description,
    String(line.quantity),
    formatPaise(line.taxableValuePaise),
    rate(line.ratePercent),
    ...(doc.intraState
      ? [`${formatPaise(line.cgstPaise)} @ ${line.ratePercent / 2}%`, `${formatPaise(line.sgstPaise)} @ ${line.ratePercent / 2}%`]
      : [formatPaise(line.igstPaise)]),
    formatPaise(line.amountPaise),
  ]);
  const totals: LabelledValue[] = [
    { label: say(t, 'taxableValue', 'Taxable value'), value: formatPaise(doc.taxableValuePaise) },
    ...(doc.intraState
      ? [
          { label: 'CGST', value: formatPaise(doc.cgstPaise) },
          { label: 'SGST', value: formatPaise(doc.sgstPaise) },
        ]
      : [{ label: 'IGST', value: formatPaise(doc.igstPaise) }]),
    { label: say(t, 'total', 'Total'), value: formatPaise(doc.totalPaise) },
  ];
  if (doc.kind === 'tax_invoice') {
    totals.push(
      { label: say(t, 'advancesAdjusted', 'Advances adjusted (receipt vouchers)'), value: formatPaise(doc.advanceAdjustedPaise) },
      { label: say(t, 'invoiceBalance', 'Balance of the invoice'), value: formatPaise(doc.totalPaise - doc.advanceAdjustedPaise) },
    );
  }
  return {
    title: kind,
    source: say(t, `source.${doc.kind}`, KIND_SOURCE[doc.kind]),
    heading,
    supplier: { title: say(t, 'supplier', 'Supplier'), lines: partyLines(doc.supplier, t) },
    recipient: { title: say(t, 'recipient', 'Recipient'), lines: partyLines(doc.recipient, t) },
    columns,
    rows,
    totals,
    notes: [
      say(t, 'reverseCharge', `Reverse charge: ${doc.reverseCharge ? 'Yes' : 'No'}`, { yes: doc.reverseCharge ? 'yes' : 'no' }),
      say(
        t,
        'pricesIncludeGst',
        'Prices include GST: taxable value = amount × 100 ÷ (100 + rate), rounded to the paisa (half up); tax = amount − taxable value.',
      ),
    ],
    signature: say(t, 'signature', `For ${doc.supplier.name}: Authorised signatory`, { supplier: doc.supplier.name }),
  };
}
