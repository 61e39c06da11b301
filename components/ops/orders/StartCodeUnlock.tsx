import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { OPS_STEP_REASON_MAX, type OpsOrderView } from '../../../lib/contracts/opsOrders';
import { formatDateTime } from '../../../lib/format';
import { outcome } from '../../../store/console/api';
import { useOpsOrderStartCodeUnlockMutation } from '../../../store/console/opsApi';
import ConfirmDialog from './ConfirmDialog';
import ReasonField from './ReasonField';

/**
 * "Unlock start code" (admins and operations; the page shows it only to them): while the partner app counts wrong
 * start codes for the order (after 5 it refuses even the right one for 15 minutes), operations clear the count
 * with a reason (POST /api/ops/orders/{id}/unlock-start-code, audited). `onChanged` gets the order's new view.
 */
export default function StartCodeUnlock({ view, onChanged }: { view: OpsOrderView; onChanged: (view: OpsOrderView) => void }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [post] = useOpsOrderStartCodeUnlockMutation();
  const { wrongTries, lockedUntil } = view.startCodeLock;
  if (wrongTries === 0 && !notice) return null;
  const unlock = async () => {
    setBusy(true);
    const answer = await outcome(post({ id: view.order._id, body: { reason } }));
    setBusy(false);
    setNotice({ ok: answer.ok, text: answer.message });
    if (answer.ok && answer.data) {
      setOpen(false);
      setReason('');
      onChanged(answer.data);
    }
  };
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="start-code-lock-heading">
      <Typography id="start-code-lock-heading" variant="h6" component="h2">
        Start code
      </Typography>
      {wrongTries > 0 && (
        <Typography sx={{ my: 1 }}>
          {lockedUntil
            ? `Locked after ${wrongTries} wrong codes: the partner app refuses every code until ${formatDateTime(lockedUntil)}.`
            : `${wrongTries} wrong ${wrongTries === 1 ? 'code' : 'codes'} entered in the last 15 minutes.`}
        </Typography>
      )}
      {notice && <Alert severity={notice.ok ? 'success' : 'error'}>{notice.text}</Alert>}
      {wrongTries > 0 && (
        <Button variant="outlined" color="warning" sx={{ mt: 1 }} onClick={() => setOpen(true)}>
          Unlock start code
        </Button>
      )}
      <ConfirmDialog
        open={open}
        title="Unlock the start code?"
        confirmLabel="Unlock start code"
        busy={busy}
        disabled={reason.trim().length < 3}
        onConfirm={unlock}
        onClose={() => setOpen(false)}
      >
        <Typography>The provider can enter the right code at once. Check that they are at the customer’s address first.</Typography>
        <ReasonField value={reason} onChange={setReason} maxLength={OPS_STEP_REASON_MAX} />
        {notice && !notice.ok && <Alert severity="error">{notice.text}</Alert>}
      </ConfirmDialog>
    </Paper>
  );
}
