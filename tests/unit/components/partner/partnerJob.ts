import { ORDER_STATUS } from '../../../../lib/constants';
import type { PartnerJobView } from '../../../../lib/contracts/partner';

/**
 * A partner-app job for component tests: an accepted chef job due at 19:00 IST on 23 Nov 2026, accepted already,
 * with `overrides` on top.
 */
export function partnerJob(overrides: Partial<PartnerJobView> = {}): PartnerJobView {
  return {
    _id: '3d1f4c2a-0000-4000-8000-000000000001',
    orderNumber: 'PS-7K3P9Q',
    status: ORDER_STATUS.ACCEPTED,
    statusLabel: 'Accepted',
    service: 'Chef for Party',
    orderType: 2,
    eventDate: '2026-11-23',
    slot: { id: '19-20', label: '07:00 PM - 08:00 PM' },
    startsAt: '2026-11-23T13:30:00.000Z',
    endsAt: '2026-11-23T19:30:00.000Z',
    people: 10,
    items: [{ name: 'Paneer Tikka', quantity: null }],
    billLines: [{ label: 'Dishes', amount: 700 }],
    area: { locality: 'Noida Sector 62', city: 'Noida', pincode: '201309' },
    customer: null,
    detailsFrom: '2026-11-22T13:30:00.000Z',
    note: null,
    coverage: null,
    acceptedAt: '2026-11-21T10:00:00.000Z',
    startedAt: null,
    completedAt: null,
    startFrom: '2026-11-23T11:30:00.000Z',
    respondBy: null,
    canAccept: false,
    canDecline: true,
    canStart: true,
    canComplete: false,
    canUploadPhotos: false,
    onTheWayAt: null,
    arrivedAt: null,
    canSayOnTheWay: false,
    canSayArrived: false,
    ...overrides,
  };
}
