import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { mobileNumberInput } from '../../lib/validation';
import { sendContactMessage, type ContactInput } from '../../services/contact';
import { ApiError } from '../../services/errors';

const EMPTY: ContactInput = { name: '', phone: '', email: '', city: '', message: '' };

/**
 * The contact form: stored by `POST /api/contact`; shows the server's confirmation with a reference,
 * or its field errors beside the fields. Nothing typed is lost on an error.
 */
export default function ContactForm() {
  const [values, setValues] = useState<ContactInput>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: keyof ContactInput) => (value: string) => {
    setValues((v) => ({ ...v, [field]: field === 'phone' ? mobileNumberInput(value) : value }));
    setFieldErrors((e) => ({ ...e, [field]: '' }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      const answer = await sendContactMessage(values);
      setResult({ severity: 'success', text: answer.message });
      setValues(EMPTY);
      setFieldErrors({});
    } catch (error) {
      if (error instanceof ApiError) {
        setFieldErrors(Object.fromEntries(error.errors.map((e) => [e.path, e.message])));
        setResult({ severity: 'error', text: error.status === 400 ? 'Please correct the highlighted fields.' : error.message });
      } else {
        setResult({ severity: 'error', text: 'Could not send your message. Please check your connection and try again.' });
      }
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof ContactInput, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      name={name}
      label={label}
      value={values[name] ?? ''}
      onChange={(e) => set(name)(e.target.value)}
      error={Boolean(fieldErrors[name])}
      helperText={fieldErrors[name] || ' '}
      fullWidth
      {...extra}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Contact form" sx={{ display: 'grid', gap: 1 }}>
      {field('name', 'Your name', { required: true, autoComplete: 'name' })}
      {field('phone', 'Mobile number', {
        required: true,
        autoComplete: 'tel-national',
        slotProps: { htmlInput: { inputMode: 'numeric' } },
      })}
      {field('email', 'E-mail (optional)', { type: 'email', autoComplete: 'email' })}
      {field('city', 'City (optional)', { autoComplete: 'address-level2' })}
      {field('message', 'How can we help?', { required: true, multiline: true, minRows: 4 })}
      {result && (
        <Alert severity={result.severity} role={result.severity === 'error' ? 'alert' : 'status'}>
          {result.text}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? 'Sending…' : 'Send message'}
      </Button>
    </Box>
  );
}
