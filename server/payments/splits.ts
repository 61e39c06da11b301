/**
 * Splitting an order's balance with co-hosts. The host splits what is left to pay into 2-5 shares
 * (lib/split); each co-host pays their share through a public link (its token is the secret; only its sha256 is
 * kept) on the existing gateways, as an attempt of the order marked with the share: a share is paid only by a
 * verified capture (server/payments/captures.ts), which adds to the order's amount paid on the ledger with its
 * own payment row, receipt and refunds. Shares still unpaid 48 hours before the service fall back to the host.
 * Amounts: whole rupees, paise at the gateway.
 */
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { subHours } from 'date-fns';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { FieldError } from '../../lib/contracts/http';
import type { SplitView } from '../../lib/contracts/split';
import { ORDER_STATUS } from '../../lib/constants';
import { formatRupees } from '../../lib/format';
import { localeOr, type Locale } from '../../lib/i18n/locales';
import { amountDue, leftToPay } from '../../lib/payments';
import { sharePayPath } from '../../lib/routes';
import { firstName, SPLIT_FALLBACK_HOURS, splitProblem } from '../../lib/split';
import { getConfig, getJwtSecret } from '../config';
import { orders, paymentAttempts, paymentShares, users, type Order, type PaymentShare } from '../db/schema';
import type { Db } from '../db/types';
import { siteUrlIn } from '../i18n/links';
import { HttpError, notFound, ValidationError } from '../http/errors';
import { enqueueJob } from '../jobs/queue';
import type { JobOutcome } from '../jobs/worker';
import { recordOutbox } from '../notify/outbox';
import { mayNotify } from '../notify/preferences';
import { sendPlaceholderWhatsApp } from '../notify/whatsapp';
import { userLanguage } from '../notify/recipientLanguage';
import { localizedConfirmationFacts, notifyT, serviceDate, serviceName } from '../notify/texts';
import { orderForUser } from './repository';
import { orderStartsAt } from '../../lib/orders';
import { lockOrder, moneyOf, updateLockedOrder } from './ledger';
import type { PaymentDeps } from './registry';
import { cancelUnpaidShares, expireUntouchedShareAttempts } from './shareLedger';

/** The WhatsApp/SMS template of a co-host's payment link, and of the host's fallback notice. */
export const SHARE_LINK_TEMPLATE = 'split_share_link';
export const SHARE_FALLBACK_TEMPLATE = 'split_fallback';

/** The sha256 of a share's link token: all we keep of it. */
export function hashShareToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * A share's link token: 24 bytes of an HMAC-SHA256 of its id under the server's secret, base64url (32 characters).
 * Only its hash is stored, yet the server can show the host the same link again (a test site sends no WhatsApp;
 * a host shares the links themselves); nobody without the secret can make one.
 */
export function shareTokenOf(shareId: string): string {
  return createHmac('sha256', getJwtSecret())
    .update(`payment-share-link:${shareId}`, 'utf8')
    .digest()
    .subarray(0, 24)
    .toString('base64url');
}

/** A phone as the host's list shows it: only its last 4 digits. */
function maskPhone(phone: string): string {
  return `******${phone.slice(-4)}`;
}

/** When the unpaid shares of an order fall back to the host: 48 hours before the service starts. */
export function fallbackAt(order: Pick<Order, 'eventDate' | 'slot' | 'orderType'>): Date {
  return subHours(orderStartsAt(order), SPLIT_FALLBACK_HOURS);
}

/** The shares of an order that are not cancelled (the current split, and paid ones), in the host's order. */
async function liveShares(db: Db, orderId: string): Promise<PaymentShare[]> {
  return db
    .select()
    .from(paymentShares)
    .where(and(eq(paymentShares.orderId, orderId), ne(paymentShares.status, 'cancelled')))
    .orderBy(asc(paymentShares.createdAt), asc(paymentShares.position));
}

/** Why the host cannot (re)split the balance now, as a 409 message; null when they can. */
function splitRefusal(order: Order, shares: readonly PaymentShare[], now: Date): string | null {
  const status = order.status;
  if (status === ORDER_STATUS.CANCELLED) return 'This order is cancelled.';
  const due = amountDue(moneyOf(order), orderStartsAt(order), now);
  if (!due) return 'Nothing is due on this order.';
  if (due.kind !== 'balance') return 'Please pay the advance of this order first.';
  if (now.getTime() >= fallbackAt(order).getTime()) return 'A balance can be split only until 48 hours before the service.';
  if (shares.some((share) => share.status === 'paid')) return 'A co-host has already paid: this split can no longer be changed.';
  return null;
}

/**
 * The pay link of an unpaid share, site-relative, for its host to copy or share; null once paid or closed, and for a
 * share whose link was made otherwise (before links were derived from the share, or under another secret).
 */
function payUrlOf(share: PaymentShare): string | null {
  if (share.status !== 'pending') return null;
  const token = shareTokenOf(share.id);
  return hashShareToken(token) === share.tokenHash ? sharePayPath(token) : null;
}

/** An order's split as its host sees it. */
function toSplitView(order: Order, shares: readonly PaymentShare[], now: Date): SplitView {
  // the order's one "left to pay" (0 once it ended)
  const balance = leftToPay(moneyOf(order)).amount;
  const withCoHosts = shares.filter((share) => share.status === 'pending').reduce((sum, share) => sum + share.amount, 0);
  return {
    orderId: order.id,
    balance,
    shares: shares.map((share) => ({
      id: share.id,
      name: share.name,
      phone: maskPhone(share.phone),
      payUrl: payUrlOf(share),
      amount: share.amount,
      status: share.status,
      paidAt: share.paidAt?.toISOString() ?? null,
    })),
    withCoHosts,
    hostDue: Math.max(0, balance - withCoHosts),
    canSplit: splitRefusal(order, shares, now) === null,
  };
}

/** GET /api/payment_gateway/split/{orderId}: the split of one of the host's orders. @throws HttpError 404. */
export async function splitForHost(db: Db, { orderId, userId, now }: { orderId: string; userId: string; now: Date }): Promise<SplitView> {
  const order = await orderForUser(db, orderId, userId);
  return toSplitView(order, await liveShares(db, orderId), now);
}

/** The host's first name as a co-host reads it (their account name, else the booking's contact name). */
export async function hostFirstName(db: Db, order: Order): Promise<string> {
  const [host] = await db.select({ name: users.name }).from(users).where(eq(users.id, order.userId)).limit(1);
  return firstName(host?.name) || firstName((order.address as { name?: string }).name) || 'Your host';
}

/**
 * Sends a co-host their share's link by WhatsApp (recorded in the outbox; `skipped` without WHATSAPP_API_KEY) and,
 * with the console SMS provider (a developer machine), records it as a local SMS stand-in whose payload holds the
 * link outside production, as login codes are. The outbox of a real provider never keeps the link (the token is
 * a secret); no log line carries the phone or the link.
 */
async function sendShareLink(db: Db, share: PaymentShare, token: string, order: Order, host: string): Promise<void> {
  // a co-host with an account of their own who turned booking messages off gets none (one gate)
  const [account] = await db.select({ id: users.id, language: users.language }).from(users).where(eq(users.phone, share.phone)).limit(1);
  if (account && !(await mayNotify(db, account.id, 'whatsapp', 'bookings'))) return;
  const payload = { orderId: order.id, orderNumber: order.orderNumber, shareId: share.id, amount: share.amount };
  // in the co-host's language: their account's, else the host's (who shares the bill with them); the pay page too
  const language = account ? localeOr(account.language) : await userLanguage(db, order.userId);
  const link = siteUrlIn(sharePayPath(token), language);
  const placeholders = (locale: Locale) => {
    const facts = localizedConfirmationFacts(order, locale);
    const hostName = host === 'Your host' ? notifyT(locale)('share.yourHost') : host;
    return [firstName(share.name), hostName, facts.service, facts.when, formatRupees(share.amount), link];
  };
  await sendPlaceholderWhatsApp(db, share.phone, {
    template: SHARE_LINK_TEMPLATE,
    placeholders: placeholders(language),
    englishPlaceholders: placeholders('en'),
    language,
    outboxPayload: payload,
  });
  const config = getConfig();
  if (config.SMS_PROVIDER === 'console') {
    await recordOutbox(db, {
      channel: 'sms',
      provider: 'console',
      recipient: share.phone,
      template: SHARE_LINK_TEMPLATE,
      status: 'recorded',
      payload: config.NODE_ENV === 'production' ? payload : { ...payload, link },
    });
  }
}

/**
 * The asked shares with their numbers: a share kept by `sameAs` takes the number of that share of the current split
 * (the host, changing the split, sees only its last 4 digits).
 * @throws ValidationError (400) on `shares.<i>.phone` for a `sameAs` that is not a share of the current split.
 */
function withPhones(
  asked: readonly { name: string; phone?: string; sameAs?: string; amount: number }[],
  current: readonly PaymentShare[],
): { name: string; phone: string; amount: number }[] {
  const errors: FieldError[] = [];
  const shares = asked.map((share, i) => {
    const phone = share.phone ?? current.find((row) => row.id === share.sameAs && row.status === 'pending')?.phone;
    if (!phone) errors.push({ path: `shares.${i}.phone`, message: 'Please type this co-host’s mobile number.' });
    return { name: share.name, phone: phone ?? '', amount: share.amount };
  });
  if (errors.length > 0) throw new ValidationError(errors);
  return shares;
}

/**
 * POST /api/payment_gateway/split: the host splits the order's remaining balance into 2-5 shares
 * (each ≥ ₹500, adding up exactly to it), under the order's lock; a new split cancels the unpaid one it replaces.
 * Each co-host is sent their link after the commit; the fallback job is queued for 48 hours before the service.
 * @throws HttpError 404 unknown or another customer's order; 409 nothing due, advance unpaid, cancelled, within
 *   48 hours of the service, a share already paid or being paid; 400 shares that do not add up to the balance.
 */
export async function createSplit(
  db: Db,
  deps: Pick<PaymentDeps, 'now'>,
  {
    userId,
    orderId,
    shares: asked,
  }: { userId: string; orderId: string; shares: readonly { name: string; phone?: string; sameAs?: string; amount: number }[] },
): Promise<SplitView> {
  const { now } = deps;
  const made = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.userId !== userId) throw notFound('Order not found');
    const current = await liveShares(tx, orderId);
    const refusal = splitRefusal(order, current, now);
    if (refusal) throw new HttpError(409, refusal);
    const inFlight =
      current.length === 0
        ? []
        : await tx
            .select({ id: paymentAttempts.id })
            .from(paymentAttempts)
            .where(
              and(
                inArray(
                  paymentAttempts.shareId,
                  current.map((share) => share.id),
                ),
                eq(paymentAttempts.status, 'pending'),
              ),
            )
            .limit(1);
    if (inFlight.length > 0) throw new HttpError(409, 'A co-host is paying their share right now: please try again in a few minutes.');
    const shares = withPhones(asked, current);
    const balance = leftToPay(moneyOf(order)).amount;
    const problem = splitProblem(
      balance,
      shares.map((share) => share.amount),
    );
    if (problem) throw new HttpError(400, problem, { errors: [{ path: 'shares', message: problem }] });

    await cancelUnpaidShares(tx, orderId, now);
    const ids = shares.map(() => randomUUID());
    const tokens = ids.map(shareTokenOf);
    const rows = await tx
      .insert(paymentShares)
      .values(
        shares.map((share, position) => ({
          id: ids[position]!,
          orderId,
          position,
          name: share.name,
          phone: share.phone,
          amount: share.amount,
          tokenHash: hashShareToken(tokens[position]!),
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning();
    const noted = await updateLockedOrder(
      tx,
      order,
      {},
      now,
      `Balance of ${formatRupees(balance)} split into ${shares.length} shares with co-hosts`,
    );
    await enqueueJob(tx, {
      name: 'payment.split_fallback',
      payload: { orderId },
      runAt: fallbackAt(order),
      dedupeKey: `split-fallback:${orderId}`,
    });
    return { order: noted, sent: rows.map((row) => ({ row, token: tokens[row.position]! })) };
  });
  const host = await hostFirstName(db, made.order);
  for (const { row, token } of made.sent) await sendShareLink(db, row, token, made.order, host);
  return toSplitView(made.order, await liveShares(db, orderId), now);
}

/**
 * The fallback job, 48 hours before the service: the shares still pending fall back to the host
 * (the host's balance due then includes them) and the host's notice is queued in the same transaction, so it is
 * sent once however often the job runs. A job that runs early (the service moved later) waits for the new time.
 */
export async function fallBackShares(db: Db, orderId: string, now: Date): Promise<JobOutcome> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) return undefined;
    const due = fallbackAt(order);
    if (now.getTime() < due.getTime()) return { rescheduleAt: due };
    const fallen = await tx
      .update(paymentShares)
      .set({ status: 'fallen_back', closedAt: now, updatedAt: now })
      .where(and(eq(paymentShares.orderId, orderId), eq(paymentShares.status, 'pending')))
      .returning();
    if (fallen.length === 0) return undefined;
    // their attempts that never reached a payment are closed; one in flight still pays its share when captured
    await expireUntouchedShareAttempts(
      tx,
      fallen.map((share) => share.id),
      now,
    );
    const amount = fallen.reduce((sum, share) => sum + share.amount, 0);
    await updateLockedOrder(
      tx,
      order,
      {},
      now,
      `${fallen.length} unpaid co-host share(s) of ${formatRupees(amount)} fell back to the host`,
    );
    await enqueueJob(tx, {
      name: 'payment.split_fallback_notice',
      payload: { orderId, shares: fallen.length, amount },
      runAt: now,
      dedupeKey: `split-fallback-notice:${orderId}`,
    });
    return undefined;
  });
}

/** Tells the host that unpaid shares fell back to them (WhatsApp, recorded in the outbox), unless they turned booking messages off. */
export async function sendFallbackNotice(
  db: Db,
  { orderId, shares, amount }: { orderId: string; shares: number; amount: number },
): Promise<void> {
  const [row] = await db
    .select({ order: orders, phone: users.phone })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row || !(await mayNotify(db, row.order.userId, 'whatsapp', 'bookings'))) return;
  const host = await hostFirstName(db, row.order);
  const language = await userLanguage(db, row.order.userId);
  const placeholders = (locale: Locale) => [
    host === 'Your host' ? notifyT(locale)('share.yourHost') : host,
    String(shares),
    formatRupees(amount),
    serviceName(row.order.orderType, locale),
    serviceDate(row.order.eventDate, locale),
  ];
  await sendPlaceholderWhatsApp(db, row.phone, {
    template: SHARE_FALLBACK_TEMPLATE,
    placeholders: placeholders(language),
    englishPlaceholders: placeholders('en'),
    language,
    outboxPayload: { orderId, orderNumber: row.order.orderNumber, shares, amount },
  });
}
