import Router from 'next/router';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UserPublic } from '../../lib/contracts/users';
import { LANGUAGE_NAMES, LOCALES, isLocale, type Locale } from '../../lib/i18n/locales';
import { useLocale, useT } from '../i18n/I18nProvider';
import { rememberLanguage } from '../i18n/languageChoice';
import { saveAccountLanguage } from './accountLanguage';

/**
 * "Language" of /accounts: the language of the customer's messages (WhatsApp, SMS, push) and of the site after a
 * login, saved at once (`PUT /api/user/user-details {language}`); the page then moves to it and the browser
 * remembers it. Each language is named in itself (English, हिंदी). Texts: the `account` domain.
 */
export default function AccountLanguage({ profile }: { profile: UserPublic }) {
  const t = useT('account');
  const pageLocale = useLocale();
  const [language, setLanguage] = useState<Locale>(profile.language ?? pageLocale);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState(false);

  const onChange = async (value: string) => {
    if (!isLocale(value)) return;
    setProblem(false);
    setStatus(t('language.saving'));
    const saved = await saveAccountLanguage(value);
    if (!saved) {
      setStatus('');
      setProblem(true);
      return;
    }
    setLanguage(value);
    setStatus(t('language.saved'));
    rememberLanguage(value, { account: false });
    // the router singleton, read when the choice is made (the account renders without a router in unit tests)
    if (value !== pageLocale) await Router.replace(Router.asPath, Router.asPath, { locale: value, scroll: false });
  };

  return (
    <Box component="section" sx={{ mt: 3 }} aria-labelledby="language-title">
      <Typography id="language-title" component="h2" variant="h3" sx={{ mb: 1 }}>
        {t('language.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('language.hint')}</Typography>
      <TextField
        select
        label={t('language.label')}
        value={language}
        onChange={(event) => void onChange(event.target.value)}
        fullWidth
        // a native select, as the city's: the phone's own picker
        slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'account-language' } }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LANGUAGE_NAMES[locale]}
          </option>
        ))}
      </TextField>
      {problem && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {t('language.failed')}
        </Alert>
      )}
      <Typography role="status" variant="body2" sx={{ mt: 1, minHeight: '1.5em' }}>
        {status}
      </Typography>
    </Box>
  );
}
