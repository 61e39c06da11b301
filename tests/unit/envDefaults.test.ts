import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { E2E_PUBLIC_ENV } from '../e2e/server';

/** The KEY=value pairs of a dotenv file (comments and blank lines skipped). */
function parseDotenv(text: string): Record<string, string> {
  const pairs = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const at = line.indexOf('=');
      return [line.slice(0, at), line.slice(at + 1).trim()] as const;
    });
  return Object.fromEntries(pairs);
}

const env = parseDotenv(readFileSync(path.join(process.cwd(), '.env'), 'utf8'));

describe('the committed .env', () => {
  it('is tracked by git (only .env*.local files are ignored)', () => {
    expect(spawnSync('git', ['check-ignore', '-q', '.env']).status).toBe(1);
    expect(spawnSync('git', ['check-ignore', '-q', '.env.local']).status).toBe(0);
    expect(spawnSync('git', ['check-ignore', '-q', '.env.production.local']).status).toBe(0);
  });

  it('holds only public settings, never a secret', () => {
    for (const key of Object.keys(env)) expect(key, key).toMatch(/^NEXT_PUBLIC_/);
  });

  it('gives a fresh install the contact details and a WhatsApp number in the right format', () => {
    expect(env.NEXT_PUBLIC_WHATSAPP_NUMBER).toMatch(/^91\d{10}$/);
    expect(env.NEXT_PUBLIC_CONTACT_PHONE).toMatch(/^\+91 \d{5} \d{5}$/);
    expect(env.NEXT_PUBLIC_CONTACT_EMAIL).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/);
  });

  it('leaves NEXT_PUBLIC_SITE_URL to the build environment', () => {
    expect(env).not.toHaveProperty('NEXT_PUBLIC_SITE_URL');
  });

  it('is overridden by the e2e build for every contact setting it sets', () => {
    for (const key of ['NEXT_PUBLIC_WHATSAPP_NUMBER', 'NEXT_PUBLIC_CONTACT_PHONE', 'NEXT_PUBLIC_CONTACT_EMAIL', 'NEXT_PUBLIC_SITE_URL']) {
      expect(E2E_PUBLIC_ENV, key).toHaveProperty(key);
    }
  });
});
