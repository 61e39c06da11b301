import { routeServiceabilitySlots } from '../../../lib/contracts/availability';
import { cachedSlotsAnswer } from '../../../server/capacity';
import { getDb } from '../../../server/db/client';
import { apiRoute, handle } from '../../../server/http/apiHandler';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/serviceability/slots?service=&pincode=&date=yyyy-mm-dd[&dishes=][&hours=]: the service's slots on that IST
 * date, each `available` when the booking rules of the clock allow it and at least one active provider of the
 * service who serves the pincode is free for the whole job (`remaining` counts them); `served: false` when nobody
 * serves the pincode at all; `nextAvailableDate` the first date from `date` on with a free slot. Public; answers
 * are reused for a few seconds, serialized once, with an ETag (order creation re-checks under a lock). 400 for a
 * malformed query.
 */
export default apiRoute(
  handle(routeServiceabilitySlots, async ({ query }) => {
    const { db } = await getDb();
    return { prepared: await cachedSlotsAnswer(db, { ...query, now: new Date() }) };
  }),
);
