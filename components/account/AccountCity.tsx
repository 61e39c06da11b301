import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CITY_LINKS } from '../../data/cities/cityLinks';
import type { UserPublic } from '../../lib/contracts/users';
import { failureText } from '../../services/errors';
import { useUserCityUpdateMutation } from '../../store/userApi';

/** The picker's value for "no city saved". */
const NONE = '';

/**
 * "Your city" of /accounts (the saved city's links): the city saved when the customer opened a
 * city page or first booked, changed here and saved at once (`PUT /api/user/city`); "No city" forgets it.
 */
export default function AccountCity({ profile }: { profile: UserPublic }) {
  const [save, { isLoading }] = useUserCityUpdateMutation();
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onChange = async (slug: string) => {
    setProblem(null);
    setStatus('Saving…');
    const result = await save(slug === NONE ? null : slug);
    if ('data' in result && result.data) setStatus(result.data.message);
    else {
      setStatus('');
      setProblem(failureText(result.error, 'Could not save your city. Please try again.'));
    }
  };

  return (
    <Box component="section" sx={{ mt: 3 }} aria-labelledby="city-title">
      <Typography id="city-title" component="h2" variant="h3" sx={{ mb: 1 }}>
        Your city
      </Typography>
      <Typography sx={{ mb: 2 }}>Services shows this city&apos;s links first.</Typography>
      <TextField
        select
        label="City"
        value={profile.city?.slug ?? NONE}
        onChange={(event) => void onChange(event.target.value)}
        disabled={isLoading}
        fullWidth
        // a native select: no menu or popover code on /accounts, and the phone's own picker
        slotProps={{ select: { native: true } }}
      >
        <option value={NONE}>No city</option>
        {CITY_LINKS.map((city) => (
          <option key={city.slug} value={city.slug}>
            {city.name}
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
