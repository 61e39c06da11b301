import { PARTNER_LOGIN_SUCCESS } from '../../lib/contracts/partner';
import { nextPartnerPath } from '../../lib/partner';
import OtpSignInForm from '../console/OtpSignInForm';

/**
 * Provider sign-in (issue 22 "Partner app"): mobile number, then the code sent by SMS; on success shows the
 * spec's text ("You have been logged in successfully.") and opens the page the provider came for (their jobs).
 */
export default function PartnerLoginForm() {
  return (
    <OtpSignInForm
      otpPath="/api/partner/auth/otp"
      verifyPath="/api/partner/auth/verify"
      successText={PARTNER_LOGIN_SUCCESS}
      nextPath={nextPartnerPath}
      testIdPrefix="partner"
      large
    />
  );
}
