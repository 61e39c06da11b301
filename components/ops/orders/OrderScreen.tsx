import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { StaffRole } from '../../../lib/contracts/ops';
import type { OpsOrderView } from '../../../lib/contracts/opsOrders';
import Link from '../../common/Link';
import { useLazyOpsOrderOneQuery } from '../../../store/console/opsApi';
import OrderActions from './OrderActions';
import OrderChatLink from './OrderChatLink';
import OrderFacts from './OrderFacts';
import OrderMoney from './OrderMoney';
import OrderMessages from './OrderMessages';
import OrderNotes from './OrderNotes';
import OrderTaxDocuments from './OrderTaxDocuments';
import PhotoUploader from './PhotoUploader';
import StartCodeUnlock from './StartCodeUnlock';

/** Roles that upload gallery photos (POST /api/photo/upload) and unlock a start code (the routes check it too). */
const OPERATORS: readonly StaffRole[] = ['admin', 'operations'];

/**
 * The console's order page: facts, payments and refunds, timeline (statuses and messages to
 * the customer), messaging the customer, notes and the actions
 * the status machine and the role allow; photography orders also get the gallery upload. After an action the view
 * is read again from GET /api/ops/orders/{id}.
 */
export default function OrderScreen({ initial, role }: { initial: OpsOrderView; role: StaffRole }) {
  const [view, setView] = useState(initial);
  const [readOrder] = useLazyOpsOrderOneQuery();
  const reload = async () => {
    const answer = await readOrder(view.order._id);
    if (answer.isSuccess) setView(answer.data);
  };
  return (
    <Stack spacing={2}>
      <Link href="/ops/orders">← All orders</Link>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2}>
            <OrderFacts view={view} />
            <OrderMoney view={view} />
            <OrderTaxDocuments key={`documents-${view.order._id}-${view.order.status}`} orderId={view.order._id} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <OrderChatLink view={view} />
            <OrderActions view={view} role={role} onChanged={reload} />
            {OPERATORS.includes(role) && <StartCodeUnlock view={view} onChanged={setView} />}
            {view.photography && OPERATORS.includes(role) && (
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Typography variant="h6" component="h2" gutterBottom>
                  Gallery photos
                </Typography>
                <PhotoUploader orderId={view.order._id} />
              </Paper>
            )}
            <OrderMessages
              key={`messages-${view.order._id}`}
              orderId={view.order._id}
              messages={view.messages}
              onSent={(messages) => setView((current) => ({ ...current, messages }))}
            />
            <OrderNotes key={view.order._id} orderId={view.order._id} notes={view.notes} />
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}
