import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DELETION_UNDO_DAYS } from '../../lib/contracts/privacy';
import { useAccountDeleteMutation } from '../../store/userApi';
import { useSessionUi } from '../auth/SessionUi';
import { useFailureText } from '../common/useFailureText';
import { useT } from '../i18n/I18nProvider';
import { useFormat } from '../i18n/useFormat';

/**
 * The confirmation of "Delete my account", loaded lazily by PrivacyPanel. Confirming calls
 * `POST /api/user/delete-account`: a refusal (a paid booking still to come: 409) is shown in the dialog; on success
 * the dialog says until when logging in again keeps the account, and OK logs this browser out (the server has
 * already ended every session). Texts: the `account` domain.
 */
export default function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const t = useT('account');
  const format = useFormat();
  const describe = useFailureText();
  const { logoutEnded } = useSessionUi();
  const [deleteAccount, { isLoading }] = useAccountDeleteMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [eraseAfter, setEraseAfter] = useState<string | null>(null);

  const onConfirm = async () => {
    setProblem(null);
    const result = await deleteAccount();
    if ('data' in result && result.data) setEraseAfter(result.data.deletion.eraseAfter);
    else setProblem(describe(result.error, t('delete.failed')));
  };

  if (eraseAfter) {
    return (
      <Dialog open onClose={logoutEnded} aria-labelledby="delete-done-title">
        <DialogTitle id="delete-done-title">{t('delete.doneTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('delete.doneText', { date: format.date(eraseAfter) })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={logoutEnded}>
            {t('delete.ok')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={() => !isLoading && onClose()} aria-labelledby="delete-confirm-title">
      <DialogTitle id="delete-confirm-title">{t('delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1.5 }}>{t('delete.text', { days: DELETION_UNDO_DAYS })}</DialogContentText>
        <DialogContentText>{t('delete.records')}</DialogContentText>
        {problem && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          {t('delete.keep')}
        </Button>
        <Button variant="contained" color="error" onClick={() => void onConfirm()} disabled={isLoading}>
          {t('delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
