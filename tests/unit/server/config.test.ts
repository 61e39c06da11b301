import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getConfig, getJwtSecret, resetConfigForTests, schemaConfig } from '../../../server/config';

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
