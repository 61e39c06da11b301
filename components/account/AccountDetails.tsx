import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COUNTRY_CODE } from '../../lib/constants';
import { clearLogin } from '../../lib/browserSession';
import { fetchUserDetails, saveUserName, type UserProfile } from '../../services/auth';
import { ApiError } from '../../services/errors';
import LoginPrompt from '../auth/LoginPrompt';
import { useIsLoggedIn } from '../auth/useIsLoggedIn';

/**
 * The logged-in customer's name and mobile number, with a form to set the name
 * (`PUT /api/user/user-details`); a login prompt when logged out or when the session has expired.
 */
export default function AccountDetails() {
  const isLoggedIn = useIsLoggedIn();
  const [profile, setProfile] = useState<UserProfile | null>(null);
  const [name, setName] = useState('');
  const [loadError, setLoadError] = useState('');
  const [saveResult, setSaveResult] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!isLoggedIn) return;
    let cancelled = false;
    fetchUserDetails()
      .then((answer) => {
        if (cancelled) return;
        setProfile(answer.data);
        setName(answer.data.name ?? '');
        setLoadError('');
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (error instanceof ApiError && error.status === 401) clearLogin();
        else setLoadError('Could not load your account. Please check your connection and try again.');
      });
    return () => {
      cancelled = true;
    };
  }, [isLoggedIn]);

  if (!isLoggedIn) return <LoginPrompt text="Log in with your mobile number to see your account." />;
  if (loadError) return <Alert severity="error">{loadError}</Alert>;
  if (!profile) return <CircularProgress aria-label="Loading your account" />;

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setSaveResult(null);
    try {
      const answer = await saveUserName(name);
      setProfile(answer.data);
      setSaveResult({ severity: 'success', text: answer.message });
    } catch (error) {
      setSaveResult({ severity: 'error', text: error instanceof ApiError ? error.message : 'Could not save. Please try again.' });
    } finally {
      setBusy(false);
    }
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
        <Button type="submit" variant="contained" disabled={busy}>
          Save name
        </Button>
      </Box>
    </Paper>
  );
}
