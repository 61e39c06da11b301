import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useLogoutMutation } from '../../store/userApi';
import { useSessionUi } from '../auth/SessionUi';
import { useFailureText } from '../common/useFailureText';
import { useT } from '../i18n/I18nProvider';

/**
 * "Log out of all devices" on /accounts: after a confirmation, ends every session of the
 * customer on the server (`POST /api/user/logout {allDevices: true}`), then logs this browser out like
 * the header's Logout. If the server call fails, the customer stays logged in here and sees why, since
 * the other devices were not logged out. Texts: the `account` domain.
 */
export default function LogoutAllDevices() {
  const t = useT('account');
  const describe = useFailureText();
  const { logoutEnded } = useSessionUi();
  const [logoutAll, { isLoading }] = useLogoutMutation();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const onConfirm = async () => {
    setProblem(null);
    const result = await logoutAll({ allDevices: true });
    setConfirmOpen(false);
    if ('data' in result && result.data) logoutEnded();
    else setProblem(describe(result.error, t('devices.failed')));
  };

  return (
    <Box component="section" sx={{ mt: 3 }} aria-labelledby="devices-title">
      <Typography id="devices-title" component="h2" variant="h3" sx={{ mb: 1 }}>
        {t('devices.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('devices.hint')}</Typography>
      {problem && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <Button variant="outlined" color="error" onClick={() => setConfirmOpen(true)} disabled={isLoading}>
        {t('devices.button')}
      </Button>
      <Dialog open={confirmOpen} onClose={() => !isLoading && setConfirmOpen(false)} aria-labelledby="devices-confirm-title">
        <DialogTitle id="devices-confirm-title">{t('devices.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('devices.confirmText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmOpen(false)} disabled={isLoading}>
            {t('devices.cancel')}
          </Button>
          <Button variant="contained" color="error" onClick={() => void onConfirm()} disabled={isLoading}>
            {t('devices.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
