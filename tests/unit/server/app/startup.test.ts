import { afterEach, describe, expect, it, vi } from 'vitest';
import { getConfig, resetConfigForTests } from '../../../../server/config';
import { assertStartupReady, checkStartup } from '../../../../server/app/startup';

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfigForTests();
});

/** Stubs the environment (empty string = unset, as getConfig reads it) and reads the config afresh. */
function withEnv(env: Record<string, string>) {
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  resetConfigForTests();
  return getConfig();
}

const SECRET = 'x'.repeat(40);
/** A production environment that passes every check but the one a test is about. */
const READY = {
  NODE_ENV: 'production',
  // The sandbox gateway runs only on a test site
  SITE_MODE: 'test',
  SMS_PROVIDER: 'console',
  PUSH_PROVIDER: 'console',
  JWT_SECRET: SECRET,
  OTP_TEST_NUMBERS: '',
  PAYMENT_PROVIDER: 'sandbox',
  PAYOUT_PROVIDER: 'sandbox',
  NEXT_PUBLIC_FSSAI_LICENCE: '10019022001234',
};

/** RazorpayX Payouts with every setting it needs. */
const RAZORPAYX = {
  PAYOUT_PROVIDER: 'razorpayx',
  RAZORPAYX_KEY_ID: 'rzp_live_payouts',
  RAZORPAYX_KEY_SECRET: 'payout-secret',
  RAZORPAYX_ACCOUNT_NUMBER: '7878780080316316',
  RAZORPAYX_WEBHOOK_SECRET: 'payout-webhook-secret',
};

/** The Hindi DLT templates: the login code's and each notice's `_HI` twin (a real SMS provider needs them too). */
const HINDI_SMS_TEMPLATES = {
  SMS_TEMPLATE_ID_HI: 'dlt-hi-0',
  ...Object.fromEntries(
    [
      'INVITE_REMINDER',
      'INVITE_HOST_MESSAGE',
      'INVITE_CANCELLED',
      'INVITE_RESCHEDULED',
      'ORDER_CANCELLED',
      'JOB_CANCELLED',
      'REFUND_PROCESSED',
      'GOODWILL_REFUND',
      'JOB_STARTED',
      'JOB_COMPLETED',
      'RATING_REQUEST',
      'CUSTOMER_MESSAGE',
      'TAX_DOCUMENT_ISSUED',
    ].map((kind, i) => [`SMS_TEMPLATE_${kind}_HI`, `dlt-hi-${i + 1}`]),
  ),
};

/** The DLT template ids of the invite SMS and the order notices, in English and Hindi, which a real SMS provider needs. */
const INVITE_SMS_TEMPLATES = {
  SMS_TEMPLATE_INVITE_REMINDER: 'dlt-1',
  SMS_TEMPLATE_INVITE_HOST_MESSAGE: 'dlt-2',
  SMS_TEMPLATE_INVITE_CANCELLED: 'dlt-3',
  SMS_TEMPLATE_INVITE_RESCHEDULED: 'dlt-4',
  SMS_TEMPLATE_ORDER_CANCELLED: 'dlt-5',
  SMS_TEMPLATE_JOB_CANCELLED: 'dlt-6',
  SMS_TEMPLATE_REFUND_PROCESSED: 'dlt-7',
  SMS_TEMPLATE_GOODWILL_REFUND: 'dlt-8',
  SMS_TEMPLATE_JOB_STARTED: 'dlt-9',
  SMS_TEMPLATE_JOB_COMPLETED: 'dlt-10',
  SMS_TEMPLATE_RATING_REQUEST: 'dlt-11',
  SMS_TEMPLATE_CUSTOMER_MESSAGE: 'dlt-12',
  SMS_TEMPLATE_TAX_DOCUMENT_ISSUED: 'dlt-13',
  ...HINDI_SMS_TEMPLATES,
};

/** A live production site with real details and a real gateway: passes every check. */
const LIVE = {
  ...INVITE_SMS_TEMPLATES,
  ...READY,
  SITE_MODE: 'live',
  SMS_PROVIDER: 'msg91',
  SMS_API_KEY: 'msg91-key',
  SMS_TEMPLATE_ID: 'template-1',
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_x',
  RAZORPAY_KEY_SECRET: 'secret',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
  ...RAZORPAYX,
  NEXT_PUBLIC_SITE_URL: 'https://www.partyservices.in',
  NEXT_PUBLIC_CONTACT_PHONE: '+91 98765 43210',
  NEXT_PUBLIC_WHATSAPP_NUMBER: '919876543210',
  NEXT_PUBLIC_CONTACT_EMAIL: 'care@partyservices.in',
  NEXT_PUBLIC_FSSAI_LICENCE: '10019022001234',
  NEXT_PUBLIC_SITE_MODE: '',
  BUSINESS_LEGAL_NAME: 'Party Services Private Limited',
  BUSINESS_ADDRESS: '12 Example Marg, Connaught Place, New Delhi 110001',
  BUSINESS_STATE_CODE: '07',
  // a GSTIN of the right form with its check character (lib/tax/gstin.ts)
  BUSINESS_GSTIN: '07AABCP1234Q1Z9',
};

/** The placeholders of the committed .env (and an example.* site URL), as a test site may run them. */
const PLACEHOLDERS = {
  PAYMENT_PROVIDER: 'sandbox',
  PAYOUT_PROVIDER: 'sandbox',
  NEXT_PUBLIC_SITE_URL: 'https://www.example.in',
  NEXT_PUBLIC_CONTACT_PHONE: '+91 00000 00000',
  NEXT_PUBLIC_WHATSAPP_NUMBER: '910000000000',
  NEXT_PUBLIC_CONTACT_EMAIL: 'care@example.com',
  NEXT_PUBLIC_FSSAI_LICENCE: '00000000000000',
  BUSINESS_LEGAL_NAME: '',
  BUSINESS_ADDRESS: '',
  BUSINESS_GSTIN: '',
};

describe('start-up check', () => {
  it('refuses a production server without an explicit SMS_PROVIDER, naming the variable', () => {
    withEnv({ ...READY, SMS_PROVIDER: '' });
    expect(checkStartup().problems).toEqual([expect.stringContaining('SMS_PROVIDER must be set')]);
    expect(() => assertStartupReady()).toThrow(/SMS_PROVIDER/);
  });

  it('refuses a production server without an explicit PUSH_PROVIDER, naming the variable', () => {
    withEnv({ ...READY, PUSH_PROVIDER: '' });
    expect(checkStartup().problems).toEqual([expect.stringContaining('PUSH_PROVIDER must be set')]);
    expect(() => assertStartupReady()).toThrow(/PUSH_PROVIDER/);
  });

  it('refuses PUSH_PROVIDER=fcm without a usable FIREBASE_SERVICE_ACCOUNT, anywhere', () => {
    withEnv({ ...READY, PUSH_PROVIDER: 'fcm', FIREBASE_SERVICE_ACCOUNT: '' });
    expect(checkStartup().problems).toEqual([expect.stringContaining('PUSH_PROVIDER=fcm needs FIREBASE_SERVICE_ACCOUNT')]);
    withEnv({ NODE_ENV: 'development', PUSH_PROVIDER: 'fcm', FIREBASE_SERVICE_ACCOUNT: '{"project_id":"p"}' });
    expect(checkStartup().problems).toEqual([expect.stringContaining('lacks project_id, client_email or private_key')]);
    withEnv({
      ...READY,
      PUSH_PROVIDER: 'fcm',
      FIREBASE_SERVICE_ACCOUNT: JSON.stringify({ project_id: 'p', client_email: 'push@p.iam.gserviceaccount.com', private_key: 'k' }),
    });
    expect(checkStartup().problems).toEqual([]);
  });

  it('refuses a production server without JWT_SECRET, naming the variable', () => {
    withEnv({ ...READY, JWT_SECRET: '' });
    expect(checkStartup().problems).toEqual([expect.stringContaining('JWT_SECRET must be set')]);
    expect(() => assertStartupReady()).toThrow(/JWT_SECRET/);
  });

  it('refuses a real SMS provider without its key and template', () => {
    withEnv({ ...READY, ...INVITE_SMS_TEMPLATES, SMS_PROVIDER: 'msg91', SMS_API_KEY: '', SMS_TEMPLATE_ID: '' });
    expect(checkStartup().problems).toEqual([expect.stringContaining('SMS_API_KEY')]);
  });

  it('refuses a real SMS provider without the DLT template of each invite SMS, naming the variable', () => {
    withEnv({
      ...READY,
      ...INVITE_SMS_TEMPLATES,
      SMS_PROVIDER: 'msg91',
      SMS_API_KEY: 'k',
      SMS_TEMPLATE_ID: 't',
      SMS_TEMPLATE_INVITE_CANCELLED: '',
    });
    expect(checkStartup().problems).toEqual([expect.stringContaining('SMS_TEMPLATE_INVITE_CANCELLED')]);
    vi.unstubAllEnvs();
    withEnv({ ...READY, SMS_PROVIDER: 'msg91', SMS_API_KEY: 'k', SMS_TEMPLATE_ID: 't' });
    expect(checkStartup().problems).toEqual(Object.keys(INVITE_SMS_TEMPLATES).map((name) => expect.stringContaining(name)));
  });

  it('refuses a real SMS provider without a Hindi DLT template, naming it, and WhatsApp without the Hindi language code', () => {
    withEnv({
      ...READY,
      ...INVITE_SMS_TEMPLATES,
      SMS_PROVIDER: 'msg91',
      SMS_API_KEY: 'k',
      SMS_TEMPLATE_ID: 't',
      SMS_TEMPLATE_JOB_STARTED_HI: '',
      SMS_TEMPLATE_ID_HI: '',
    });
    expect(checkStartup().problems).toEqual([
      expect.stringContaining('needs SMS_TEMPLATE_ID_HI'),
      expect.stringContaining('needs SMS_TEMPLATE_JOB_STARTED_HI'),
    ]);
    expect(() => assertStartupReady()).toThrow(/SMS_TEMPLATE_JOB_STARTED_HI/);
    vi.unstubAllEnvs();
    withEnv({ ...READY, WHATSAPP_API_KEY: 'dt-key', WHATSAPP_TEMPLATE_LANGUAGE_HI: '' });
    expect(checkStartup().problems).toEqual([expect.stringContaining('WHATSAPP_TEMPLATE_LANGUAGE_HI')]);
    withEnv({ ...READY, WHATSAPP_API_KEY: 'dt-key', WHATSAPP_TEMPLATE_LANGUAGE_HI: 'hi' });
    expect(checkStartup().problems).toEqual([]);
    // outside production a missing Hindi template only falls back to English
    withEnv({ NODE_ENV: 'development', WHATSAPP_API_KEY: 'dt-key', WHATSAPP_TEMPLATE_LANGUAGE_HI: '', PUSH_PROVIDER: 'console' });
    expect(checkStartup().problems).toEqual([]);
  });

  it('starts in production with explicit providers and a secret, warning about the console SMS and the sandbox gateway', () => {
    withEnv(READY);
    const report = checkStartup();
    expect(report.problems).toEqual([]);
    expect(report.warnings).toEqual([expect.stringContaining('SMS_PROVIDER=console'), expect.stringContaining('PAYMENT_PROVIDER=sandbox')]);
    expect(() => assertStartupReady()).not.toThrow();
  });

  it('warns in production while the FSSAI licence is the all-zero placeholder or not 14 digits', () => {
    for (const licence of ['00000000000000', '1234', '']) {
      withEnv({ ...READY, NEXT_PUBLIC_FSSAI_LICENCE: licence });
      expect(checkStartup().warnings).toContainEqual(expect.stringContaining('NEXT_PUBLIC_FSSAI_LICENCE'));
      expect(checkStartup().problems).toEqual([]);
    }
  });

  it('keeps the console default and the development key outside production', () => {
    withEnv({ NODE_ENV: 'development', SMS_PROVIDER: '', JWT_SECRET: '', OTP_TEST_NUMBERS: '' });
    expect(checkStartup()).toEqual({ problems: [], warnings: [] });
    expect(getConfig().SMS_PROVIDER).toBe('console');
  });

  it('warns how many OTP_TEST_NUMBERS are configured, never the numbers or codes', () => {
    withEnv({ ...READY, OTP_TEST_NUMBERS: '9999900001:1234,9999900002:5678' });
    const [warning] = checkStartup().warnings;
    expect(warning).toMatch(/OTP_TEST_NUMBERS: 2 test numbers/);
    expect(warning).not.toMatch(/99999|1234|5678/);
  });

  it('refuses a production server without an explicit PAYMENT_PROVIDER: the sandbox must be chosen on purpose', () => {
    withEnv({ ...READY, PAYMENT_PROVIDER: '' });
    expect(checkStartup().problems).toEqual([expect.stringContaining('PAYMENT_PROVIDER must be set explicitly')]);
    expect(() => assertStartupReady()).toThrow(/PAYMENT_PROVIDER/);
  });

  it('refuses a configured gateway whose keys are missing, naming them', () => {
    withEnv({
      ...READY,
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: '',
      RAZORPAY_WEBHOOK_SECRET: '',
    });
    expect(checkStartup().problems).toEqual(['PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET']);
    withEnv({
      ...READY,
      PAYMENT_PROVIDER: 'phonepe',
      PHONEPE_CLIENT_ID: '',
      PHONEPE_CLIENT_SECRET: '',
      PHONEPE_WEBHOOK_USERNAME: '',
      PHONEPE_WEBHOOK_PASSWORD: '',
    });
    expect(checkStartup().problems).toEqual([
      'PAYMENT_PROVIDER=phonepe needs PHONEPE_CLIENT_ID, PHONEPE_CLIENT_SECRET, PHONEPE_WEBHOOK_USERNAME, PHONEPE_WEBHOOK_PASSWORD',
    ]);
    // outside production too: a chosen gateway without keys is a mistake, not a default
    withEnv({
      NODE_ENV: 'development',
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: '',
      RAZORPAY_KEY_SECRET: '',
      RAZORPAY_WEBHOOK_SECRET: '',
    });
    expect(checkStartup().problems).toEqual([expect.stringContaining('RAZORPAY_KEY_ID')]);
  });
});

describe('live or test site', () => {
  it('defaults to live in production and to test in development and tests', () => {
    expect(withEnv({ SITE_MODE: '', NODE_ENV: 'production' }).SITE_MODE).toBe('live');
    expect(withEnv({ SITE_MODE: '', NODE_ENV: 'development' }).SITE_MODE).toBe('test');
    expect(withEnv({ SITE_MODE: '', NODE_ENV: 'test' }).SITE_MODE).toBe('test');
    expect(withEnv({ SITE_MODE: 'test', NODE_ENV: 'production' }).SITE_MODE).toBe('test');
    expect(() => withEnv({ SITE_MODE: 'staging' })).toThrow(/SITE_MODE/);
  });

  it('starts a live site with a real gateway and real public details', () => {
    withEnv({ ...LIVE, DEMO_PROVIDERS: '0' });
    expect(checkStartup().problems).toEqual([]);
    expect(() => assertStartupReady()).not.toThrow();
  });

  it.each([
    ['the sandbox gateway', { PAYMENT_PROVIDER: 'sandbox' }, /PAYMENT_PROVIDER=sandbox/],
    ['the placeholder phone', { NEXT_PUBLIC_CONTACT_PHONE: '+91 00000 00000' }, /NEXT_PUBLIC_CONTACT_PHONE/],
    ['the placeholder WhatsApp number', { NEXT_PUBLIC_WHATSAPP_NUMBER: '910000000000' }, /NEXT_PUBLIC_WHATSAPP_NUMBER/],
    ['an example.com e-mail', { NEXT_PUBLIC_CONTACT_EMAIL: 'care@example.com' }, /NEXT_PUBLIC_CONTACT_EMAIL/],
    ['the all-zero FSSAI licence', { NEXT_PUBLIC_FSSAI_LICENCE: '00000000000000' }, /NEXT_PUBLIC_FSSAI_LICENCE/],
    ['a site URL on example.*', { NEXT_PUBLIC_SITE_URL: 'https://www.example.in' }, /NEXT_PUBLIC_SITE_URL/],
    ['a site URL on example.com', { NEXT_PUBLIC_SITE_URL: 'https://example.com/' }, /NEXT_PUBLIC_SITE_URL/],
    ['demo providers', { DEMO_PROVIDERS: '3' }, /DEMO_PROVIDERS=3/],
    ['the placeholder legal name', { BUSINESS_LEGAL_NAME: '' }, /BUSINESS_LEGAL_NAME is the test site placeholder/],
    ['the placeholder address', { BUSINESS_ADDRESS: '' }, /BUSINESS_ADDRESS is the test site placeholder/],
    ['the placeholder GSTIN', { BUSINESS_GSTIN: '' }, /BUSINESS_GSTIN is the test site placeholder 07AAAAA0000A1Z4/],
    ['the placeholder GSTIN written out', { BUSINESS_GSTIN: '07aaaaa0000a1z4' }, /BUSINESS_GSTIN is the test site placeholder/],
    [
      'a GSTIN with a wrong check character',
      { BUSINESS_GSTIN: '07AABCP1234Q1Z8' },
      /BUSINESS_GSTIN is not a valid GSTIN: .*last character/,
    ],
    ['a GSTIN of the wrong length', { BUSINESS_GSTIN: '07AABCP1234Q1Z' }, /BUSINESS_GSTIN is not a valid GSTIN: .*15 characters/],
    ['a GSTIN of an unknown state', { BUSINESS_GSTIN: '25AABCP1234Q1ZB' }, /BUSINESS_GSTIN is not a valid GSTIN: .*25 is not one/],
    [
      'a state code other than the GSTIN’s',
      { BUSINESS_STATE_CODE: '06' },
      /BUSINESS_STATE_CODE=06 but BUSINESS_GSTIN is registered in state 07/,
    ],
  ])('refuses to start a live site with %s, naming the setting', (_case, change, named) => {
    withEnv({ ...LIVE, ...change });
    const { problems } = checkStartup();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(named);
    expect(problems[0]).toMatch(/SITE_MODE=test/);
    expect(() => assertStartupReady()).toThrow(named);
  });

  it('names every offending setting in one message', () => {
    withEnv({ ...LIVE, ...PLACEHOLDERS });
    const { problems } = checkStartup();
    expect(problems).toHaveLength(1);
    for (const name of Object.keys(PLACEHOLDERS)) expect(problems[0]).toContain(name);
    expect(() => assertStartupReady()).toThrow(/^Refusing to start: SITE_MODE=live/);
  });

  it('starts a live site whose GSTIN is of another state when BUSINESS_STATE_CODE says that state', () => {
    withEnv({ ...LIVE, BUSINESS_STATE_CODE: '27', BUSINESS_GSTIN: '27AAPFU0939F1ZV' });
    expect(checkStartup().problems).toEqual([]);
  });

  it('warns a test site of a GSTIN that is invalid or of another state, and runs it', () => {
    withEnv({ ...READY, BUSINESS_STATE_CODE: '27' });
    expect(checkStartup().problems).toEqual([]);
    expect(checkStartup().warnings).toContainEqual(
      expect.stringMatching(/BUSINESS_STATE_CODE=27 but BUSINESS_GSTIN is registered in state 07/),
    );
    withEnv({ ...READY, BUSINESS_GSTIN: '07AABCP1234Q1Z8' });
    expect(checkStartup().warnings).toContainEqual(expect.stringMatching(/BUSINESS_GSTIN is not a valid GSTIN/));
    withEnv({ ...READY, BUSINESS_STATE_CODE: '', BUSINESS_GSTIN: '' });
    expect(checkStartup().warnings.filter((warning) => warning.includes('BUSINESS_'))).toEqual([]);
  });

  it('does not mistake a real domain that merely contains "example" for a placeholder', () => {
    withEnv({ ...LIVE, NEXT_PUBLIC_SITE_URL: 'https://www.example-party.in', NEXT_PUBLIC_CONTACT_EMAIL: 'care@example-party.in' });
    expect(checkStartup().problems).toEqual([]);
  });

  it('runs a test site with the sandbox and every placeholder', () => {
    withEnv({ ...READY, ...PLACEHOLDERS, DEMO_PROVIDERS: '40' });
    expect(checkStartup().problems).toEqual([]);
    expect(() => assertStartupReady()).not.toThrow();
    // and in development, where test is the default
    withEnv({ ...PLACEHOLDERS, NODE_ENV: 'development', SITE_MODE: '', JWT_SECRET: '', SMS_PROVIDER: '' });
    expect(checkStartup().problems).toEqual([]);
  });

  it('refuses a server whose SITE_MODE differs from the one its pages were built for', () => {
    withEnv({ ...LIVE, NEXT_PUBLIC_SITE_MODE: 'test' });
    expect(checkStartup().problems).toEqual([expect.stringMatching(/SITE_MODE=live.*built with SITE_MODE=test/)]);
    withEnv({ ...READY, NEXT_PUBLIC_SITE_MODE: 'live' });
    expect(checkStartup().problems).toEqual([expect.stringMatching(/SITE_MODE=test.*built with SITE_MODE=live/)]);
    withEnv({ ...READY, NEXT_PUBLIC_SITE_MODE: 'test' });
    expect(checkStartup().problems).toEqual([]);
  });
});
