import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { E2E_OTP_TEST_NUMBERS, E2E_TEST_LOGINS, e2eLogin, type E2eLoginFile } from '../e2e/server';

const E2E_DIR = path.join(process.cwd(), 'tests', 'e2e');
const sources = readdirSync(E2E_DIR)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => ({ file, text: readFileSync(path.join(E2E_DIR, file), 'utf8') }));

describe("the e2e files' customer test numbers (tests/e2e/server.ts e2eLogin)", () => {
  it('gives every file its own numbers, each a 10-digit mobile with a 4-digit code, all signed in by OTP_TEST_NUMBERS', () => {
    const phones = E2E_TEST_LOGINS.map((login) => login.phone);
    expect(new Set(phones).size).toBe(phones.length);
    for (const { phone, code } of E2E_TEST_LOGINS) {
      expect(phone).toMatch(/^[6-9]\d{9}$/);
      expect(code).toMatch(/^\d{4}$/);
    }
    const configured = new Set(E2E_OTP_TEST_NUMBERS.split(',').map((pair) => pair.split(':')[0]));
    for (const phone of phones) expect(configured.has(phone)).toBe(true);
  });

  it("answers a file's block without overlap and refuses a number past its end", () => {
    const seen = new Map<string, string>();
    const files = new Set([...sources.flatMap(({ text }) => [...text.matchAll(/\be2eLogin\('(\w+)'/g)].map((m) => m[1]!))]);
    for (const file of files) {
      for (let n = 0; ; n += 1) {
        let phone: string;
        try {
          phone = e2eLogin(file as E2eLoginFile, n).phone;
        } catch {
          expect(n).toBeGreaterThan(0);
          break;
        }
        expect(seen.get(phone), `${phone} of ${file} and ${seen.get(phone)}`).toBeUndefined();
        seen.set(phone, file);
      }
    }
    expect(() => e2eLogin('login', -1)).toThrow();
    expect(() => e2eLogin('accounts', 1)).toThrow(/accounts owns 1 test numbers, not 2/);
  });

  it("has each e2e file ask only for its own block, never index the numbers directly (shared numbers failed each other's sign-in)", () => {
    for (const { file, text } of sources) {
      const owner = file.replace(/(\.e2e)?\.ts$/, '').replace(/^fuzz\w*$/, 'fuzz');
      for (const [, named] of text.matchAll(/\be2eLogin\('(\w+)'/g)) expect(`${file}: ${named}`).toBe(`${file}: ${owner}`);
      if (file !== 'server.ts') expect(text, file).not.toMatch(/E2E_TEST_LOGINS\s*\[/);
    }
  });
});
