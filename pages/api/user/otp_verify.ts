import { routeOtpVerify } from '../../../lib/contracts/users';
import { verifyOtp } from '../../../server/auth/otp';
import { signSession } from '../../../server/auth/session';
import { getDb } from '../../../server/db/client';
import { apiRoute, handle } from '../../../server/http/apiHandler';
import { logger } from '../../../server/logger';
import { sendLoginWhatsApp } from '../../../server/notify/whatsapp';
import { toUserPublic } from '../../../server/users/repository';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/user/otp_verify `{phone, role: "customer", otp, service?}` (spec 7): on a match, creates the
 * customer on first login and answers `{status: 200, message, token, data: {_id, phone, name}}` with a
 * 30-day session token; then sends the spec's WhatsApp message (its failure never fails the login).
 * 401 wrong/expired code, 429 once the code is dead, 400 bad input.
 */
export default apiRoute(
  handle(routeOtpVerify, async ({ body: { phone, otp, service } }) => {
    const { db } = await getDb();
    const { user, created } = await verifyOtp(db, { phone, code: otp });
    const token = await signSession(db, user.id);
    void sendLoginWhatsApp(db, phone, service ?? 'party services').catch((error: unknown) =>
      logger.error({ err: error }, 'WhatsApp login message crashed'),
    );
    return {
      message: created ? 'Welcome! Your account has been created.' : 'Logged in successfully',
      data: toUserPublic(user),
      fields: { token },
    };
  }),
);
