/**
 * API shapes of splitting an order's balance with co-hosts: the host's split, its list of
 * shares, and the public pay link of each share (its token is the secret, like a gateway's page).
 */
import { z } from 'zod';
import { SHARE_STATUSES, SPLIT_MAX_SHARES, SPLIT_MIN_SHARE_RUPEES, SPLIT_MIN_SHARES } from '../split';
import { schemaIndianMobile } from '../validation';
import { defineRoute } from './http';
import { checkoutProofFields, schemaPaymentAttempt } from './payments';
import { plainText } from './text';

/** A co-host's name as the host types it: plain text, no link or HTML (it is read by the co-host's message). */
const schemaCoHostName = plainText({ label: 'Name', min: 1, max: 60, requiredMessage: 'Name is required.' }).refine(
  (value) => !/<|>|https?:|www\./i.test(value),
  'Name must be plain text, without links or HTML',
);

/** A share's link token (base64url, as the server makes it). */
const schemaShareToken = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'This payment link is not valid.');

/**
 * One share the host asks for: the co-host's name and mobile number (or, changing a split, `sameAs`: the current
 * share whose number to keep, as the host sees only its last 4 digits), and the whole rupees they pay.
 */
export const schemaShareInput = z
  .object({
    name: schemaCoHostName,
    phone: schemaIndianMobile.optional(),
    /** Instead of `phone`: a share of the order's current split whose number the new share keeps. */
    sameAs: z.uuid('Unknown share').optional(),
    amount: z
      .number({ error: 'Amount must be a number of rupees.' })
      .int('Amount must be whole rupees.')
      .min(SPLIT_MIN_SHARE_RUPEES, `Each share must be at least ₹${SPLIT_MIN_SHARE_RUPEES}.`),
  })
  .refine((share) => share.phone !== undefined || share.sameAs !== undefined, {
    path: ['phone'],
    message: 'Mobile number is required.',
  });

/** POST /api/payment_gateway/split: the order and its 2-5 shares (they must add up to the balance: checked on the server). */
export const schemaSplitCreate = z.object({
  orderId: z.uuid('Unknown order'),
  shares: z
    .array(schemaShareInput, { error: 'shares must be a list' })
    .min(SPLIT_MIN_SHARES, `Split the balance into ${SPLIT_MIN_SHARES} to ${SPLIT_MAX_SHARES} shares.`)
    .max(SPLIT_MAX_SHARES, `Split the balance into ${SPLIT_MIN_SHARES} to ${SPLIT_MAX_SHARES} shares.`),
});
export type SplitCreateBody = z.input<typeof schemaSplitCreate>;

/** One share as the host sees it (the phone the host typed, masked but for its last 4 digits). */
export const schemaShareView = z.object({
  id: z.string(),
  name: z.string(),
  /** e.g. "******3210". */
  phone: z.string(),
  /**
   * The share's pay link (site-relative), for the host to copy or share themselves, while it is unpaid; null once
   * paid or closed. Only in the host's view of their own order, never logged.
   */
  payUrl: z.string().nullable(),
  /** Whole rupees. */
  amount: z.number().int(),
  status: z.enum(SHARE_STATUSES),
  paidAt: z.string().nullable(),
});
export type ShareView = z.infer<typeof schemaShareView>;

/** An order's split as its host sees it (whole rupees). */
export const schemaSplitView = z.object({
  orderId: z.string(),
  /** What is still unpaid on the order. */
  balance: z.number().int(),
  /** The shares of the current split (the latest, cancelled ones left out), in the host's order. */
  shares: z.array(schemaShareView),
  /** Still owed by co-hosts (pending shares). */
  withCoHosts: z.number().int(),
  /** The balance the host owes: what no co-host is paying, including shares that fell back. */
  hostDue: z.number().int(),
  /** Whether the host may (re)split now: a balance is due, the service has not started, no share is paid. */
  canSplit: z.boolean(),
});
export type SplitView = z.infer<typeof schemaSplitView>;

/** What a share's public pay page shows: no phone, the host's first name only. */
export const schemaSharePublic = z.object({
  service: z.string(),
  /** yyyy-mm-dd (IST). */
  eventDate: z.string(),
  slotLabel: z.string(),
  hostFirstName: z.string(),
  /** Whole rupees. */
  amount: z.number().int(),
  status: z.enum(SHARE_STATUSES),
  /** Whether it can be paid online now. */
  payable: z.boolean(),
  /** A payment of it is with the bank (not confirmed yet). */
  confirming: z.boolean(),
  /** The receipt number of its payment, once paid. */
  receiptNumber: z.string().nullable(),
  /** When it was paid (ISO), the receipt's date; null before. */
  paidAt: z.string().nullable().default(null),
  /** The booking ended (cancelled, expired): nothing is owed, and what the co-host paid is refunded by the policy. */
  orderEnded: z.boolean().default(false),
  /** Whole rupees refunded (or being refunded) to this co-host from their share's payment. */
  refunded: z.number().int().default(0),
  /** Where that refund stands: none, pending (requested), processed (with the bank) or failed (our team retries). */
  refundState: z.enum(['none', 'pending', 'processed', 'failed']).default('none'),
});
export type SharePublic = z.infer<typeof schemaSharePublic>;

/** POST /api/payment_gateway/split/pay: the share's link token. */
export const schemaSharePay = z.object({ token: schemaShareToken });

/** POST /api/payment_gateway/split/status: the share's attempt (as the gateway returns to us) and, after Razorpay Checkout or the sandbox, the signed proof. */
export const schemaShareStatusCheck = z.object({ attemptId: z.uuid('Unknown payment'), ...checkoutProofFields });

export const routeSplitCreate = defineRoute('splitCreate', {
  summary:
    "The host (the order's customer) splits the order's remaining balance into 2-5 shares of at least ₹500 that add up exactly to it, while a balance is due and at least 48 hours before the service; each co-host gets a payment link by WhatsApp/SMS. A new split replaces an unpaid one; once a share is paid or being paid, 409. 400 for shares that do not add up to the balance.",
  auth: 'customer',
  errors: [404, 409],
  body: schemaSplitCreate,
  response: schemaSplitView,
});

export const routeSplitView = defineRoute('splitView', {
  summary: "The split of one of the customer's orders: its shares and who has paid. 404 for another customer's order.",
  auth: 'customer',
  errors: [404],
  params: z.object({ orderId: z.uuid('Unknown order') }),
  response: schemaSplitView,
});

export const routeSharePay = defineRoute('sharePay', {
  summary:
    "A co-host pays their share (no login: the link's token is the secret): opens (or returns the open) payment attempt of the share, its amount from the stored share. 404 for an unknown link; 409 when the share is paid, cancelled, back with the host or the order no longer takes payments; 502 when the gateway is busy.",
  errors: [404, 409, 502],
  body: schemaSharePay,
  response: schemaPaymentAttempt,
});

export const routeShareStatusCheck = defineRoute('shareStatusCheck', {
  summary:
    "Where a co-host's share payment stands after the gateway sent them back: a signed checkout proof is verified and the payment fetched from the gateway (a share is paid only by a verified capture). 404 for an attempt that is not a share's; 400 for a proof that does not check out; 502 when the gateway is busy.",
  errors: [404, 502],
  body: schemaShareStatusCheck,
  response: schemaSharePublic,
});
