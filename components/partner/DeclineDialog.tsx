import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { DECLINE_REASON_MAX } from '../../lib/contracts/providers';

/** Props of `DeclineDialog`. */
export interface DeclineDialogProps {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  /** Called with the reason (trimmed, at least 3 characters). */
  onDecline: (reason: string) => void;
}

/** Asks why the provider declines an assignment (the job moves to the next free provider; operations read the reason). */
export default function DeclineDialog({ open, busy, onClose, onDecline }: DeclineDialogProps) {
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  return (
    <Dialog open={open} onClose={onClose} fullWidth aria-labelledby="decline-title">
      <DialogTitle id="decline-title">Decline this job?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>Our team will find another provider. Please tell them why.</DialogContentText>
        <TextField
          label="Reason"
          value={reason}
          onChange={(event) => setReason(event.target.value.slice(0, DECLINE_REASON_MAX))}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { 'data-testid': 'decline-reason' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Keep job
        </Button>
        <Button color="error" variant="contained" disabled={busy || trimmed.length < 3} onClick={() => onDecline(trimmed)}>
          Decline job
        </Button>
      </DialogActions>
    </Dialog>
  );
}
