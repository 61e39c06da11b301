/**
 * Which payouts gateway serves: PAYOUT_PROVIDER (sandbox | razorpayx), like PAYMENT_PROVIDER for payments
 * (server/payments/registry.ts). The sandbox is the default without keys; a production server refuses to start unless
 * PAYOUT_PROVIDER is set explicitly, or when RazorpayX lacks a setting (`payoutStartupProblems`, each named); a live
 * site refuses the sandbox (`payoutLiveSiteProblems`).
 */
import { getConfig, type ServerConfig } from '../../config';
import { getDb } from '../../db/client';
import type { Db } from '../../db/types';
import type { PayoutGateway, PayoutProviderName } from './gateway';
import { createRazorpayXPayoutGateway } from './razorpayx';
import { createSandboxPayoutGateway } from './sandbox';

/** Development-only signing key of the sandbox payouts gateway. */
const DEV_SANDBOX_SECRET = 'dev-only-sandbox-payout-secret';

/** The settings each real gateway needs, by variable name. */
export const PAYOUT_REQUIRED: Record<Exclude<PayoutProviderName, 'sandbox'>, (keyof ServerConfig)[]> = {
  razorpayx: ['RAZORPAYX_KEY_ID', 'RAZORPAYX_KEY_SECRET', 'RAZORPAYX_ACCOUNT_NUMBER', 'RAZORPAYX_WEBHOOK_SECRET'],
};

/**
 * What stops a server from starting, each naming its variable: in production, PAYOUT_PROVIDER not set explicitly
 * (the sandbox must be chosen on purpose there); everywhere, the chosen gateway's missing settings.
 * @param env the raw environment, to tell an explicit PAYOUT_PROVIDER from the default.
 */
export function payoutStartupProblems(config: ServerConfig, env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (config.NODE_ENV === 'production' && !env.PAYOUT_PROVIDER) {
    problems.push(
      'PAYOUT_PROVIDER must be set explicitly in production: razorpayx (with its settings), or sandbox for a staging server that pays nobody',
    );
  }
  if (config.PAYOUT_PROVIDER !== 'sandbox') {
    const missing = PAYOUT_REQUIRED[config.PAYOUT_PROVIDER].filter((name) => !config[name]);
    if (missing.length > 0) problems.push(`PAYOUT_PROVIDER=${config.PAYOUT_PROVIDER} needs ${missing.join(', ')}`);
  }
  return problems;
}

/** What a live site (SITE_MODE=live) must not run of the payouts: the sandbox, which pays nobody. */
export function payoutLiveSiteProblems(config: ServerConfig): string[] {
  return config.PAYOUT_PROVIDER === 'sandbox' ? ['PAYOUT_PROVIDER=sandbox (the payouts stand-in pays no provider; choose razorpayx)'] : [];
}

/** The sandbox's signing key. @throws Error in production without PAYOUT_SANDBOX_SECRET or JWT_SECRET to derive it from. */
export function payoutSandboxSecret(config: ServerConfig): string {
  if (config.PAYOUT_SANDBOX_SECRET) return config.PAYOUT_SANDBOX_SECRET;
  if (config.JWT_SECRET) return `payout-sandbox:${config.JWT_SECRET}`;
  if (config.NODE_ENV === 'production') throw new Error('PAYOUT_SANDBOX_SECRET (or JWT_SECRET) must be set in production');
  return DEV_SANDBOX_SECRET;
}

/** A payouts gateway chosen without its settings (found at start-up; thrown here if a server started anyway). */
export class PayoutGatewayNotConfiguredError extends Error {
  constructor(name: PayoutProviderName, missing: readonly string[]) {
    super(`The ${name} payouts gateway needs ${missing.join(', ')}`);
    this.name = 'PayoutGatewayNotConfiguredError';
  }
}

let cached: { config: ServerConfig; gateway: PayoutGateway } | undefined;

/**
 * The configured payouts gateway (built once per configuration). `getDb` is the sandbox's database (the app's by
 * default; tests pass theirs).
 * @throws PayoutGatewayNotConfiguredError naming RazorpayX's missing settings.
 */
export function payoutGateway(config: ServerConfig = getConfig(), database?: () => Promise<Db>): PayoutGateway {
  if (!database && cached?.config === config) return cached.gateway;
  let gateway: PayoutGateway;
  if (config.PAYOUT_PROVIDER === 'sandbox') {
    gateway = createSandboxPayoutGateway({ getDb: database ?? (async () => (await getDb()).db), secret: payoutSandboxSecret(config) });
  } else {
    const missing = PAYOUT_REQUIRED.razorpayx.filter((name) => !config[name]);
    if (missing.length > 0) throw new PayoutGatewayNotConfiguredError('razorpayx', missing);
    gateway = createRazorpayXPayoutGateway({
      keyId: config.RAZORPAYX_KEY_ID!,
      keySecret: config.RAZORPAYX_KEY_SECRET!,
      accountNumber: config.RAZORPAYX_ACCOUNT_NUMBER!,
      webhookSecret: config.RAZORPAYX_WEBHOOK_SECRET!,
      timeoutMs: config.PAYMENT_GATEWAY_TIMEOUT_MS,
    });
  }
  if (!database) cached = { config, gateway };
  return gateway;
}
