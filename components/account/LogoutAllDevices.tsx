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
import { failureText } from '../../services/errors';
import { useLogoutMutation } from '../../store/userApi';
import { useSessionUi } from '../auth/SessionUi';

/**
 * "Log out of all devices" on /accounts: after a confirmation, ends every session of the
 * customer on the server (`POST /api/user/logout {allDevices: true}`), then logs this browser out like
 * the header's Logout. If the server call fails, the customer stays logged in here and sees why, since
 * the other devices were not logged out.
 */
export default function LogoutAllDevices() {
  const { logoutEnded } = useSessionUi();
  const [logoutAll, { isLoading }] = useLogoutMutation();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const onConfirm = async () => {
    setProblem(null);
    const result = await logoutAll({ allDevices: true });
    setConfirmOpen(false);
    if ('data' in result && result.data) logoutEnded();
    else setProblem(failureText(result.error, 'Could not log out of your other devices. Please try again.'));
  };

  return (
    <Box component="section" sx={{ mt: 3 }} aria-labelledby="devices-title">
      <Typography id="devices-title" component="h2" variant="h3" sx={{ mb: 1 }}>
        Devices
      </Typography>
      <Typography sx={{ mb: 2 }}>Logged in on a phone or computer you no longer use? End every session at once.</Typography>
      {problem && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <Button variant="outlined" color="error" onClick={() => setConfirmOpen(true)} disabled={isLoading}>
        Log out of all devices
      </Button>
      <Dialog open={confirmOpen} onClose={() => !isLoading && setConfirmOpen(false)} aria-labelledby="devices-confirm-title">
        <DialogTitle id="devices-confirm-title">Log out of all devices?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            You will be logged out here and on every other device. You can log in again with your mobile number.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmOpen(false)} disabled={isLoading}>
            Cancel
          </Button>
          <Button variant="contained" color="error" onClick={() => void onConfirm()} disabled={isLoading}>
            Log out everywhere
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
