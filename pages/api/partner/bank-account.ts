import { routePartnerBankAccount, routePartnerBankAccountUpdate } from '../../../lib/contracts/earnings';
import { withPartner } from '../../../server/auth/withPartner';
import { getBankAccount, setBankAccount } from '../../../server/earnings';
import { apiRoute } from '../../../server/http/apiHandler';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * /api/partner/bank-account: the signed-in provider's own bank account for payouts, the number always masked.
 * GET reads it (`account: null` before one is given); PUT sets it (400 when the two account numbers differ or the
 * IFSC is malformed; a change clears the verification), audited as `provider.bank_account_set`. 401 signed out.
 */
export default apiRoute(
  withPartner(routePartnerBankAccount, async (_input, _req, { db, provider }) => {
    return { message: 'Bank account', data: await getBankAccount(db, provider.id) };
  }),
  withPartner(routePartnerBankAccountUpdate, async ({ body }, _req, { db, provider, actor }) => {
    return { message: 'Your bank account has been saved.', data: await setBankAccount(db, provider.id, body, { actor, now: new Date() }) };
  }),
);
