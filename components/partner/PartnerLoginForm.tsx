import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { OTP_LENGTH } from '../../lib/constants';
import { PARTNER_LOGIN_SUCCESS } from '../../lib/contracts/partner';
import { nextPartnerPath } from '../../lib/partner';
import { partnerRequest } from './partnerApi';

/**
 * Provider sign-in (issue 22 "Partner app"): mobile number, then the code sent by SMS; on success shows the
 * spec's text ("You have been logged in successfully.") and opens the page the provider came for (their jobs).
 */
export default function PartnerLoginForm() {
  const router = useRouter();
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  const [step, setStep] = useState<'phone' | 'code' | 'done'>('phone');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'info' | 'error' | 'success'; text: string } | null>(null);

  const requestCode = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await partnerRequest('/api/partner/auth/otp', { method: 'POST', body: { phone } });
    setBusy(false);
    setNotice({ severity: answer.ok ? 'info' : 'error', text: answer.message });
    if (answer.ok) setStep('code');
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await partnerRequest('/api/partner/auth/verify', { method: 'POST', body: { phone, otp } });
    if (!answer.ok) {
      setBusy(false);
      setNotice({ severity: 'error', text: answer.message });
      return;
    }
    setStep('done');
    setNotice({ severity: 'success', text: PARTNER_LOGIN_SUCCESS });
    await router.replace(nextPartnerPath(router.query.next));
  };

  return (
    <Stack spacing={2}>
      {notice && (
        <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      )}
      {step === 'phone' && (
        <Stack component="form" spacing={2} onSubmit={requestCode} noValidate>
          <TextField
            label="Mobile number"
            value={phone}
            onChange={(event) => setPhone(event.target.value.replace(/\D/g, '').slice(0, 10))}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'tel-national', 'data-testid': 'partner-phone' } }}
            required
          />
          <Button type="submit" variant="contained" size="large" disabled={busy || phone.length !== 10}>
            Get OTP
          </Button>
        </Stack>
      )}
      {step === 'code' && (
        <Stack component="form" spacing={2} onSubmit={verify} noValidate>
          <TextField
            label="OTP"
            value={otp}
            onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', 'data-testid': 'partner-otp' } }}
            required
          />
          <Button type="submit" variant="contained" size="large" disabled={busy || otp.length !== OTP_LENGTH}>
            Verify
          </Button>
          <Button variant="text" onClick={() => setStep('phone')} disabled={busy}>
            Use another number
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
