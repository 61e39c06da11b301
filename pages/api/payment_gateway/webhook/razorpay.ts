import { webhookRoute } from '../../../../server/payments/events';

/** The signature is computed over the raw body, so Next must not parse it. */
export const config = { api: { bodyParser: false } };

/** POST /api/payment_gateway/webhook/razorpay: Razorpay's webhook (contract `routeWebhookRazorpay`; see webhookRoute). */
export default webhookRoute('razorpay');
