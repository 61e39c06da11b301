import type { InviteEvent } from '../../../../lib/contracts/events';

/** An event id the fake server knows. */
export const EVENT_ID = '0b7f7b8e-5a4e-4c53-9f5e-2f4d4c1b9a10';

/** An event as the API answers it (public view to a visitor unless changed). */
export function inviteEvent(change: Partial<InviteEvent> = {}): InviteEvent {
  return {
    _id: EVENT_ID,
    shortCode: 'Ab3dEf7h',
    shareUrl: '/smartinvite/share/Ab3dEf7h',
    occasion: 'birthday',
    title: "Riya's 5th Birthday",
    date: '2026-12-12',
    time: '18:30',
    startsAt: '2026-12-12T13:00:00.000Z',
    venue: 'Green Park, New Delhi',
    mapsUrl: 'https://maps.app.goo.gl/abc123',
    hostNames: ['Priya', 'Rahul'],
    templateId: 'birthday-balloon-pop',
    language: 'en',
    texts: null,
    customImage: false,
    imageUrl: {
      og: `/api/customer/event/event-invites/${EVENT_ID}/image?size=og&v=abcdefghijklmnopqrstuv`,
      share: `/api/customer/event/event-invites/${EVENT_ID}/image?size=share&v=abcdefghijklmnopqrstuv`,
    },
    rsvp: { deadline: null, capacity: 50, plusOnesAllowed: 2, showGuestList: true, showCount: true },
    status: 'active',
    rsvpOpen: true,
    role: 'visitor',
    myRsvp: null,
    counts: { going: 3, maybe: 1, declined: 0, waitlist: 0, noReply: 2, opened: 6 },
    luckyDraw: null,
    ...change,
  };
}
