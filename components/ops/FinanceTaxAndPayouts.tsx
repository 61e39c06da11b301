import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { FinanceSummary } from '../../lib/contracts/opsFinance';
import { formatPaise } from '../../lib/format';
import Gstr1Download from './Gstr1Download';

const TAX_HEADS = ['cgstPaise', 'sgstPaise', 'igstPaise'] as const;

/**
 * The finance desk's tax and provider figures for the summary's range: GST collected by rate (taxable value, CGST,
 * SGST, IGST, net of credit notes and refund vouchers, an invoice counting only what its advances had not taxed), the
 * GSTR-1 download, and provider payouts due at the range's end, paid in it and the commission kept. Amounts in paise.
 */
export default function FinanceTaxAndPayouts({ summary }: { summary: FinanceSummary }) {
  const taxPaise = summary.taxByRate.reduce((sum, row) => sum + row.cgstPaise + row.sgstPaise + row.igstPaise, 0);
  return (
    <>
      <section aria-labelledby="finance-tax">
        <Typography id="finance-tax" variant="h6" component="h2">
          Tax collected: {formatPaise(taxPaise)}
        </Typography>
        <Typography variant="body2">
          From the tax documents issued in these days: invoices and receipt vouchers add, credit notes and refund vouchers subtract; an
          invoice adds only the tax its advances had not already paid.
        </Typography>
        <Table size="small" aria-label="Tax collected by rate">
          <TableHead>
            <TableRow>
              <TableCell>Rate</TableCell>
              <TableCell align="right">Documents</TableCell>
              <TableCell align="right">Taxable value</TableCell>
              <TableCell align="right">CGST</TableCell>
              <TableCell align="right">SGST</TableCell>
              <TableCell align="right">IGST</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {summary.taxByRate.map((row) => (
              <TableRow key={row.ratePercent}>
                <TableCell>{row.ratePercent}%</TableCell>
                <TableCell align="right">{row.documents}</TableCell>
                <TableCell align="right">{formatPaise(row.taxableValuePaise)}</TableCell>
                {TAX_HEADS.map((head) => (
                  <TableCell key={head} align="right">
                    {formatPaise(row[head])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Gstr1Download month={summary.to.slice(0, 7)} />
      </section>
      <section aria-labelledby="finance-provider-payouts">
        <Typography id="finance-provider-payouts" variant="h6" component="h2">
          Provider payouts due: {formatPaise(summary.payouts.duePaise)}
        </Typography>
        <Typography variant="body2">
          Owed to providers at the end of {summary.to}; paid to them in these days: {formatPaise(summary.payouts.paidPaise)}.
        </Typography>
        <Typography variant="body2">
          Commission kept on the jobs earned in these days: {formatPaise(summary.payouts.commissionPaise)}.
        </Typography>
      </section>
    </>
  );
}
