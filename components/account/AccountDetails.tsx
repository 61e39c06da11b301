import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH, schemaPersonName, type UserPublic } from '../../lib/contracts/users';
import { formatIndianPhone } from '../../lib/format';
import { useUserDetailsQuery, useUserNameUpdateMutation } from '../../store/userApi';
import LoginPrompt from '../auth/LoginPrompt';
import { useIsLoggedIn } from '../auth/useIsLoggedIn';
import QueryFallback from '../common/QueryFallback';
import { useFailureText } from '../common/useFailureText';
import { useLocale, useT } from '../i18n/I18nProvider';
import AccountCity from './AccountCity';
import AccountLanguage from './AccountLanguage';
import AccountLinks from './AccountLinks';
import AccountPrivacySections from './AccountPrivacySections';
import AccountRefunds from './AccountRefunds';
import AddressBook from './AddressBook';
import LogoutAllDevices from './LogoutAllDevices';
import ProfilePhoto from './ProfilePhoto';

/**
 * The logged-in customer's account: photo, name (`PUT /api/user/user-details/{id}`), phone, saved
 * addresses, the saved city, the language of their messages, links to My Orders, My Invites, Refunds and Help, the refunds themselves, notification
 * choices, privacy and "Log out of all devices"; a login prompt when
 * logged out or when the session has expired (a 401 logs the browser out in the data layer). Texts: the `account` domain.
 */
export default function AccountDetails() {
  const t = useT('account');
  const isLoggedIn = useIsLoggedIn();
  const query = useUserDetailsQuery(undefined, { skip: !isLoggedIn });

  if (!isLoggedIn) return <LoginPrompt text={t('details.loginPrompt')} />;
  if (!query.data) return <QueryFallback query={query} loading={t('details.loading')} failure={t('details.failed')} />;
  // keyed by the customer: another login starts the form afresh
  return (
    <>
      <ProfileForm key={query.data._id} profile={query.data} />
      <AddressBook />
      <AccountCity profile={query.data} />
      <AccountLanguage profile={query.data} />
      <AccountLinks />
      <AccountRefunds />
      <AccountPrivacySections />
      <LogoutAllDevices />
    </>
  );
}

/**
 * The `account` message of a name the contract refused: its rules word their messages in English (shown as they are on
 * an English page), so a Hindi page names the rule that failed.
 */
function nameErrorKey(message: string): string {
  if (/at most/.test(message)) return 'profile.nameTooLong';
  if (/at least/.test(message)) return 'profile.nameTooShort';
  if (/can contain/.test(message)) return 'profile.nameChars';
  return 'profile.nameRequired';
}

/** The profile: photo, name with its form (2-60 letters, spaces, `. ' -`) and the phone, read-only. */
function ProfileForm({ profile }: { profile: UserPublic }) {
  const t = useT('account');
  const english = useLocale() === 'en';
  const describe = useFailureText();
  const [name, setName] = useState(profile.name ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const [saveName, { isLoading }] = useUserNameUpdateMutation();
  const [saveResult, setSaveResult] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    setSaveResult(null);
    const checked = schemaPersonName.safeParse(name);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? t('profile.nameRequired');
      setNameError(english ? message : t(nameErrorKey(message), { min: NAME_MIN_LENGTH, max: NAME_MAX_LENGTH }));
      return;
    }
    setNameError(null);
    const result = await saveName({ id: profile._id, name: checked.data });
    // the server words its confirmation in English: a Hindi page says it itself
    if ('data' in result && result.data) setSaveResult({ severity: 'success', text: english ? result.data.message : t('profile.saved') });
    else setSaveResult({ severity: 'error', text: describe(result.error, t('profile.saveFailed')) });
  };

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <ProfilePhoto profile={profile} />
      <Typography component="h2" variant="h3" sx={{ mb: 1 }} data-testid="account-name">
        {profile.name || t('profile.welcome')}
      </Typography>
      <Typography sx={{ mb: 3 }} data-testid="account-phone">
        {t('profile.phone', { phone: formatIndianPhone(profile.phone) })}
      </Typography>
      <Box component="form" noValidate onSubmit={onSave} sx={{ display: 'grid', gap: 1 }}>
        <TextField
          label={t('profile.nameLabel')}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setNameError(null);
          }}
          autoComplete="name"
          error={Boolean(nameError)}
          helperText={nameError ?? t('profile.nameHint', { min: NAME_MIN_LENGTH, max: NAME_MAX_LENGTH })}
          fullWidth
        />
        {saveResult && (
          <Alert severity={saveResult.severity} role={saveResult.severity === 'error' ? 'alert' : 'status'}>
            {saveResult.text}
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={isLoading}>
          {t('profile.save')}
        </Button>
      </Box>
    </Paper>
  );
}
