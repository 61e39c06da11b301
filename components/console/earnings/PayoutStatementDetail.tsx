import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PayoutStatementView } from '../../../lib/contracts/payouts';
import { formatPaise } from '../../../lib/earnings';
import { formatDate } from '../../../lib/format';

/** A payout's status in words. */
export const PAYOUT_STATUS_LABEL: Record<PayoutStatementView['status'], string> = {
  queued: 'Queued',
  processing: 'On its way',
  paid: 'Paid',
  failed: 'Failed: due again',
  reversed: 'Returned by the bank: due again',
};

/** One total of the statement. */
function Total({ label, paise, strong = false }: { label: string; paise: number; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <Typography variant="body2" sx={strong ? { fontWeight: 600 } : undefined}>
        {label}
      </Typography>
      <Typography variant="body2" sx={strong ? { fontWeight: 600 } : undefined}>
        {formatPaise(paise)}
      </Typography>
    </Box>
  );
}

/**
 * A payout's statement (partner app and console): the week, each job (order number, date, value, commission,
 * deductions, tips, TDS, net) and the totals down to the net paid. A failed or returned payout lists no jobs: they
 * went back to what is due and appear on a later statement.
 */
export default function PayoutStatementDetail({ statement }: { statement: PayoutStatementView }) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="payout-statement">
      <Typography variant="body2" color="text.secondary">
        Week {formatDate(statement.periodFrom)} to {formatDate(statement.periodTo)} · {PAYOUT_STATUS_LABEL[statement.status]}
        {statement.paidAt ? ` on ${formatDate(statement.paidAt)}` : ''}
        {statement.utr ? ` · UTR ${statement.utr}` : ''}
      </Typography>
      {statement.failureReason && (
        <Typography variant="body2" color="error">
          {statement.failureReason}
        </Typography>
      )}
      {statement.lines.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Jobs in this payout">
            <TableHead>
              <TableRow>
                <TableCell>Order</TableCell>
                <TableCell>Date</TableCell>
                <TableCell align="right">Value</TableCell>
                <TableCell align="right">Commission</TableCell>
                <TableCell align="right">Deductions</TableCell>
                <TableCell align="right">Tips</TableCell>
                <TableCell align="right">TDS</TableCell>
                <TableCell align="right">Net</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {statement.lines.map((line) => (
                <TableRow key={line.orderId ?? 'other'}>
                  <TableCell>{line.orderNumber ?? '-'}</TableCell>
                  <TableCell>{line.eventDate ? formatDate(line.eventDate) : '-'}</TableCell>
                  <TableCell align="right">{formatPaise(line.orderValuePaise)}</TableCell>
                  <TableCell align="right">{formatPaise(-line.commissionPaise)}</TableCell>
                  <TableCell align="right">{formatPaise(line.deductionsPaise)}</TableCell>
                  <TableCell align="right">{formatPaise(line.tipsPaise)}</TableCell>
                  <TableCell align="right">{formatPaise(line.tdsPaise)}</TableCell>
                  <TableCell align="right">{formatPaise(line.netPaise)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <Total label="Order value" paise={statement.orderValuePaise} />
      <Total label="Commission" paise={-statement.commissionPaise} />
      {statement.deductionsPaise !== 0 && (
        <Total label="Deductions (credits you caused, cash you collected)" paise={statement.deductionsPaise} />
      )}
      {statement.tipsPaise !== 0 && <Total label="Tips" paise={statement.tipsPaise} />}
      <Total label="TDS" paise={statement.tdsPaise} />
      <Total label="Net paid" paise={statement.amountPaise} strong />
      <Typography variant="caption" color="text.secondary">
        {statement.tdsNote}
      </Typography>
    </Box>
  );
}
