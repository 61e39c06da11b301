import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { HIDE_REASON_MAX } from '../../../lib/contracts/opsDesk';

/**
 * Asks why a review is hidden (a reason is required; only admins read it later).
 * `onHide` resolves true when the server accepted.
 */
export default function HideReviewDialog({
  busy,
  onHide,
  onClose,
}: {
  busy: boolean;
  onHide: (reason: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onHide(reason)) onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>Hide this review</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            label="Reason"
            helperText="Shown to admins only"
            value={reason}
            onChange={(event) => setReason(event.target.value.slice(0, HIDE_REASON_MAX))}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" color="error" disabled={busy || reason.trim().length < 3}>
            Hide review
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
