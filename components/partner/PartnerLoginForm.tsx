import { nextPartnerPath } from '../../lib/partner';
import OtpSignInForm from '../console/OtpSignInForm';
import { useLocale, useT } from '../i18n/I18nProvider';

/**
 * Provider sign-in: mobile number, then the code sent by SMS; on success shows the
 * spec's text ("You have been logged in successfully.") and opens the page the provider came for (their jobs).
 * In the page's language (the `partner` domain): the console's shared form gets the partner app's words.
 */
export default function PartnerLoginForm() {
  const t = useT('partner');
  const locale = useLocale();
  return (
    <OtpSignInForm
      app="partner"
      successText={t('login.success')}
      nextPath={nextPartnerPath}
      testIdPrefix="partner"
      large
      texts={{
        mobileNumber: t('login.mobileNumber'),
        getOtp: t('login.getOtp'),
        otp: t('login.otp'),
        verify: t('login.verify'),
        useAnotherNumber: t('login.useAnotherNumber'),
        // the server answers in English: a Hindi page says its own words by the answer's status
        answers:
          locale === 'en'
            ? undefined
            : { codeSent: t('login.codeSent'), wrongCode: t('login.wrongCode'), tooMany: t('login.tooMany'), failed: t('login.failed') },
      }}
    />
  );
}
