import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateGstin } from '../../../lib/tax/gstin';
import { businessSupplier, getConfig, getJwtSecret, PLACEHOLDER_BUSINESS, resetConfigForTests, schemaConfig } from '../../../server/config';

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfigForTests();
});

describe('server config', () => {
  it('defaults to embedded PGlite in .data/pglite on port 3000 with the console SMS provider', () => {
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('PGLITE_DIR', '');
    vi.stubEnv('PORT', '');
    vi.stubEnv('SMS_PROVIDER', '');
    const config = getConfig();
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PGLITE_DIR).toBe('.data/pglite');
    expect(config.PORT).toBe(3000);
    expect(config.SMS_PROVIDER).toBe('console');
  });

  it('names the invalid variable', () => {
    vi.stubEnv('SMS_PROVIDER', 'carrier-pigeon');
    expect(() => getConfig()).toThrow(/SMS_PROVIDER/);
  });

  it('holds an unpaid order at most 15 minutes: PAYMENT_HOLD_MINUTES defaults to 15 and is refused above', () => {
    vi.stubEnv('PAYMENT_HOLD_MINUTES', '');
    expect(getConfig().PAYMENT_HOLD_MINUTES).toBe(15);
    resetConfigForTests();
    vi.stubEnv('PAYMENT_HOLD_MINUTES', '10');
    expect(getConfig().PAYMENT_HOLD_MINUTES).toBe(10);
    resetConfigForTests();
    vi.stubEnv('PAYMENT_HOLD_MINUTES', '16');
    expect(() => getConfig()).toThrow(/PAYMENT_HOLD_MINUTES must be at most 15/);
  });

  it('refuses the development JWT key in production', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('JWT_SECRET', '');
    expect(() => getJwtSecret()).toThrow(/JWT_SECRET must be set/);
    resetConfigForTests();
    vi.stubEnv('JWT_SECRET', 'x'.repeat(40));
    expect(getJwtSecret()).toHaveLength(40);
  });
});

describe('the supplier of tax documents (BUSINESS_*)', () => {
  it('defaults to the test site placeholders, whose GSTIN has the right form and the state of its first digits', () => {
    for (const name of ['BUSINESS_LEGAL_NAME', 'BUSINESS_ADDRESS', 'BUSINESS_STATE_CODE', 'BUSINESS_GSTIN']) vi.stubEnv(name, '');
    expect(businessSupplier()).toEqual({
      legalName: PLACEHOLDER_BUSINESS.legalName,
      address: PLACEHOLDER_BUSINESS.address,
      stateCode: '07',
      stateName: 'Delhi',
      gstin: '07AAAAA0000A1Z4',
    });
    expect(validateGstin(PLACEHOLDER_BUSINESS.gstin)).toEqual({ ok: true, gstin: '07AAAAA0000A1Z4', stateCode: '07' });
    expect(PLACEHOLDER_BUSINESS.legalName).toMatch(/not a registered business/);
  });

  it('reads the real supplier, the GSTIN in upper case', () => {
    vi.stubEnv('BUSINESS_LEGAL_NAME', ' Party Services Private Limited ');
    vi.stubEnv('BUSINESS_ADDRESS', 'Plot 4, Andheri East, Mumbai 400069');
    vi.stubEnv('BUSINESS_STATE_CODE', '27');
    vi.stubEnv('BUSINESS_GSTIN', ' 27aapfu0939f1zv');
    expect(businessSupplier()).toEqual({
      legalName: 'Party Services Private Limited',
      address: 'Plot 4, Andheri East, Mumbai 400069',
      stateCode: '27',
      stateName: 'Maharashtra',
      gstin: '27AAPFU0939F1ZV',
    });
  });

  it('refuses a BUSINESS_STATE_CODE that is not a GST state code, anywhere', () => {
    for (const code of ['7', '25', '99', 'DL']) {
      resetConfigForTests();
      vi.stubEnv('BUSINESS_STATE_CODE', code);
      expect(() => getConfig(), code).toThrow(/BUSINESS_STATE_CODE must be a two-digit GST state code/);
    }
  });
});

describe('.env.example', () => {
  it('documents every server setting (DESIGN.md: config is documented in .env.example)', () => {
    const documented = readFileSync(path.join(process.cwd(), '.env.example'), 'utf8');
    const missing = Object.keys(schemaConfig.shape).filter(
      (name) => name !== 'NODE_ENV' && !new RegExp(`^#?\\s*${name}=`, 'm').test(documented),
    );
    expect(missing).toEqual([]);
  });

  it('gives a provider 60 minutes to accept an offer, the default, and refuses a day or more', () => {
    const documented = readFileSync(path.join(process.cwd(), '.env.example'), 'utf8');
    expect(documented).toMatch(/^PROVIDER_ACCEPT_MINUTES=60$/m);
    expect(schemaConfig.parse({}).PROVIDER_ACCEPT_MINUTES).toBe(60);
    expect(() => schemaConfig.parse({ PROVIDER_ACCEPT_MINUTES: '1441' })).toThrow(/PROVIDER_ACCEPT_MINUTES must be at most 1440/);
  });
});
