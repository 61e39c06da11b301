import { CONSOLE_LOGIN_SUCCESS as OPS_LOGIN_SUCCESS } from '../../lib/contracts/consoleSignIn';
import { nextConsolePath } from '../../lib/ops';
import OtpSignInForm from '../console/OtpSignInForm';

/**
 * Staff sign-in: mobile number, then the code sent by SMS; on success shows the spec's text
 * ("You have been logged in successfully.") and opens the page the staff member came for.
 */
export default function OpsLoginForm() {
  return <OtpSignInForm app="ops" successText={OPS_LOGIN_SUCCESS} nextPath={nextConsolePath} testIdPrefix="ops" />;
}
