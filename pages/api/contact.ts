import { routeContactCreate } from '../../lib/contracts/contact';
import { getConfig } from '../../server/config';
import { CONTACT_LIMIT, createContactMessage } from '../../server/contact/repository';
import { getDb } from '../../server/db/client';
import { apiRoute, handle } from '../../server/http/apiHandler';
import { clientIp } from '../../server/http/clientIp';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/contact `{name, phone, email?, city?, message}`: stores the message for customer care
 * and answers 201 with its reference. 429 with Retry-After beyond `CONTACT_MAX_PER_IP_HOUR` (5)
 * messages per client IP per hour, counted under a lock (server/contact/repository.ts).
 */
export default apiRoute(
  handle(routeContactCreate, async ({ body }, req) => {
    const { db } = await getDb();
    const limit = { ...CONTACT_LIMIT, max: getConfig().CONTACT_MAX_PER_IP_HOUR };
    const message = await createContactMessage(db, body, { clientIp: clientIp(req), limit });
    return {
      message: `Thank you, ${message.name}! We have received your message (reference ${message.reference}) and will call you back within 24 hours.`,
      data: { reference: message.reference },
    };
  }),
);
