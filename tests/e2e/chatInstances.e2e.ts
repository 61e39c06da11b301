/**
 * Two app instances (the production server, server.js, twice) on one PostgreSQL: a message
 * posted through the first reaches an SSE client of the second within 1 second (fan-out by LISTEN/NOTIFY), and the
 * stream passes server.js's shared cache and Next's compression untouched. Its own throw-away database on the
 * TEST_DATABASE_URL server (CI sets it; the suite is named `[postgres]`, so the closing summary counts it as a
 * PostgreSQL test, skipped or not). Reuses the e2e build of globalSetup.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createInviteAt, loginTokenAt, postJsonTo } from '../helpers/httpApi';
import { openSse } from '../helpers/sse';
import { TEST_DATABASE_URL } from '../helpers/testDatabases';
import { e2eLogin } from './server';
import { setUpTwoInstances } from './twoInstances';

describe.skipIf(!TEST_DATABASE_URL)('chat across two app instances on one PostgreSQL [postgres]', () => {
  const instances = setUpTwoInstances({ NEXT_PUBLIC_CHECK_CONTRACTS: '1' });

  it('delivers a message posted through the first instance to an SSE client of the second within 1 second', async () => {
    const { first, second } = instances;
    const hostToken = await loginTokenAt(first.baseURL, e2eLogin('chatInstances', 0));
    const guestToken = await loginTokenAt(second.baseURL, e2eLogin('chatInstances', 1));
    expect(hostToken && guestToken).toBeTruthy();
    const host = { Authorization: `Bearer ${hostToken}` };
    const guest = { Authorization: `Bearer ${guestToken}` };

    const created = await createInviteAt(first.baseURL, 'Chat across instances', host);
    expect(created.status).toBe(201);
    const eventId = ((await created.json()) as { data: { _id: string } }).data._id;
    const answered = await fetch(`${first.baseURL}/api/customer/event/event-guest`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', ...guest },
      body: JSON.stringify({ eventId, name: 'Meera Iyer', rsvpStatus: 'going', plusOnes: 0 }),
    });
    expect(answered.status).toBe(200);

    // the guest's room list, from the second instance
    const guestId = (
      (await (await fetch(`${second.baseURL}/api/user/user-details`, { headers: guest })).json()) as { data: { _id: string } }
    ).data._id;
    const groups = (await (await fetch(`${second.baseURL}/api/chat/groups?userId=${guestId}`, { headers: guest })).json()) as {
      data: { rooms: { _id: string; eventId?: string }[] };
    };
    const roomId = groups.data.rooms.find((r) => r.eventId === eventId)?._id;
    expect(roomId).toBeDefined();

    // a browser's EventSource on the second instance: a ticket first, then the stream
    const ticketAnswer = await postJsonTo(second.baseURL, '/api/chat/stream-ticket', {}, guest);
    expect(ticketAnswer.status).toBe(201);
    const { ticket } = ((await ticketAnswer.json()) as { data: { ticket: string } }).data;
    const stream = await openSse(`${second.baseURL}/api/chat/stream?ticket=${encodeURIComponent(ticket)}`, { 'accept-encoding': 'gzip' });
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.response.headers.get('cache-control')).toBe('no-store, no-transform');
      expect(stream.response.headers.get('content-encoding')).toBeNull();
      expect(stream.response.headers.get('x-cache')).not.toBe('HIT');
      await stream.waitForComment('ready');

      const clientId = `e2e-${randomBytes(8).toString('hex')}`;
      const postedAt = Date.now();
      const sent = await postJsonTo(first.baseURL, '/api/chat/messages', { roomId, text: 'Hello from instance one', clientId }, host);
      expect(sent.status).toBe(201);
      const messageId = ((await sent.json()) as { data: { id: number } }).data.id;
      const event = await stream.waitFor((e) => e.event === 'message' && e.id === String(messageId), 1000);
      expect(Date.now() - postedAt).toBeLessThan(1000);
      expect(JSON.parse(event.data)).toMatchObject({ roomId, text: 'Hello from instance one', mine: false });

      // the repeated send answers the same message, and the stream shows it once
      const again = await postJsonTo(first.baseURL, '/api/chat/messages', { roomId, text: 'Hello from instance one', clientId }, host);
      expect(again.status).toBe(200);
      expect(((await again.json()) as { data: { id: number } }).data.id).toBe(messageId);
      const groupsAfter = (await (await fetch(`${second.baseURL}/api/chat/groups?userId=${guestId}`, { headers: guest })).json()) as {
        data: { totalUnread: number };
      };
      expect(groupsAfter.data.totalUnread).toBe(1);
      expect(stream.events.filter((e) => e.event === 'message')).toHaveLength(1);
    } finally {
      stream.close();
    }
  });
});
