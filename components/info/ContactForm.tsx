import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { ContactCreateBody } from '../../lib/contracts/contact';
import { mobileNumberInput } from '../../lib/validation';
import { failedWith, isApiFailure } from '../../services/errors';
import { useContactCreateMutation } from '../../store/contactApi';
import { useLocale, useT } from '../i18n/I18nProvider';

type ContactValues = Required<ContactCreateBody>;
const EMPTY: ContactValues = { name: '', phone: '', email: '', city: '', message: '' };

/**
 * The contact form: stored by `POST /api/contact`; shows the server's confirmation with a reference,
 * or its field errors beside the fields. Nothing typed is lost on an error. On a Hindi page the confirmation and
 * errors are the `info` messages (the API answers in English): the confirmation names the same reference, each
 * field error says what that field needs.
 */
export default function ContactForm() {
  const t = useT('info');
  const english = useLocale() === 'en';
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [sendMessage, { isLoading }] = useContactCreateMutation();

  const set = (field: keyof ContactValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: field === 'phone' ? mobileNumberInput(value) : value }));
    setFieldErrors((e) => ({ ...e, [field]: '' }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const answer = await sendMessage(values);
    if ('data' in answer && answer.data) {
      const sent = english ? answer.data.message : t('form.sent', { name: values.name.trim(), reference: answer.data.reference });
      setResult({ severity: 'success', text: sent });
      setValues(EMPTY);
      setFieldErrors({});
      return;
    }
    const failure = answer.error;
    if (isApiFailure(failure) && typeof failure.status === 'number') {
      setFieldErrors(Object.fromEntries(failure.errors.map((e) => [e.path, english ? e.message : fieldError(e.path)])));
      setResult({
        severity: 'error',
        text: failedWith(failure, 400) ? t('form.fixFields') : english ? failure.message : serverFailure(failure.status),
      });
    } else {
      setResult({ severity: 'error', text: t('form.offline') });
    }
  };

  const fieldError = (path: string) => (path in EMPTY ? t(`form.error.${path}`) : t('form.fixFields'));
  const serverFailure = (status: number) => (status === 429 ? t('form.tooMany') : t('form.failed'));

  const field = (name: keyof ContactValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      name={name}
      label={label}
      value={values[name]}
      onChange={(e) => set(name)(e.target.value)}
      error={Boolean(fieldErrors[name])}
      helperText={fieldErrors[name] || ' '}
      fullWidth
      {...extra}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('form.label')} sx={{ display: 'grid', gap: 1 }}>
      {field('name', t('form.name'), { required: true, autoComplete: 'name' })}
      {field('phone', t('form.phone'), {
        required: true,
        autoComplete: 'tel-national',
        slotProps: { htmlInput: { inputMode: 'numeric' } },
      })}
      {field('email', t('form.email'), { type: 'email', autoComplete: 'email' })}
      {field('city', t('form.city'), { autoComplete: 'address-level2' })}
      {field('message', t('form.message'), { required: true, multiline: true, minRows: 4 })}
      {result && (
        <Alert severity={result.severity} role={result.severity === 'error' ? 'alert' : 'status'}>
          {result.text}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={isLoading}>
        {isLoading ? t('form.sending') : t('form.send')}
      </Button>
    </Box>
  );
}
