import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { ContactCreateBody } from '../../lib/contracts/contact';
import { mobileNumberInput } from '../../lib/validation';
import { failedWith, isApiFailure } from '../../services/errors';
import { useContactCreateMutation } from '../../store/contactApi';

type ContactValues = Required<ContactCreateBody>;
const EMPTY: ContactValues = { name: '', phone: '', email: '', city: '', message: '' };

/**
 * The contact form: stored by `POST /api/contact`; shows the server's confirmation with a reference,
 * or its field errors beside the fields. Nothing typed is lost on an error.
 */
export default function ContactForm() {
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
      setResult({ severity: 'success', text: answer.data.message });
      setValues(EMPTY);
      setFieldErrors({});
      return;
    }
    const failure = answer.error;
    if (isApiFailure(failure) && typeof failure.status === 'number') {
      setFieldErrors(Object.fromEntries(failure.errors.map((e) => [e.path, e.message])));
      setResult({ severity: 'error', text: failedWith(failure, 400) ? 'Please correct the highlighted fields.' : failure.message });
    } else {
      setResult({ severity: 'error', text: 'Could not send your message. Please check your connection and try again.' });
    }
  };

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
      <Button type="submit" variant="contained" size="large" disabled={isLoading}>
        {isLoading ? 'Sending…' : 'Send message'}
      </Button>
    </Box>
  );
}
