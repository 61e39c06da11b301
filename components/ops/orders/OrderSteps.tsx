import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { OpsOrderStep, OpsOrderView } from '../../../lib/contracts/opsOrders';
import { OPS_STEP_REASON_MAX, OPS_STEP_REASON_MIN } from '../../../lib/contracts/opsOrders';
import { formatDateTime } from '../../../lib/format';
import ConfirmDialog from './ConfirmDialog';

/** Steps that end the order: shown as warnings (the rest only move it along). */
const ENDING: readonly OpsOrderStep['step'][] = ['provider_no_show', 'customer_no_show', 'cancel_ours', 'cancel_customer', 'expire'];

/**
 * The status machine's next steps for operations (the server's `view.steps`): one button each, disabled with its
 * time while the clock does not allow it yet; each opens a confirmation stating the server's money consequence
 * ("Refund ₹X of ₹Y paid to the customer ...") and asking for the reason, then posts the step with the refund shown
 * (the server refuses it if that changed meanwhile). `run` posts and reports the answer; true when it succeeded.
 */
export default function OrderSteps({
  view,
  busy,
  run,
}: {
  view: OpsOrderView;
  busy: boolean;
  run: (path: string, body: unknown) => Promise<boolean>;
}) {
  const [pending, setPending] = useState<OpsOrderStep | null>(null);
  const [reason, setReason] = useState('');
  if (view.steps.length === 0) return null;
  const reasonValid = reason.trim().length >= OPS_STEP_REASON_MIN;
  const close = () => {
    setPending(null);
    setReason('');
  };
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label="Next steps">
        {view.steps.map((step) => (
          <Stack key={step.step} spacing={0.5}>
            <Button
              variant="outlined"
              color={ENDING.includes(step.step) ? 'error' : 'primary'}
              disabled={busy || step.availableAt !== null}
              onClick={() => setPending(step)}
            >
              {step.label}
            </Button>
            {step.availableAt && (
              <Typography variant="caption" color="text.secondary">
                From {formatDateTime(step.availableAt)}
              </Typography>
            )}
          </Stack>
        ))}
      </Stack>
      <ConfirmDialog
        open={pending !== null}
        title={pending ? `${pending.label}: order ${view.order.orderNumber}` : ''}
        confirmLabel="Confirm"
        busy={busy}
        disabled={!reasonValid}
        onClose={close}
        onConfirm={async () => {
          if (!pending) return;
          const body = { step: pending.step, reason: reason.trim(), refund: pending.refund };
          if (await run(`/api/ops/orders/${view.order._id}/step`, body)) close();
        }}
      >
        <Typography data-testid="step-consequence">{pending?.consequence}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          The order becomes {pending?.statusLabel}.
        </Typography>
        <TextField
          label="Reason (required)"
          fullWidth
          multiline
          sx={{ mt: 2 }}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: OPS_STEP_REASON_MAX } }}
        />
      </ConfirmDialog>
    </>
  );
}
