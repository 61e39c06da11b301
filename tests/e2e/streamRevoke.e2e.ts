/**
 * Two app instances (the production server, server.js, twice) on one PostgreSQL: a
 * customer's chat stream open on the first instance closes within seconds of "log out of all devices" on the
 * second (the session signal crosses instances by LISTEN/NOTIFY), with a last `closed` event saying why; a stream
 * ticket issued before the logout is refused afterwards; a sixth stream of one customer closes the oldest, held on
 * the other instance. Its own throw-away database on the TEST_DATABASE_URL server (CI sets it; the suite is named
 * `[postgres]`, so the closing summary counts it as a PostgreSQL test, skipped or not). Reuses the e2e build of globalSetup.
 */
import { describe, expect, it } from 'vitest';
import { loginTokenAt, postJsonTo } from '../helpers/httpApi';
import { openSse, type SseClient } from '../helpers/sse';
import { TEST_DATABASE_URL } from '../helpers/testDatabases';
import { e2eLogin } from './server';
import { setUpTwoInstances } from './twoInstances';

/** A stream ticket of `token`'s session from `baseURL`. */
async function ticketAt(baseURL: string, token: string): Promise<string> {
  const answer = await postJsonTo(baseURL, '/api/chat/stream-ticket', {}, { Authorization: `Bearer ${token}` });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { data: { ticket: string } }).data.ticket;
}

const reasonOf = (stream: SseClient) => {
  const closed = stream.events.find((e) => e.event === 'closed');
  return closed ? (JSON.parse(closed.data) as { reason: string }).reason : undefined;
};

describe.skipIf(!TEST_DATABASE_URL)('chat streams end with their session across two app instances [postgres]', () => {
  const instances = setUpTwoInstances({ NEXT_PUBLIC_CHECK_CONTRACTS: '1' });

  it('closes a stream on the first instance within seconds of "log out of all devices" on the second, and refuses an older ticket', async () => {
    const { first, second } = instances;
    const login = e2eLogin('streamRevoke', 0);
    // a lost phone: its stream on the first instance, and a ticket it asked for and kept
    const phoneToken = await loginTokenAt(first.baseURL, login);
    const laptopToken = await loginTokenAt(second.baseURL, login);
    expect(phoneToken && laptopToken).toBeTruthy();
    const stream = await openSse(
      `${first.baseURL}/api/chat/stream?ticket=${encodeURIComponent(await ticketAt(first.baseURL, phoneToken!))}`,
    );
    const keptTicket = await ticketAt(second.baseURL, phoneToken!);
    try {
      expect(stream.response.status).toBe(200);
      await stream.waitForComment('ready');

      // from the laptop, on the other instance
      const loggedOutAt = Date.now();
      const answer = await postJsonTo(second.baseURL, '/api/user/logout', { allDevices: true }, { Authorization: `Bearer ${laptopToken}` });
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { data: { revokedSessions: number } }).data.revokedSessions).toBe(2);
      await stream.waitFor((e) => e.event === 'closed', 5000);
      expect(Date.now() - loggedOutAt).toBeLessThan(5000);
      expect(reasonOf(stream)).toBe('session_ended');

      // the ticket asked for before the logout opens nothing now, on either instance
      for (const server of [first, second]) {
        const refused = await fetch(`${server.baseURL}/api/chat/stream?ticket=${encodeURIComponent(keptTicket)}`);
        expect(refused.status).toBe(401);
        expect(await refused.json()).toMatchObject({ error: true, status: 401 });
      }
      const noTicket = await postJsonTo(first.baseURL, '/api/chat/stream-ticket', {}, { Authorization: `Bearer ${phoneToken}` });
      expect(noTicket.status).toBe(401);
    } finally {
      stream.close();
    }
  });

  it('keeps at most 5 streams per customer across the instances: the sixth closes the oldest, told why', async () => {
    const { first, second } = instances;
    const token = await loginTokenAt(first.baseURL, e2eLogin('streamRevoke', 1));
    expect(token).toBeTruthy();
    const streams: SseClient[] = [];
    try {
      for (let i = 0; i < 6; i += 1) {
        const server = i % 2 === 0 ? first : second;
        const stream = await openSse(
          `${server.baseURL}/api/chat/stream?ticket=${encodeURIComponent(await ticketAt(server.baseURL, token!))}`,
        );
        streams.push(stream);
        expect(stream.response.status).toBe(200);
        await stream.waitForComment('ready');
      }
      // the oldest was held by the first instance; the sixth opened on the second
      await streams[0]!.waitFor((e) => e.event === 'closed', 5000);
      expect(reasonOf(streams[0]!)).toBe('limit');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(streams.slice(1).some((s) => s.events.some((e) => e.event === 'closed'))).toBe(false);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
