import { afterEach, describe, expect, it, vi } from 'vitest';
import { getConfig, resetConfigForTests } from '../../../server/config';
import { assertStartupReady, checkStartup } from '../../../server/startup';

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
const READY = { NODE_ENV: 'production', SMS_PROVIDER: 'console', JWT_SECRET: SECRET, OTP_TEST_NUMBERS: '', PAYMENT_PROVIDER: 'sandbox', NEXT_PUBLIC_FSSAI_LICENCE: '10019022001234' };

describe('start-up check (issue 11)', () => {
  it('refuses a production server without an explicit SMS_PROVIDER, naming the variable', () => {
    withEnv({ ...READY, SMS_PROVIDER: '' });
    expect(checkStartup().problems).toEqual([expect.stringContaining('SMS_PROVIDER must be set')]);
    expect(() => assertStartupReady()).toThrow(/SMS_PROVIDER/);
  });

  it('refuses a production server without JWT_SECRET, naming the variable', () => {
    withEnv({ ...READY, JWT_SECRET: '' });
    expect(checkStartup().problems).toEqual([expect.stringContaining('JWT_SECRET must be set')]);
    expect(() => assertStartupReady()).toThrow(/JWT_SECRET/);
  });

  it('refuses a real SMS provider without its key and template', () => {
    withEnv({ ...READY, SMS_PROVIDER: 'msg91', SMS_API_KEY: '', SMS_TEMPLATE_ID: '' });
    expect(checkStartup().problems).toEqual([expect.stringContaining('SMS_API_KEY')]);
  });

  it('starts in production with explicit providers and a secret, warning about the console SMS and the sandbox gateway', () => {
    withEnv(READY);
    const report = checkStartup();
    expect(report.problems).toEqual([]);
    expect(report.warnings).toEqual([expect.stringContaining('SMS_PROVIDER=console'), expect.stringContaining('PAYMENT_PROVIDER=sandbox')]);
    expect(() => assertStartupReady()).not.toThrow();
  });

  it('warns in production while the FSSAI licence is the all-zero placeholder or not 14 digits (issue 13)', () => {
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

  it('refuses a production server without an explicit PAYMENT_PROVIDER: the sandbox must be chosen on purpose (issue 12)', () => {
    withEnv({ ...READY, PAYMENT_PROVIDER: '' });
    expect(checkStartup().problems).toEqual([expect.stringContaining('PAYMENT_PROVIDER must be set explicitly')]);
    expect(() => assertStartupReady()).toThrow(/PAYMENT_PROVIDER/);
  });

  it('refuses a configured gateway whose keys are missing, naming them (issue 12)', () => {
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
