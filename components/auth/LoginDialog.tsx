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
import { startPushMessaging } from '../../client/push';
import { storeLogin } from '../../client/session';
import { COUNTRY_CODE, OTP_LENGTH, OTP_RESEND_SECONDS, PHONE_LENGTH, SUCCESS_STATUS } from '../../lib/constants';
import { MESSAGES, welcomeText } from '../../lib/messages';
import { serviceNameForPath } from '../../lib/routes';
import { digitsOnly, mobileNumberInput } from '../../lib/validation';
import { isApiFailure } from '../../services/errors';
import { useOtpGenerateMutation, useOtpVerifyMutation, usePushTokenCreateMutation } from '../../store/userApi';
import MuiProvider from '../common/MuiProvider';

type Step = 'phone' | 'otp' | 'success';

/** Spec 4: these pages reload after login so their data is fetched as the customer. */
const RELOAD_AFTER_LOGIN = ['/orderlist', '/photo-gallery'];

/** Whether the server answered (with a non-success status), rather than the request failing on the way. */
const serverAnswered = (error: unknown) => isApiFailure(error) && typeof error.status === 'number';

/** The text shown when a code request fails: spec 8 wording, plus the server's wait time on a 429. */
function sendFailure(error: unknown): string {
  if (!serverAnswered(error)) return MESSAGES.otpSendError;
  return isApiFailure(error) && error.status === 429 ? `${MESSAGES.otpSendFailed} ${error.message}` : MESSAGES.otpSendFailed;
}

/** Shown instead of a failure when the number got a code moments ago (that code still works). */
export const CODE_ALREADY_SENT =
  'A code was already sent to this number just now: enter it below. You can ask for a new one when the timer ends.';

/**
 * The seconds to wait when the server refused a code because one went to this number within the resend gap
 * (server/auth/otp.ts: 429 with a Retry-After of at most OTP_RESEND_SECONDS); null for any other failure, such
 * as the hourly or daily limits, which keep the spec's failure text.
 */
function codeSentJustNow(error: unknown): number | null {
  if (!isApiFailure(error) || error.status !== 429 || error.retryAfterSeconds === null) return null;
  return error.retryAfterSeconds <= OTP_RESEND_SECONDS ? Math.max(1, error.retryAfterSeconds) : null;
}

/** A success envelope whose status is not the spec's 200 is refused like a failure (spec 7: "status compared to 200"). */
const notSuccess = (status: number, message: string) => ({ status, message, errors: [], retryAfterSeconds: null });

/**
 * Spec 4 Login popup: phone -> one-time code (30 s resend countdown) -> success screen.
 * Every message is the spec's (sections 5 and 8). Loaded lazily, with the data layer, when a customer
 * asks to log in; logging in refreshes the customer's data on the page (cache tags `User`, `Order`).
 */
export default function LoginDialog({
  open,
  onClose,
  onLoggedIn,
}: {
  open: boolean;
  onClose: () => void;
  /** Called once the login is stored (the success screen is then showing). */
  onLoggedIn?: () => void;
}) {
  const router = useRouter();
  const [requestOtp] = useOtpGenerateMutation();
  const [verifyOtp] = useOtpVerifyMutation();
  const [savePushToken] = usePushTokenCreateMutation();
  const titleId = useId();
  const [step, setStep] = useState<Step>('phone');
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState('');
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState('');
  const [otpNotice, setOtpNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [welcomeName, setWelcomeName] = useState('');
  const [deletionCancelled, setDeletionCancelled] = useState(false);

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
      const answer = await requestOtp(phone).unwrap();
      if (answer.status !== SUCCESS_STATUS) throw notSuccess(answer.status, answer.message);
      setOtp('');
      setOtpError('');
      setOtpNotice('');
      setStep('otp');
      setSecondsLeft(OTP_RESEND_SECONDS);
    } catch (error) {
      const wait = codeSentJustNow(error);
      if (wait !== null) {
        // The code sent moments ago is still valid: let the customer type it, and count down to a new one.
        setOtpError('');
        setOtpNotice(CODE_ALREADY_SENT);
        setStep('otp');
        setSecondsLeft(wait);
      } else if (step === 'phone') setPhoneError(sendFailure(error));
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
      const answer = await verifyOtp({ phone, otp, service: serviceNameForPath(router.pathname) }).unwrap();
      if (answer.status !== SUCCESS_STATUS || !answer.token) throw notSuccess(answer.status, answer.message);
      storeLogin({ token: answer.token, userId: answer.user._id, mobileNumber: phone });
      setWelcomeName(answer.user.name || phone);
      setDeletionCancelled(answer.deletionCancelled);
      setStep('success');
      onLoggedIn?.();
      void startPushMessaging((token) => savePushToken(token).unwrap());
    } catch (error) {
      setOtp('');
      setOtpError(serverAnswered(error) ? MESSAGES.otpInvalid : MESSAGES.otpVerifyError);
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
                helperText={otpError || otpNotice || ' '}
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
              {deletionCancelled && (
                <Typography role="status" sx={{ mb: 2, fontWeight: 600 }} data-testid="deletion-cancelled">
                  {MESSAGES.accountDeletionCancelled}
                </Typography>
              )}
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
