import { CONSOLE_LOGIN_SUCCESS as PARTNER_LOGIN_SUCCESS } from '../../lib/contracts/consoleSignIn';
import { nextPartnerPath } from '../../lib/partner';
import OtpSignInForm from '../console/OtpSignInForm';

/**
 * Provider sign-in: mobile number, then the code sent by SMS; on success shows the
 * spec's text ("You have been logged in successfully.") and opens the page the provider came for (their jobs).
 */
export default function PartnerLoginForm() {
  return <OtpSignInForm app="partner" successText={PARTNER_LOGIN_SUCCESS} nextPath={nextPartnerPath} testIdPrefix="partner" large />;
}
