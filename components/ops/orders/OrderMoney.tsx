import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OpsOrderView } from '../../../lib/contracts/opsOrders';
import { formatDateTime, formatRupees } from '../../../lib/format';

/**
 * Payments and refunds of an order with their gateway references and statuses: the
 * gateway's payment id, the refund's gateway id and bank reference (ARN/UTR), and a refund flagged for operations.
 */
export default function OrderMoney({ view }: { view: OpsOrderView }) {
  const { order, refunds } = view;
  const left = order.payment.leftToPay;
  const coHosts = left.coHosts.map((coHost) => `${coHost.name} paid ${formatRupees(coHost.paid)}`).join(', ');
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        Payments and refunds
      </Typography>
      <Typography variant="body2">
        Paid {formatRupees(order.payment.paidAmount)} · refunded {formatRupees(order.payment.refundedAmount)} · total{' '}
        {formatRupees(order.total)}
        {coHosts ? ` (${coHosts})` : ''}
      </Typography>
      {/* the order's one "left to pay", as the customer's screens show it; none once the order ended */}
      <Typography variant="body2" data-testid="ops-left-to-pay">
        {left.ended ? `Ended: nothing to pay, ${formatRupees(left.refunded)} refunded` : `Left to pay ${formatRupees(left.amount)}`}
        {left.pending > 0 ? ` · ${formatRupees(left.pending)} being confirmed by the bank` : ''}
      </Typography>
      <Table size="small" aria-label="Payments">
        <TableHead>
          <TableRow>
            <TableCell>Payment</TableCell>
            <TableCell>Gateway reference</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.payments.map((payment) => (
            <TableRow key={payment._id}>
              <TableCell>
                {payment.kind} · {payment.receiptNumber} · {formatDateTime(payment.paidAt)}
              </TableCell>
              <TableCell>
                {payment.provider} {payment.providerPaymentId} {payment.method ? `(${payment.method})` : ''}
              </TableCell>
              <TableCell>{payment.status}</TableCell>
              <TableCell align="right">{formatRupees(payment.amount)}</TableCell>
            </TableRow>
          ))}
          {refunds.map((refund) => (
            <TableRow key={refund._id}>
              <TableCell>
                Refund ({refund.reason}) · {formatDateTime(refund.createdAt)}
                {refund.note ? ` · ${refund.note}` : ''}
              </TableCell>
              <TableCell>
                {refund.providerRefundId ?? '–'}
                {refund.bankReference ? ` · bank ${refund.bankReference}` : ''}
              </TableCell>
              <TableCell>
                {refund.status}
                {refund.flagged ? ' (flagged)' : ''}
              </TableCell>
              <TableCell align="right">−{formatRupees(refund.amount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
