/**
 * Shared set-up of the invites tests: customers with session tokens, calls of the real route handlers
 * in process, and event bodies dated relative to today (IST).
 */
import { afterAll, beforeAll, vi } from 'vitest';
import createRoute from '../../../../pages/api/customer/event/create-event-invite';
import rsvpRoute from '../../../../pages/api/customer/event/event-guest';
import type { InviteEvent } from '../../../../lib/contracts/events';
import { resetConfigForTests } from '../../../../server/config';
import { signSession, verifySessionToken } from '../../../../server/auth/session';
import type { Db, DbHandle } from '../../../../server/db/types';
import { findOrCreateUserByPhone } from '../../../../server/users/repository';
import { addIstDays, istDate } from '../../../../lib/dates';
import { callRoute, type RouteAnswer, type RouteHandler } from '../gallery/routeCall';

export { callRoute, type RouteAnswer };

const globalForDb = globalThis as typeof globalThis & { __partyDb?: Promise<DbHandle> };

/** Makes the routes' database (getDb() of server/db/client) the suite's. */
export function useDbForRoutes(db: Db): void {
  globalForDb.__partyDb = Promise.resolve({ db, kind: 'pglite', close: async () => undefined });
}

/** Forgets the routes' database (after a suite). */
export function forgetRoutesDb(): void {
  globalForDb.__partyDb = undefined;
}

/** A customer and their bearer header. */
export interface Customer {
  id: string;
  phone: string;
  headers: Record<string, string>;
}

/** A customer with phone `phone` and a live session. */
export async function customer(db: Db, phone: string): Promise<Customer> {
  const { user } = await findOrCreateUserByPhone(db, phone);
  return { id: user.id, phone, headers: { authorization: `Bearer ${await signSession(db, user.id)}` } };
}

/** The session id (`jti`) of a customer's bearer token. */
export async function sessionIdOf(who: Pick<Customer, 'headers'>): Promise<string> {
  const claims = await verifySessionToken(who.headers.authorization?.replace(/^Bearer /, ''));
  if (!claims) throw new Error('no live session token');
  return claims.sessionId;
}

/** The IST date `days` days from today. */
export const inDays = (days: number) => addIstDays(istDate(new Date()), days);

/** A valid create body, 10 days ahead at 19:30, with `overrides`. */
export function inviteBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    occasion: 'birthday',
    title: "Asha's 30th",
    date: inDays(10),
    time: '19:30',
    venue: 'Flat 402, Tower B, Sector 62, Noida',
    mapsUrl: 'https://maps.app.goo.gl/abc123',
    hostNames: ['Asha', 'Rahul'],
    language: 'hi',
    rsvp: { plusOnesAllowed: 2, showGuestList: true, showCount: true },
    ...overrides,
  };
}

/** Calls a route with a JSON body (or none). */
export function call(
  handler: RouteHandler,
  {
    method = 'GET',
    url,
    headers = {},
    body,
    params = {},
  }: { method?: string; url: string; headers?: Record<string, string>; body?: unknown; params?: Record<string, string> },
): Promise<RouteAnswer> {
  const json = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return callRoute(handler, {
    method,
    url,
    params,
    headers: json ? { 'content-type': 'application/json', 'content-length': String(json.length), ...headers } : headers,
    body: json,
  });
}

/**
 * The set-up every invites suite shares: WhatsApp unconfigured (messages are recorded in the outbox as the
 * stand-in sends them), the configuration read again, and the routes' database forgotten afterwards.
 */
export function setUpInvitesSuite(): void {
  beforeAll(() => {
    vi.stubEnv('WHATSAPP_API_KEY', '');
    resetConfigForTests();
  });
  afterAll(() => {
    forgetRoutesDb();
    vi.unstubAllEnvs();
    resetConfigForTests();
  });
}

/** Creates an invite as `host` through the real create route (`overrides` on top of inviteBody); the event answered. */
export async function createInvite(host: Customer, overrides: Record<string, unknown> = {}): Promise<InviteEvent> {
  const answer = await call(createRoute, {
    method: 'POST',
    url: '/api/customer/event/create-event-invite',
    headers: host.headers,
    body: inviteBody(overrides),
  });
  return answer.json<InviteEvent>().data!;
}

/** Answers an invite as `who` through the real RSVP route (name "Meera Iyer", no +1s unless `body` says). */
export function answerInvite(who: Customer, body: Record<string, unknown>) {
  return call(rsvpRoute, {
    method: 'PUT',
    url: '/api/customer/event/event-guest',
    headers: who.headers,
    body: { name: 'Meera Iyer', plusOnes: 0, ...body },
  });
}
