import { LEAD_CALLBACK_WORKING_HOURS, routeLeadCreate, routeLeadList } from '../../lib/contracts/leads';
import { getDb } from '../../server/db/client';
import { apiRoute, handle } from '../../server/http/apiHandler';
import { clientIp } from '../../server/http/clientIp';
import { OPERATIONS_ROLES, withOpsActor } from '../../server/auth/withStaff';
import { createLead, listLeads } from '../../server/leads/repository';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/leads `{service, name, phone, eventDate, guests, budgetPerPlate?, city, note?}`:
 * stores an enquiry for 101-5,000 guests and answers 201 with its reference; 429 with Retry-After beyond
 * 5 per IP per hour. GET /api/leads?page= for operations (header `x-ops-api-key`, or a console session of an
 * admin or operations member): the enquiries, newest first. Names and phone numbers are never logged.
 */
export default apiRoute(
  handle(routeLeadCreate, async ({ body }, req) => {
    const { db } = await getDb();
    const lead = await createLead(db, body, { clientIp: clientIp(req) });
    return {
      message: `Thank you! Your enquiry reference is ${lead.reference}. Our catering team will call you within ${LEAD_CALLBACK_WORKING_HOURS} working hours.`,
      data: { reference: lead.reference },
    };
  }),
  withOpsActor(OPERATIONS_ROLES, routeLeadList, async ({ query }, _req, { db }) => {
    return { message: 'Enquiries', data: await listLeads(db, { page: query.page }) };
  }),
);
