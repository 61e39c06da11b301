/**
 * The RazorpayX Payouts adapter, over its REST API (https://api.razorpay.com/v1, HTTP Basic with the key id and
 * secret; razorpay.com/docs/api/x/payouts):
 * - a payout is created with the composite Payouts API (POST /v1/payouts with a `fund_account` of type
 *   `bank_account` and its `contact`): RazorpayX finds or creates the contact and fund account from the details, so
 *   no ids of theirs are kept here; `account_number` is OUR RazorpayX business account (RAZORPAYX_ACCOUNT_NUMBER),
 *   never the beneficiary's;
 * - every create sends `X-Payout-Idempotency` (mandatory since 15 March 2025; 4-36 characters): our payout's uuid,
 *   so a retry after a timeout answers the first payout instead of paying twice;
 * - mode IMPS up to ₹5,00,000 (the IMPS per-transaction limit, raised from ₹2 lakh by the RBI Statement on Developmental and Regulatory Policies of 8 October 2021),
 *   NEFT above; `queue_if_low_balance` so a short balance queues instead of failing;
 * - states (razorpay.com/docs/x/payouts/states-life-cycle): queued, pending, scheduled and processing are not paid
 *   yet; processed is paid; reversed came back; cancelled, rejected and failed never left;
 * - a payout is found by our reference with Fetch All Payouts, GET /v1/payouts?account_number=<ours>&reference_id=<ref>
 *   (razorpay.com/docs/api/x/payouts/fetch-all), answering a collection `{ entity, count, items }`;
 * - webhooks (payout.processed, payout.reversed, payout.failed, payout.updated ...) carry `X-Razorpay-Signature`,
 *   the HMAC-SHA256 (hex) of the raw body with the webhook secret.
 * The HTTP layer is `fetch` (injectable, so tests answer with a fake), bounded by `timeoutMs`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  PayoutGatewayError,
  PayoutSignatureError,
  type PayoutEvent,
  type PayoutGateway,
  type PayoutRequest,
  type PayoutState,
  type PayoutStatus,
} from './gateway';

/** The API's base URL. */
export const RAZORPAYX_API = 'https://api.razorpay.com/v1';

/** The largest IMPS payout in paise (₹5,00,000); larger payouts go by NEFT. */
export const IMPS_MAX_PAISE = 5_00_000_00;

/** What the adapter needs: keys, our RazorpayX account number, the webhook secret, a timeout and (tests) a fetch. */
export interface RazorpayXSettings {
  keyId: string;
  keySecret: string;
  /** Our RazorpayX business account (current account or Lite customer identifier) that the money leaves from. */
  accountNumber: string;
  webhookSecret: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** RazorpayX's payout states, as ours (see the file comment). */
const STATUS: Record<string, PayoutStatus> = {
  queued: 'processing',
  pending: 'processing',
  scheduled: 'processing',
  processing: 'processing',
  processed: 'processed',
  reversed: 'reversed',
  cancelled: 'failed',
  rejected: 'failed',
  failed: 'failed',
};

/** A payout entity as RazorpayX answers it (the fields read here). */
interface RazorpayXPayout {
  id?: unknown;
  status?: unknown;
  utr?: unknown;
  reference_id?: unknown;
  failure_reason?: unknown;
  status_details?: { description?: unknown; reason?: unknown } | null;
}

/** A collection as Fetch All answers it (the field read here). */
interface RazorpayXCollection {
  items?: unknown;
}

/** Our state of a RazorpayX payout entity. @throws PayoutGatewayError for an entity without an id or a known status. */
export function payoutStateOf(entity: RazorpayXPayout): PayoutState & { gatewayPayoutId: string } {
  const status = typeof entity.status === 'string' ? STATUS[entity.status] : undefined;
  if (typeof entity.id !== 'string' || !status) {
    // retryable: an answer we cannot read may still stand for a payout the gateway made, so it is never taken as a refusal
    throw new PayoutGatewayError(`RazorpayX answered a payout without an id or a known status (${String(entity.status)})`, true);
  }
  const reason = entity.status_details?.description ?? entity.failure_reason;
  return {
    gatewayPayoutId: entity.id,
    status,
    ...(typeof entity.utr === 'string' && entity.utr ? { utr: entity.utr } : {}),
    ...((status === 'failed' || status === 'reversed') && typeof reason === 'string' && reason ? { failureReason: reason } : {}),
  };
}

/** The JSON body of a composite payout to a bank account. */
export function razorpayXPayoutBody(request: PayoutRequest, accountNumber: string): Record<string, unknown> {
  return {
    account_number: accountNumber,
    amount: request.amountPaise,
    currency: 'INR',
    mode: request.amountPaise <= IMPS_MAX_PAISE ? 'IMPS' : 'NEFT',
    purpose: 'payout',
    fund_account: {
      account_type: 'bank_account',
      bank_account: { name: request.account.holderName, ifsc: request.account.ifsc, account_number: request.account.accountNumber },
      contact: { name: request.account.holderName, type: 'vendor' },
    },
    queue_if_low_balance: true,
    // at most 40 characters; narration at most 30, letters, digits and spaces (shown on the beneficiary's statement)
    reference_id: request.reference.slice(0, 40),
    narration: 'Party services payout',
  };
}

/** Two strings equal in constant time. */
function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The RazorpayX adapter. Failures are PayoutGatewayError: retryable for a timeout, a network error, an unreadable
 * answer, 409, 429 or 5xx; not retryable for another 4xx (its message is RazorpayX's `error.description`).
 */
export function createRazorpayXPayoutGateway(settings: RazorpayXSettings): PayoutGateway {
  const doFetch = settings.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;

  async function call(operation: string, path: string, init: { method: string; body?: unknown; headers?: Record<string, string> }) {
    let response: Response;
    try {
      response = await doFetch(`${RAZORPAYX_API}${path}`, {
        method: init.method,
        headers: { Authorization: authorization, 'Content-Type': 'application/json', ...init.headers },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      throw new PayoutGatewayError(`RazorpayX ${operation}: no answer (${error instanceof Error ? error.name : 'error'})`, true, {
        cause: error,
      });
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : {};
    } catch {
      json = {};
    }
    if (!response.ok) {
      const description = (json as { error?: { description?: unknown } }).error?.description;
      // 409: the same idempotency key is still being worked on (another of our senders): not a refusal
      const retryable = response.status === 409 || response.status === 429 || response.status >= 500;
      throw new PayoutGatewayError(
        `RazorpayX ${operation}: HTTP ${response.status}${typeof description === 'string' ? ` ${description}` : ''}`,
        retryable,
      );
    }
    return json as RazorpayXPayout & RazorpayXCollection;
  }

  return {
    name: 'razorpayx',
    async createPayout(request) {
      const entity = await call('create payout', '/payouts', {
        method: 'POST',
        body: razorpayXPayoutBody(request, settings.accountNumber),
        headers: { 'X-Payout-Idempotency': request.payoutId },
      });
      const { gatewayPayoutId, status } = payoutStateOf(entity);
      return { gatewayPayoutId, status };
    },

    async fetchPayout(gatewayPayoutId) {
      // an id goes into the path: only RazorpayX's own shape
      if (!/^pout_[A-Za-z0-9]+$/.test(gatewayPayoutId))
        throw new PayoutGatewayError(`Not a RazorpayX payout id: ${gatewayPayoutId}`, false);
      const { gatewayPayoutId: _id, ...state } = payoutStateOf(
        await call('fetch payout', `/payouts/${gatewayPayoutId}`, { method: 'GET' }),
      );
      return state;
    },

    async findPayoutByReference(reference) {
      const query = new URLSearchParams({ account_number: settings.accountNumber, reference_id: reference.slice(0, 40) });
      const answer = await call('find payout by reference', `/payouts?${query.toString()}`, { method: 'GET' });
      if (!Array.isArray(answer.items)) {
        // an answer without its list says nothing about whether the payout exists: never read it as "none"
        throw new PayoutGatewayError('RazorpayX answered the payouts list without its items', true);
      }
      const found = (answer.items as RazorpayXPayout[]).filter((item) => item?.reference_id === reference.slice(0, 40)).map(payoutStateOf);
      // one reference is one idempotency key, so one payout; were there more, the one that did not fail decides
      return found.find((payout) => payout.status !== 'failed') ?? found[0] ?? null;
    },

    verifyWebhook(rawBody, signature) {
      const expected = createHmac('sha256', settings.webhookSecret).update(rawBody).digest('hex');
      if (!signature || !sameText(expected, signature)) throw new PayoutSignatureError();
      let body: { event?: unknown; payload?: { payout?: { entity?: RazorpayXPayout } } };
      try {
        body = JSON.parse(rawBody) as typeof body;
      } catch {
        throw new PayoutSignatureError('The payout webhook body is not JSON');
      }
      const entity = body.payload?.payout?.entity;
      if (typeof body.event !== 'string' || !body.event.startsWith('payout.') || !entity) return null;
      let state: ReturnType<typeof payoutStateOf>;
      try {
        state = payoutStateOf(entity);
      } catch {
        return null;
      }
      const event: PayoutEvent = { ...state };
      if (typeof entity.reference_id === 'string') event.reference = entity.reference_id;
      // RazorpayX may send one event more than once: the payout id and status together identify it
      event.eventId = `${state.gatewayPayoutId}:${String(entity.status)}${state.utr ? `:${state.utr}` : ''}`;
      return event;
    },
  };
}
