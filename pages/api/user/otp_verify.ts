import { routeOtpVerify } from '../../../lib/contracts/users';
import { loginDeviceCookie, readDeviceToken, rememberLoginDevice } from '../../../server/auth/loginDevices';
import { verifyOtp } from '../../../server/auth/otp';
import { signSession } from '../../../server/auth/session';
import { getDb } from '../../../server/db/client';
import { apiRoute, handle } from '../../../server/http/apiHandler';
import { clientIp } from '../../../server/http/clientIp';
import { logger } from '../../../server/logger';
import { mayNotify } from '../../../server/notify/preferences';
import { sendLoginWhatsApp } from '../../../server/notify/whatsapp';
import { loginServiceName } from '../../../server/notify/texts';
import { localeOr, type Locale } from '../../../lib/i18n/locales';
import { restoreUser } from '../../../server/users/deletion';
import { requestLocale } from '../../../server/i18n/requestLocale';
import { toUserPublic, updateUserDetails } from '../../../server/users/repository';
import type { Db } from '../../../server/db/types';

/**
 * The spec's post-login WhatsApp message (about the service being booked: the `bookings` topic), if the customer
 * allows it, in their language: the page's service (sent as its English name) and "party services" without one are
 * worded in it; the English template, while the Hindi one is not configured, names them in English.
 */
async function sendLoginMessage(db: Db, userId: string, phone: string, service: string | undefined, language: Locale): Promise<void> {
  if (!(await mayNotify(db, userId, 'whatsapp', 'bookings'))) return;
  await sendLoginWhatsApp(db, phone, loginServiceName(service, language), undefined, {
    language,
    englishServiceName: loginServiceName(service, 'en'),
  });
}

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/user/otp_verify `{phone, role: "customer", otp, service?}` (spec 7): on a match, creates the
 * customer on first login (in the `X-Locale` language of the call) and answers
 * `{status: 200, message, token, data: {_id, phone, name, avatar, city, language}}` with a
 * 30-day session token and the httpOnly `login_device` cookie (this device's own OTP budget next time), undoing a
 * pending deletion request (`deletionCancelled: true` tells the login screen to say so); then sends the
 * spec's WhatsApp message
 * when the customer's WhatsApp booking messages are on (`mayNotify`; its failure never fails the login).
 * 401 wrong/expired code, 429 once the code is dead, 400 bad input.
 */
export default apiRoute(
  handle(routeOtpVerify, async ({ body: { phone, otp, service } }, req) => {
    const { db } = await getDb();
    const deviceToken = readDeviceToken(req.headers.cookie, 'customer');
    const verified = await verifyOtp(db, { phone, code: otp, ip: clientIp(req), deviceToken });
    const { created } = verified;
    // a new account speaks the language of the page it logged in on; a known one keeps its own
    const user = created
      ? ((await updateUserDetails(db, verified.user.id, { language: requestLocale(req) })) ?? verified.user)
      : verified.user;
    const device = await rememberLoginDevice(db, { token: deviceToken, phone, purpose: 'customer' });
    // Logging in again within the 7 days undoes a deletion request
    const restored = created ? false : await restoreUser(db, user.id);
    const token = await signSession(db, user.id);
    void sendLoginMessage(db, user.id, phone, service, localeOr(user.language)).catch((error: unknown) =>
      logger.error({ err: error }, 'WhatsApp login message crashed'),
    );
    return {
      message: created
        ? 'Welcome! Your account has been created.'
        : restored
          ? 'Welcome back! Your account will not be deleted.'
          : 'Logged in successfully',
      data: toUserPublic(user),
      fields: { token, deletionCancelled: restored },
      headers: { 'Set-Cookie': loginDeviceCookie(device, 'customer') },
    };
  }),
);
