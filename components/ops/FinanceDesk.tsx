import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { FinanceSummary } from '../../lib/contracts/opsFinance';
import { formatPaise } from '../../lib/format';
import FinanceTaxAndPayouts from './FinanceTaxAndPayouts';
import DateRangeFields from './DateRangeFields';

/** What the finance desk holds (tax and payouts: ./FinanceTaxAndPayouts). */
export const FINANCE_DESK_SECTIONS = ['Collections', 'Refunds', 'Balances outstanding', 'Tax collected by rate', 'Provider payouts'];

export { formatPaise };

/**
 * The finance desk (admins and finance): a GET form over the range (IST days), the summary's collections by gateway
 * and method, refunds by status and balances outstanding, and the same figures as CSV.
 */
export default function FinanceDesk({ summary }: { summary: FinanceSummary }) {
  const csvHref = `/api/ops/finance/summary?from=${summary.from}&to=${summary.to}&format=csv`;
  return (
    <Stack spacing={3}>
      <Typography variant="body2">
        The finance desk holds {FINANCE_DESK_SECTIONS.join(', ').toLowerCase()} for a range of days (IST). Amounts are in rupees and paise.
      </Typography>
      <Stack
        component="form"
        method="get"
        action="/ops/finance"
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        role="search"
        aria-label="Choose the days"
      >
        <DateRangeFields from={summary.from} to={summary.to} fromLabel="From" toLabel="To" />
        <Button type="submit" variant="contained">
          Show
        </Button>
        <Button href={csvHref} variant="outlined">
          Download CSV
        </Button>
      </Stack>
      <section aria-labelledby="finance-collections">
        <Typography id="finance-collections" variant="h6" component="h2">
          Collections: {formatPaise(summary.collectedPaise)}
        </Typography>
        <Table size="small" aria-label="Collections by gateway and method">
          <TableHead>
            <TableRow>
              <TableCell>Gateway</TableCell>
              <TableCell>Method</TableCell>
              <TableCell align="right">Payments</TableCell>
              <TableCell align="right">Amount</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {summary.collections.map((row) => (
              <TableRow key={`${row.gateway}:${row.method}`}>
                <TableCell>{row.gateway}</TableCell>
                <TableCell>{row.method}</TableCell>
                <TableCell align="right">{row.count}</TableCell>
                <TableCell align="right">{formatPaise(row.amountPaise)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </section>
      <section aria-labelledby="finance-refunds">
        <Typography id="finance-refunds" variant="h6" component="h2">
          Refunds: {formatPaise(summary.refundedPaise)}
        </Typography>
        <Table size="small" aria-label="Refunds by status">
          <TableHead>
            <TableRow>
              <TableCell>Status</TableCell>
              <TableCell align="right">Refunds</TableCell>
              <TableCell align="right">Amount</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {summary.refunds.map((row) => (
              <TableRow key={row.status}>
                <TableCell>{row.status}</TableCell>
                <TableCell align="right">{row.count}</TableCell>
                <TableCell align="right">{formatPaise(row.amountPaise)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </section>
      <section aria-labelledby="finance-balances">
        <Typography id="finance-balances" variant="h6" component="h2">
          Balances outstanding: {formatPaise(summary.balances.outstandingPaise)}
        </Typography>
        <Typography variant="body2">
          {summary.balances.orders} {summary.balances.orders === 1 ? 'order' : 'orders'} with an event in these days still owe their
          balance.
        </Typography>
      </section>
      <FinanceTaxAndPayouts summary={summary} />
    </Stack>
  );
}
