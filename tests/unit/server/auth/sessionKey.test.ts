/**
 * The session token key is imported once per secret value (server/auth/session.ts sessionKey),
 * not on every token check; a changed JWT_SECRET gets a new key and the old secret's tokens stop verifying.
 */
import { createSecretKey, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionKey, verifySessionToken } from '../../../../server/auth/session';
import { getJwtSecret, resetConfigForTests } from '../../../../server/config';

// counts the key imports of our code (jose's own imports are not ours to count)
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, createSecretKey: vi.fn(actual.createSecretKey) };
});

const SECRET_A = 'a-test-secret-of-at-least-32-characters-1';
const SECRET_B = 'b-test-secret-of-at-least-32-characters-2';
const SECRET_C = 'c-test-secret-of-at-least-32-characters-3';

/** A valid customer token signed with the raw bytes of the current secret (as jose imports them itself). */
const tokenNow = () =>
  new SignJWT({ role: 'customer' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(randomUUID())
    .setJti(randomUUID())
    .setIssuer('party-services')
    .setAudience('party-services:customer')
    .setExpirationTime('1h')
    .sign(getJwtSecret());

describe('session key import (jose, HS256)', () => {
  const before = process.env.JWT_SECRET;
  const useSecret = (secret: string | undefined) => {
    if (secret === undefined) delete process.env.JWT_SECRET;
    else process.env.JWT_SECRET = secret;
    resetConfigForTests();
  };
  beforeEach(() => {
    useSecret(SECRET_A);
    vi.mocked(createSecretKey).mockClear();
  });
  afterEach(() => useSecret(before));

  it('imports the secret once for any number of verifications with it', async () => {
    useSecret(SECRET_C);
    const first = await tokenNow();
    const second = await tokenNow();
    const key = sessionKey();
    expect(await verifySessionToken(first)).not.toBeNull();
    expect(await verifySessionToken(second)).not.toBeNull();
    expect(await verifySessionToken(first)).not.toBeNull();
    expect(sessionKey()).toBe(key);
    expect(vi.mocked(createSecretKey)).toHaveBeenCalledTimes(1);
    expect(key.export()).toEqual(Buffer.from(SECRET_C));
  });

  it('imports a new key when the secret changes, and the old secret no longer verifies', async () => {
    const oldToken = await tokenNow();
    const oldKey = sessionKey();
    expect(await verifySessionToken(oldToken)).not.toBeNull();
    vi.mocked(createSecretKey).mockClear();
    useSecret(SECRET_B);
    const newKey = sessionKey();
    expect(newKey).not.toBe(oldKey);
    expect(newKey.export()).toEqual(Buffer.from(SECRET_B));
    expect(await verifySessionToken(oldToken)).toBeNull();
    expect(await verifySessionToken(await tokenNow())).not.toBeNull();
    expect(sessionKey()).toBe(newKey);
    expect(vi.mocked(createSecretKey)).toHaveBeenCalledTimes(1);
  });
});
