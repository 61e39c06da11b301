import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { OpsOrderStep, OpsOrderView } from '../../../lib/contracts/opsOrders';
import { OPS_STEP_REASON_MAX, OPS_STEP_REASON_MIN } from '../../../lib/contracts/opsOrders';
import { formatDateTime } from '../../../lib/format';
import type { Sent } from '../../../store/console/api';
import { useOpsOrderStepMutation } from '../../../store/console/opsApi';
import ConfirmDialog from './ConfirmDialog';
import ReasonField from './ReasonField';

/** Steps that end the order: shown as warnings (the rest only move it along). */
const ENDING: readonly OpsOrderStep['step'][] = ['provider_no_show', 'customer_no_show', 'cancel_ours', 'cancel_customer', 'expire'];

/**
 * The status machine's next steps for operations (the server's `view.steps`): one button each, disabled with its
 * time while the clock does not allow it yet; each opens a confirmation stating the server's money consequence
 * ("Refund ₹X of ₹Y paid to the customer ...") and asking for the reason, then posts the step with the refund shown
 * (the server refuses it if that changed meanwhile). `run` sends the step and reports the answer; after a refusal the dialog
 * stays open with the refusal, and shows the step as the reloaded `view` has it now (its new refund and consequence),
 * so confirming again posts the new figure.
 */
export default function OrderSteps({
  view,
  busy,
  run,
}: {
  view: OpsOrderView;
  busy: boolean;
  run: (send: () => Sent) => Promise<{ ok: boolean; message: string }>;
}) {
  const [chosen, setChosen] = useState<OpsOrderStep | null>(null);
  const [postStep] = useOpsOrderStepMutation();
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  // the step as the current view has it: after a reload its refund and consequence are the server's new ones; a step
  // gone from the view is shown as chosen while the dialog closes after success, and as no longer possible after a refusal
  const fresh = chosen === null ? undefined : view.steps.find((step) => step.step === chosen.step);
  const pending = fresh ?? (refusal ? null : chosen);
  if (view.steps.length === 0 && chosen === null) return null;
  const reasonValid = reason.trim().length >= OPS_STEP_REASON_MIN;
  const close = () => {
    setChosen(null);
    setReason('');
    setRefusal(null);
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
              onClick={() => setChosen(step)}
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
        open={chosen !== null}
        title={pending ? `${pending.label}: order ${view.order.orderNumber}` : `Order ${view.order.orderNumber}`}
        confirmLabel="Confirm"
        busy={busy}
        disabled={!reasonValid || pending === null}
        onClose={close}
        onConfirm={async () => {
          if (!pending) return;
          const body = { step: pending.step, reason: reason.trim(), refund: pending.refund };
          const answer = await run(() => postStep({ id: view.order._id, body }));
          if (answer.ok) close();
          else setRefusal(answer.message);
        }}
      >
        {refusal && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        )}
        {pending ? (
          <>
            <Typography data-testid="step-consequence">{pending.consequence}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              The order becomes {pending.statusLabel}.
            </Typography>
          </>
        ) : (
          <Typography data-testid="step-consequence">This step is no longer possible for this order.</Typography>
        )}
        <ReasonField value={reason} onChange={setReason} maxLength={OPS_STEP_REASON_MAX} />
      </ConfirmDialog>
    </>
  );
}
