// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { startEventBooking } from '../../../components/events/startEventBooking';
import {
  clearEventBooking,
  eventIdFor,
  readDraft,
  readEventBooking,
  seedDraftFromEventBooking,
  updateDraft,
  type EventBooking,
} from '../../../store/drafts';
import { photographyDraft } from '../../helpers/drafts';

const booking: EventBooking = { eventId: 'e1', title: "Riya's 5th", date: '2026-12-12', venue: 'Green Park, New Delhi', guests: 120 };

describe('booking a service for an event', () => {
  beforeEach(() => sessionStorage.clear());

  it("seeds the chef and food drafts with the event's date and venue, the headcount within each service's limits", () => {
    startEventBooking('chef', booking);
    expect(readDraft('chef')).toMatchObject({ eventDate: '2026-12-12', people: 35, address: { line1: 'Green Park, New Delhi' } });
    startEventBooking('buffet', { ...booking, guests: 4 });
    expect(readDraft('buffet')).toMatchObject({ eventDate: '2026-12-12', guests: 20 });
    expect(readEventBooking()).toEqual({ ...booking, guests: 4 });
  });

  it('keeps dishes already chosen and an address already typed', () => {
    updateDraft('chef', () => ({
      nonVeg: false,
      cuisineIds: ['c'],
      dishes: [{ _id: 'd', name: 'Paneer Tikka', dish_rate: 100, is_dish: 1, image: null }],
      people: 10,
      eventDate: '2026-12-20',
      slotId: '10-11',
      address: { name: 'Asha', line1: 'Flat 402, Tower B', landmark: '', pincode: '201309' },
      area: null,
      note: '',
    }));
    startEventBooking('chef', { ...booking, guests: 30 });
    expect(readDraft('chef')).toMatchObject({
      dishes: [{ _id: 'd' }],
      eventDate: '2026-12-12',
      slotId: '',
      people: 30,
      address: { line1: 'Flat 402, Tower B' },
    });
  });

  it('gives a photography draft made after the button the date and venue, once (a date chosen later stays)', () => {
    startEventBooking('photography', booking);
    expect(readDraft('photography')).toBeNull();
    updateDraft('photography', () => photographyDraft());
    seedDraftFromEventBooking('photography');
    expect(readDraft('photography')).toMatchObject({ eventDate: '2026-12-12', address: { line1: 'Green Park, New Delhi' } });
    updateDraft('photography', (current) => ({ ...current!, eventDate: '2026-12-14' }));
    seedDraftFromEventBooking('photography');
    expect(readDraft('photography')?.eventDate).toBe('2026-12-14');
  });

  it('carries the event id only on the event date, and forgets the event', () => {
    expect(eventIdFor(booking, '2026-12-12')).toBe('e1');
    expect(eventIdFor(booking, '2026-12-13')).toBeUndefined();
    expect(eventIdFor(null, '2026-12-12')).toBeUndefined();
    startEventBooking('decoration', booking);
    clearEventBooking();
    expect(readEventBooking()).toBeNull();
  });
});
