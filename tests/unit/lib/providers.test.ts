import { describe, expect, it } from 'vitest';
import { ORDER_TYPE } from '../../../lib/constants';
import {
  firstName,
  jobWindow,
  opsProviderPhotoUrl,
  PROVIDER_DETAILS_FROM_HOURS,
  partnerOwnPhotoUrl,
  providerSeesCustomerDetails,
  providerPhotoVersion,
  servesArea,
  windowsOverlap,
} from '../../../lib/providers';

const ist = (text: string) => new Date(`${text}+05:30`);

describe('jobWindow (how long a job keeps its provider busy)', () => {
  it.each([
    ['chef: the arrival slot and 5 hours after it', { orderType: ORDER_TYPE.CHEF, slot: '19-20' }, '2026-11-23T19:00', '2026-11-24T01:00'],
    ['decoration: its three-hour slot', { orderType: ORDER_TYPE.DECORATION, slot: '10-13' }, '2026-11-23T10:00', '2026-11-23T13:00'],
    ['food delivery: its one-hour slot', { orderType: ORDER_TYPE.FOOD_DELIVERY, slot: '12-13' }, '2026-11-23T12:00', '2026-11-23T13:00'],
    [
      'buffet: set-up from 90 minutes before the serving-start slot, then 3 hours of serving after it',
      { orderType: ORDER_TYPE.LIVE_BUFFET_CATERING, slot: '12-13' },
      '2026-11-23T10:30',
      '2026-11-23T16:00',
    ],
    [
      'photography: the arrival slot and the package hours plus extra hours',
      { orderType: ORDER_TYPE.PHOTOGRAPHY, slot: '10-11', details: { hours: 4, extraHours: 2 } },
      '2026-11-23T10:00',
      '2026-11-23T17:00',
    ],
    ['photography without details: its slot', { orderType: ORDER_TYPE.PHOTOGRAPHY, slot: '10-11' }, '2026-11-23T10:00', '2026-11-23T11:00'],
  ])('%s', (_name, order, start, end) => {
    expect(jobWindow({ eventDate: '2026-11-23', ...order })).toEqual({ start: ist(start), end: ist(end) });
  });

  it('refuses a malformed date', () => {
    expect(() => jobWindow({ orderType: ORDER_TYPE.CHEF, eventDate: '2026-02-30', slot: '19-20' })).toThrow(RangeError);
  });
});

describe('windowsOverlap', () => {
  const w = (a: string, b: string) => ({ start: ist(`2026-11-23T${a}`), end: ist(`2026-11-23T${b}`) });
  it('overlaps when they share an instant, not when one ends as the other starts', () => {
    expect(windowsOverlap(w('10:00', '13:00'), w('12:00', '14:00'))).toBe(true);
    expect(windowsOverlap(w('12:00', '14:00'), w('10:00', '13:00'))).toBe(true);
    expect(windowsOverlap(w('10:00', '13:00'), w('11:00', '12:00'))).toBe(true);
    expect(windowsOverlap(w('10:00', '13:00'), w('13:00', '16:00'))).toBe(false);
    expect(windowsOverlap(w('13:00', '16:00'), w('10:00', '13:00'))).toBe(false);
  });
});

describe('providerSeesCustomerDetails (name and address from 24 hours before the slot)', () => {
  const startsAt = ist('2026-11-23T19:00');
  it.each([
    ['two days before', '2026-11-21T19:00', false],
    ['a minute more than 24 hours before', '2026-11-22T18:59', false],
    ['a millisecond more than 24 hours before', '2026-11-22T18:59:59.999', false],
    ['exactly 24 hours before', '2026-11-22T19:00', true],
    ['an hour before', '2026-11-23T18:00', true],
    ['during the job', '2026-11-23T21:00', true],
  ])('%s: %s', (_name, now, sees) => {
    expect(PROVIDER_DETAILS_FROM_HOURS).toBe(24);
    expect(providerSeesCustomerDetails(startsAt, ist(now))).toBe(sees);
  });
});

describe('servesArea and firstName', () => {
  const provider = { services: ['chef'], cities: ['noida'], pincodes: ['110001'] };
  it('serves an order in one of its cities or at one of its pincodes', () => {
    expect(servesArea(provider, { citySlug: 'noida', pincode: '201309' })).toBe(true);
    expect(servesArea(provider, { citySlug: 'delhi', pincode: '110001' })).toBe(true);
    expect(servesArea(provider, { citySlug: 'delhi', pincode: '110002' })).toBe(false);
    expect(servesArea(provider, {})).toBe(false);
  });
  it('takes the first word of a name', () => {
    expect(firstName('  Ramesh Kumar Singh ')).toBe('Ramesh');
    expect(firstName('Sunita')).toBe('Sunita');
  });
});

describe('provider photo URLs: a new photo has a new URL', () => {
  it('names the stored file as the version, for the console and the partner app', () => {
    const key = 'providers/7f0c3f55-8a7b-4f7e-9b1e-3f1a2b3c4d5e/0b8f6a2e-1c3d-4e5f-8a9b-0c1d2e3f4a5b.webp';
    expect(providerPhotoVersion(key)).toBe('0b8f6a2e-1c3d-4e5f-8a9b-0c1d2e3f4a5b');
    expect(providerPhotoVersion('providers/sunita.v2.jpg')).toBe('sunitav2');
    expect(opsProviderPhotoUrl('p1', key)).toBe('/api/ops/providers/p1/photo?v=0b8f6a2e-1c3d-4e5f-8a9b-0c1d2e3f4a5b');
    expect(partnerOwnPhotoUrl(key)).toBe('/api/partner/photo?v=0b8f6a2e-1c3d-4e5f-8a9b-0c1d2e3f4a5b');
    expect([opsProviderPhotoUrl('p1', null), partnerOwnPhotoUrl(null)]).toEqual([null, null]);
  });
});
