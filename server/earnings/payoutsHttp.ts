/**
 * The payouts' API routes: the console's run and settling a held payout (admins), list and statement (admins and finance, audited), the
 * partner app's own statement, and the RazorpayX payouts webhook (raw body: its signature is over those bytes).
 */
import type { StaffRole } from '../../lib/contracts/ops';
import {
  routeOpsPayoutList,
  routeOpsPayoutOne,
  routeOpsPayoutRun,
  routeOpsPayoutSettle,
  routePartnerPayoutOne,
  routePayoutWebhookRazorpayX,
} from '../../lib/contracts/payouts';
import { withPartner } from '../auth/withPartner';
import { withStaff } from '../auth/withStaff';
import { getDb } from '../db/client';
import { apiHandler, apiRoute } from '../http/apiHandler';
import { readRaw } from '../http/body';
import { HttpError } from '../http/errors';
import { PayoutGatewayError, PayoutSignatureError, type PayoutGateway } from './payouts/gateway';
import { payoutGateway, PayoutGatewayNotConfiguredError } from './payouts/registry';
import { schedulePayoutStatus } from './jobs';
import { payoutDeps, runPayouts, type PayoutDeps } from './payoutRun';
import { receivePayoutWebhook, settleHeldPayout } from './payoutStatus';
import { listPayouts, payoutStatementForProvider, payoutStatementForStaff } from './statements';

/** POST /api/ops/payouts/run for `roles` (admins): runs the payouts now; payouts left open get the status job. */
export function payoutRunRoute(roles: readonly StaffRole[], deps: () => PayoutDeps = payoutDeps) {
  return apiRoute(
    withStaff(roles, routeOpsPayoutRun, async (_input, _req, { db, actor, staff }) => {
      const now = new Date();
      const result = await runPayouts(db, deps(), now, { actor, initiatedBy: staff.id });
      if (result.status.open > 0) await schedulePayoutStatus(db, now);
      return { message: `Payouts run: ${result.created} created`, data: result };
    }),
  );
}

/**
 * POST /api/ops/payouts/{id}/settle for `roles` (admins): settles a payout held after an unanswered send, paid (with
 * the UTR) or not paid (with a note, after asking the gateway for the payout); 404 unknown, 409 not held or the gateway
 * has it, 503 the gateway cannot be asked; audited as `payouts.settle`.
 * @param gateway the payouts gateway (the configured one by default).
 */
export function payoutSettleRoute(roles: readonly StaffRole[], gateway: () => PayoutGateway = () => payoutGateway()) {
  // asked only before a "not paid"; a gateway not configured here cannot be asked (503, like one that does not answer)
  const gatewayOrError = () => {
    try {
      return gateway();
    } catch (error) {
      if (error instanceof PayoutGatewayNotConfiguredError) throw new PayoutGatewayError('the payouts gateway is not configured', false);
      throw error;
    }
  };
  return apiRoute(
    withStaff(roles, routeOpsPayoutSettle, async ({ params: { id }, body }, _req, { db, actor }) => {
      const payout = await settleHeldPayout(db, gatewayOrError, actor, id, body, new Date());
      return {
        message: payout.status === 'paid' ? 'Payout recorded as paid' : 'Payout recorded as not paid; its jobs are due again',
        data: { _id: payout.id, status: payout.status, utr: payout.utr, failureReason: payout.failureReason },
      };
    }),
  );
}

/** GET /api/ops/payouts for `roles` (admins and finance): the latest payouts, audited. */
export function payoutListRoute(roles: readonly StaffRole[]) {
  return apiRoute(
    withStaff(roles, routeOpsPayoutList, async (_input, _req, { db, actor }) => ({
      message: 'Payouts',
      data: { payouts: await listPayouts(db, actor, new Date()) },
    })),
  );
}

/** GET /api/ops/payouts/{id} for `roles` (admins and finance): a payout's statement, audited; 404 unknown. */
export function payoutStatementRoute(roles: readonly StaffRole[]) {
  return apiRoute(
    withStaff(roles, routeOpsPayoutOne, async ({ params: { id } }, _req, { db, actor }) => ({
      message: 'Payout statement',
      data: await payoutStatementForStaff(db, actor, id, new Date()),
    })),
  );
}

/** GET /api/partner/payouts/{id}: the signed-in provider's own statement; another's is a 404. */
export function partnerPayoutStatementRoute() {
  return apiRoute(
    withPartner(routePartnerPayoutOne, async ({ params: { id } }, _req, { db, provider }) => ({
      message: 'Payout statement',
      data: await payoutStatementForProvider(db, provider.id, id),
    })),
  );
}

/**
 * POST /api/payouts/webhook/razorpayx (contract `routePayoutWebhookRazorpayX`): the signature is checked by the
 * adapter, then the payout is fetched from RazorpayX and only that answer applied. 400 for a bad signature or when
 * RazorpayX is not the payouts gateway here; 502 when RazorpayX cannot be asked (it delivers the event again).
 * @param gateway the payouts gateway (the configured one by default).
 */
export function payoutWebhookRoute(gateway: () => PayoutGateway = () => payoutGateway()) {
  void routePayoutWebhookRazorpayX;
  return apiHandler({
    POST: async (req) => {
      const raw = (await readRaw(req)).toString('utf8');
      let chosen: PayoutGateway;
      try {
        chosen = gateway();
      } catch (error) {
        if (error instanceof PayoutGatewayNotConfiguredError)
          throw new HttpError(400, 'Webhook could not be verified: RazorpayX is not configured here');
        throw error;
      }
      if (chosen.name !== 'razorpayx') throw new HttpError(400, 'Webhook could not be verified: RazorpayX is not the payouts gateway here');
      const signature = req.headers['x-razorpay-signature'];
      const { db } = await getDb();
      try {
        const outcome = await receivePayoutWebhook(db, chosen, raw, typeof signature === 'string' ? signature : undefined, new Date());
        return { message: outcome === 'applied' ? 'Event received' : 'Event ignored' };
      } catch (error) {
        if (error instanceof PayoutSignatureError) throw new HttpError(400, 'Webhook could not be verified');
        if (error instanceof PayoutGatewayError) throw new HttpError(502, 'The payout could not be confirmed with RazorpayX yet');
        throw error;
      }
    },
  });
}
