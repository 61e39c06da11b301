import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DELETION_UNDO_DAYS } from '../../lib/contracts/privacy';
import { formatDate } from '../../lib/format';
import { failureText } from '../../services/errors';
import { useAccountDeleteMutation } from '../../store/userApi';
import { useSessionUi } from '../auth/SessionUi';

/**
 * The confirmation of "Delete my account", loaded lazily by PrivacyPanel. Confirming calls
 * `POST /api/user/delete-account`: a refusal (a paid booking still to come: 409) is shown in the dialog; on success
 * the dialog says until when logging in again keeps the account, and OK logs this browser out (the server has
 * already ended every session).
 */
export default function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { logoutEnded } = useSessionUi();
  const [deleteAccount, { isLoading }] = useAccountDeleteMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [eraseAfter, setEraseAfter] = useState<string | null>(null);

  const onConfirm = async () => {
    setProblem(null);
    const result = await deleteAccount();
    if ('data' in result && result.data) setEraseAfter(result.data.deletion.eraseAfter);
    else setProblem(failureText(result.error, 'Could not delete your account. Please try again.'));
  };

  if (eraseAfter) {
    return (
      <Dialog open onClose={logoutEnded} aria-labelledby="delete-done-title">
        <DialogTitle id="delete-done-title">Your account will be deleted</DialogTitle>
        <DialogContent>
          <DialogContentText>
            You have been logged out everywhere. Your account and personal data will be erased on {formatDate(eraseAfter)}. Log in again
            before then to keep your account.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={logoutEnded}>
            OK
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={() => !isLoading && onClose()} aria-labelledby="delete-confirm-title">
      <DialogTitle id="delete-confirm-title">Delete your account?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1.5 }}>
          You will be logged out on every device. After {DELETION_UNDO_DAYS} days we erase your name, phone number, addresses, photos,
          invites and answers. Log in again before then to keep your account.
        </DialogContentText>
        <DialogContentText>
          Payment records (amounts, references and dates) are kept as the law requires, without your name, phone number or address.
        </DialogContentText>
        {problem && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          Keep my account
        </Button>
        <Button variant="contained" color="error" onClick={() => void onConfirm()} disabled={isLoading}>
          Delete my account
        </Button>
      </DialogActions>
    </Dialog>
  );
}
