import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { OTP_LENGTH } from '../../lib/constants';
import { callSignIn } from '../../services/consoleTransport';

/** Where a sign-in form sends its two steps and where it goes once signed in. */
export interface OtpSignInProps {
  /** Whose sign-in: the console's (`opsOtpRequest`, `opsOtpVerify`) or the partner app's (`partnerOtp…`). */
  app: 'ops' | 'partner';
  /** The spec's success text ("You have been logged in successfully."). */
  successText: string;
  /** The page to open after signing in, from the `next` query parameter (only same-app paths). */
  nextPath: (next: unknown) => string;
  /** Prefix of the inputs' test ids (`{prefix}-phone`, `{prefix}-otp`). */
  testIdPrefix: string;
  /** Large buttons for thumbs (the partner app on a phone). */
  large?: boolean;
}

/** The two steps of each app's sign-in: send the code by SMS, then check it (which sets the session cookie). */
const STEPS = {
  ops: { otp: 'opsOtpRequest', verify: 'opsOtpVerify' },
  partner: { otp: 'partnerOtpRequest', verify: 'partnerOtpVerify' },
} as const;

/**
 * Staff and provider sign-in: mobile number, then the code sent by SMS; on success shows the spec's text
 * and opens the page asked for. The server's messages (wrong code, too many tries, not a staff number) are shown
 * as they come. The sign-in page carries no store: its two calls go through the console's transport
 * (services/consoleTransport) directly, without the route table, so a provider's phone loads no Redux before signing in.
 */
export default function OtpSignInForm({ app, successText, nextPath, testIdPrefix, large = false }: OtpSignInProps) {
  const router = useRouter();
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  const [step, setStep] = useState<'phone' | 'code' | 'done'>('phone');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'info' | 'error' | 'success'; text: string } | null>(null);
  const size = large ? 'large' : 'medium';

  const requestCode = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await callSignIn(STEPS[app].otp, { phone });
    setBusy(false);
    setNotice({ severity: answer.data ? 'info' : 'error', text: (answer.data ?? answer.error).message });
    if (answer.data) setStep('code');
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await callSignIn(STEPS[app].verify, { phone, otp });
    if (answer.error) {
      setBusy(false);
      setNotice({ severity: 'error', text: answer.error.message });
      return;
    }
    setStep('done');
    setNotice({ severity: 'success', text: successText });
    await router.replace(nextPath(router.query.next));
  };

  return (
    <Stack spacing={2} sx={large ? undefined : { maxWidth: 360 }}>
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
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'tel-national', 'data-testid': `${testIdPrefix}-phone` } }}
            required
          />
          <Button type="submit" variant="contained" size={size} disabled={busy || phone.length !== 10}>
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
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', 'data-testid': `${testIdPrefix}-otp` } }}
            required
          />
          <Button type="submit" variant="contained" size={size} disabled={busy || otp.length !== OTP_LENGTH}>
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
