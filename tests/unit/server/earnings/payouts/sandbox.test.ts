/**
 * The sandbox payouts gateway on PGlite and PostgreSQL (its ledger is a table, so that several server instances
 * share it): idempotent creation on our payout id, the outcomes by account number, settling once under concurrent
 * checks from two instances, refusals, and signed webhooks. Then the registry: PAYOUT_PROVIDER, the start-up problems
 * naming each missing setting, a live site refusing the sandbox.
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getConfig, resetConfigForTests } from '../../../../../server/config';
import { sandboxPayouts } from '../../../../../server/db/schema';
import { PayoutGatewayError, PayoutSignatureError } from '../../../../../server/earnings/payouts/gateway';
import {
  payoutGateway,
  payoutLiveSiteProblems,
  payoutSandboxSecret,
  payoutStartupProblems,
  PayoutGatewayNotConfiguredError,
} from '../../../../../server/earnings/payouts/registry';
import {
  createSandboxPayoutGateway,
  SANDBOX_FAILURE_REASON,
  sandboxPayoutSignature,
  signedSandboxPayoutEvent,
} from '../../../../../server/earnings/payouts/sandbox';
import { checkStartup } from '../../../../../server/app/startup';
import { describeEachDatabase } from '../../../../helpers/testDatabases';

const SECRET = 'sandbox-payout-secret-for-tests';
const account = (accountNumber: string) => ({ holderName: 'Ramesh Kumar', accountNumber, ifsc: 'HDFC0001234' });
let ids = 0;
/** A fresh payout uuid. */
const newPayoutId = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;

describeEachDatabase('the sandbox payouts gateway', (getDb) => {
  // two instances on one database, as two servers would be
  const first = () => createSandboxPayoutGateway({ getDb: async () => getDb(), secret: SECRET });
  const second = () => createSandboxPayoutGateway({ getDb: async () => getDb(), secret: SECRET });

  it('creates once per payout id: a retry, from any instance, answers the same payout', async () => {
    const payoutId = newPayoutId();
    const request = { payoutId, amountPaise: 250_075, account: account('123456789012'), reference: 'PO-1' };
    const [a, b] = await Promise.all([first().createPayout(request), second().createPayout(request)]);
    expect(a).toEqual({ gatewayPayoutId: expect.stringMatching(/^spout_/), status: 'processing' });
    expect(b).toEqual(a);
    const rows = await getDb().select().from(sandboxPayouts).where(eq(sandboxPayouts.referenceId, payoutId));
    expect(rows).toHaveLength(1);
    // only the last four digits are kept
    expect(rows[0]).toMatchObject({ amountPaise: 250_075, accountLast4: '9012' });
    // the same id with another amount is refused, as RazorpayX refuses another body under one idempotency key
    await expect(first().createPayout({ ...request, amountPaise: 1 })).rejects.toMatchObject({ retryable: false });
  });

  it('settles by the account number on the first check: processed with a UTR, failed (0000), reversed (1111), processing (2222)', async () => {
    const gateway = first();
    const settle = async (accountNumber: string) => {
      const { gatewayPayoutId, status } = await gateway.createPayout({
        payoutId: newPayoutId(),
        amountPaise: 10_000,
        account: account(accountNumber),
        reference: 'PO',
      });
      expect(status).toBe('processing');
      return gateway.fetchPayout(gatewayPayoutId);
    };
    const paid = await settle('123456789012');
    expect(paid).toEqual({ status: 'processed', utr: expect.stringMatching(/^SBX[0-9A-F]{9}$/) });
    expect(await settle('123456780000')).toEqual({ status: 'failed', failureReason: SANDBOX_FAILURE_REASON });
    expect(await settle('123456781111')).toMatchObject({ status: 'reversed', failureReason: expect.stringContaining('1111') });
    expect(await settle('123456782222')).toEqual({ status: 'processing' });
  });

  it('settles once when two instances check at the same time, and keeps the answer', async () => {
    const { gatewayPayoutId } = await first().createPayout({
      payoutId: newPayoutId(),
      amountPaise: 99,
      account: account('555566667777'),
      reference: 'PO',
    });
    const [a, b] = await Promise.all([first().fetchPayout(gatewayPayoutId), second().fetchPayout(gatewayPayoutId)]);
    expect(a).toEqual(b);
    expect(await first().fetchPayout(gatewayPayoutId)).toEqual(a);
    await expect(first().fetchPayout('spout_unknown')).rejects.toBeInstanceOf(PayoutGatewayError);
  });

  it('finds a payout by our payout id (the reference we send) from any instance, with its state; none for an id it never saw', async () => {
    const payoutId = newPayoutId();
    expect(await first().findPayoutByReference(payoutId)).toBeNull();
    const { gatewayPayoutId } = await first().createPayout({
      payoutId,
      amountPaise: 4_200,
      account: account('123456789012'),
      reference: payoutId,
    });
    expect(await second().findPayoutByReference(payoutId)).toEqual({ gatewayPayoutId, status: 'processing' });
    const settled = await first().fetchPayout(gatewayPayoutId);
    expect(await second().findPayoutByReference(payoutId)).toEqual({ gatewayPayoutId, ...settled });
    expect(settled).toMatchObject({ status: 'processed', utr: expect.stringMatching(/^SBX/) });
  });

  it('finds a payout by the reference its create sent, not by its idempotency key', async () => {
    const idempotencyKey = newPayoutId();
    const reference = newPayoutId();
    const { gatewayPayoutId } = await first().createPayout({
      payoutId: idempotencyKey,
      amountPaise: 4_300,
      account: account('123456789013'),
      reference,
    });
    expect(await second().findPayoutByReference(reference)).toEqual({ gatewayPayoutId, status: 'processing' });
    expect(await second().findPayoutByReference(idempotencyKey)).toBeNull();
  });

  it('refuses a bad IFSC, a bad account number and a non-positive amount, creating nothing', async () => {
    const before = (await getDb().select().from(sandboxPayouts)).length;
    const payoutId = newPayoutId();
    await expect(
      first().createPayout({ payoutId, amountPaise: 100, account: { ...account('123456789012'), ifsc: 'HDFC1234' }, reference: 'x' }),
    ).rejects.toMatchObject({ retryable: false });
    await expect(first().createPayout({ payoutId, amountPaise: 100, account: account('12AB'), reference: 'x' })).rejects.toMatchObject({
      retryable: false,
    });
    await expect(
      first().createPayout({ payoutId, amountPaise: 0, account: account('123456789012'), reference: 'x' }),
    ).rejects.toMatchObject({ retryable: false });
    await expect(
      first().createPayout({ payoutId, amountPaise: 1.5, account: account('123456789012'), reference: 'x' }),
    ).rejects.toMatchObject({ retryable: false });
    expect(await getDb().select().from(sandboxPayouts)).toHaveLength(before);
  });
});

describe('sandbox payout webhooks', () => {
  const gateway = createSandboxPayoutGateway({ getDb: async () => Promise.reject(new Error('no database needed')), secret: SECRET });
  it('reads a webhook signed with the sandbox secret, and refuses any other', () => {
    const event = { gatewayPayoutId: 'spout_1', status: 'processed' as const, utr: 'SBX123', eventId: 'e1' };
    const { rawBody, signature } = signedSandboxPayoutEvent(SECRET, event);
    expect(gateway.verifyWebhook(rawBody, signature)).toEqual(event);
    expect(() => gateway.verifyWebhook(rawBody, undefined)).toThrow(PayoutSignatureError);
    expect(() => gateway.verifyWebhook(rawBody.replace('processed', 'failed'), signature)).toThrow(PayoutSignatureError);
    expect(() => gateway.verifyWebhook(rawBody, sandboxPayoutSignature('another-secret-entirely', rawBody))).toThrow(PayoutSignatureError);
    const unknown = JSON.stringify({ event: 'payout.status', payout: { gatewayPayoutId: 'spout_1', status: 'paid' } });
    expect(gateway.verifyWebhook(unknown, sandboxPayoutSignature(SECRET, unknown))).toBeNull();
  });
});

describe('the payouts registry and start-up', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetConfigForTests();
  });
  /** Stubs the environment (empty = unset) and reads the config afresh. */
  const withEnv = (env: Record<string, string>) => {
    for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
    resetConfigForTests();
    return getConfig();
  };
  const RAZORPAYX = {
    PAYOUT_PROVIDER: 'razorpayx',
    RAZORPAYX_KEY_ID: 'rzp_live_payouts',
    RAZORPAYX_KEY_SECRET: 'payout-secret',
    RAZORPAYX_ACCOUNT_NUMBER: '7878780080316316',
    RAZORPAYX_WEBHOOK_SECRET: 'payout-webhook-secret',
  };

  it('defaults to the sandbox outside production, and builds RazorpayX with its settings', () => {
    const config = withEnv({ PAYOUT_PROVIDER: '', NODE_ENV: 'test' });
    expect(config.PAYOUT_PROVIDER).toBe('sandbox');
    expect(payoutStartupProblems(config, process.env)).toEqual([]);
    expect(payoutGateway(config).name).toBe('sandbox');
    expect(payoutGateway(withEnv(RAZORPAYX)).name).toBe('razorpayx');
  });

  it('names every missing RazorpayX setting, at start-up and when the gateway is asked for', () => {
    const config = withEnv({ ...RAZORPAYX, RAZORPAYX_ACCOUNT_NUMBER: '', RAZORPAYX_WEBHOOK_SECRET: '' });
    expect(payoutStartupProblems(config, process.env)).toEqual([
      'PAYOUT_PROVIDER=razorpayx needs RAZORPAYX_ACCOUNT_NUMBER, RAZORPAYX_WEBHOOK_SECRET',
    ]);
    expect(checkStartup(config, process.env, {}).problems).toContain(
      'PAYOUT_PROVIDER=razorpayx needs RAZORPAYX_ACCOUNT_NUMBER, RAZORPAYX_WEBHOOK_SECRET',
    );
    expect(() => payoutGateway(config)).toThrow(PayoutGatewayNotConfiguredError);
    expect(() => payoutGateway(config)).toThrow(/RAZORPAYX_ACCOUNT_NUMBER, RAZORPAYX_WEBHOOK_SECRET/);
  });

  it('refuses production without an explicit PAYOUT_PROVIDER, and a live site with the sandbox', () => {
    const production = withEnv({ NODE_ENV: 'production', PAYOUT_PROVIDER: '', JWT_SECRET: 'x'.repeat(40) });
    expect(payoutStartupProblems(production, process.env)).toEqual([
      expect.stringContaining('PAYOUT_PROVIDER must be set explicitly in production'),
    ]);
    expect(checkStartup(production, process.env, {}).problems).toContainEqual(
      expect.stringContaining('PAYOUT_PROVIDER must be set explicitly'),
    );
    const chosen = withEnv({ NODE_ENV: 'production', PAYOUT_PROVIDER: 'sandbox', JWT_SECRET: 'x'.repeat(40) });
    expect(payoutStartupProblems(chosen, process.env)).toEqual([]);
    expect(payoutLiveSiteProblems(chosen)).toEqual([expect.stringContaining('PAYOUT_PROVIDER=sandbox')]);
    const live = withEnv({ NODE_ENV: 'production', SITE_MODE: 'live', PAYOUT_PROVIDER: 'sandbox', JWT_SECRET: 'x'.repeat(40) });
    expect(checkStartup(live, process.env, {}).problems).toContainEqual(expect.stringContaining('PAYOUT_PROVIDER=sandbox'));
    expect(payoutLiveSiteProblems(withEnv(RAZORPAYX))).toEqual([]);
  });

  it('signs the sandbox with its own secret, else one derived from JWT_SECRET; production needs one of them', () => {
    expect(payoutSandboxSecret(withEnv({ PAYOUT_SANDBOX_SECRET: 'a-sandbox-secret-123' }))).toBe('a-sandbox-secret-123');
    expect(payoutSandboxSecret(withEnv({ PAYOUT_SANDBOX_SECRET: '', JWT_SECRET: 'j'.repeat(40) }))).toBe(
      `payout-sandbox:${'j'.repeat(40)}`,
    );
    expect(() => payoutSandboxSecret(withEnv({ NODE_ENV: 'production', PAYOUT_SANDBOX_SECRET: '', JWT_SECRET: '' }))).toThrow(
      /PAYOUT_SANDBOX_SECRET/,
    );
  });
});
