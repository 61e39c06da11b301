/**
 * Which gateway adapter serves: `PAYMENT_PROVIDER` chooses the one new payments use; attempts
 * made earlier keep the gateway named on them. The sandbox is the default without keys, and a production
 * server refuses to start unless `PAYMENT_PROVIDER` is set explicitly, or when the chosen gateway lacks
 * its keys (`paymentStartupProblems`).
 */
import type { PaymentProviderName } from '../../lib/payments';
import { getConfig, type ServerConfig } from '../config';
import { getDb } from '../db/client';
import { createPhonePeProvider } from './phonepe';
import type { PaymentProvider } from './provider';
import { createRazorpayProvider } from './razorpay';
import { createSandboxProvider, type SandboxProvider } from './sandbox';

/** Development-only signing key of the sandbox gateway. */
const DEV_SANDBOX_SECRET = 'dev-only-sandbox-payment-secret';

/** The gateways in use: the one for new payments, and a lookup of each by name. */
export interface PaymentGateways {
  current: PaymentProviderName;
  provider: (name: PaymentProviderName) => PaymentProvider;
}

/** The settings each gateway needs, by variable name. */
const REQUIRED: Record<Exclude<PaymentProviderName, 'sandbox'>, (keyof ServerConfig)[]> = {
  razorpay: ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'],
  phonepe: ['PHONEPE_CLIENT_ID', 'PHONEPE_CLIENT_SECRET', 'PHONEPE_WEBHOOK_USERNAME', 'PHONEPE_WEBHOOK_PASSWORD'],
};

/**
 * What stops a production server from starting, each naming its variable: `PAYMENT_PROVIDER`
 * not set explicitly (the sandbox must be chosen on purpose there), or the chosen gateway's keys missing.
 * Outside production only the missing keys of an explicitly chosen gateway count.
 * @param env the raw environment, to tell an explicit `PAYMENT_PROVIDER` from the default.
 */
export function paymentStartupProblems(config: ServerConfig, env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (config.NODE_ENV === 'production' && !env.PAYMENT_PROVIDER) {
    problems.push(
      'PAYMENT_PROVIDER must be set explicitly in production: razorpay or phonepe (with their keys), or sandbox for a staging server that takes no money',
    );
  }
  if (config.PAYMENT_PROVIDER !== 'sandbox') {
    const missing = REQUIRED[config.PAYMENT_PROVIDER].filter((name) => !config[name]);
    if (missing.length > 0) problems.push(`PAYMENT_PROVIDER=${config.PAYMENT_PROVIDER} needs ${missing.join(', ')}`);
  }
  return problems;
}

/** The sandbox's signing key. @throws Error in production without PAYMENT_SANDBOX_SECRET or JWT_SECRET to derive it from. */
function sandboxSecret(config: ServerConfig): string {
  if (config.PAYMENT_SANDBOX_SECRET) return config.PAYMENT_SANDBOX_SECRET;
  if (config.JWT_SECRET) return `sandbox:${config.JWT_SECRET}`;
  if (config.NODE_ENV === 'production') throw new Error('PAYMENT_SANDBOX_SECRET (or JWT_SECRET) must be set in production');
  return DEV_SANDBOX_SECRET;
}

/** A gateway named by a request (a webhook, an old attempt) whose keys this server does not have. */
export class GatewayNotConfiguredError extends Error {
  constructor(name: PaymentProviderName, missing: readonly string[]) {
    super(`The ${name} gateway needs ${missing.join(', ')}`);
    this.name = 'GatewayNotConfiguredError';
  }
}

/** @throws GatewayNotConfiguredError naming the missing settings of a gateway. */
function requireSettings(config: ServerConfig, name: Exclude<PaymentProviderName, 'sandbox'>): void {
  const missing = REQUIRED[name].filter((key) => !config[key]);
  if (missing.length > 0) throw new GatewayNotConfiguredError(name, missing);
}

let cachedGateways: PaymentGateways | undefined;
let cachedSandbox: SandboxProvider | undefined;

/** The sandbox adapter on the app's database. */
export function sandboxGateway(config: ServerConfig = getConfig()): SandboxProvider {
  cachedSandbox ??= createSandboxProvider({ getDb: async () => (await getDb()).db, secret: sandboxSecret(config) });
  return cachedSandbox;
}

/**
 * The app's gateways from the configuration; adapters are built on first use.
 * @throws GatewayNotConfiguredError (when a gateway is used) naming missing keys of that gateway.
 */
export function paymentGateways(config: ServerConfig = getConfig()): PaymentGateways {
  if (cachedGateways) return cachedGateways;
  const built = new Map<PaymentProviderName, PaymentProvider>();
  const timeoutMs = config.PAYMENT_GATEWAY_TIMEOUT_MS;
  const build = (name: PaymentProviderName): PaymentProvider => {
    if (name === 'sandbox') return sandboxGateway(config);
    requireSettings(config, name);
    if (name === 'razorpay') {
      return createRazorpayProvider({
        keyId: config.RAZORPAY_KEY_ID!,
        keySecret: config.RAZORPAY_KEY_SECRET!,
        webhookSecret: config.RAZORPAY_WEBHOOK_SECRET!,
        timeoutMs,
      });
    }
    return createPhonePeProvider({
      clientId: config.PHONEPE_CLIENT_ID!,
      clientSecret: config.PHONEPE_CLIENT_SECRET!,
      clientVersion: config.PHONEPE_CLIENT_VERSION,
      env: config.PHONEPE_ENV,
      webhookUsername: config.PHONEPE_WEBHOOK_USERNAME!,
      webhookPassword: config.PHONEPE_WEBHOOK_PASSWORD!,
      timeoutMs,
    });
  };
  cachedGateways = {
    current: config.PAYMENT_PROVIDER,
    provider: (name) => {
      let adapter = built.get(name);
      if (!adapter) {
        adapter = build(name);
        built.set(name, adapter);
      }
      return adapter;
    },
  };
  return cachedGateways;
}

/** What the payment services need besides the database: the gateways, the clock and the timing settings. */
export interface PaymentDeps {
  gateways: PaymentGateways;
  now: Date;
  /** Minutes an order awaiting payment holds its provider's time, and an attempt lasts (PAYMENT_HOLD_MINUTES, at most 15). */
  holdMinutes: number;
  /** Seconds before the reconciler's first check (PAYMENT_RECONCILE_FIRST_CHECK_SECONDS). */
  reconcileFirstSeconds: number;
}

/** The app's payment dependencies at `now`, from the configuration. */
export function paymentDeps(now = new Date(), config: ServerConfig = getConfig()): PaymentDeps {
  return {
    gateways: paymentGateways(config),
    now,
    holdMinutes: config.PAYMENT_HOLD_MINUTES,
    reconcileFirstSeconds: config.PAYMENT_RECONCILE_FIRST_CHECK_SECONDS,
  };
}
