import { requestOtp } from '../../../server/auth/otp';
import { schemaOtpGenerate } from '../../../server/auth/schemas';
import { getDb } from '../../../server/db/client';
import { apiHandler, parseInput } from '../../../server/http/apiHandler';
import { clientIp } from '../../../server/http/clientIp';
import { configuredSmsProvider } from '../../../server/notify/sms';

/**
 * POST /api/user/otp_generate `{phone, role: "customer"}` (spec 7): sends a 4-digit code by SMS.
 * 200 `{status, message}`; the code is never in the answer, and the answer is the same for new and
 * known numbers. 400 bad input, 429 (Retry-After) beyond a limit, 502 when the SMS provider fails.
 */
export default apiHandler({
  POST: async (req) => {
    const { phone } = parseInput(schemaOtpGenerate, req.body);
    const { db } = await getDb();
    await requestOtp(db, { phone, ip: clientIp(req), sms: configuredSmsProvider() });
    return { message: 'OTP sent successfully' };
  },
});
