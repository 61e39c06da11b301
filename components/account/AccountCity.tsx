import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CITY_LINKS } from '../../data/cities/cityLinks';
import type { UserPublic } from '../../lib/contracts/users';
import { useUserCityUpdateMutation } from '../../store/userApi';
import { useFailureText } from '../common/useFailureText';
import { useLocale, useT } from '../i18n/I18nProvider';

/** The picker's value for "no city saved". */
const NONE = '';

/**
 * "Your city" of /accounts (the saved city's links): the city saved when the customer opened a
 * city page or first booked, changed here and saved at once (`PUT /api/user/city`); "No city" forgets it. Texts: the
 * `account` domain; the cities' Hindi names: `cityNames` (a city without one keeps its own name).
 */
export default function AccountCity({ profile }: { profile: UserPublic }) {
  const t = useT('account');
  const cityNames = useT('cityNames');
  const english = useLocale() === 'en';
  const describe = useFailureText();
  const [save, { isLoading }] = useUserCityUpdateMutation();
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onChange = async (slug: string) => {
    setProblem(null);
    setStatus(t('city.saving'));
    const result = await save(slug === NONE ? null : slug);
    // the server words its confirmation in English: a Hindi page says it itself
    if ('data' in result && result.data) setStatus(english ? result.data.message : t(slug === NONE ? 'city.removed' : 'city.saved'));
    else {
      setStatus('');
      setProblem(describe(result.error, t('city.failed')));
    }
  };

  const cityName = (city: { slug: string; name: string }) => {
    if (english) return city.name;
    const known = cityNames(city.slug);
    return known === `cityNames.${city.slug}` ? city.name : known;
  };

  return (
    <Box component="section" sx={{ mt: 3 }} aria-labelledby="city-title">
      <Typography id="city-title" component="h2" variant="h3" sx={{ mb: 1 }}>
        {t('city.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('city.hint')}</Typography>
      <TextField
        select
        label={t('city.label')}
        value={profile.city?.slug ?? NONE}
        onChange={(event) => void onChange(event.target.value)}
        disabled={isLoading}
        fullWidth
        // a native select: no menu or popover code on /accounts, and the phone's own picker
        slotProps={{ select: { native: true } }}
      >
        <option value={NONE}>{t('city.none')}</option>
        {CITY_LINKS.map((city) => (
          <option key={city.slug} value={city.slug}>
            {cityName(city)}
          </option>
        ))}
      </TextField>
      {problem && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
      <Typography role="status" aria-live="polite" variant="body2" sx={{ minHeight: '1.5em', mt: 0.5, color: 'text.secondary' }}>
        {status}
      </Typography>
    </Box>
  );
}
