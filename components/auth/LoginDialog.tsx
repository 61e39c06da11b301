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
import { serviceNameForPath } from '../../lib/routes';
import { digitsOnly, mobileNumberInput } from '../../lib/validation';
import { isApiFailure } from '../../services/errors';
import { useOtpGenerateMutation, useOtpVerifyMutation, usePushTokenCreateMutation } from '../../store/userApi';
import MuiProvider from '../common/MuiProvider';
import { useLocale, useT, type T } from '../i18n/I18nProvider';

type Step = 'phone' | 'otp' | 'success';

/** Spec 4: these pages reload after login so their data is fetched as the customer. */
const RELOAD_AFTER_LOGIN = ['/orderlist', '/photo-gallery'];

/** Whether the server answered (with a non-success status), rather than the request failing on the way. */
const serverAnswered = (error: unknown) => isApiFailure(error) && typeof error.status === 'number';

/**
 * The text shown when a code request fails: spec 8 wording, plus the wait on a 429: the server's own words on an
 * English page (they name the limit), the wait in minutes on a Hindi one (the server answers in English).
 */
function sendFailure(error: unknown, t: T, english: boolean): string {
  if (!serverAnswered(error)) return t('spec.otpSendError');
  if (!isApiFailure(error) || error.status !== 429) return t('spec.otpSendFailed');
  if (english) return `${t('spec.otpSendFailed')} ${error.message}`;
  const wait = error.retryAfterSeconds;
  return wait === null
    ? t('spec.otpSendFailed')
    : `${t('spec.otpSendFailed')} ${t('login.waitMinutes', { minutes: Math.max(1, Math.ceil(wait / 60)) })}`;
}

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
 * Every message is the spec's (sections 5 and 8), in the page's language (`common` messages `login.*`, `spec.*`). Loaded lazily, with the data layer, when a customer
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
  const t = useT('common');
  const english = useLocale() === 'en';
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
    setPhoneError(digits.length > 0 && digits.length < PHONE_LENGTH ? t('spec.phoneInvalid') : '');
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
        // shown instead of a failure: the code sent moments ago still works
        setOtpNotice(t('login.codeAlreadySent'));
        setStep('otp');
        setSecondsLeft(wait);
      } else if (step === 'phone') setPhoneError(sendFailure(error, t, english));
      else setOtpError(sendFailure(error, t, english));
    } finally {
      setBusy(false);
    }
  };

  const onGetOtp = (event: FormEvent) => {
    event.preventDefault();
    if (phone.length === 0) return setPhoneError(t('spec.phoneRequired'));
    if (phone.length !== PHONE_LENGTH) return setPhoneError(t('spec.phoneInvalid'));
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
    setOtpError(digits.length === 0 ? t('spec.otpRequired') : '');
  };

  const onVerify = async (event: FormEvent) => {
    event.preventDefault();
    if (otp.length === 0) return setOtpError(t('spec.otpRequired'));
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
      // the account's language becomes the browser's, and a page in the other one moves to it (a Hindi customer
      // logging in on an English page reads on in Hindi; the success step then shows in their language)
      void import('../account/accountLanguage').then(({ followAccountLanguage }) =>
        followAccountLanguage(router, english ? 'en' : 'hi', answer.user.language),
      );
    } catch (error) {
      setOtp('');
      setOtpError(serverAnswered(error) ? t('spec.otpInvalid') : t('spec.otpVerifyError'));
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
          {step === 'success' ? t('spec.loginSuccessTitle') : t('login.title')}
          <IconButton aria-label={t('common.close')} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          {step === 'phone' && (
            <Box component="form" noValidate onSubmit={onGetOtp} sx={{ pt: 1 }}>
              <Typography sx={{ mb: 2 }}>{t('login.phoneIntro')}</Typography>
              <TextField
                label={t('login.phoneLabel')}
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
                {t('login.getOtp')}
              </Button>
            </Box>
          )}
          {step === 'otp' && (
            <Box component="form" noValidate onSubmit={onVerify} sx={{ pt: 1 }}>
              <Typography sx={{ mb: 2 }}>
                {t('login.otpIntro', { length: OTP_LENGTH, phone: `${COUNTRY_CODE} ${phone}` })}{' '}
                <Button size="small" onClick={() => setStep('phone')}>
                  {t('login.changeNumber')}
                </Button>
              </Typography>
              <TextField
                label={t('login.otpLabel')}
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
                {t('login.verify')}
              </Button>
              <Box sx={{ textAlign: 'center', mt: 2 }} aria-live="polite">
                {secondsLeft > 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('login.resendIn', { seconds: secondsLeft })}
                  </Typography>
                ) : (
                  <Button onClick={onResend} disabled={busy}>
                    {t('login.resend')}
                  </Button>
                )}
              </Box>
            </Box>
          )}
          {step === 'success' && (
            <Box sx={{ textAlign: 'center', py: 1 }}>
              {/* eslint-disable-next-line @next/next/no-img-element -- small local SVG icon, sized */}
              <img src="/images/icons/login.svg" alt="" width={72} height={72} />
              <Typography sx={{ my: 2 }}>{t('login.welcome', { name: welcomeName })}</Typography>
              {deletionCancelled && (
                <Typography role="status" sx={{ mb: 2, fontWeight: 600 }} data-testid="deletion-cancelled">
                  {t('spec.accountDeletionCancelled')}
                </Typography>
              )}
              <Button variant="contained" onClick={close}>
                {t('common.ok')}
              </Button>
            </Box>
          )}
        </DialogContent>
      </Dialog>
    </MuiProvider>
  );
}
