import { useRouter } from 'next/router';
import { useEffect, useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { COUNTRY_CODE, OTP_LENGTH, OTP_RESEND_SECONDS, PHONE_LENGTH } from '../../lib/constants';
import { storeLogin } from '../../lib/browserSession';
import { serviceNameForPath } from '../../lib/routes';
import { MESSAGES, welcomeText } from '../../lib/messages';
import { digitsOnly, mobileNumberInput } from '../../lib/validation';
import { ApiError } from '../../services/errors';
import { requestOtp, verifyOtp } from '../../services/auth';
import { startPushMessaging } from '../../lib/push';
import MuiProvider from '../common/MuiProvider';

type Step = 'phone' | 'otp' | 'success';

/** Spec 4: these pages reload after login so their data is fetched as the customer. */
const RELOAD_AFTER_LOGIN = ['/orderlist', '/photo-gallery'];

/** The text shown when a code request fails: spec 8 wording, plus the server's wait time on a 429. */
function sendFailure(error: unknown): string {
  if (error instanceof ApiError) {
    return error.status === 429 ? `${MESSAGES.otpSendFailed} ${error.message}` : MESSAGES.otpSendFailed;
  }
  return MESSAGES.otpSendError;
}

/**
 * Spec 4 Login popup: phone -> one-time code (30 s resend countdown) -> success screen.
 * Every message is the spec's (sections 5 and 8). Loaded lazily when a customer asks to log in.
 */
export default function LoginDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const router = useRouter();
  const titleId = useId();
  const [step, setStep] = useState<Step>('phone');
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState('');
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState('');
  const [busy, setBusy] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [welcomeName, setWelcomeName] = useState('');

  useEffect(() => {
    if (secondsLeft <= 0) return undefined;
    const timer = window.setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  const onPhoneChange = (value: string) => {
    const digits = mobileNumberInput(value);
    setPhone(digits);
    // spec 5: the hint shows while 1-9 digits are typed and clears at 10
    setPhoneError(digits.length > 0 && digits.length < PHONE_LENGTH ? MESSAGES.phoneInvalid : '');
  };

  const sendCode = async () => {
    setBusy(true);
    try {
      const answer = await requestOtp(phone);
      if (answer.status !== 200) throw new ApiError(answer.status, answer.message);
      setOtp('');
      setOtpError('');
      setStep('otp');
      setSecondsLeft(OTP_RESEND_SECONDS);
    } catch (error) {
      if (step === 'phone') setPhoneError(sendFailure(error));
      else setOtpError(sendFailure(error));
    } finally {
      setBusy(false);
    }
  };

  const onGetOtp = (event: FormEvent) => {
    event.preventDefault();
    if (phone.length === 0) return setPhoneError(MESSAGES.phoneRequired);
    if (phone.length !== PHONE_LENGTH) return setPhoneError(MESSAGES.phoneInvalid);
    void sendCode();
  };

  const onResend = () => {
    setOtp('');
    setOtpError('');
    void sendCode();
  };

  const onOtpChange = (value: string) => {
    const digits = digitsOnly(value, OTP_LENGTH);
    setOtp(digits);
    setOtpError(digits.length === 0 ? MESSAGES.otpRequired : '');
  };

  const onVerify = async (event: FormEvent) => {
    event.preventDefault();
    if (otp.length === 0) return setOtpError(MESSAGES.otpRequired);
    if (otp.length !== OTP_LENGTH) return undefined;
    setBusy(true);
    try {
      const answer = await verifyOtp(phone, otp, serviceNameForPath(router.pathname));
      if (answer.status !== 200 || !answer.token) throw new ApiError(answer.status, answer.message);
      storeLogin({ token: answer.token, userId: answer.data._id, mobileNumber: phone });
      setWelcomeName(answer.data.name || phone);
      setStep('success');
      void startPushMessaging();
    } catch (error) {
      setOtp('');
      setOtpError(error instanceof ApiError ? MESSAGES.otpInvalid : MESSAGES.otpVerifyError);
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    onClose();
    if (step === 'success' && RELOAD_AFTER_LOGIN.includes(router.pathname)) window.location.reload();
  };

  return (
    <MuiProvider>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId} sx={{ pr: 6 }}>
          {step === 'success' ? MESSAGES.loginSuccessTitle : 'Login'}
          <IconButton aria-label="Close" onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          {step === 'phone' && (
            <Box component="form" noValidate onSubmit={onGetOtp} sx={{ pt: 1 }}>
              <Typography sx={{ mb: 2 }}>Enter your mobile number to get a one-time code.</Typography>
              <TextField
                label="Mobile number"
                value={phone}
                onChange={(e) => onPhoneChange(e.target.value)}
                error={Boolean(phoneError)}
                helperText={phoneError || ' '}
                fullWidth
                autoFocus
                autoComplete="tel-national"
                slotProps={{
                  htmlInput: { inputMode: 'numeric', 'data-testid': 'phone-input' },
                  input: { startAdornment: <InputAdornment position="start">{COUNTRY_CODE}</InputAdornment> },
                }}
              />
              <Button type="submit" variant="contained" fullWidth size="large" disabled={busy} sx={{ mt: 1 }}>
                GET OTP
              </Button>
            </Box>
          )}
          {step === 'otp' && (
            <Box component="form" noValidate onSubmit={onVerify} sx={{ pt: 1 }}>
              <Typography sx={{ mb: 2 }}>
                Enter the {OTP_LENGTH}-digit code sent to {COUNTRY_CODE} {phone}.{' '}
                <Button size="small" onClick={() => setStep('phone')}>
                  Change number
                </Button>
              </Typography>
              <TextField
                label="OTP"
                value={otp}
                onChange={(e) => onOtpChange(e.target.value)}
                error={Boolean(otpError)}
                helperText={otpError || ' '}
                fullWidth
                autoFocus
                autoComplete="one-time-code"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: OTP_LENGTH, 'data-testid': 'otp-input' } }}
              />
              <Button type="submit" variant="contained" fullWidth size="large" disabled={busy || otp.length !== OTP_LENGTH} sx={{ mt: 1 }}>
                Verify
              </Button>
              <Box sx={{ textAlign: 'center', mt: 2 }} aria-live="polite">
                {secondsLeft > 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    Resend Code in {secondsLeft}s
                  </Typography>
                ) : (
                  <Button onClick={onResend} disabled={busy}>
                    Resend Code
                  </Button>
                )}
              </Box>
            </Box>
          )}
          {step === 'success' && (
            <Box sx={{ textAlign: 'center', py: 1 }}>
              {/* eslint-disable-next-line @next/next/no-img-element -- small local SVG icon, sized */}
              <img src="/images/icons/login.svg" alt="" width={72} height={72} />
              <Typography sx={{ my: 2 }}>{welcomeText(welcomeName)}</Typography>
              <Button variant="contained" onClick={close}>
                OK
              </Button>
            </Box>
          )}
        </DialogContent>
      </Dialog>
    </MuiProvider>
  );
}
