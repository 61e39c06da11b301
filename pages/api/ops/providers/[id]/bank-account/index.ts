import { routeOpsProviderBankAccount } from '../../../../../../lib/contracts/earnings';
import { OPERATIONS_ROLES, withOpsActor } from '../../../../../../server/auth/withStaff';
import { providerBankAccount } from '../../../../../../server/earnings';
import { apiRoute } from '../../../../../../server/http/apiHandler';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/ops/providers/{id}/bank-account: a provider's bank account for payouts, the number masked, for admins and
 * operations to check before they verify it (support 403); 404 for an unknown provider.
 */
export default apiRoute(
  withOpsActor(OPERATIONS_ROLES, routeOpsProviderBankAccount, async ({ params: { id } }, _req, { db }) => {
    return { message: 'Bank account', data: await providerBankAccount(db, id) };
  }),
);
