import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OpsOrderView } from '../../../lib/contracts/opsOrders';
import { formatDate, formatDateTime, formatRupees } from '../../../lib/format';
import Link from '../../common/Link';
import { deliveryText } from './deliveryText';

/**
 * The order page's facts: customer (name, phone), the address as booked (the order's
 * snapshot), the business name and GSTIN of a business invoice, slot, provider, the bill lines, and the timeline (oldest first): the statuses and the messages staff
 * sent the customer. The customer's name links to their record.
 */
export default function OrderFacts({ view }: { view: OpsOrderView }) {
  const { order, customer, provider } = view;
  const timeline = [
    ...order.history.map((entry) => ({ at: entry.at, what: entry.statusLabel, note: entry.note ?? '' })),
    ...view.messages.map((message) => ({
      at: message.at,
      what: `Message to the customer (${message.staffName})`,
      note: `${message.text} · ${deliveryText(message)}`,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  const address = order.address;
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          {order.orderNumber} · {order.service} · {order.statusLabel} · {order.payment.label}
        </Typography>
        <Typography>
          {formatDate(order.eventDate)}, {order.slot.label}
        </Typography>
        <Typography sx={{ mt: 1 }}>
          <strong>Customer:</strong> <Link href={`/ops/customers/${view.customerId}`}>{customer.name || 'Customer'}</Link> ·{' '}
          {/* support gets the number masked to its last 4 digits: nothing to dial, so no tel: link */}
          {/^\d{10}$/.test(customer.phone) ? <a href={`tel:+91${customer.phone}`}>{customer.phone}</a> : customer.phone}
        </Typography>
        <Typography>
          <strong>Address:</strong> {address.name}, {address.line1}
          {address.landmark ? `, ${address.landmark}` : ''}, {address.locality}, {address.city} {address.pincode}
        </Typography>
        {order.business && (
          <Typography data-testid="ops-order-business">
            <strong>Business invoice:</strong> {order.business.name} · GSTIN {order.business.gstin}
          </Typography>
        )}
        <Typography>
          <strong>Provider:</strong> {provider ? `${provider.name} (${provider.phone})` : 'Unassigned'}
        </Typography>
        {order.note && (
          <Typography>
            <strong>Customer’s note:</strong> {order.note}
          </Typography>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          Bill
        </Typography>
        <Table size="small" aria-label="Bill">
          <TableBody>
            {order.bill.lines.map((line, index) => (
              <TableRow key={`${line.kind}-${index}`}>
                <TableCell>{line.label}</TableCell>
                <TableCell align="right">{formatRupees(line.amount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          Timeline
        </Typography>
        <Table size="small" aria-label="Timeline">
          <TableBody>
            {timeline.map((entry, index) => (
              <TableRow key={`${entry.at}-${index}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</TableCell>
                <TableCell>{entry.what}</TableCell>
                <TableCell>{entry.note}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </Stack>
  );
}
