import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { START_CODE_LENGTH } from '../../lib/contracts/partner';
import { useT } from '../i18n/I18nProvider';
import { useFormat } from '../i18n/useFormat';

/** Props of `StartJobForm`. */
export interface StartJobFormProps {
  /** Start is allowed now (from 2 hours before the slot). */
  canStart: boolean;
  /** ISO instant from which Start is allowed. */
  startFrom: string;
  busy: boolean;
  onStart: (code: string) => void;
}

/** Start the job with the customer's 4-digit start code; before its time, says when (in the page's language). */
export default function StartJobForm({ canStart, startFrom, busy, onStart }: StartJobFormProps) {
  const t = useT('partner');
  const format = useFormat();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onStart(code);
  };
  return (
    <Stack component="form" spacing={1.5} onSubmit={submit} noValidate aria-label={t('start.label')}>
      <Typography>{t('start.ask')}</Typography>
      <TextField
        label={t('start.code')}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, START_CODE_LENGTH))}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', 'data-testid': 'start-code' } }}
        disabled={!canStart}
      />
      <Button type="submit" variant="contained" size="large" disabled={!canStart || busy || code.length !== START_CODE_LENGTH}>
        {t('start.submit')}
      </Button>
      {!canStart && <Typography color="text.secondary">{t('start.from', { dateTime: format.dateTime(startFrom) })}</Typography>}
    </Stack>
  );
}
