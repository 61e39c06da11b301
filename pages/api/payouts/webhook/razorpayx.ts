import { payoutWebhookRoute } from '../../../../server/earnings';

/** The signature is computed over the raw body, so Next must not parse it. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/payouts/webhook/razorpayx: RazorpayX's payout webhooks (contract `routePayoutWebhookRazorpayX`; the
 * payout is fetched again from RazorpayX before anything is recorded).
 */
export default payoutWebhookRoute();
