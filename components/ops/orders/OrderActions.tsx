import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ORDER_STATUS } from '../../../lib/constants';
import type { StaffRole } from '../../../lib/contracts/ops';
import type { OpsOrderView } from '../../../lib/contracts/opsOrders';
import { formatRupees } from '../../../lib/format';
import { outcome, type Sent } from '../../../store/console/api';
import { useBalanceCashMutation, useOpsProviderAssignMutation, usePaymentRefundMutation } from '../../../store/console/opsApi';
import ConfirmDialog from './ConfirmDialog';
import ReasonField from './ReasonField';
import OrderSteps from './OrderSteps';

/** Who may use each action (the server checks the same roles: withOpsActor on each route). */
const OPERATIONS: readonly StaffRole[] = ['admin', 'operations'];

type Pending = 'refund' | 'cash' | null;

/** Statuses whose balance may be recorded as collected in cash (server/payments/refunding recordCashBalance). */
const CASH_STATUSES: readonly number[] = [ORDER_STATUS.BOOKED, ORDER_STATUS.ACCEPTED, ORDER_STATUS.IN_PROGRESS, ORDER_STATUS.COMPLETED];

/**
 * The order page's actions, each on its existing route and offered only when the status
 * machine allows it (the view says which) and to the roles that may use it (others do not see it; the server
 * refuses anyway): assign or reassign a provider, the machine's next steps (start, complete, provider did not come,
 * customer was not there, cancel; each confirmed with its money consequence and a reason: OrderSteps), a goodwill
 * refund up to what may still be refunded (admins, reason required), record the balance collected in cash.
 * `onChanged` reloads the view after a change, and after a 409 (the order changed meanwhile) so the figures shown
 * are the server's new ones; each answer's message is shown.
 */
export default function OrderActions({ view, role, onChanged }: { view: OpsOrderView; role: StaffRole; onChanged: () => Promise<void> }) {
  const orderId = view.order._id;
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const [providerId, setProviderId] = useState('');
  const [refundAmount, setRefundAmount] = useState('');
  const [refundReason, setRefundReason] = useState('');
  // one key per refund: a repeated submission of the same refund (double click, retry) refunds once
  const [refundKey, setRefundKey] = useState(() => crypto.randomUUID());
  const [assign] = useOpsProviderAssignMutation();
  const [refund] = usePaymentRefundMutation();
  const [recordCash] = useBalanceCashMutation();

  if (!OPERATIONS.includes(role)) {
    return (
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography color="text.secondary">Your role can view this order and add notes; operations and admins act on it.</Typography>
      </Paper>
    );
  }

  const run = async (send: () => Sent) => {
    setBusy(true);
    const answer = await outcome(send());
    setResult({ ok: answer.ok, message: answer.message });
    if (answer.ok) setPending(null);
    // a 409 means the order moved on (a refund figure, a status): reload so an open dialog shows the new figures
    if (answer.ok || answer.status === 409) await onChanged();
    setBusy(false);
    return { ok: answer.ok, message: answer.message };
  };

  const choices = view.providerChoices.filter((choice) => choice._id !== view.provider?._id);
  // a pick that is no longer a choice (it became the provider, or left the list on reload) is no selection
  const selectedId = choices.some((choice) => choice._id === providerId) ? providerId : '';
  const amount = Number(refundAmount);
  const refundValid = Number.isInteger(amount) && amount >= 1 && amount <= view.refundable && refundReason.trim().length >= 3;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Actions
      </Typography>
      <Stack spacing={2}>
        {result && (
          <Alert severity={result.ok ? 'success' : 'error'} onClose={() => setResult(null)}>
            {result.message}
          </Alert>
        )}
        {view.canAssign && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label={view.provider ? 'Reassign to' : 'Assign provider'}
              value={selectedId}
              onChange={(event) => setProviderId(event.target.value)}
              sx={{ minWidth: 260 }}
              helperText={
                choices.length === 0
                  ? 'No other active provider offers this service here'
                  : choices.every((choice) => choice.unavailable)
                    ? 'Nobody else is free for this job'
                    : ' '
              }
            >
              {/* those who cannot take the job are listed greyed, with the reason (the server refuses them too) */}
              {choices.map((choice) => (
                <MenuItem key={choice._id} value={choice._id} disabled={choice.unavailable !== null} data-testid="provider-choice">
                  {choice.name} ({choice.phone}){choice.unavailable ? ` · ${choice.unavailable}` : ''}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="contained"
              disabled={busy || !selectedId}
              onClick={() => run(() => assign({ orderId, providerId: selectedId }))}
            >
              {view.provider ? 'Reassign' : 'Assign'}
            </Button>
          </Stack>
        )}
        <OrderSteps view={view} busy={busy} run={run} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {role === 'admin' && view.refundable > 0 && (
            <Button variant="outlined" onClick={() => setPending('refund')}>
              Goodwill refund
            </Button>
          )}
          {view.unpaid > 0 && CASH_STATUSES.includes(view.order.status) && (
            <Button variant="outlined" onClick={() => setPending('cash')}>
              Record cash balance ({formatRupees(view.unpaid)})
            </Button>
          )}
        </Stack>
      </Stack>
      <ConfirmDialog
        open={pending === 'refund'}
        title="Goodwill refund"
        confirmLabel="Refund"
        busy={busy}
        disabled={!refundValid}
        onClose={() => setPending(null)}
        onConfirm={async () => {
          if ((await run(() => refund({ orderId, amount, note: refundReason.trim(), key: refundKey }))).ok) {
            setRefundKey(crypto.randomUUID());
            setRefundAmount('');
            setRefundReason('');
          }
        }}
      >
        <Typography>At most {formatRupees(view.refundable)} can still be refunded.</Typography>
        <TextField
          label="Amount (₹)"
          type="number"
          fullWidth
          sx={{ mt: 2 }}
          value={refundAmount}
          onChange={(e) => setRefundAmount(e.target.value)}
          slotProps={{ htmlInput: { min: 1, max: view.refundable, step: 1 } }}
        />
        <ReasonField value={refundReason} onChange={setRefundReason} maxLength={300} />
      </ConfirmDialog>
      <ConfirmDialog
        open={pending === 'cash'}
        title="Record the balance collected in cash"
        confirmLabel="Record"
        busy={busy}
        onClose={() => setPending(null)}
        onConfirm={() => run(() => recordCash({ orderId, amount: view.unpaid }))}
      >
        <Typography>The provider collected {formatRupees(view.unpaid)} in cash from the customer.</Typography>
      </ConfirmDialog>
    </Paper>
  );
}
