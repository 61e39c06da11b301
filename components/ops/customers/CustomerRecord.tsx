import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OpsCustomerRecord } from '../../../lib/contracts/opsCustomers';
import { formatDate, formatDateTime, formatRupees } from '../../../lib/format';
import Link from '../../common/Link';
import { deliveryText } from '../orders/deliveryText';
import RecordTable from './RecordTable';

const orderLink = (orderId: string, orderNumber: string) => <Link href={`/ops/orders/${orderId}`}>{orderNumber}</Link>;
/** Paise-derived rupees may hold paise: "₹1,250.50" stays exact. */
const money = (rupees: number) => (Number.isInteger(rupees) ? formatRupees(rupees) : `₹${rupees.toFixed(2)}`);

/**
 * The customer record (/ops/customers/{userId}): who they are, their orders (each linking to its order page), the
 * payments and refunds of those orders, the messages staff sent them and the notifications sent to them.
 */
export default function CustomerRecord({ record }: { record: OpsCustomerRecord }) {
  const { customer } = record;
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography>
          <strong>Name:</strong> {customer.name || 'Not given'}
        </Typography>
        <Typography>
          <strong>Phone:</strong>{' '}
          {customer.erased ? (
            'Erased'
          ) : /^\d{10}$/.test(customer.phone) ? (
            <a href={`tel:+91${customer.phone}`}>{customer.phone}</a>
          ) : (
            customer.phone
          )}
        </Typography>
        <Typography>
          <strong>Customer since:</strong> {formatDate(customer.since)}
        </Typography>
        {customer.erased && (
          <Alert severity="info" sx={{ mt: 1 }}>
            This account was deleted and its personal data erased. Orders, payments and refunds are kept as the law requires.
          </Alert>
        )}
      </Paper>
      <RecordTable
        title="Orders"
        headings={['Order', 'Service', 'Day and slot', 'Status', 'Payment', 'Total', 'Paid', 'Refunded']}
        empty="No orders yet."
        note={record.ordersTruncated ? `Only the latest ${record.orders.length} orders are listed.` : undefined}
        rows={record.orders.map((order) => ({
          key: order._id,
          cells: [
            orderLink(order._id, order.orderNumber),
            order.serviceName,
            `${formatDate(order.eventDate)}, ${order.slotLabel}`,
            order.statusLabel,
            order.paymentLabel,
            formatRupees(order.total),
            formatRupees(order.amountPaid),
            formatRupees(order.amountRefunded),
          ],
        }))}
      />
      <RecordTable
        title="Payments"
        headings={['Receipt', 'Order', 'Kind', 'Method', 'Amount', 'Status', 'Captured']}
        empty="No payments."
        rows={record.payments.map((payment) => ({
          key: payment._id,
          cells: [
            payment.receiptNumber,
            orderLink(payment.orderId, payment.orderNumber),
            payment.kind,
            payment.method ?? payment.provider,
            money(payment.amount),
            payment.status,
            formatDateTime(payment.capturedAt),
          ],
        }))}
      />
      <RecordTable
        title="Refunds"
        headings={['Order', 'Amount', 'Reason', 'Status', 'Bank reference', 'Asked', 'Processed']}
        empty="No refunds."
        rows={record.refunds.map((refund) => ({
          key: refund._id,
          cells: [
            orderLink(refund.orderId, refund.orderNumber),
            money(refund.amount),
            refund.reason,
            refund.status,
            refund.bankReference ?? '—',
            formatDateTime(refund.createdAt),
            refund.processedAt ? formatDateTime(refund.processedAt) : '—',
          ],
        }))}
      />
      <RecordTable
        title="Messages from staff"
        headings={['When', 'Order', 'From', 'Message', 'Delivery']}
        empty="No staff messages. Send one from an order’s page."
        rows={record.messages.map((message) => ({
          key: message._id,
          cells: [
            formatDateTime(message.at),
            orderLink(message.orderId, message.orderNumber),
            message.staffName,
            message.text,
            deliveryText(message),
          ],
        }))}
      />
      <RecordTable
        title="Notifications sent"
        headings={['When', 'Channel', 'Message', 'Order', 'Status']}
        empty="No notifications."
        note="WhatsApp, SMS and push messages as the outbox records them (their texts are not kept)."
        rows={record.notifications.map((entry) => ({
          key: entry._id,
          cells: [formatDateTime(entry.createdAt), entry.channel, entry.template ?? '—', entry.orderNumber ?? '—', entry.status],
        }))}
      />
    </Stack>
  );
}
