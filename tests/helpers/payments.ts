import type { PaymentKind } from '../../lib/payments';
import type { User } from '../../server/db/schema';
import type { Db } from '../../server/db/types';
import { listOutbox } from '../../server/notify/outbox';
import { checkPayment, openPaymentAttempt } from '../../server/payments/attempts';
import type { PaymentProvider } from '../../server/payments/provider';
import type { PaymentDeps } from '../../server/payments/registry';
import { createSandboxProvider, type SandboxAction, type SandboxProvider } from '../../server/payments/sandbox';
import { checkSharePayment, openShareAttempt } from '../../server/payments/sharePayments';
import { createSplit, SHARE_LINK_TEMPLATE } from '../../server/payments/splits';

/** The sandbox gateway's signing key in repository tests. */
export const TEST_SANDBOX_SECRET = 'test-sandbox-secret-0123456789';

/**
 * Payment dependencies for repository tests: the sandbox gateway on `db` (or `provider` in its place), a
 * fixed clock, a 15-minute hold (PAYMENT_HOLD_MINUTES, the most) and a 120-second first reconciler check.
 */
export function testPaymentDeps(db: Db, now: Date, provider?: PaymentProvider): PaymentDeps & { sandbox: SandboxProvider } {
  const sandbox = createSandboxProvider({ getDb: () => Promise.resolve(db), secret: TEST_SANDBOX_SECRET });
  const gateway = provider ?? sandbox;
  return {
    gateways: { current: gateway.name, provider: (name) => (name === 'sandbox' ? sandbox : gateway) },
    now,
    holdMinutes: 15,
    reconcileFirstSeconds: 120,
    sandbox,
  };
}

/**
 * Pays an order through the sandbox the way a customer does: opens the attempt, acts on the test page
 * and brings the signed proof back to the status check (for `pay`; the other actions come back without one).
 * @returns the attempt answer and the status answer.
 */
export async function payInSandbox(
  db: Db,
  deps: PaymentDeps & { sandbox: SandboxProvider },
  { user, orderId, kind = 'advance', action = 'pay' }: { user: User; orderId: string; kind?: PaymentKind; action?: SandboxAction },
) {
  const attempt = await openPaymentAttempt(db, deps, { user, orderId, kind });
  const { proof } = await deps.sandbox.act(attempt.providerOrderId!, action);
  const status = await checkPayment(db, deps, { userId: user.id, orderId, proof });
  return { attempt, status };
}

/** A co-host as the host names them in a split. */
export interface TestCoHost {
  name: string;
  phone: string;
}

/**
 * The host `userId` splits the order's balance in two at `now` (createSplit): `first` rupees to the first co-host,
 * the rest of `balance` (rupees) to the second.
 */
export function splitInTwo(
  db: Db,
  now: Date,
  {
    userId,
    orderId,
    balance,
    first,
    cohosts,
  }: { userId: string; orderId: string; balance: number; first: number; cohosts: readonly [TestCoHost, TestCoHost] },
) {
  return createSplit(
    db,
    { now },
    {
      userId,
      orderId,
      shares: [
        { ...cohosts[0], amount: first },
        { ...cohosts[1], amount: balance - first },
      ],
    },
  );
}

/**
 * The link token a co-host got, read from the local SMS stand-in of the outbox (the last share link sent to `phone`;
 * other messages to the same phone, such as a cancelled order's refund notice, are not links).
 * @throws Error when no share link was sent.
 */
export async function shareTokenSentTo(db: Db, phone: string): Promise<string> {
  const sms = (await listOutbox(db, phone, 'sms', 100)).find((row) => row.template === SHARE_LINK_TEMPLATE);
  const link = String(sms?.payload.link ?? '');
  const token = link.split('/pay/share/')[1];
  if (!token) throw new Error('no share link was sent');
  return decodeURIComponent(token);
}

/**
 * A co-host pays their share of link `token` as in the browser: opens the attempt, pays on the sandbox's page and
 * brings the signed proof back (checkSharePayment). @returns the status answer.
 */
export async function payShareInSandbox(db: Db, deps: PaymentDeps & { sandbox: SandboxProvider }, token: string) {
  const attempt = await openShareAttempt(db, deps, { token });
  const { proof } = await deps.sandbox.act(attempt.providerOrderId!, 'pay');
  return checkSharePayment(db, deps, { attemptId: attempt.attemptId, proof: proof! });
}
