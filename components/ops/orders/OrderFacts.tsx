import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OpsOrderView } from '../../../lib/contracts/opsOrders';
import { formatDate, formatDateTime, formatRupees } from '../../../lib/format';

/**
 * The order page's facts (issue 22 "Order page"): customer (name, phone), the address as booked (the order's
 * snapshot), slot, provider, the bill lines, and the status timeline (oldest first).
 */
export default function OrderFacts({ view }: { view: OpsOrderView }) {
  const { order, customer, provider } = view;
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
          <strong>Customer:</strong> {customer.name} · <a href={`tel:+91${customer.phone}`}>{customer.phone}</a>
        </Typography>
        <Typography>
          <strong>Address:</strong> {address.name}, {address.line1}
          {address.landmark ? `, ${address.landmark}` : ''}, {address.locality}, {address.city} {address.pincode}
        </Typography>
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
          Status timeline
        </Typography>
        <Table size="small" aria-label="Status timeline">
          <TableBody>
            {order.history.map((entry, index) => (
              <TableRow key={`${entry.at}-${index}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</TableCell>
                <TableCell>{entry.statusLabel}</TableCell>
                <TableCell>{entry.note}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </Stack>
  );
}
