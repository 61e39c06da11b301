import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Public settings baked into the test build (NEXT_PUBLIC_* are inlined at build time). */
export const E2E_PUBLIC_ENV = {
  NEXT_PUBLIC_SITE_URL: 'https://www.example-party.in',
  NEXT_PUBLIC_WHATSAPP_NUMBER: '919999999999',
  NEXT_PUBLIC_CONTACT_PHONE: '+91 99999 99999',
  NEXT_PUBLIC_CONTACT_EMAIL: 'care@example-party.in',
  NEXT_PUBLIC_INSTAGRAM_URL: 'https://www.instagram.com/example-party',
  NEXT_PUBLIC_YOUTUBE_URL: 'https://www.youtube.com/@example-party',
  // A tag manager container, so the tests can see page events (the script itself is stubbed by the tests).
  NEXT_PUBLIC_GTM_ID: 'GTM-E2ETEST',
};

/**
 * How many customer test numbers each e2e file owns (the key is the file's name; fuzz: its three shards' sessions
 * and the number its request bodies name). The blocks follow each other, so no two files share a number: asking
 * for a code replaces the number's earlier code (server/auth/otp.ts), and two files on the shared server that
 * shared a number failed each other's sign-in whenever one asked between the other's request and its answer.
 */
const E2E_LOGIN_BLOCKS = {
  login: 6,
  decoration: 2,
  chef: 5,
  chatRooms: 2,
  drafts: 2,
  retry: 2,
  sessions: 3,
  orderRules: 2,
  reviews: 2,
  fuzz: 4,
  privacy: 1,
  payments: 7,
  invitesPhoto: 2,
  invites: 14,
  food: 4,
  photography: 2,
  gallery: 4,
  chatInstances: 2,
  partner: 1,
  accounts: 1,
  streamRevoke: 2,
  exportPrivacy: 1,
  opsNoShow: 2,
  sharedCache: 1,
  leftToPay: 1,
  customerReach: 2,
  opsDispatch: 1,
  invitesHost: 1,
  providerPhoto: 1,
  capacity: 2,
  money: 2,
  hindiBooking: 1,
} as const;
/** An e2e file that owns customer test numbers. */
export type E2eLoginFile = keyof typeof E2E_LOGIN_BLOCKS;

/** Customer test numbers with fixed codes (no SMS), every file's block: 9999900001 -> 1000, 9999900002 -> 1111, ... */
export const E2E_TEST_LOGINS = Array.from({ length: Object.values(E2E_LOGIN_BLOCKS).reduce((sum, size) => sum + size, 0) }, (_, i) => ({
  phone: `99999${String(i + 1).padStart(5, '0')}`,
  code: String(1000 + ((i * 111) % 9000)),
}));

/**
 * The `n`-th (0-based) customer test number of `file`'s own block.
 * @throws Error when the file owns fewer numbers (grow its block in E2E_LOGIN_BLOCKS).
 */
export function e2eLogin(file: E2eLoginFile, n: number): { phone: string; code: string } {
  if (!Number.isInteger(n) || n < 0 || n >= E2E_LOGIN_BLOCKS[file])
    throw new Error(`${file} owns ${E2E_LOGIN_BLOCKS[file]} test numbers, not ${n + 1}`);
  let start = 0;
  for (const [owner, size] of Object.entries(E2E_LOGIN_BLOCKS)) {
    if (owner === file) break;
    start += size;
  }
  return E2E_TEST_LOGINS[start + n]!;
}
/**
 * Console test numbers, apart from the customers' so no customer test ever shares one: the first is
 * the bootstrap admin of the e2e server (OPS_BOOTSTRAP_ADMIN_PHONE), the others are staff an admin adds.
 */
export const E2E_STAFF_LOGINS = [
  { phone: '9888800001', code: '4321' },
  { phone: '9888800002', code: '5432' },
  { phone: '9888800003', code: '6543' },
  { phone: '9888800004', code: '7654' },
];
/** Customer numbers of the account e2e (refunds, saved city, deletion refused): 9877700050 -> 5050, ... 9877700059 -> 5059. */
export const E2E_ACCOUNT_LOGINS = Array.from({ length: 10 }, (_, i) => ({ phone: `98777000${50 + i}`, code: String(5050 + i) }));
/** Partner app test numbers (providers sign in at /partner/login), 98888001xx, apart from customers' and staff's. */
export const E2E_PARTNER_LOGINS = [
  { phone: '9888800101', code: '1357' },
  { phone: '9888800102', code: '2468' },
  { phone: '9888800103', code: '3579' },
];
/**
 * Numbers of the operations scene (tests/e2e/opsScene.e2e.ts), apart from every other file's:
 * customers 9877700060-62, the console's admin, operations and support members and a provider 98888002xx.
 */
export const E2E_SCENE_LOGINS = {
  customers: [
    { phone: '9877700060', code: '6060' },
    { phone: '9877700061', code: '6061' },
    { phone: '9877700062', code: '6062' },
  ],
  admin: { phone: '9888800201', code: '2011' },
  operations: { phone: '9888800202', code: '2022' },
  support: { phone: '9888800203', code: '2033' },
  provider: { phone: '9888800204', code: '2044' },
};
/**
 * Numbers of the support and order chat scene (tests/e2e/chatSupport.e2e.ts), apart from every
 * other file's: customers 9877700070-72, the console's admin and support member, an operations member and a provider
 * 98888003xx.
 */
export const E2E_SUPPORT_CHAT_LOGINS = {
  customers: [
    { phone: '9877700070', code: '7070' },
    { phone: '9877700071', code: '7071' },
    { phone: '9877700072', code: '7072' },
  ],
  admin: { phone: '9888800301', code: '3011' },
  support: { phone: '9888800302', code: '3022' },
  operations: { phone: '9888800303', code: '3033' },
  provider: { phone: '9888800304', code: '3044' },
};
/**
 * Numbers of the event plan scene (tests/e2e/eventPlanScene.e2e.ts), apart from every other
 * file's: the host, two guests and two co-hosts, 9877700080-84 -> 8080-8084.
 */
export const E2E_EVENT_PLAN_LOGINS = {
  host: { phone: '9877700080', code: '8080' },
  guests: [
    { phone: '9877700081', code: '8081' },
    { phone: '9877700082', code: '8082' },
  ],
  cohosts: [
    { phone: '9877700083', code: '8083' },
    { phone: '9877700084', code: '8084' },
  ],
};
/**
 * The console's first admin of the no-show scene (tests/e2e/opsNoShow.e2e.ts, its own server), 98888004xx apart from
 * every other file's; its customers are its block of E2E_LOGIN_BLOCKS.
 */
export const E2E_NO_SHOW_ADMIN = { phone: '9888800401', code: '4011' };
/**
 * The no-show scene's chefs, who sign in to the partner app: the one who accepts the job and does not come, and the
 * one who declines the booking that then stays unstaffed.
 */
export const E2E_NO_SHOW_CHEFS = {
  absent: { phone: '9888800402', code: '4021' },
  decliner: { phone: '9888800403', code: '4031' },
};

/**
 * Numbers of the "left to pay" scene (tests/e2e/leftToPay.e2e.ts), apart from every other file's: two
 * co-hosts 9877700090-91 -> 9090-9091, the console's admin and a decorator 98888005xx (the host is the file's own
 * customer number).
 */
export const E2E_LEFT_TO_PAY_LOGINS = {
  cohosts: [
    { phone: '9877700090', code: '9090' },
    { phone: '9877700091', code: '9091' },
  ],
  admin: { phone: '9888800501', code: '5011' },
  provider: { phone: '9888800504', code: '5044' },
};
/**
 * Numbers of the live chat scene (tests/e2e/chatLive.e2e.ts): its own console admin (the agent) and provider
 * (98888012xx), and two customers (98777012xx), apart from every other file's.
 */
export const E2E_CHAT_LIVE_LOGINS = {
  customers: [
    { phone: '9877701200', code: '1200' },
    { phone: '9877701201', code: '1201' },
  ],
  admin: { phone: '9888801210', code: '1210' },
  provider: { phone: '9888801212', code: '1212' },
};
/**
 * The provider of the customer-reach file's start-code check (tests/e2e/customerReach.e2e.ts), 98888015xx apart from
 * every other file's; it never signs in, so it has no code.
 */
export const E2E_CUSTOMER_REACH_PROVIDER_PHONE = '9888801501';
/**
 * Numbers of the dispatch and customer-messaging scene (tests/e2e/opsDispatch.e2e.ts, its own server): the console's
 * admin and the provider, 98888011xx apart from every other file's (the customer is the file's own number).
 */
export const E2E_DISPATCH_LOGINS = {
  admin: { phone: '9888801101', code: '1101' },
  provider: { phone: '9888801104', code: '1104' },
};
/**
 * Numbers of the console-at-1366-px scene (tests/e2e/opsConsole1366.e2e.ts, its own server): the
 * console's first admin 98888010xx and a customer 98777010xx, apart from every other file's.
 */
export const E2E_CONSOLE_1366_LOGINS = {
  admin: { phone: '9888801001', code: '7101' },
  customer: { phone: '9877701001', code: '7111' },
};
/**
 * Numbers of the providers' photo scene (tests/e2e/providerPhoto.e2e.ts), 98888013xx apart from every other file's:
 * a provider who is a chef and a photographer (the customer is the file's own customer number).
 */
export const E2E_PROVIDER_PHOTO_LOGINS = { provider: { phone: '9888801301', code: '1301' } };
/**
 * The provider of the capacity scene (tests/e2e/capacity.e2e.ts, its own server), 98888016xx apart from every other
 * file's (its two customers are its block of E2E_LOGIN_BLOCKS).
 */
export const E2E_CAPACITY_LOGINS = { provider: { phone: '9888801601', code: '1601' } };
/**
 * The console's first admin and the decorator of the money scene (tests/e2e/money.e2e.ts, its own server), 98888017xx
 * apart from every other file's (its customers are its block of E2E_LOGIN_BLOCKS).
 */
export const E2E_MONEY_LOGINS = { admin: { phone: '9888801701', code: '1701' }, provider: { phone: '9888801702', code: '1702' } };
export const E2E_OTP_TEST_NUMBERS = [
  ...E2E_TEST_LOGINS,
  ...E2E_STAFF_LOGINS,
  ...E2E_ACCOUNT_LOGINS,
  ...E2E_PARTNER_LOGINS,
  ...E2E_SCENE_LOGINS.customers,
  E2E_SCENE_LOGINS.admin,
  E2E_SCENE_LOGINS.operations,
  E2E_SCENE_LOGINS.support,
  E2E_SCENE_LOGINS.provider,
  ...E2E_SUPPORT_CHAT_LOGINS.customers,
  E2E_SUPPORT_CHAT_LOGINS.admin,
  E2E_SUPPORT_CHAT_LOGINS.support,
  E2E_SUPPORT_CHAT_LOGINS.operations,
  E2E_SUPPORT_CHAT_LOGINS.provider,
  E2E_EVENT_PLAN_LOGINS.host,
  ...E2E_EVENT_PLAN_LOGINS.guests,
  ...E2E_EVENT_PLAN_LOGINS.cohosts,
  E2E_NO_SHOW_ADMIN,
  E2E_NO_SHOW_CHEFS.absent,
  E2E_NO_SHOW_CHEFS.decliner,
  ...E2E_LEFT_TO_PAY_LOGINS.cohosts,
  E2E_LEFT_TO_PAY_LOGINS.admin,
  E2E_LEFT_TO_PAY_LOGINS.provider,
  ...E2E_CHAT_LIVE_LOGINS.customers,
  E2E_CHAT_LIVE_LOGINS.admin,
  E2E_CHAT_LIVE_LOGINS.provider,
  E2E_DISPATCH_LOGINS.admin,
  E2E_DISPATCH_LOGINS.provider,
  E2E_CONSOLE_1366_LOGINS.admin,
  E2E_CONSOLE_1366_LOGINS.customer,
  E2E_PROVIDER_PHOTO_LOGINS.provider,
  E2E_CAPACITY_LOGINS.provider,
  E2E_MONEY_LOGINS.admin,
  E2E_MONEY_LOGINS.provider,
]
  .map((l) => `${l.phone}:${l.code}`)
  .join(',');

/** Demo providers per seeded city and service on every e2e server (DEMO_PROVIDERS; server/app/demoProviders.ts). */
export const E2E_DEMO_PROVIDERS = 40;

/** Operations key of the e2e server (POST /api/order/update_order_status). */
export const E2E_OPS_API_KEY = 'e2e-ops-key-0123456789';

const NEXT_BIN = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');
/** The production server `npm start` runs (Next.js behind the shared cache). */
const SERVER_ENTRY = path.join(process.cwd(), 'server.js');

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Runs a command to completion, keeping its output to show only on failure. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${output}`))));
  });
}

/** Polls `url` until it answers 200, or throws after `timeoutMs` with the server's output. */
async function waitForOk(url: string, timeoutMs: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}\n${log()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms\n${log()}`);
}

/** A running production server of this repository. */
export interface RunningServer {
  baseURL: string;
  /** The server's process id (a test may signal it, e.g. tests/e2e/shiftedClock.js's SIGUSR2). */
  pid: number;
  stop: () => Promise<void>;
  /** Everything the server wrote to stdout and stderr so far. */
  log: () => string;
}

/**
 * `next build` (unless `build` is false) and the production server (`server.js`, as `npm start` runs it) on a free loopback port, with a
 * throw-away PGlite folder (or `extraEnv.DATABASE_URL`) given E2E_DEMO_PROVIDERS demo providers per city and service, a random JWT secret, the console SMS provider and
 * the sandbox payment gateway (chosen explicitly, as production demands) on a test site (SITE_MODE=test,
 * a live site refuses the sandbox) and test OTP numbers.
 * Resolves once `/api/health` answers 200.
 */
export async function startProductionServer({
  build = true,
  extraEnv = {},
}: { build?: boolean; extraEnv?: Record<string, string> } = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'party-server-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...E2E_PUBLIC_ENV,
    // next build and server.js set NODE_ENV=production only when it is unset, and Vitest sets it to test:
    // the server under test runs as in production (its start-up checks and masked codes).
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: '',
    PGLITE_DIR: path.join(dataDir, 'pglite'),
    // uploaded gallery photos go to the run's own folder, removed with it
    MEDIA_DIR: path.join(dataDir, 'media'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    // A production server refuses to start without an explicit provider; the test numbers send no SMS.
    SMS_PROVIDER: 'console',
    // likewise the push provider; the stand-in records pushes in the outbox
    PUSH_PROVIDER: 'console',
    OTP_TEST_NUMBERS: E2E_OTP_TEST_NUMBERS,
    // Many logins from one machine: raise the per-IP and per-number limits (their logic is unit-tested).
    OTP_MIN_RESEND_SECONDS: '0',
    OTP_MAX_SENDS_PER_PHONE_HOUR: '1000',
    OTP_MAX_SENDS_PER_PHONE_DAY: '1000',
    OTP_MAX_SENDS_PER_IP_HOUR: '100000',
    CONTACT_MAX_PER_IP_HOUR: '1000',
    OPS_API_KEY: E2E_OPS_API_KEY,
    // Hindi WhatsApp templates are approved (their language code), so a Hindi customer's messages go out in Hindi;
    // with no WHATSAPP_API_KEY they are recorded in the outbox as skipped, with their language
    WHATSAPP_TEMPLATE_LANGUAGE_HI: 'hi',
    // the console's first admin signs in with this number (tests/e2e/opsLogin.e2e.ts)
    OPS_BOOTSTRAP_ADMIN_PHONE: E2E_STAFF_LOGINS[0]!.phone,
    // The fuzz test sends wrong operations keys from one IP (the lock-out is unit-tested).
    OPS_KEY_MAX_FAILURES: '100000',
    // the sandbox gateway, chosen explicitly as production demands; the reconciler and the job
    // worker run fast so the tests see a pending payment resolved within seconds (their timing is unit-tested)
    PAYMENT_PROVIDER: 'sandbox',
    // and the sandbox payouts gateway (production demands the choice too)
    PAYOUT_PROVIDER: 'sandbox',
    // the sandbox runs only on a test site, built and started as one (every page shows the ribbon)
    SITE_MODE: 'test',
    PAYMENT_RECONCILE_FIRST_CHECK_SECONDS: '2',
    JOBS_POLL_MS: '500',
    LOG_LEVEL: 'warn',
    // demo providers in every seeded city for every service (a slot is sold only when someone can serve it); many,
    // since the shared server books dozens of chef orders into one slot within a checkout hold's 15 minutes
    DEMO_PROVIDERS: String(E2E_DEMO_PROVIDERS),
    ...extraEnv,
  };
  if (build) await run(process.execPath, [NEXT_BIN, 'build'], env);

  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_ENTRY, '-p', String(port), '-H', '127.0.0.1'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await sleep(500);
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForOk(`${baseURL}/api/health`, 90_000, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, pid: child.pid ?? 0, stop, log: () => log };
}
