import { OPS_OTP_SENT, routeOpsOtpRequest } from '../../../../lib/contracts/ops';
import { readDeviceToken } from '../../../../server/auth/loginDevices';
import { requestOtp } from '../../../../server/auth/otp';
import { getDb } from '../../../../server/db/client';
import { apiRoute, handle } from '../../../../server/http/apiHandler';
import { clientIp } from '../../../../server/http/clientIp';
import { assertSameOrigin } from '../../../../server/auth/withStaff';
import { configuredSmsProvider } from '../../../../server/notify/sms';
import { mayRequestStaffCode } from '../../../../server/ops/staff';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/ops/auth/otp `{phone}` (staff sign-in step 1): sends a console code by SMS to an active
 * staff number (or the bootstrap admin number while no admin exists). Any other number gets the same answer,
 * and its request is stored and counted the same way without an SMS, so staff numbers cannot be found by
 * trying (server/auth/otp `deliver`). 403 cross-site, 429 beyond a limit, 502 when the SMS provider fails.
 */
export default apiRoute(
  handle(routeOpsOtpRequest, async ({ body: { phone } }, req) => {
    assertSameOrigin(req);
    const { db } = await getDb();
    const deliver = await mayRequestStaffCode(db, phone);
    await requestOtp(db, {
      phone,
      ip: clientIp(req),
      deviceToken: readDeviceToken(req.headers.cookie, 'staff'),
      sms: configuredSmsProvider(),
      purpose: 'staff',
      deliver,
    });
    return { message: OPS_OTP_SENT };
  }),
);
