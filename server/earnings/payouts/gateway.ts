/**
 * The payouts gateway: how the earnings domain sends a provider's money to their bank account and learns what
 * became of it. One interface, two adapters (the sandbox stand-in and RazorpayX Payouts), chosen by PAYOUT_PROVIDER
 * (registry.ts). A payout counts as paid only on a status the gateway itself reported: `fetchPayout`'s answer, or a
 * webhook whose signature `verifyWebhook` checked. Amounts are integer paise.
 */

/** The payout gateways: `sandbox` (our stand-in, no money moves) and `razorpayx` (RazorpayX Payouts). */
export const PAYOUT_PROVIDERS = ['sandbox', 'razorpayx'] as const;
export type PayoutProviderName = (typeof PAYOUT_PROVIDERS)[number];

/**
 * Where a payout stands at the gateway: `processing` (accepted, queued or on its way: not paid yet), `processed`
 * (the beneficiary's bank took it; `utr` is the bank's reference), `failed` (never left: rejected, cancelled or
 * refused by the bank) or `reversed` (left, then came back to our account). Only `processed` is paid.
 */
export const PAYOUT_STATUSES = ['processing', 'processed', 'failed', 'reversed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** A provider's bank account as the payout names it (the account number whole: never logged). */
export interface PayoutAccount {
  holderName: string;
  accountNumber: string;
  ifsc: string;
}

/** One payout to create. `payoutId` (our payout row's uuid) is the idempotency key: the same id never pays twice. */
export interface PayoutRequest {
  payoutId: string;
  amountPaise: number;
  account: PayoutAccount;
  /** Our reference shown on the gateway's dashboard and statement (at most 40 characters). */
  reference: string;
}

/** What the gateway answered to a new payout. */
export interface CreatedPayout {
  gatewayPayoutId: string;
  status: PayoutStatus;
}

/** What the gateway says of a payout now. */
export interface PayoutState {
  status: PayoutStatus;
  /** The bank's Unique Transaction Reference, once processed. */
  utr?: string;
  /** Why it failed or was reversed, in the gateway's words. */
  failureReason?: string;
}

/** A payout the gateway holds for one of our references, with where it stands (the shape fetchPayout answers). */
export interface FoundPayout extends PayoutState {
  gatewayPayoutId: string;
}

/** A verified webhook about one payout. `eventId` (when the gateway gives one) makes a replay recognisable. */
export interface PayoutEvent extends PayoutState {
  gatewayPayoutId: string;
  /** Our `reference` as the gateway echoes it (RazorpayX `reference_id`). */
  reference?: string;
  eventId?: string;
}

/** A payouts gateway adapter. */
export interface PayoutGateway {
  readonly name: PayoutProviderName;
  /**
   * Creates the payout, idempotently on `payoutId` (a retry after a timeout answers the first payout, not a second).
   * @throws PayoutGatewayError when the gateway refuses or cannot be reached (nothing is known to be paid then).
   */
  createPayout(request: PayoutRequest): Promise<CreatedPayout>;
  /** @throws PayoutGatewayError when the gateway cannot be reached or does not know the payout. */
  fetchPayout(gatewayPayoutId: string): Promise<PayoutState>;
  /**
   * The gateway's payout made for our `reference` (our payout's id, sent as `reference` on create), or null when the
   * gateway has none: how a payout whose create went unanswered learns whether that create reached the gateway.
   * @throws PayoutGatewayError when the gateway cannot be reached or its answer cannot be read (nothing is known then:
   *   never take an error for "none").
   */
  findPayoutByReference(reference: string): Promise<FoundPayout | null>;
  /**
   * Reads a webhook's raw body after checking its signature.
   * @returns null for a genuine event that is not about a payout's status (nothing to do).
   * @throws PayoutSignatureError for a missing or wrong signature, or a body that is not the gateway's.
   */
  verifyWebhook(rawBody: string, signature: string | undefined): PayoutEvent | null;
}

/** The gateway refused a call or could not be reached (`retryable`: a later try may succeed). */
export class PayoutGatewayError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    options: { cause?: unknown } = {},
  ) {
    super(message, options);
    this.name = 'PayoutGatewayError';
  }
}

/** A webhook whose signature does not verify: answered 400 and ignored. */
export class PayoutSignatureError extends Error {
  constructor(message = 'The payout webhook signature does not match') {
    super(message);
    this.name = 'PayoutSignatureError';
  }
}
