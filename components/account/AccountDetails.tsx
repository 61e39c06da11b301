import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COUNTRY_CODE } from '../../lib/constants';
import type { UserPublic } from '../../lib/contracts/users';
import { failureText } from '../../services/errors';
import { useUserDetailsQuery, useUserDetailsUpdateMutation } from '../../store/usersApi';
import LoginPrompt from '../auth/LoginPrompt';
import { useIsLoggedIn } from '../auth/useIsLoggedIn';
import LogoutAllDevices from './LogoutAllDevices';

/**
 * The logged-in customer's name and mobile number, with a form to set the name
 * (`PUT /api/user/user-details`) and "Log out of all devices"; a login prompt when logged out or when the session has expired
 * (a 401 logs the browser out in the data layer).
 */
export default function AccountDetails() {
  const isLoggedIn = useIsLoggedIn();
  const query = useUserDetailsQuery(undefined, { skip: !isLoggedIn });

  if (!isLoggedIn) return <LoginPrompt text="Log in with your mobile number to see your account." />;
  if (query.isError && !query.data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      >
        {failureText(query.error, 'Could not load your account. Please try again in a moment.')}
      </Alert>
    );
  }
  if (!query.data) return <CircularProgress aria-label="Loading your account" />;
  // keyed by the customer: another login starts the form afresh
  return (
    <>
      <ProfileForm key={query.data._id} profile={query.data} />
      <LogoutAllDevices />
    </>
  );
}

/** The profile with the name form. */
function ProfileForm({ profile }: { profile: UserPublic }) {
  const [name, setName] = useState(profile.name ?? '');
  const [saveName, { isLoading }] = useUserDetailsUpdateMutation();
  const [saveResult, setSaveResult] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    setSaveResult(null);
    const result = await saveName(name);
    if ('data' in result && result.data) setSaveResult({ severity: 'success', text: result.data.message });
    else setSaveResult({ severity: 'error', text: failureText(result.error, 'Could not save. Please try again.') });
  };

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography component="h2" variant="h3" sx={{ mb: 1 }} data-testid="account-name">
        {profile.name || 'Welcome!'}
      </Typography>
      <Typography sx={{ mb: 3 }} data-testid="account-phone">
        Mobile number: {COUNTRY_CODE} {profile.phone}
      </Typography>
      <Box component="form" noValidate onSubmit={onSave} sx={{ display: 'grid', gap: 1 }}>
        <TextField label="Your name" value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" fullWidth />
        {saveResult && (
          <Alert severity={saveResult.severity} role={saveResult.severity === 'error' ? 'alert' : 'status'}>
            {saveResult.text}
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={isLoading}>
          Save name
        </Button>
      </Box>
    </Paper>
  );
}
