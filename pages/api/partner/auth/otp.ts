import { PARTNER_OTP_SENT, routePartnerOtpRequest } from '../../../../lib/contracts/partner';
import { readDeviceToken } from '../../../../server/auth/loginDevices';
import { requestLocale } from '../../../../server/i18n/requestLocale';
import { requestOtp } from '../../../../server/auth/otp';
import { getDb } from '../../../../server/db/client';
import { apiRoute, handle } from '../../../../server/http/apiHandler';
import { clientIp } from '../../../../server/http/clientIp';
import { assertSameOrigin } from '../../../../server/auth/withStaff';
import { configuredSmsProvider } from '../../../../server/notify/sms';
import { findActiveProviderByPhone } from '../../../../server/auth/providerSession';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/partner/auth/otp `{phone}` (provider sign-in step 1): sends a partner code by SMS to an
 * active provider's number. Any other number (or a deactivated provider's) gets the same answer, and its request
 * is stored and counted the same way without an SMS, so providers' numbers cannot be found by trying.
 * 403 cross-site, 429 beyond a limit, 502 when the SMS provider fails.
 */
export default apiRoute(
  handle(routePartnerOtpRequest, async ({ body: { phone } }, req) => {
    assertSameOrigin(req);
    const { db } = await getDb();
    const deliver = Boolean(await findActiveProviderByPhone(db, phone));
    await requestOtp(db, {
      phone,
      ip: clientIp(req),
      deviceToken: readDeviceToken(req.headers.cookie, 'partner'),
      sms: configuredSmsProvider(),
      purpose: 'partner',
      deliver,
      // the code's SMS in the page's language (SMS_TEMPLATE_ID_HI for Hindi)
      language: requestLocale(req),
    });
    return { message: PARTNER_OTP_SENT };
  }),
);
