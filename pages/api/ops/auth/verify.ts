import { OPS_LOGIN_SUCCESS, routeOpsOtpVerify } from '../../../../lib/contracts/ops';
import { loginDeviceCookie, readDeviceToken, rememberLoginDevice } from '../../../../server/auth/loginDevices';
import { verifyOtpFor } from '../../../../server/auth/otp';
import { createConsoleSession, sessionCookie, STAFF_SESSION_COOKIE } from '../../../../server/auth/consoleSession';
import { getDb } from '../../../../server/db/client';
import { apiRoute, handle } from '../../../../server/http/apiHandler';
import { clientIp } from '../../../../server/http/clientIp';
import { HttpError } from '../../../../server/http/errors';
import { assertSameOrigin } from '../../../../server/auth/withStaff';
import { logger } from '../../../../server/logger';
import { staffForSignIn, toStaffView } from '../../../../server/ops/staff';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/ops/auth/verify `{phone, otp}` (staff sign-in step 2): checks a console code (never a
 * customer's), signs in the active staff member of that number (the bootstrap number becomes an admin while
 * none exists) and sets the 12-hour `ops_session` cookie. A matching code of a number that is not (or no
 * longer) staff answers as a wrong code does. 401 wrong/expired code, 429 once dead, 403 cross-site.
 */
export default apiRoute(
  handle(routeOpsOtpVerify, async ({ body: { phone, otp } }, req) => {
    assertSameOrigin(req);
    const { db } = await getDb();
    const deviceToken = readDeviceToken(req.headers.cookie, 'staff');
    const member = await verifyOtpFor(db, { phone, code: otp, ip: clientIp(req), deviceToken, purpose: 'staff' }, (tx) =>
      staffForSignIn(tx, phone),
    );
    if (!member) throw new HttpError(401, 'This code is invalid or has expired. Please request a new code.');
    const device = await rememberLoginDevice(db, { token: deviceToken, phone, purpose: 'staff' });
    const { token, expiresAt } = await createConsoleSession(db, 'staff', member.id);
    logger.info({ staffId: member.id, role: member.role }, 'staff signed in');
    return {
      message: OPS_LOGIN_SUCCESS,
      data: { staff: toStaffView(member), expiresAt: expiresAt.toISOString() },
      headers: { 'Set-Cookie': [sessionCookie(STAFF_SESSION_COOKIE, token), loginDeviceCookie(device, 'staff')] },
    };
  }),
);
