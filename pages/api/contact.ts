import { subHours } from 'date-fns';
import { routeContactCreate } from '../../lib/contracts/contact';
import { countContactMessagesSince, createContactMessage } from '../../server/contact/repository';
import { getDb } from '../../server/db/client';
import { apiRoute, handle } from '../../server/http/apiHandler';
import { clientIp } from '../../server/http/clientIp';
import { HttpError } from '../../server/http/errors';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** At most this many contact messages per client IP per hour (spam guard). */
export const MAX_CONTACT_MESSAGES_PER_IP_HOUR = Number(process.env.CONTACT_MAX_PER_IP_HOUR) || 5;

/**
 * POST /api/contact `{name, phone, email?, city?, message}`: stores the message for customer care
 * and answers 201 with its reference. 429 with Retry-After beyond 5 messages per IP per hour.
 */
export default apiRoute(
  handle(routeContactCreate, async ({ body }, req) => {
    const ip = clientIp(req);
    const { db } = await getDb();
    if ((await countContactMessagesSince(db, ip, subHours(new Date(), 1))) >= MAX_CONTACT_MESSAGES_PER_IP_HOUR) {
      throw new HttpError(429, 'You have sent several messages in the last hour. Please try again in an hour or message us on WhatsApp.', {
        headers: { 'Retry-After': '3600' },
      });
    }
    const message = await createContactMessage(db, body, ip);
    return {
      message: `Thank you, ${message.name}! We have received your message (reference ${message.reference}) and will call you back within 24 hours.`,
      data: { reference: message.reference },
    };
  }),
);
