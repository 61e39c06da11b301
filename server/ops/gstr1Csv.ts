/**
 * The GSTR-1 report (./gstr1.ts) as one CSV file: each section a title line, a header line with the GST offline
 * tool's column names (then the tax heads, which the tool works out itself but an accountant checks against), its
 * rows, and a blank line. Amounts in rupees with two decimals, written from paise exactly (./finance csvAmount:
 * never prefixed, so a negative net still imports as a number); dates as the tool writes them (05-Dec-2026); place
 * of supply as "07-Delhi"; reverse charge "N" (Rule 46(p): never ours).
 */
import { addAmounts, noAmounts, type RateAmounts } from './financeTax';
import { csvRow } from './finance';
import type { Gstr1DocumentRow, Gstr1HsnRow, Gstr1Report, Gstr1SumRow } from './gstr1';

type Cell = string | number | { paise: number };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-12-05" → "05-Dec-2026". */
export function toolDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
}

const paise = (value: number) => ({ paise: value });
const taxes = (row: RateAmounts): Cell[] => [paise(row.igstPaise), paise(row.cgstPaise), paise(row.sgstPaise)];
const TAX_HEADS = ['Integrated Tax Amount', 'Central Tax Amount', 'State/UT Tax Amount'];

/** The sum of `rows`' amounts. */
const total = (rows: readonly RateAmounts[], sign = 1, into = noAmounts()) => rows.reduce((sum, row) => addAmounts(sum, row, sign), into);

/**
 * The net liability of the return at all rates: 4A + 5 + 7 (net of its notes) + 11A − 11B − 9B. It equals the finance
 * desk's tax collected over the month (./financeTax.ts), which the tests prove.
 */
export function gstr1NetTax(report: Gstr1Report): RateAmounts {
  const net = total([...report.b2b, ...report.b2cl, ...report.b2cs, ...report.advancesReceived]);
  return total([...report.advancesAdjusted, ...report.cdnr, ...report.cdnur], -1, net);
}

const KIND_LABEL: Record<Gstr1Report['documents'][number]['kind'], string> = {
  tax_invoice: 'Tax invoices',
  credit_note: 'Credit notes',
  receipt_voucher: 'Receipt vouchers',
  refund_voucher: 'Refund vouchers',
};

/** The report as CSV (CRLF lines). */
export function gstr1Csv(report: Gstr1Report): string {
  const lines: string[] = [];
  const section = (title: string, header: string[], rows: Cell[][]) => {
    lines.push(csvRow([title]), csvRow(header), ...rows.map((row) => csvRow(row)), '\r\n');
  };
  section(`GSTR-1 ${report.month}`, ['Supplier documents issued in the month (IST), amounts in INR'], []);
  section(
    'Table 4A: B2B invoices (b2b)',
    [
      'GSTIN/UIN of Recipient',
      'Receiver Name',
      'Invoice Number',
      'Invoice date',
      'Invoice Value',
      'Place Of Supply',
      'Reverse Charge',
      'Applicable % of Tax Rate',
      'Invoice Type',
      'E-Commerce GSTIN',
      'Rate',
      'Taxable Value',
      'Cess Amount',
      ...TAX_HEADS,
    ],
    report.b2b.map((row: Gstr1DocumentRow) => [
      row.gstin,
      row.name,
      row.number,
      toolDate(row.date),
      paise(row.documentValuePaise),
      row.placeOfSupply,
      'N',
      '',
      'Regular B2B',
      '',
      row.ratePercent,
      paise(row.taxableValuePaise),
      paise(0),
      ...taxes(row),
    ]),
  );
  section(
    'Table 5: B2C large invoices (b2cl)',
    [
      'Invoice Number',
      'Invoice date',
      'Invoice Value',
      'Place Of Supply',
      'Applicable % of Tax Rate',
      'Rate',
      'Taxable Value',
      'Cess Amount',
      'E-Commerce GSTIN',
      ...TAX_HEADS,
    ],
    report.b2cl.map((row) => [
      row.number,
      toolDate(row.date),
      paise(row.documentValuePaise),
      row.placeOfSupply,
      '',
      row.ratePercent,
      paise(row.taxableValuePaise),
      paise(0),
      '',
      ...taxes(row),
    ]),
  );
  section(
    'Table 7: B2C others, net of their credit notes (b2cs)',
    ['Type', 'Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN', ...TAX_HEADS],
    report.b2cs.map((row: Gstr1SumRow) => [
      'OE',
      row.placeOfSupply,
      '',
      row.ratePercent,
      paise(row.taxableValuePaise),
      paise(0),
      '',
      ...taxes(row),
    ]),
  );
  const noteHeader = ['Note Number', 'Note Date', 'Note Type', 'Place Of Supply'];
  section(
    'Table 9B: credit notes to registered persons (cdnr)',
    [
      'GSTIN/UIN of Recipient',
      'Receiver Name',
      ...noteHeader,
      'Reverse Charge',
      'Note Supply Type',
      'Note Value',
      'Applicable % of Tax Rate',
      'Rate',
      'Taxable Value',
      'Cess Amount',
      ...TAX_HEADS,
    ],
    report.cdnr.map((row) => [
      row.gstin,
      row.name,
      row.number,
      toolDate(row.date),
      'C',
      row.placeOfSupply,
      'N',
      'Regular B2B',
      paise(row.documentValuePaise),
      '',
      row.ratePercent,
      paise(row.taxableValuePaise),
      paise(0),
      ...taxes(row),
    ]),
  );
  section(
    'Table 9B: credit notes to unregistered persons against B2C large invoices (cdnur)',
    ['UR Type', ...noteHeader, 'Note Value', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount', ...TAX_HEADS],
    report.cdnur.map((row) => [
      'B2CL',
      row.number,
      toolDate(row.date),
      'C',
      row.placeOfSupply,
      paise(row.documentValuePaise),
      '',
      row.ratePercent,
      paise(row.taxableValuePaise),
      paise(0),
      ...taxes(row),
    ]),
  );
  // the tool asks for the advance without its tax ("Gross Advance"), the tax at the rate given
  const advance = (title: string, column: string, rows: Gstr1SumRow[]) =>
    section(
      title,
      ['Place Of Supply', 'Applicable % of Tax Rate', 'Rate', column, 'Cess Amount', ...TAX_HEADS],
      rows.map((row) => [row.placeOfSupply, '', row.ratePercent, paise(row.taxableValuePaise), paise(0), ...taxes(row)]),
    );
  advance('Table 11A: advances received, net of refund vouchers (at)', 'Gross Advance Received', report.advancesReceived);
  advance('Table 11B: advances adjusted (atadj)', 'Gross Advance Adjusted', report.advancesAdjusted);
  const hsn = (label: string, rows: Gstr1HsnRow[]) =>
    section(
      `Table 12: HSN/SAC summary, ${label} (hsn)`,
      ['HSN', 'Description', 'UQC', 'Total Quantity', 'Total Value', 'Rate', 'Taxable Value', ...TAX_HEADS, 'Cess Amount'],
      // services have no unit of quantity: UQC "NA", quantity 0
      rows.map((row) => [
        row.sac,
        row.description,
        'NA',
        0,
        paise(row.valuePaise),
        row.ratePercent,
        paise(row.taxableValuePaise),
        ...taxes(row),
        paise(0),
      ]),
    );
  hsn('B2B', report.hsnB2b);
  hsn('B2C', report.hsnB2c);
  const net = gstr1NetTax(report);
  section(
    'Documents issued in the month (what the tables add up to)',
    ['Documents', 'Count', 'Value', 'Taxable Value', ...TAX_HEADS],
    [
      ...report.documents.map((row) => [
        KIND_LABEL[row.kind],
        row.count,
        paise(row.amounts.valuePaise),
        paise(row.amounts.taxableValuePaise),
        ...taxes(row.amounts),
      ]),
      ['Net liability (4A + 5 + 7 + 11A - 11B - 9B)', '', paise(net.valuePaise), paise(net.taxableValuePaise), ...taxes(net)],
    ],
  );
  return lines.join('');
}
