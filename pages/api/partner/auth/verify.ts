import { PARTNER_LOGIN_SUCCESS, routePartnerOtpVerify } from '../../../../lib/contracts/partner';
import { loginDeviceCookie, readDeviceToken, rememberLoginDevice } from '../../../../server/auth/loginDevices';
import { verifyOtpFor } from '../../../../server/auth/otp';
import { createConsoleSession, sessionCookie } from '../../../../server/auth/consoleSession';
import { getDb } from '../../../../server/db/client';
import { apiRoute, handle } from '../../../../server/http/apiHandler';
import { clientIp } from '../../../../server/http/clientIp';
import { HttpError } from '../../../../server/http/errors';
import { assertSameOrigin } from '../../../../server/auth/withStaff';
import { logger } from '../../../../server/logger';
import { toPartnerSessionView } from '../../../../server/providers/views';
import { setProviderLanguage } from '../../../../server/providers/notify';
import { requestLocale } from '../../../../server/i18n/requestLocale';
import { findActiveProviderByPhone, PARTNER_SESSION_COOKIE } from '../../../../server/auth/providerSession';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/partner/auth/verify `{phone, otp}` (provider sign-in step 2): checks a partner code (never
 * a customer's or a console one), signs in the active provider of that number and sets the 12-hour
 * `partner_session` cookie. A matching code of a number that is not (or no longer) an active provider answers as
 * a wrong code does. The provider's messages take the language of the page (`X-Locale`). 401 wrong/expired code, 429 once dead, 403 cross-site.
 */
export default apiRoute(
  handle(routePartnerOtpVerify, async ({ body: { phone, otp } }, req) => {
    assertSameOrigin(req);
    const { db } = await getDb();
    const deviceToken = readDeviceToken(req.headers.cookie, 'partner');
    const provider = await verifyOtpFor(db, { phone, code: otp, ip: clientIp(req), deviceToken, purpose: 'partner' }, (tx) =>
      findActiveProviderByPhone(tx, phone),
    );
    if (!provider) throw new HttpError(401, 'This code is invalid or has expired. Please request a new code.');
    // the provider's messages follow the language of the app they sign in to (/hi/partner: Hindi)
    await setProviderLanguage(db, provider.id, requestLocale(req));
    const device = await rememberLoginDevice(db, { token: deviceToken, phone, purpose: 'partner' });
    const { token, expiresAt } = await createConsoleSession(db, 'partner', provider.id);
    logger.info({ providerId: provider.id }, 'provider signed in');
    return {
      message: PARTNER_LOGIN_SUCCESS,
      data: toPartnerSessionView(provider, expiresAt),
      headers: { 'Set-Cookie': [sessionCookie(PARTNER_SESSION_COOKIE, token), loginDeviceCookie(device, 'partner')] },
    };
  }),
);
