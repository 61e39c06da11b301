import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { NotArrivedAlert } from '../../../lib/contracts/punctuality';
import Link from '../../common/Link';

/**
 * The Today board's "Not arrived" alerts (the on-time promise): one line per accepted job whose provider has not
 * arrived 15 minutes after the slot's start, "Not arrived: #PS-7K3P9Q, Ramesh, 15 min late", linking to the order
 * page where operations call the provider or reassign. Nothing shows when every provider is there.
 */
export default function NotArrivedAlerts({ alerts }: { alerts: readonly NotArrivedAlert[] }) {
  if (alerts.length === 0) return null;
  return (
    <Stack spacing={1} component="section" aria-label="Not arrived">
      {alerts.map((alert) => (
        <Alert key={alert.orderId} severity="error" data-testid="not-arrived-alert">
          Not arrived: <Link href={`/ops/orders/${alert.orderId}`}>#{alert.orderNumber}</Link>, {alert.providerName}, {alert.minutesLate}{' '}
          min late{alert.onTheWay ? ' (said on the way)' : ''}. Call them or reassign.
        </Alert>
      ))}
    </Stack>
  );
}
