/** Chat's pure rules (support hours and auto-reply, previews, deletes, read-only rooms, unread). */
import { describe, expect, it } from 'vitest';
import {
  canDeleteMessage,
  eventRoomClosed,
  nextSupportOpening,
  orderRoomClosed,
  orderRoomMasked,
  previewText,
  supportAutoReply,
  supportOpen,
  totalUnread,
  unreadBadge,
} from '../../../../lib/chat/rules';

const at = (iso: string) => new Date(iso);

describe('support hours (09:00-21:00 IST)', () => {
  it.each([
    ['2026-11-20T03:29:59Z', false], // 08:59:59 IST
    ['2026-11-20T03:30:00Z', true], // 09:00 IST
    ['2026-11-20T15:29:59Z', true], // 20:59:59 IST
    ['2026-11-20T15:30:00Z', false], // 21:00 IST
    ['2026-11-20T20:00:00Z', false], // 01:30 IST next day
  ])('%s open: %s', (iso, open) => expect(supportOpen(at(iso))).toBe(open));

  it('opens next at 09:00 IST the same morning before 09:00, the next morning after 21:00', () => {
    expect(nextSupportOpening(at('2026-11-20T20:00:00Z')).toISOString()).toBe('2026-11-21T03:30:00.000Z');
    expect(nextSupportOpening(at('2026-11-20T16:00:00Z')).toISOString()).toBe('2026-11-21T03:30:00.000Z');
    expect(nextSupportOpening(at('2026-11-20T10:00:00Z')).toISOString()).toBe('2026-11-20T10:00:00.000Z');
  });

  it('auto-replies with the hours, the next opening and the WhatsApp link', () => {
    expect(supportAutoReply(at('2026-11-20T20:00:00Z'), '919876543210')).toBe(
      'Thanks for your message. Our support team is available 9:00 am to 9:00 pm IST and will reply from 9:00 am today. For something urgent, WhatsApp us: https://wa.me/919876543210',
    );
    expect(supportAutoReply(at('2026-11-20T16:00:00Z'), '')).toMatch(/from 9:00 am tomorrow\.$/);
  });
});

describe('messages and rooms', () => {
  it('previews at most 80 characters on one line', () => {
    expect(previewText('Hello\n\nthere')).toBe('Hello there');
    const long = previewText('a'.repeat(200));
    expect(Array.from(long)).toHaveLength(80);
    expect(long.endsWith('…')).toBe(true);
    expect(previewText('🎉'.repeat(100)).length).toBeLessThanOrEqual(160);
    expect(Array.from(previewText('🎉'.repeat(100)))).toHaveLength(80);
  });

  it('lets a message be deleted for 5 minutes', () => {
    const sent = at('2026-11-20T10:00:00Z');
    expect(canDeleteMessage(sent, at('2026-11-20T10:05:00Z'))).toBe(true);
    expect(canDeleteMessage(sent, at('2026-11-20T10:05:01Z'))).toBe(false);
  });

  it('closes an event room 30 days after the event or when it is cancelled', () => {
    const startsAt = at('2026-11-01T14:00:00Z');
    expect(eventRoomClosed({ startsAt, status: 'active' }, at('2026-12-01T13:59:59Z'))).toBe(false);
    expect(eventRoomClosed({ startsAt, status: 'active' }, at('2026-12-01T14:00:00Z'))).toBe(true);
    expect(eventRoomClosed({ startsAt, status: 'cancelled' }, at('2026-11-02T00:00:00Z'))).toBe(true);
  });

  it('closes an order room 24 hours after the job, masks until the slot starts', () => {
    const jobEndsAt = at('2026-11-20T18:00:00Z');
    expect(orderRoomClosed({ jobEndsAt, cancelled: false }, at('2026-11-21T17:59:59Z'))).toBe(false);
    expect(orderRoomClosed({ jobEndsAt, cancelled: false }, at('2026-11-21T18:00:00Z'))).toBe(true);
    expect(orderRoomClosed({ jobEndsAt, cancelled: true }, at('2026-11-01T00:00:00Z'))).toBe(true);
    const slot = at('2026-11-20T13:30:00Z');
    expect(orderRoomMasked(slot, at('2026-11-20T13:29:59Z'))).toBe(true);
    expect(orderRoomMasked(slot, slot)).toBe(false);
  });

  it('sums unread over rooms not muted, and shows 99+ above 99', () => {
    expect(
      totalUnread([
        { unread: 3, muted: false },
        { unread: 5, muted: true },
        { unread: 0, muted: false },
        { unread: 2, muted: false },
      ]),
    ).toBe(5);
    expect(totalUnread([])).toBe(0);
    expect([0, 1, 99, 100, 5000].map(unreadBadge)).toEqual(['', '1', '99', '99+', '99+']);
  });
});
