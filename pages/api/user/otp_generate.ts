import { routeOtpGenerate } from '../../../lib/contracts/users';
import { readDeviceToken } from '../../../server/auth/loginDevices';
import { requestLocale } from '../../../server/i18n/requestLocale';
import { requestOtp } from '../../../server/auth/otp';
import { getDb } from '../../../server/db/client';
import { apiRoute, handle } from '../../../server/http/apiHandler';
import { clientIp } from '../../../server/http/clientIp';
import { configuredSmsProvider } from '../../../server/notify/sms';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/user/otp_generate `{phone, role: "customer"}` (spec 7): sends a 4-digit code by SMS.
 * 200 `{status, message}`; the code is never in the answer, and the answer is the same for new and
 * known numbers. A device that signed in to the number before (its httpOnly `login_device` cookie) has a send
 * budget of its own. 400 bad input, 429 (Retry-After) beyond a limit, 502 when the SMS provider fails.
 */
export default apiRoute(
  handle(routeOtpGenerate, async ({ body: { phone } }, req) => {
    const { db } = await getDb();
    await requestOtp(db, {
      phone,
      ip: clientIp(req),
      deviceToken: readDeviceToken(req.headers.cookie, 'customer'),
      sms: configuredSmsProvider(),
      // the code's SMS in the page's language (SMS_TEMPLATE_ID_HI for Hindi)
      language: requestLocale(req),
    });
    return { message: 'OTP sent successfully' };
  }),
);
