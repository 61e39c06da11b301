import { routeOpsProviderBankAccountVerify } from '../../../../../../lib/contracts/earnings';
import { OPERATIONS_ROLES, withOpsActor } from '../../../../../../server/auth/withStaff';
import { verifyBankAccount } from '../../../../../../server/earnings';
import { apiRoute } from '../../../../../../server/http/apiHandler';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * PUT /api/ops/providers/{id}/bank-account/verify: marks a provider's bank account verified, which payouts need;
 * audited as `provider.bank_account_verified`. Admins and operations (403 support), or the operations key; 404 for
 * an unknown provider or one without an account; 409 when the account is not the one the operator saw (`updatedAt`).
 */
export default apiRoute(
  withOpsActor(OPERATIONS_ROLES, routeOpsProviderBankAccountVerify, async ({ params: { id }, body }, _req, { db, actor }) => {
    const shownUpdatedAt = new Date(body.updatedAt);
    return { message: 'Bank account verified', data: await verifyBankAccount(db, id, { actor, now: new Date(), shownUpdatedAt }) };
  }),
);
