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
  /**
   * The form's words in the page's language (the partner app in Hindi); the console leaves them out and keeps its
   * English. With their `answers`, the server's English messages are replaced by these, by the answer's status.
   */
  texts?: OtpSignInTexts;
}

/** What a sign-in form says, for a form in another language than the console's English. */
export interface OtpSignInTexts {
  mobileNumber: string;
  getOtp: string;
  otp: string;
  verify: string;
  useAnotherNumber: string;
  /** The server's answers in the page's language; absent: the server's own (English) messages are shown. */
  answers?: {
    /** After the code was sent. */
    codeSent: string;
    /** A wrong or expired code (401). */
    wrongCode: string;
    /** Too many tries or codes (429). */
    tooMany: string;
    /** Any other failure (offline, the server down, a bad number). */
    failed: string;
  };
}

/** The console's own words (English). */
const ENGLISH: OtpSignInTexts = {
  mobileNumber: 'Mobile number',
  getOtp: 'Get OTP',
  otp: 'OTP',
  verify: 'Verify',
  useAnotherNumber: 'Use another number',
};

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
export default function OtpSignInForm({ app, successText, nextPath, testIdPrefix, large = false, texts }: OtpSignInProps) {
  const words = texts ?? ENGLISH;
  /** A failure as the form says it: the server's message, or with `texts` their word for its status. */
  const answers = texts?.answers;
  const failureText = (error: { status: number | 'CONTRACT'; message: string }) =>
    !answers ? error.message : error.status === 401 ? answers.wrongCode : error.status === 429 ? answers.tooMany : answers.failed;
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
    setNotice(
      answer.data
        ? { severity: 'info', text: answers ? answers.codeSent : answer.data.message }
        : { severity: 'error', text: failureText(answer.error) },
    );
    if (answer.data) setStep('code');
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await callSignIn(STEPS[app].verify, { phone, otp });
    if (answer.error) {
      setBusy(false);
      setNotice({ severity: 'error', text: failureText(answer.error) });
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
            label={words.mobileNumber}
            value={phone}
            onChange={(event) => setPhone(event.target.value.replace(/\D/g, '').slice(0, 10))}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'tel-national', 'data-testid': `${testIdPrefix}-phone` } }}
            required
          />
          <Button type="submit" variant="contained" size={size} disabled={busy || phone.length !== 10}>
            {words.getOtp}
          </Button>
        </Stack>
      )}
      {step === 'code' && (
        <Stack component="form" spacing={2} onSubmit={verify} noValidate>
          <TextField
            label={words.otp}
            value={otp}
            onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', 'data-testid': `${testIdPrefix}-otp` } }}
            required
          />
          <Button type="submit" variant="contained" size={size} disabled={busy || otp.length !== OTP_LENGTH}>
            {words.verify}
          </Button>
          <Button variant="text" onClick={() => setStep('phone')} disabled={busy}>
            {words.useAnotherNumber}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
