import { getDb } from '../../../../server/db/client';
import { apiHandler } from '../../../../server/http/apiHandler';
import { readRaw } from '../../../../server/http/body';
import { HttpError } from '../../../../server/http/errors';
import { receiveWebhook } from '../../../../server/payments/events';
import { WebhookVerificationError } from '../../../../server/payments/provider';
import { GatewayNotConfiguredError, paymentDeps } from '../../../../server/payments/registry';

/** The signature is computed over the raw body, so Next must not parse it. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/payment_gateway/webhook/phonepe: PhonePe's webhook (issue 12, contract `routeWebhookPhonePe`): verified
 * over the raw body, each event taken once (a replay answers 200 and changes nothing), answered within 5 s.
 * 400 when the signature or authorization does not check out, or this server has no keys for the gateway.
 */
export default apiHandler({
  POST: async (req) => {
    const raw = await readRaw(req);
    const { db } = await getDb();
    try {
      const fresh = await receiveWebhook(db, paymentDeps(), 'phonepe', raw, req.headers);
      return { message: fresh ? 'Event received' : 'Event already received' };
    } catch (error) {
      if (error instanceof WebhookVerificationError) throw new HttpError(400, 'Webhook could not be verified');
      if (error instanceof GatewayNotConfiguredError)
        throw new HttpError(400, 'Webhook could not be verified: this gateway is not in use here');
      throw error;
    }
  },
});
