import { z } from 'zod';
import type { SiteMode } from '../lib/siteMode';
import { MAX_HOLD_MINUTES } from '../lib/payments';
import { gstStateOfCode } from '../lib/tax/states';
import { trustProxyProblem } from './trustProxy';

/** Development-only JWT key; `getJwtSecret()` refuses it in production. */
const DEV_JWT_SECRET = 'dev-only-jwt-secret-change-me-0123456789';

/**
 * The supplier a test site prints on its tax documents: clearly not a real business, and a GSTIN of the right form
 * (a PAN of A's and zeros, with its check character) so the documents render as a live site's would. A live site
 * refuses each of them (server/app/startup.ts liveSiteProblems).
 */
export const PLACEHOLDER_BUSINESS = {
  legalName: 'Party Services Test Site (not a registered business)',
  address: 'Test site, no registered address, New Delhi 110001',
  stateCode: '07',
  gstin: '07AAAAA0000A1Z4',
} as const;

/** Every server setting with its type and default (DESIGN.md "Config"; each is documented in .env.example). */
export const schemaConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * `live` refuses to start with the sandbox gateway or placeholder public details (server/app/startup.ts);
   * `test` runs them and every page says "Test site: no real payments". Unset: `live` in production, `test` elsewhere.
   * A build takes it too (next.config.js), and the server refuses a build made for the other mode.
   */
  SITE_MODE: z.enum(['live', 'test']).optional(),
  DATABASE_URL: z.string().url().optional(),
  PGLITE_DIR: z.string().min(1).default('.data/pglite'),
  // PostgreSQL faults: a paused or restarting server must answer 503 quickly, never hang a request.
  /** Longest wait for a pooled connection (a new one's TCP + start-up, or a free one under load). */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** Server-side `statement_timeout`: PostgreSQL cancels a longer statement (57014). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  /** Client-side `query_timeout`: longest wait for a server that does not answer at all (paused, network gone). */
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().positive().default(10000),
  /** Idle pooled connections are closed after this long. */
  DB_IDLE_TIMEOUT_MS: z.coerce.number().int().positive().default(30000),
  /** Connections of each instance's pool (PostgreSQL only). */
  DB_POOL_SIZE: z.coerce.number().int().positive().default(10),
  /**
   * Longest wait for a connection while all of them are busy (a burst of requests queues for one instead of
   * failing with 503 after DB_CONNECT_TIMEOUT_MS, which bounds opening a new connection).
   */
  DB_POOL_WAIT_MS: z.coerce.number().int().positive().default(10000),
  /** `/api/health` answers 503 when the database has not answered `select 1` within this long. */
  DB_HEALTH_TIMEOUT_MS: z.coerce.number().int().positive().default(2000),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /**
   * The address server.js listens on (`-H` wins); unset: every interface. Never read from HOSTNAME, which Docker
   * and Kubernetes set to the container's name.
   */
  BIND_HOST: z.string().min(1).optional(),
  /** server.js on SIGTERM: the longest wait for requests in flight, ms (then they are cut); server/http/drain.js. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10000),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  OTP_TEST_NUMBERS: z.string().default(''),
  /**
   * Which proxies' `X-Forwarded-For` entries decide the client IP: `0` none (the default), a hop
   * count, or a comma list of addresses, CIDR ranges, `loopback`, `linklocal`, `uniquelocal` (server/trustProxy.ts).
   */
  TRUST_PROXY: z
    .string()
    .default('0')
    .superRefine((value, ctx) => {
      const problem = trustProxyProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: `TRUST_PROXY: ${problem}` });
    }),
  // Login codes: every limit has an env override so test suites can raise it.
  OTP_TTL_SECONDS: z.coerce.number().int().positive().default(300),
  OTP_MAX_ATTEMPTS: z.coerce.number().int().positive().default(5),
  OTP_MIN_RESEND_SECONDS: z.coerce.number().int().min(0).default(30),
  OTP_MAX_SENDS_PER_PHONE_HOUR: z.coerce.number().int().positive().default(5),
  OTP_MAX_SENDS_PER_PHONE_DAY: z.coerce.number().int().positive().default(10),
  OTP_MAX_SENDS_PER_IP_HOUR: z.coerce.number().int().positive().default(20),
  // Orders: orders a customer may create per rolling hour; the e2e suites and benches may raise it.
  ORDER_MAX_PER_CUSTOMER_HOUR: z.coerce.number().int().positive().default(10),
  /** Contact-form messages per client IP per rolling hour (the e2e suites raise it). */
  CONTACT_MAX_PER_IP_HOUR: z.coerce.number().int().positive().default(5),
  SMS_PROVIDER: z.enum(['console', 'fast2sms', 'msg91']).default('console'),
  SMS_API_KEY: z.string().optional(),
  /** Fast2SMS DLT: the approved sender id and message (template) id; MSG91: the template id. */
  SMS_SENDER_ID: z.string().optional(),
  SMS_TEMPLATE_ID: z.string().optional(),
  /** DLT template ids of the invite notices by SMS (server/notify/sms.ts SMS_NOTICE_TEMPLATE_SETTINGS). */
  SMS_TEMPLATE_INVITE_REMINDER: z.string().optional(),
  SMS_TEMPLATE_INVITE_HOST_MESSAGE: z.string().optional(),
  SMS_TEMPLATE_INVITE_CANCELLED: z.string().optional(),
  SMS_TEMPLATE_INVITE_RESCHEDULED: z.string().optional(),
  /** DLT template ids of the order notices by SMS (the fallback when WhatsApp does not deliver; server/orders/notices.ts). */
  SMS_TEMPLATE_ORDER_CANCELLED: z.string().optional(),
  SMS_TEMPLATE_JOB_CANCELLED: z.string().optional(),
  SMS_TEMPLATE_REFUND_PROCESSED: z.string().optional(),
  SMS_TEMPLATE_GOODWILL_REFUND: z.string().optional(),
  SMS_TEMPLATE_JOB_STARTED: z.string().optional(),
  SMS_TEMPLATE_JOB_COMPLETED: z.string().optional(),
  SMS_TEMPLATE_RATING_REQUEST: z.string().optional(),
  /** DLT template id of a staff member's message to a customer about an order (server/orders/customerMessages.ts). */
  SMS_TEMPLATE_CUSTOMER_MESSAGE: z.string().optional(),
  /** DLT template id of the message of an issued tax invoice or credit note (server/taxdocs/notices.ts). */
  SMS_TEMPLATE_TAX_DOCUMENT_ISSUED: z.string().optional(),
  /**
   * The Hindi DLT template of each SMS notice above (its `_HI` twin; server/notify/templates.ts) and of the login
   * code (SMS_TEMPLATE_ID_HI). One not set sends the English template (the outbox records why); a production server
   * with a real SMS provider refuses to start without them.
   */
  SMS_TEMPLATE_ID_HI: z.string().optional(),
  SMS_TEMPLATE_INVITE_REMINDER_HI: z.string().optional(),
  SMS_TEMPLATE_INVITE_HOST_MESSAGE_HI: z.string().optional(),
  SMS_TEMPLATE_INVITE_CANCELLED_HI: z.string().optional(),
  SMS_TEMPLATE_INVITE_RESCHEDULED_HI: z.string().optional(),
  SMS_TEMPLATE_ORDER_CANCELLED_HI: z.string().optional(),
  SMS_TEMPLATE_JOB_CANCELLED_HI: z.string().optional(),
  SMS_TEMPLATE_REFUND_PROCESSED_HI: z.string().optional(),
  SMS_TEMPLATE_GOODWILL_REFUND_HI: z.string().optional(),
  SMS_TEMPLATE_JOB_STARTED_HI: z.string().optional(),
  SMS_TEMPLATE_JOB_COMPLETED_HI: z.string().optional(),
  SMS_TEMPLATE_RATING_REQUEST_HI: z.string().optional(),
  SMS_TEMPLATE_CUSTOMER_MESSAGE_HI: z.string().optional(),
  SMS_TEMPLATE_TAX_DOCUMENT_ISSUED_HI: z.string().optional(),
  /** Provider base URL override (tests point it at a local stub). */
  SMS_API_URL: z.string().url().optional(),
  WHATSAPP_API_KEY: z.string().optional(),
  WHATSAPP_TEMPLATE: z.string().optional(),
  WHATSAPP_LANGUAGE: z.string().default('en'),
  /**
   * The WhatsApp language code of the Hindi version of every template (the same template names, approved in Hindi
   * too), e.g. `hi`. Unset: Hindi customers get the English templates (the outbox records why); a production server
   * with WHATSAPP_API_KEY refuses to start without it.
   */
  WHATSAPP_TEMPLATE_LANGUAGE_HI: z.string().optional(),
  /** Our WhatsApp Business number that sends the template (international form, e.g. +919876543210). */
  WHATSAPP_FROM: z.string().optional(),
  /** Image shown in the template's header. */
  WHATSAPP_HEADER_IMAGE_URL: z.string().url().optional(),
  WHATSAPP_API_URL: z.string().url().default('https://public.doubletick.io'),
  /**
   * Push notifications (away members of a chat): `fcm` sends through Firebase Cloud Messaging with
   * FIREBASE_SERVICE_ACCOUNT; `console` (default) only records them in the outbox. Production names it explicitly.
   */
  PUSH_PROVIDER: z.enum(['console', 'fcm']).default('console'),
  /** The Firebase service account key (its JSON, one line) that may send FCM messages; secret. */
  FIREBASE_SERVICE_ACCOUNT: z.string().optional(),
  /** Key of the operations side for POST /api/order/update_order_status (unset: that API refuses everyone). */
  OPS_API_KEY: z.string().min(16, 'OPS_API_KEY must be at least 16 characters').optional(),
  /** Wrong operations keys allowed per client IP within the window before every try answers 429. */
  OPS_KEY_MAX_FAILURES: z.coerce.number().int().positive().default(10),
  OPS_KEY_FAILURE_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  /**
   * This 10-digit number becomes an admin of the console at its first sign-in at /ops/login while
   * no active admin exists (empty or unset: no bootstrap; `npm run ops:add-admin -- --phone N` does it by hand).
   */
  OPS_BOOTSTRAP_ADMIN_PHONE: z
    .string()
    .regex(/^(\d{10})?$/, 'OPS_BOOTSTRAP_ADMIN_PHONE must be a 10-digit mobile number')
    .optional(),
  // Payments: the gateway and its keys; `sandbox` (our own test gateway) without keys.
  PAYMENT_PROVIDER: z.enum(['razorpay', 'phonepe', 'sandbox']).default('sandbox'),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  PHONEPE_CLIENT_ID: z.string().optional(),
  PHONEPE_CLIENT_SECRET: z.string().optional(),
  PHONEPE_CLIENT_VERSION: z.coerce.number().int().positive().default(1),
  PHONEPE_ENV: z.enum(['SANDBOX', 'PRODUCTION']).default('SANDBOX'),
  /** The username and password set for the webhook on PhonePe's dashboard (its Authorization header is SHA256 of `username:password`). */
  PHONEPE_WEBHOOK_USERNAME: z.string().optional(),
  PHONEPE_WEBHOOK_PASSWORD: z.string().optional(),
  /** Signs the sandbox gateway's return and webhook (a development default when unset). */
  PAYMENT_SANDBOX_SECRET: z.string().min(16, 'PAYMENT_SANDBOX_SECRET must be at least 16 characters').optional(),
  // Provider payouts (server/earnings/payouts): `sandbox` (our stand-in, no money moves) without keys, or RazorpayX.
  PAYOUT_PROVIDER: z.enum(['sandbox', 'razorpayx']).default('sandbox'),
  RAZORPAYX_KEY_ID: z.string().optional(),
  RAZORPAYX_KEY_SECRET: z.string().optional(),
  /** Our RazorpayX business account number that payouts leave from (never a provider's). */
  RAZORPAYX_ACCOUNT_NUMBER: z.string().optional(),
  RAZORPAYX_WEBHOOK_SECRET: z.string().optional(),
  /** Signs the sandbox payouts gateway's webhooks (derived from JWT_SECRET, or a development default, when unset). */
  PAYOUT_SANDBOX_SECRET: z.string().min(16, 'PAYOUT_SANDBOX_SECRET must be at least 16 characters').optional(),
  /** Longest wait for a gateway call before the API answers 502. */
  PAYMENT_GATEWAY_TIMEOUT_MS: z.coerce.number().int().positive().default(10000),
  /**
   * Minutes an order awaiting payment holds its provider's time (and its slot) from "Pay", and each payment attempt
   * of its advance lasts: at most 15 (a hold keeps a provider from other customers only while the customer pays).
   */
  PAYMENT_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .max(MAX_HOLD_MINUTES, `PAYMENT_HOLD_MINUTES must be at most ${MAX_HOLD_MINUTES}`)
    .default(MAX_HOLD_MINUTES),
  /**
   * Demo providers per seeded city and service written when the app opens a database without any provider (0 to 50;
   * server/app/demoProviders.ts). Unset: 3 under `next dev`, none otherwise. A live site refuses it.
   */
  DEMO_PROVIDERS: z.coerce.number().int().min(0).max(50).optional(),
  /** Minutes a provider has to accept an order offered to them; silence then counts as a decline and it moves on. */
  PROVIDER_ACCEPT_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .max(24 * 60, 'PROVIDER_ACCEPT_MINUTES must be at most 1440')
    .default(60),
  /** Seconds before the reconciler first asks the gateway about a pending attempt (doubling up to 30 minutes, for 24 hours). */
  PAYMENT_RECONCILE_FIRST_CHECK_SECONDS: z.coerce.number().int().positive().default(120),
  // Background jobs: each app instance polls the jobs table.
  JOBS_ENABLED: z.enum(['0', '1']).default('1'),
  JOBS_POLL_MS: z.coerce.number().int().min(100).default(5000),
  // Photo galleries: the local disk by default, or any S3-compatible bucket when MEDIA_S3_* is set.
  MEDIA_DIR: z.string().min(1).default('.data/media'),
  /** Signs photo file URLs and zip links (a development default; in production derived from JWT_SECRET when unset). */
  MEDIA_URL_SECRET: z.string().min(32, 'MEDIA_URL_SECRET must be at least 32 characters').optional(),
  MEDIA_S3_BUCKET: z.string().optional(),
  /** `auto` for Cloudflare R2. */
  MEDIA_S3_REGION: z.string().optional(),
  /** R2 or MinIO endpoint; unset: AWS S3. */
  MEDIA_S3_ENDPOINT: z.string().url().optional(),
  MEDIA_S3_ACCESS_KEY_ID: z.string().optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** 1: path-style addressing (MinIO). */
  MEDIA_S3_FORCE_PATH_STYLE: z.enum(['0', '1']).default('0'),
  // The supplier on tax documents (CGST Rules, rule 46(a)); the placeholders serve a test site only.
  /** Legal name as on the GST registration certificate. */
  BUSINESS_LEGAL_NAME: z.string().trim().min(1).default(PLACEHOLDER_BUSINESS.legalName),
  /** The principal place of business as registered, one line. */
  BUSINESS_ADDRESS: z.string().trim().min(1).default(PLACEHOLDER_BUSINESS.address),
  /** Two-digit GST code of the state of registration (lib/tax/states.ts); supplies within it take CGST + SGST. */
  BUSINESS_STATE_CODE: z
    .string()
    .trim()
    .refine((code) => gstStateOfCode(code) !== null, 'BUSINESS_STATE_CODE must be a two-digit GST state code, e.g. 07 for Delhi')
    .default(PLACEHOLDER_BUSINESS.stateCode),
  /** The GSTIN (15 characters); checked at start-up, where a live site refuses an invalid one or the placeholder. */
  BUSINESS_GSTIN: z
    .string()
    .trim()
    .transform((gstin) => gstin.toUpperCase())
    .default(PLACEHOLDER_BUSINESS.gstin),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Validated server configuration (DESIGN.md "Config"), with `SITE_MODE` resolved. Secrets never leave the server. */
export type ServerConfig = Omit<z.infer<typeof schemaConfig>, 'SITE_MODE'> & { SITE_MODE: SiteMode };

let cached: ServerConfig | undefined;

/**
 * Reads and validates the environment once per process.
 * Empty strings count as unset, so `.env` lines like `DATABASE_URL=` keep the default; an unset `SITE_MODE`
 * is `live` when NODE_ENV is production and `test` otherwise.
 * @throws Error naming every invalid variable.
 */
export function getConfig(): ServerConfig {
  if (cached) return cached;
  const env = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = schemaConfig.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid server configuration: ${problems}`);
  }
  // a production server is live unless it says otherwise; development and tests run as a test site
  cached = { ...parsed.data, SITE_MODE: parsed.data.SITE_MODE ?? (parsed.data.NODE_ENV === 'production' ? 'live' : 'test') };
  return cached;
}

/** Timeouts of the PostgreSQL pool, in milliseconds (see `DB_*_TIMEOUT_MS` in `.env.example`). */
export interface DbTimeouts {
  /** Opening a new connection (TCP and start-up). */
  connectMs: number;
  statementMs: number;
  queryMs: number;
  idleMs: number;
  /** Waiting for a connection of a full pool (every one busy); unset: as long as `connectMs`. */
  poolWaitMs?: number;
}

/** The pool timeouts of the configuration. @throws like `getConfig`. */
export function getDbTimeouts(): DbTimeouts {
  const config = getConfig();
  return {
    connectMs: config.DB_CONNECT_TIMEOUT_MS,
    statementMs: config.DB_STATEMENT_TIMEOUT_MS,
    queryMs: config.DB_QUERY_TIMEOUT_MS,
    idleMs: config.DB_IDLE_TIMEOUT_MS,
    poolWaitMs: config.DB_POOL_WAIT_MS,
  };
}

/** The supplier printed on tax documents, from the BUSINESS_* settings. */
export interface BusinessSupplier {
  legalName: string;
  address: string;
  /** Two-digit GST state code of the registration. */
  stateCode: string;
  /** The state's name as the GST system writes it ("Delhi"). */
  stateName: string;
  gstin: string;
}

/** The supplier of the configuration (BUSINESS_*); the start-up check has refused a live site's placeholders. */
export function businessSupplier(config: ServerConfig = getConfig()): BusinessSupplier {
  return {
    legalName: config.BUSINESS_LEGAL_NAME,
    address: config.BUSINESS_ADDRESS,
    stateCode: config.BUSINESS_STATE_CODE,
    // the schema admits only codes of the list
    stateName: gstStateOfCode(config.BUSINESS_STATE_CODE)?.name ?? '',
    gstin: config.BUSINESS_GSTIN,
  };
}

/** Forgets the cached configuration (tests that change `process.env`). */
export function resetConfigForTests(): void {
  cached = undefined;
}

/**
 * The session signing key as bytes for jose (HS256).
 * @throws Error in production when `JWT_SECRET` is unset: the dev default is refused there.
 */
export function getJwtSecret(): Uint8Array {
  const config = getConfig();
  if (!config.JWT_SECRET && config.NODE_ENV === 'production') {
    throw new Error('JWT_SECRET must be set in production (at least 32 characters)');
  }
  return new TextEncoder().encode(config.JWT_SECRET ?? DEV_JWT_SECRET);
}
