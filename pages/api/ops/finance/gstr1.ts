import { FINANCE_ROLES } from '../../../../server/auth/withStaff';
import { gstr1Route } from '../../../../server/ops/financeHttp';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/ops/finance/gstr1?month=yyyy-mm (admins and finance, audited): the GSTR-1 of an IST month as a CSV file,
 * its sections following the return's tables (B2B invoices, B2C totals, credit notes, advances, HSN/SAC summary).
 */
export default gstr1Route(FINANCE_ROLES);
