import type { PaymentKind } from '../../lib/payments';
import type { User } from '../../server/db/schema';
import type { Db } from '../../server/db/types';
import { checkPayment, openPaymentAttempt } from '../../server/payments/attempts';
import type { PaymentProvider } from '../../server/payments/provider';
import type { PaymentDeps } from '../../server/payments/registry';
import { createSandboxProvider, type SandboxAction, type SandboxProvider } from '../../server/payments/sandbox';

/** The sandbox gateway's signing key in repository tests. */
export const TEST_SANDBOX_SECRET = 'test-sandbox-secret-0123456789';

/**
 * Payment dependencies for repository tests: the sandbox gateway on `db` (or `provider` in its place), a
 * fixed clock, a 30-minute hold and a 120-second first reconciler check.
 */
export function testPaymentDeps(db: Db, now: Date, provider?: PaymentProvider): PaymentDeps & { sandbox: SandboxProvider } {
  const sandbox = createSandboxProvider({ getDb: () => Promise.resolve(db), secret: TEST_SANDBOX_SECRET });
  const gateway = provider ?? sandbox;
  return {
    gateways: { current: gateway.name, provider: (name) => (name === 'sandbox' ? sandbox : gateway) },
    now,
    holdMinutes: 30,
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
