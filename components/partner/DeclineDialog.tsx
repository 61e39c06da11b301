import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { DECLINE_REASON_MAX } from '../../lib/contracts/providers';
import { useT } from '../i18n/I18nProvider';

/** Props of `DeclineDialog`. */
export interface DeclineDialogProps {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  /** Called with the reason (trimmed, at least 3 characters). */
  onDecline: (reason: string) => void;
}

/** Asks (in the page's language) why the provider declines an assignment (the job moves to the next free provider; operations read the reason). */
export default function DeclineDialog({ open, busy, onClose, onDecline }: DeclineDialogProps) {
  const t = useT('partner');
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  return (
    <Dialog open={open} onClose={onClose} fullWidth aria-labelledby="decline-title">
      <DialogTitle id="decline-title">{t('decline.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('decline.intro')}</DialogContentText>
        <TextField
          label={t('decline.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value.slice(0, DECLINE_REASON_MAX))}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { 'data-testid': 'decline-reason' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('decline.keep')}
        </Button>
        <Button color="error" variant="contained" disabled={busy || trimmed.length < 3} onClick={() => onDecline(trimmed)}>
          {t('decline.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
